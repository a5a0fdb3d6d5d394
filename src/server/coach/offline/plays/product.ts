import { b2b, buysOnce, did, inUse, paying, payingCount, sells, stageAtMost } from './when';
import type { FounderProfile } from '../../profile';
import { nonProfit } from './market';
import { unmark } from '../words';
import { riskKind, riskStep } from '../named-risks';
import type { Play, PlayWords } from './types';

/** One of the people who have the problem, before any of them is a customer: 'one of the clinics'. */
function oneOf(whoAll: string | undefined): string {
  const who = whoAll?.trim() ?? '';
  if (who === '' || /^(people|someone|anyone)\b/i.test(unmark(who)))
    return 'one person who has the problem';
  return /^(the|your|their|our)\s/i.test(unmark(who)) ? `one of ${who}` : `one of the ${who}`;
}

/** A prototype that works, not a mock-up shown ('3 working prototypes, tested on our own bikes'). */
function workingPrototype(p: FounderProfile): boolean {
  const built = p.done.filter((d) => d.kind === 'prototype');
  return (
    built.length > 0 &&
    built.every(
      (d) =>
        !/\b(mock-?ups?|clickable|figma|wireframes?|designs?|landing page|no-?code|no code|demo\w*)\b/i.test(
          d.sentence,
        ),
    )
  );
}

/** A result with a before and an after: 'waste fell from 14% to 8%', 'saved 6 hours a week'. */
const RESULT =
  /\bfrom [^ ]+ to \b|\b(fell|rose|cut|saved|saves|halved|doubled|tripled|reduced|increased|dropped|grew|lowered|shortened)\b|\d+ ?% (less|more|fewer|faster|lower|higher)\b/i;

/** Who uses the offer: the audience when sponsors pay for it, else the customers. */
const users = (v: PlayWords, p: FounderProfile) => (p.paidByOthers ? v.market : null) ?? v.whoAll;

/** A cost of the problem is already written where the problem is described. */
const costWritten = (p: FounderProfile) =>
  p.figures.some((f) =>
    [
      'product.problem',
      'product.currentHandling',
      'product.whyWorthSolving',
      'market.budget',
    ].includes(f.path),
  );

/**
 * Session 2, Product Focus: is the problem real for these customers, and does the solution solve
 * it? Each play keeps the coach's own words between the founder's short (plays.test.ts).
 */
/** A workaround people run themselves: a spreadsheet, paper, a phone, someone's hours. */
const DIY =
  /\b(excel|spreadsheets?|sheets?|paper|binders?|manual\w*|by hand|whatsapp|e-?mails?|in-house|themselves|notes?|whiteboards?|phone|calls?|hours?|google|word|pen|notebooks?|diy|ad hoc|guess\w*|intern|junior|admin|tractor|tools?)\b/i;

/**
 * How a paying customer slips back to the old way, and the sign that comes first, in the terms of
 * how this founder sells: one line for every founder read as a template.
 */
function drifting(v: PlayWords, p: FounderProfile): string {
  // A tool the customers keep is no habit they slip back to: its maker is the nearest rival.
  if (p.workaround === 'kept')
    return `The maker of "${v.today}" adding what "${v.offer}" does: ${v.whoAll} already pay them, so know what it would take them to build it.`;
  // The platform the founder sells on shows the next seller beside the listing.
  if (
    p.workaround === 'channel' &&
    p.model !== 'services' &&
    (p.sellsAgain || p.regulars || p.model === 'goods' || p.model === 'made-to-order')
  )
    return `A buyer who found "${v.offer}" through "${v.today}" buys the next one from whoever it shows first; a card in the order and an email list keep the next sale yours.`;
  if (p.regulars && p.sellsAccess)
    return `Regulars slipping back to "${v.today}" after one off day at "${v.offer}"; watch for regulars who skip two weeks.`;
  // A service let down once loses the client quietly, whether paid by the month or by the job.
  if (p.model === 'services' && p.workaround === 'peers')
    return `A client let down once by "${v.offer}" gives the next job to one of the others quietly; the first complaint is the warning.`;
  if (p.model === 'services')
    return `A client let down once by "${v.offer}" goes back to "${v.today}" quietly; the first complaint is the warning.`;
  if (p.revenue === 'subscription')
    return `Customers returning to "${v.today}" after one bad month of "${v.offer}"; falling use warns before a cancellation does.`;
  if (p.model === 'made-to-order')
    return `One late or wrong order of "${v.offer}" sends a buyer back to "${v.today}", and costs the referrals after it.`;
  if (b2b(p))
    return `One missed delivery of "${v.offer}" and a buyer's team goes back to "${v.today}".`;
  return `Customers drifting back to "${v.today}" after one bad week with "${v.offer}": the old habit is never far.`;
}

/** What a rival who copies the edge still lacks, by what keeps this founder's customers. */
function copied(v: PlayWords, p: FounderProfile): string {
  if (p.model === 'services')
    return `A rival who copies "${v.edge}" still lacks your record with ${v.whoAll}; write it down as three short cases.`;
  if (p.model === 'marketplace')
    return `A rival who copies "${v.edge}" can subsidise ${v.whoAll} to switch; guard the scarcer side.`;
  if (sells(p, 'software') && p.revenue === 'subscription')
    return `A rival who copies "${v.edge}" must move ${v.whoAll} and their data; deepen what they store.`;
  if ((p.regulars || p.sellsAgain) && p.model !== 'made-to-order')
    return `A rival who copies "${v.edge}" competes on price; know the one thing ${v.whoAll} come back for.`;
  return `A rival who copies "${v.edge}" leaves price as the only difference, unless ${v.whoAll} stay for more.`;
}

export const PRODUCT_PLAYS: readonly Play[] = [
  // The lesson.
  {
    card: 'teach',
    needs: ['pain', 'whoAll', 'offer'],
    bands: ['early'],
    // A modest rating of a business already selling ('2/5' after six years) has built it; so has
    // a founder with a working prototype at sea (read 41).
    when: (p) => !inUse(p) && !workingPrototype(p),
    text: (v) =>
      `Until it is built, the bet is that ${v.whoAll} feel "${v.pain}" sharply enough to act. Ask ${v.whoAll} about the last time "${v.pain}" happened, not about "${v.offer}" (the Mom Test): past behaviour is honest, opinions polite.`,
  },
  {
    card: 'teach',
    needs: ['today', 'whoAll', 'offer'],
    text: (v, p) =>
      // When sponsors pay, the workaround is the audience's, and it caps attention, not price.
      p.paidByOthers && v.market
        ? `How ${v.market} cope today: "${v.today}". That habit competes for the time sponsors pay for.`
        : p.workaround === 'kept'
          ? `How ${v.whoAll} cope today: "${v.today}". They keep it and add "${v.offer}" beside it, so price "${v.offer}" on what "${v.today}" leaves undone, not on replacing it.`
          : p.workaround === 'channel'
            ? `How ${v.whoAll} cope today: "${v.today}". You are found there too, so your rival is the next result beside yours: what ${v.whoAll} can see in yours and not in theirs decides, not price alone.`
            : // 'They use a clearing agent', said by a clearing agency: the choice is between
              // businesses like it, so what sets it apart is what is priced (read 45).
              p.workaround === 'peers' && !nonProfit(p)
              ? `How ${v.whoAll} cope today: "${v.today}", businesses like yours. So they compare you with them, not with doing without: know what they pay the others, and show what "${v.offer}" does that the others do not.`
              : // What caps the price depends on who pays it: a business weighs the workaround's
                // cost in money and hours; a person, what they spend on it and the bother.
                b2b(p)
                ? `How ${v.whoAll} cope today: "${v.today}". That is your competitor: its cost to ${v.whoAll} caps what "${v.offer}" can charge.`
                : `How ${v.whoAll} cope today: "${v.today}". You replace that: its cost to ${v.whoAll}, in money and bother, caps what "${v.offer}" can ask.`,
  },
  {
    card: 'teach',
    needs: ['offer', 'whoAll'],
    bands: ['developing'],
    when: inUse,
    // Listeners and readers use it when sponsors pay: their behaviour is the evidence.
    text: (v, p) =>
      `With "${v.offer}" in the hands of ${users(v, p)}, behaviour is the evidence now: who comes back to "${v.offer}" unprompted, and which ${users(v, p)} would be very disappointed without it (Sean Ellis's test).`,
  },
  {
    card: 'teach',
    needs: ['offer', 'whoAll', 'today'],
    bands: ['scaling'],
    when: paying,
    text: (v, p) =>
      // Viewers of a channel its sponsors pay for pay nothing themselves (read 42).
      p.paidByOthers && p.audience === 'consumer'
        ? `Sponsors pay to reach ${v.whoAll} through "${v.offer}", so the risk has moved: not "will ${v.whoAll} watch" but "will they keep choosing it" over "${v.today}" next year.`
        : p.workaround === 'kept'
          ? `${v.whoAll} pay for "${v.offer}", so the risk has moved: not whether ${v.whoAll} want it, but whether they keep paying for it on top of "${v.today}" next year.`
          : buysOnce(p)
            ? `${v.whoAll} pay for "${v.offer}", so the question has moved from "will ${v.whoAll} want it" to whether the next ones find you and pick you over "${v.today}".`
            : `${v.whoAll} pay for "${v.offer}", so the risk has moved: not "will ${v.whoAll} want it" but "will they keep choosing it" over "${v.today}" next year.`,
  },
  {
    card: 'teach',
    needs: ['edge', 'whoAll', 'offer'],
    text: (v) =>
      `You say "${v.edge}" sets you apart. A difference counts only when ${v.whoAll} name it unprompted, when they explain why they chose "${v.offer}".`,
  },
  // Actions.
  {
    card: 'action',
    needs: ['whoAll', 'pain', 'offer'],
    when: (p) => !did(p, 'interviews') && stageAtMost(p, 'discovery'),
    text: (v) =>
      `Talk to 10 ${v.whoAll} this fortnight about the last time "${v.pain}" happened: what they did, what it cost. Show "${v.offer}" only at the end.`,
  },
  {
    card: 'action',
    needs: ['today', 'whoAll', 'offer'],
    // Only while no cost of the problem is written down, and before a price is proven.
    when: (p) => !costWritten(p) && !paying(p),
    text: (v) =>
      `Put a monthly figure on "${v.today}" with 3 ${v.whoAll}: hours, people, money. Price "${v.offer}" against that figure, not your costs.`,
  },
  {
    card: 'action',
    needs: ['why', 'whoAll'],
    // Before anyone pays: once customers pay, the price they pay is the number.
    when: (p) => !paying(p) && !p.figures.some((f) => f.path === 'product.whyWorthSolving'),
    text: (v) =>
      `Put a number on "${v.why}": ask 5 ${v.whoAll} for last month's cost, and take the middle answer.`,
  },
  {
    card: 'action',
    needs: ['offer', 'whoAll'],
    when: (p) => !inUse(p),
    text: (v) =>
      `Deliver "${v.offer}" by hand to 3 ${v.whoAll} before building it; note which parts of "${v.offer}" they use and which they ignore.`,
  },
  {
    card: 'action',
    needs: ['proofText', 'whoAll'],
    // Results a buyer can check before and after: the first business customers of a service or
    // software (a line per customer stops making sense past a couple of dozen).
    when: (p) => inUse(p) && b2b(p) && sells(p, 'services', 'software') && payingCount(p) <= 20,
    // Only a result has a before and an after: '3 paying employers' is a count.
    text: (v) =>
      RESULT.test(unmark(v.proofText))
        ? `Show the next 5 ${v.whoAll} "${v.proofText}" as dated before-and-after results.`
        : '',
  },
  {
    card: 'action',
    needs: ['edge', 'whoAll', 'offer', 'today'],
    // The same question asked where this founder stands: before anyone uses it, of buyers who
    // chose it, of the people a programme serves (read 16: one line for seven founders).
    text: (v, p) =>
      nonProfit(p)
        ? `Ask 5 ${v.whoAll} what they would do without "${v.offer}"; if they name "${v.today}", note what it lacks.`
        : !inUse(p)
          ? `Ask 5 ${v.whoAll} about the last time they used "${v.today}": its cost, what broke; listen for "${v.edge}" unprompted.`
          : paying(p) && b2b(p)
            ? `Ask your 3 latest ${v.whoAll} what they weighed against "${v.offer}"; if their deciding reason is not "${v.edge}", lead with theirs.`
            : paying(p)
              ? `Ask 5 of this month's ${v.whoAll} what they nearly bought instead of "${v.offer}"; if what tipped them is not "${v.edge}", use their words.`
              : p.workaround === 'kept'
                ? `Ask 5 ${v.whoAll} what they would add to "${v.today}" if they could; if fewer than 3 say "${v.edge}" unprompted, find the reason they do give.`
                : `Ask 5 ${v.whoAll} why they would pick "${v.offer}" over "${v.today}"; if fewer than 3 say "${v.edge}" unprompted, find the reason they do give.`,
  },
  {
    card: 'action',
    needs: ['offer', 'whoAll'],
    when: (p) => inUse(p) && sells(p, 'software', 'hardware', 'marketplace'),
    text: (v) =>
      `Name the moment "${v.offer}" first delivers for new ${v.whoAll}; count how many reach it in week one.`,
  },
  {
    card: 'action',
    needs: ['offer', 'whoAll'],
    when: (p) => paying(p) && sells(p, 'services', 'made-to-order', 'goods'),
    text: (v) =>
      `Ask your last 5 ${v.whoAll} what they would change in "${v.offer}", and what they would keep at any price.`,
  },
  {
    card: 'action',
    needs: ['hardest', 'whoAll'],
    // A hard part of running the business ('staffing nights', 'export paperwork') is not a
    // question for customers.
    // ('Market' or 'Product' alone names a pillar, not a question: read 41.)
    text: (v) =>
      /^\W*execution\b/i.test(unmark(v.hardest ?? '')) ||
      /^\W*(product|market)\W*$/i.test(unmark(v.hardest ?? ''))
        ? ''
        : `You found "${v.hardest}" hardest: turn it into one question for ${v.whoAll}, and ask it in every conversation next week.`,
  },
  {
    card: 'action',
    needs: ['hardest', 'risk'],
    // Execution found hardest is named through the risk the founder wrote, not as a pillar alone
    // ('You found "Execution" hardest' read the same for every founder who chose it).
    // The risk's own kind says what to do about it this week (a permit's date and cost, a cash
    // gap's worst week), as for the risks listed after it (named-risks.ts).
    text: (v, p) => {
      if (!/^\W*execution\b/i.test(unmark(v.hardest ?? ''))) return '';
      const text = unmark(v.risk);
      const kind = riskKind(text);
      return `You found Execution hardest, and named "${v.risk}": ${kind ? riskStep({ kind, text }, p) : 'write down what it blocks, and who clears it.'}`;
    },
  },
  // Learning.
  {
    card: 'learning',
    needs: ['pain', 'whoAll'],
    bands: ['early', 'developing'],
    text: (v) =>
      `The Mom Test (Rob Fitzpatrick), before you next ask ${v.whoAll} about "${v.pain}": questions about their past, not your idea.`,
  },
  {
    card: 'learning',
    needs: ['today', 'whoAll'],
    text: (v, p) =>
      nonProfit(p)
        ? `Nesta's DIY toolkit, its theory-of-change sheet: from "${v.today}" to the change you want for ${v.whoAll}, step by step.`
        : p.workaround === 'kept'
          ? `Competing Against Luck (Clayton Christensen): the job "${v.today}" leaves undone for ${v.whoAll}, which is the job "${v.offer}" is hired for.`
          : paying(p)
            ? `Bob Moesta's switch interviews: what made your ${v.whoAll} ${p.workaround === 'channel' ? `pick you over the others shown in "${v.today}"` : `leave "${v.today}"`}, and what nearly held them back.`
            : `Competing Against Luck (Clayton Christensen): the job ${v.whoAll} hire "${v.today}" to do, and where it fails them.`,
  },
  {
    card: 'learning',
    needs: ['offer'],
    bands: ['early'],
    text: (v) =>
      `Running Lean (Ash Maurya): rank the riskiest assumptions behind "${v.offer}" and test those first.`,
  },
  {
    card: 'learning',
    needs: ['offer', 'whoAll'],
    bands: ['developing', 'scaling'],
    when: inUse,
    text: (v) =>
      `Sean Ellis's product-market fit survey, sent to ${v.whoAll} who used "${v.offer}" this month.`,
  },
  {
    card: 'learning',
    needs: ['edge'],
    bands: ['scaling'],
    text: (v) =>
      `7 Powers (Hamilton Helmer): which lasting advantage could keep "${v.edge}" hard to copy.`,
  },
  // Metrics.
  {
    card: 'metric',
    needs: ['pain', 'whoAll'],
    when: (p) => stageAtMost(p, 'pilots'),
    text: (v) => `Share of ${v.whoAll} who raise "${v.pain}" before you do (aim for 6 in 10).`,
  },
  {
    card: 'metric',
    needs: ['today', 'whoAll'],
    when: (p) => !costWritten(p),
    text: (v) => `Monthly cost of "${v.today}" for one of your ${v.whoAll}, from their numbers.`,
  },
  {
    card: 'metric',
    needs: ['offer', 'whoAll'],
    // Coming back unprompted measures a product people use, not a retainer or a commission.
    when: (p) => inUse(p) && sells(p, 'software', 'marketplace', 'goods'),
    text: (v) => `Share of ${v.whoAll} using "${v.offer}" again within 30 days, unprompted.`,
  },
  // Risks.
  {
    card: 'risk',
    needs: ['pain', 'whoAll'],
    when: (p) => !paying(p),
    text: (v) =>
      `${v.whoAll} may tolerate "${v.pain}" rather than pay; the test is what ${v.whoAll} already spend on it.`,
  },
  {
    card: 'risk',
    needs: ['today', 'offer'],
    text: (v, p) =>
      nonProfit(p)
        ? `Funders may see "${v.today}" as enough: show what changes with "${v.offer}" that does not without it.`
        : paying(p)
          ? drifting(v, p)
          : p.workaround === 'kept'
            ? `"${v.offer}" leans on "${v.today}": one broken link between them and ${v.whoAll} go back to doing it by hand.`
            : b2b(p)
              ? `"${v.today}" already has a budget and an owner; switching needs an insider to argue for "${v.offer}".`
              : `"${v.today}" may be good enough: cheap and familiar can beat "${v.offer}" if switching takes effort.`,
  },
  {
    card: 'risk',
    needs: ['edge', 'whoAll'],
    when: paying,
    // 'We are the only one' is a position, not a feature a rival copies.
    text: (v, p) =>
      /\b(the only|only one)\b/i.test(unmark(v.edge))
        ? `A second shop or service opening near you turns "${v.edge}" into a comparison; know what ${v.whoAll} would stay for.`
        : copied(v, p),
  },
  {
    card: 'risk',
    needs: ['offer', 'whoAll'],
    when: (p) => did(p, 'interviews') && !paying(p),
    text: (v) =>
      `${v.whoAll} praising "${v.offer}" without committing anything: friendly interest is not demand.`,
  },
  // Tasks.
  {
    card: 'task',
    needs: ['pain', 'whoAll'],
    // Once people pay, the problem has proved itself; sharpening its wording is behind them.
    when: (p) => !paying(p),
    text: (v) =>
      `Rewrite "${v.pain}" in one line: who (${v.whoAll}), how often, what it costs them.`,
  },
  {
    card: 'task',
    needs: ['today'],
    // A workaround people do themselves has tools and hours behind it; a rival they buy from
    // ('Big licensed agencies', 'Mall car washes') has a price and a hassle.
    // Before anyone pays there is no customer to ask: one of the people who have the problem.
    text: (v, p) =>
      p.workaround === 'kept'
        ? `Ask ${paying(p) ? 'one customer' : oneOf(v.whoAll)} what they still do by hand beside "${v.today}", and how many hours it took last week.`
        : p.workaround === 'channel'
          ? `Look up the 10 rivals shown beside you in "${v.today}": price, reviews and what they promise; note one thing yours lacks.`
          : DIY.test(unmark(v.today))
            ? `List each tool, person and hour behind "${v.today}".`
            : `Ask ${paying(p) ? 'one customer' : oneOf(v.whoAll)} what "${v.today}" cost them last time, in money and in hours.`,
  },
  {
    card: 'task',
    needs: ['offer'],
    when: (p) => !inUse(p),
    text: (v) => `Sketch the smallest version of "${v.offer}" you could hand-deliver next week.`,
  },
  {
    card: 'task',
    needs: ['edge', 'whoAll', 'offer'],
    text: (v, p) =>
      paying(p)
        ? `Ask 2 of this month's ${v.whoAll} how they would tell ${b2b(p) ? 'a peer' : 'a friend'} about "${v.offer}"; use the better line where new ${v.whoAll} first see you.`
        : `Ask 2 ${v.whoAll} how they would describe "${v.offer}" to a friend; compare with "${v.edge}".`,
  },
];
