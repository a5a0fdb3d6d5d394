import type { FounderProfile } from '../../profile';
import { mark, unmark } from '../words';
import { appCountLater, b2b, inUse, paying, recurring, sells, stageAtMost } from './when';
import type { Play } from './types';

/** A loop action that changes the product (builds, adds, launches a feature or a version), which ships. */
const changesProduct = (plan: string | null | undefined) =>
  // 'Run a manual version for 20 students' is the founder's own test, not a feature to park;
  // nor is 'add freemium paywall', a way of charging that customers never ask for.
  !/\b(manual(ly)?|by hand|run (a|the)|test|pilot|trial|paywall|pric\w*|charg\w*|freemium|paid (tier|plan)|subscription|fees?)\b/i.test(
    plan ?? '',
  ) &&
  /\b(build|add|adding|launch|ship|release|feature|app|version|redesign|integrat\w*|develop\w*|new (menu|product|flavou?r|range|model|tier|plan|dish|item))\b/i.test(
    plan ?? '',
  );

/**
 * Session 5, Product-Market Loop: how what customers say and do changes the product, and how a
 * change to the product changes demand. The moves are about the loop itself: how often signals
 * are read, who turns them into a change, how fast, and whether customers are told and counted
 * again. Each play keeps the coach's own words between the founder's to about seven at most, so
 * that no sentence of ours is shared by every founder (see plays/types.ts), and spreads its
 * anchors over several answers rather than repeating the customer phrase in every line.
 */

/** Funded by grants or donations: funders and the people served, not buyers. */
const funded = (p: FounderProfile) => p.model === 'non-profit' || p.revenue === 'donations';
/** Made or worked per order: requests become priced options, not features. */
const crafted = (p: FounderProfile) => sells(p, 'services', 'made-to-order', 'goods');
/** Who buys, in the founder's trade's word. */
const buyers = (p: FounderProfile) =>
  funded(p) ? 'people you serve' : sells(p, 'services', 'made-to-order') ? 'clients' : 'customers';
/** The last few sales, at a scale the business has. */
const lastSales = (p: FounderProfile) =>
  p.model === 'services'
    ? '10 clients'
    : sells(p, 'made-to-order', 'goods')
      ? '20 orders'
      : '20 sales';

/**
 * How many changes a loop plan makes: 'add oat milk, cut 4 items; open till 4' makes three, 'the
 * pass rate on the website + google ads' one, and '£3,500' splits nothing. Each change opens on a
 * verb of change: 'Report per failed trap: R$ lost per month, send to gerente industrial' is one
 * report, and 'quarterly survey with job title, to show sponsors who reads' one survey.
 */
const CHANGE_VERB =
  /^(add|cut|drop|remove|launch|build|ship|test|try|change|raise|lower|introduce|start|stop|open|close|offer|switch|move|redesign|rewrite|run|put|make|create|simplify|replace|increase|reduce|push|use|extend|shorten|bundle|split|price|reprice|rename|update|fix)\b/i;
/** An offer named in the plural ('tables and benches', 'frozen meals'): it takes a plural verb. */
const pluralOffer = (offer: string) => {
  const name = unmark(offer).trim();
  // A name ('Wee Plates', 'Tiny Lanterns') is one thing; a common noun in the plural is many.
  return (
    !/^\p{Lu}/u.test(name) &&
    /[^s]s$/i.test(name) &&
    !/(news|analytics|logistics|service)s?$/i.test(name)
  );
};

function changesIn(plan: string): number {
  return unmark(plan)
    .split(/\s*(?:,\s|[;\n]|\band then\b|\balso\b)\s*/i)
    .filter((part) => part.trim().split(/\s+/).length >= 2 && CHANGE_VERB.test(part.trim())).length;
}

/**
 * Who a loop fed by those still buying never hears, in the way this founder's customers leave: a
 * subscriber cancels, a regular stops coming, a one-off buyer looks and walks away, a client does
 * not book again. The same line for every founder read as a template.
 */
function stayers(now: string, p: FounderProfile): string {
  // Pilots and free users have not paid, so none has cancelled: the quiet ones are who left.
  if (!paying(p)) return `"${now}" hears the keenest users; ask two who went quiet.`;
  if (recurring(p))
    return p.leavers
      ? `"${now}" hears ${buyers(p)} who stay; call two who cancelled.`
      : // Nobody has left yet: the least active are the first to.
        `"${now}" hears the keenest ${buyers(p)}; ask the two who use it least.`;
  if (p.model === 'services') return `"${now}" hears clients who return; ask two who did not.`;
  if (p.sellsAgain || p.regulars)
    return `"${now}" hears regulars; ask two who came once and never returned.`;
  return `"${now}" hears buyers; ask two who looked and bought elsewhere.`;
}

export const PRODUCT_MARKET_PLAYS: readonly Play[] = [
  // A loop left blank: its first number, then its first turn.
  {
    card: 'metric',
    needs: ['offer'],
    loopAbsent: ['now', 'metric'],
    text: (v) => `Requests about "${v.offer}" heard per week, and the share that changed it.`,
  },
  // A loop left blank: its first turn, from the people who already use the offer, or before launch.
  {
    card: 'action',
    needs: ['offer'],
    loopAbsent: ['now'],
    when: inUse,
    text: (v, p) =>
      `Ask 3 ${buyers(p)} what they would change in "${v.offer}"; change what two name, and tell them.`,
  },
  {
    card: 'action',
    needs: ['offer', 'whoAll'],
    loopAbsent: ['now'],
    when: (p) => !inUse(p),
    text: (v) => `Show "${v.offer}" to 3 ${v.whoAll}; fix what two stumble on, and show it again.`,
  },
  // The lesson: the loop's own words first, then the pillars'.
  {
    card: 'teach',
    needs: ['offer'],
    loopNeeds: ['now', 'metric'],
    text: (v) =>
      `Your loop starts with "${v.now}" and is read in "${v.metric}". Its real speed: the days until "${v.offer}" changes because of it.`,
  },
  {
    card: 'teach',
    needs: ['pain', 'whoAll'],
    loopNeeds: ['plan'],
    text: (v) =>
      `"${v.plan}" is a bet about "${v.pain}". Before work starts, say how many ${v.whoAll} should act differently, and by when.`,
  },
  {
    card: 'teach',
    needs: ['challenged', 'market', 'offer'],
    text: (v) =>
      `You wrote "${v.challenged}": one belief put to ${v.market}. Which belief about "${v.offer}" have they not tested yet?`,
  },
  {
    card: 'teach',
    needs: ['offer', 'whoAll'],
    bands: ['early'],
    when: (p) => !inUse(p),
    text: (v) =>
      `Until people use "${v.offer}", this loop runs on conversations: what ${v.whoAll} say this week shapes next week's version.`,
  },
  {
    card: 'teach',
    needs: ['offer', 'proofText'],
    bands: ['developing', 'scaling'],
    when: (p) => inUse(p) && !funded(p),
    text: (v) => `With "${v.offer}" selling ("${v.proofText}"), judge changes by demand.`,
  },
  {
    card: 'teach',
    needs: ['offer', 'whoAll'],
    when: funded,
    text: (v) =>
      `Your loop has two listeners: ${v.whoAll}, who show by coming back whether "${v.offer}" works, and funders, who pay for results.`,
  },
  {
    card: 'teach',
    needs: ['surprise', 'offer'],
    text: (v) =>
      `You noticed "${v.surprise}", the market talking back. Let it change "${v.offer}" within a month, while it's news.`,
  },

  // Actions: the cadence, the hand-off from what customers say to what changes, and the count.
  {
    card: 'action',
    needs: ['offer'],
    loopNeeds: ['now'],
    // What the week's signals are depends on the business (read 16: one line for seven founders).
    text: (v, p) =>
      funded(p)
        ? `Every Friday, note what participants and staff said in "${v.now}"; change one thing in "${v.offer}" and tell them.`
        : sells(p, 'marketplace')
          ? `Every Friday, list the week's requests no listing met, beside "${v.now}"; recruit supply for the top one.`
          : sells(p, 'software')
            ? `Every Friday, read the week's support requests and usage beside "${v.now}"; ship one change to "${v.offer}".`
            : sells(p, 'goods', 'hardware')
              ? inUse(p)
                ? // A device on a factory's machines has field notes and alarms, not shop reviews.
                  b2b(p) && sells(p, 'hardware')
                  ? `Every Friday, read the week's field notes and alarms beside "${v.now}"; change one thing in "${v.offer}".`
                  : `Every Friday, read the week's reviews, returns and reorders beside "${v.now}"; change one thing in "${v.offer}".`
                : // Nothing sold yet: the week's signals are tests, and what testers would pay.
                  `Every Friday, log each test of "${v.offer}" beside "${v.now}": what failed, and what they would pay.`
              : `Every Friday, review the week's notes from "${v.now}" and pick one change to "${v.offer}"; log owner and date.`,
  },
  {
    card: 'action',
    needs: [],
    loopNeeds: ['plan', 'metric'],
    text: (v) =>
      `Before "${v.plan}" starts, write down today's "${v.metric}" and your target for 4 weeks later.`,
  },
  {
    card: 'action',
    needs: ['whoAll', 'today'],
    loopNeeds: ['plan'],
    // Only a change to the product ships; calling customers or offering a pause does not.
    text: (v) =>
      changesProduct(v.plan)
        ? `Describe "${v.plan}" to 3 ${v.whoAll} before it ships; ask which part of "${v.today}" it would replace.`
        : '',
  },
  {
    card: 'action',
    needs: ['offer', 'whoAll'],
    when: (p) => crafted(p) && paying(p),
    text: (v, p) =>
      `In your last ${lastSales(p)}, what did ${v.whoAll} ask for beyond "${v.offer}"? Anything asked 3 times gets a price.`,
  },
  {
    card: 'action',
    needs: ['offer'],
    // A founder who turns work away is the one saying no: nobody is left who looked and left.
    when: (p) => paying(p) && !funded(p) && !p.atCapacity,
    text: (v) => `Call 5 people who looked at "${v.offer}" and said no; shared reasons come first.`,
  },
  {
    card: 'action',
    needs: ['offer', 'whoAll'],
    when: inUse,
    text: (v) =>
      // 'your tables and benches change', 'your fractional CFO changes'.
      `When "${v.offer}" ${pluralOffer(v.offer) ? 'change' : 'changes'} because ${v.whoAll} asked, tell them that day; count uptake.`,
  },
  {
    card: 'action',
    needs: ['surprise', 'offer'],
    text: (v) =>
      `You noticed "${v.surprise}": by Friday, decide what it changes in "${v.offer}" or in how you describe it.`,
  },
  {
    card: 'action',
    needs: ['whoAll', 'market'],
    // A founder who learned the buyer is someone else is not told to listen to the old one only.
    when: (p) => !funded(p) && !p.buyerRethought,
    text: (v) =>
      `Tag each request by who sent it: ${v.whoAll} first; requests from anyone else wait.`,
  },
  {
    card: 'action',
    needs: ['whoAll', 'offer'],
    when: (p) => !paying(p) && !funded(p) && stageAtMost(p, 'pilots'),
    text: (v) =>
      `After each change to "${v.offer}", ask the same ${v.whoAll} for a deposit, a date or a signature.`,
  },
  {
    card: 'action',
    needs: ['proofText', 'whoAll'],
    when: funded,
    text: (v) =>
      `Take one story from ${v.whoAll} and one figure from "${v.proofText}" to each funder; ask what would fund next year.`,
  },
  {
    card: 'action',
    needs: ['goal'],
    text: (v) =>
      `Hold each request you hear against "${v.goal}"; change only what moves it this month.`,
  },

  // Learning: real books and frameworks, applied to the founder's loop.
  // A product team's weekly discovery; a service, a shop and a charity learn from what their
  // clients, buyers and funders already tell them.
  {
    card: 'learning',
    needs: ['pain'],
    when: (p) => sells(p, 'software', 'marketplace', 'hardware', 'unknown'),
    text: (v) =>
      `Continuous Discovery Habits (Torres): weekly talks about "${v.pain}", not research once a quarter.`,
  },
  {
    card: 'learning',
    needs: ['offer'],
    when: (p) => sells(p, 'services', 'made-to-order'),
    text: (v) =>
      `Service Design Doing (Stickdorn): map a client's path through "${v.offer}"; mark where feedback stops.`,
  },
  {
    card: 'learning',
    needs: ['offer'],
    when: (p) => sells(p, 'goods'),
    text: (v) =>
      `The Lean Product Playbook (Olsen): rank what buyers of "${v.offer}" ask for by importance and satisfaction.`,
  },
  {
    card: 'learning',
    needs: ['offer'],
    when: (p) => sells(p, 'non-profit'),
    text: (v) =>
      `Theory of change (NCVO guide): tie each change to "${v.offer}" to your funders' outcomes.`,
  },
  {
    card: 'learning',
    needs: ['offer'],
    bands: ['early', 'developing'],
    text: (v) =>
      `Lean Startup (Ries): each change to "${v.offer}" as one build-measure-learn turn.`,
  },
  {
    card: 'learning',
    needs: ['offer'],
    when: (p) => !sells(p, 'non-profit', 'services'),
    text: (v) =>
      `Noriaki Kano's model: sort requests for "${v.offer}" into basics, more-is-better and delighters.`,
  },
  {
    card: 'learning',
    needs: ['measure'],
    bands: ['developing', 'scaling'],
    text: (v) =>
      `Lean Analytics (Croll, Yoskovitz): is "${v.measure}" the one metric that matters now?`,
  },
  {
    card: 'learning',
    needs: ['whoAll', 'offer'],
    bands: ['early'],
    when: (p) => !paying(p) && !funded(p),
    text: (v) =>
      `Testing Business Ideas (David Bland): cheap tests of what ${v.whoAll} will do with "${v.offer}".`,
  },

  // Metrics.
  {
    card: 'metric',
    needs: [],
    loopNeeds: ['now'],
    text: (v) => `Loop speed: days from a signal in "${v.now}" to a change people can see.`,
  },
  {
    card: 'metric',
    needs: ['whoAll'],
    loopNeeds: ['metric'],
    // An app's downloads before the app exists split nothing (read 37: a meal box, app later).
    text: (v, p) =>
      appCountLater(unmark(v.metric), p)
        ? ''
        : `Split "${v.metric}" by customer group, and find which group of ${v.whoAll} moves it most.`,
  },
  {
    card: 'metric',
    needs: ['offer'],
    when: (p) => paying(p) && !funded(p),
    text: (v) =>
      `Reasons people give for not buying "${v.offer}", counted monthly; the top one should shrink.`,
  },
  {
    card: 'metric',
    needs: ['offer'],
    when: (p) => !paying(p) && !funded(p),
    text: (v) =>
      `Deposits, dates or signatures per 10 talks about "${v.offer}", before and after each change.`,
  },
  {
    card: 'metric',
    needs: ['edge'],
    when: (p) => inUse(p) && !funded(p),
    text: (v, p) => `Share of new ${buyers(p)} who name "${v.edge}" when asked why they came.`,
  },
  {
    card: 'metric',
    needs: ['offer'],
    when: funded,
    text: (v) =>
      `Share of people who start "${v.offer}" and complete it, and which change moved it.`,
  },
  {
    card: 'metric',
    needs: ['offer'],
    when: (p) => sells(p, 'made-to-order', 'goods'),
    text: (v) => `Share of orders of "${v.offer}" with an option customers first asked for.`,
  },

  // Risks.
  {
    card: 'risk',
    needs: [],
    loopNeeds: ['now'],
    // Before anyone uses the offer, nobody has left it yet.
    when: (p) => !funded(p) && inUse(p),
    // Cancellation reasons and calls to those who stopped come from the people who left.
    text: (v, p) =>
      /\b(cancel\w*|left|leav\w*|churn\w*|stopp\w*|quit\w*|lost|lapsed|exit|did not (come back|renew))\b/i.test(
        v.now,
      )
        ? ''
        : stayers(v.now, p),
  },
  {
    card: 'risk',
    needs: ['whoAll'],
    loopNeeds: ['plan'],
    // Only a change to the product is shaped by who asks: not a price, a pilot or a sales step.
    text: (v) =>
      changesProduct(v.plan)
        ? `"${v.plan}" shaped by the loudest ${v.whoAll}, not the most; count who asked first.`
        : '',
  },
  {
    card: 'risk',
    needs: [],
    loopNeeds: ['plan', 'metric'],
    // Only a plan that changes several things at once hides which of them moved the number.
    text: (v) => {
      const n = changesIn(v.plan);
      return n >= 2
        ? // Quoted whole (its own key, not cut short as a third mention): the changes are counted in it.
          `"${mark(unmark(v.plan), 'planList')}": ${n} changes at once. Space them out, or "${v.metric}" cannot say which worked.`
        : '';
    },
  },
  {
    card: 'risk',
    needs: ['offer', 'pain'],
    // How an offer drifts depends on who asks: clients' custom jobs, new lines, funders' asks.
    // (A service sold by the hour hears of custom requests in its Product-Execution session.)
    text: (v, p) =>
      p.model === 'services' && !p.sellsHours
        ? `Custom requests making "${v.offer}" a different job per client, away from "${v.pain}".`
        : p.model === 'goods' || p.model === 'made-to-order'
          ? `New lines and one-off requests pulling "${v.offer}" away from "${v.pain}".`
          : p.model === 'non-profit'
            ? `Funders' asks pulling "${v.offer}" away from "${v.pain}".`
            : `"${v.offer}" drifting from "${v.pain}" as requests pile up.`,
  },
  {
    card: 'risk',
    needs: ['surprise', 'offer'],
    // What surprised the founder about their own costs or hours is not a customer's story to
    // act on before a rival does (read 31: 'The CNC cost' called an anecdote).
    text: (v) => {
      const said = unmark(v.surprise);
      return /\b(my head|on me)\b/i.test(said)
        ? `"${v.surprise}" staying true: "${v.offer}" stops whenever you do.`
        : /\b(cash|money|costs?|expensive|overdraft|margin|profit|eats|stuck|sitting|we pay|fees?)\b/i.test(
              said,
            ) && !/\b(care|cares|want|wants|hate|hates|prefer|prefers|trust|trusts)\b/i.test(said)
          ? `"${v.surprise}" noted once, never costed into "${v.offer}" or its price.`
          : // Only what customers want or do is a story a rival can act on first; a slow permit
            // or a good-news count is not (read 31).
            /\b(care|cares|want|wants|hate|hates|prefer|prefers|trust|trusts|value|values|love|loves|ask|asks|cancel\w*|leave|leaves|use|uses|buy|buys|pay|pays|convert|renew\w*|complain\w*|decide|decides|valued?|matters?|drivers?|scarce|interested|depend\w*|come from|came from|come after|signed up|more than|rather than)\b/i.test(
                said,
              )
            ? `"${v.surprise}" staying an anecdote, never reaching "${v.offer}"; someone else will act on it.`
            : '';
    },
  },
  {
    card: 'risk',
    needs: ['offer', 'whoAll'],
    when: funded,
    text: (v) => `Shaping "${v.offer}" around what funders count, not what ${v.whoAll} need.`,
  },

  // Next 7 days.
  {
    card: 'task',
    needs: [],
    loopNeeds: ['now'],
    text: (v, p) =>
      sells(p, 'software')
        ? `Export last month's support requests and feature asks; tag each against "${v.now}".`
        : sells(p, 'goods', 'hardware')
          ? inUse(p)
            ? `Copy last month's reviews and return reasons into a sheet beside "${v.now}".`
            : `Put every test so far beside "${v.now}" in one sheet: date, who, what failed.`
          : `Copy 10 recent signals from "${v.now}" into a sheet: date, who, words, change.`,
  },
  {
    card: 'task',
    needs: [],
    loopNeeds: ['plan'],
    // 'Add a vegetarian taco after 30 requests' has its askers already.
    // ('people ask all the time for a cheaper option, ~40% of applicants' has them too.)
    text: (v, p) =>
      /\b(\d{2,}|[3-9]) (requests|asks|customers asked|people asked|clients asked)\b/i.test(
        unmark(v.plan ?? ''),
      ) ||
      p.figures.some((f) =>
        // 'PDF/A which 6 accounts asked for': the founder counted the askers.
        /\b(ask(s|ed)? (us |me )?(all the time|a lot|often|constantly|every (week|day|time))|keep asking|always ask|employers ask|([3-9]|\d{2,}) (accounts|customers|clients|users|people|members|buyers|shops|schools|restaurants|venues|firms) (have )?(asked|requested|want(ed)?))\b/i.test(
          f.sentence,
        ),
      )
        ? `Tell those who asked for "${v.plan}" the date it ships.`
        : // The founder's own step (call, offer, visit) was asked for by nobody: nothing to park.
          changesProduct(v.plan)
          ? `List who asked for "${v.plan}"; fewer than 3, park it.`
          : '',
  },
  {
    card: 'task',
    needs: ['offer'],
    when: inUse,
    text: (v, p) => `Tell 3 ${buyers(p)} who shaped "${v.offer}" what changed; ask if it helped.`,
  },
  {
    card: 'task',
    needs: ['offer'],
    // A weekly feedback review needs feedback: people using the offer. A founder who described
    // how feedback already comes back has a loop; the first turn is for one who has none.
    loopAbsent: ['now'],
    when: inUse,
    text: (v) => `Block Fridays, 4pm, for "${v.offer}": read the week's feedback, pick one change.`,
  },
  {
    card: 'task',
    needs: ['challenged', 'market'],
    // The answer names what was challenged: the founder no longer holds it. An answer that says
    // nothing was challenged leaves the assumptions unnamed: naming them is the task.
    text: (v) =>
      /\b(not many|none|nothing|no assumptions?|not really|confident|no one|nobody)\b/i.test(
        unmark(v.challenged),
      )
        ? `Name 3 assumptions about ${v.market} your plan needs; test the riskiest on your next call.`
        : // 'I thought the 3rd clinic was the next step...' was challenged; a belief still held
          // the same way is the next to test.
          `"${v.challenged}" was one belief; write two more you hold about ${v.market}, and test one on a call.`,
  },
  {
    card: 'task',
    needs: ['whoAll', 'offer'],
    when: (p) => !paying(p) && !funded(p) && stageAtMost(p, 'pilots'),
    text: (v) =>
      `Ask 2 ${v.whoAll} who liked "${v.offer}" for a deposit, a start date or an introduction.`,
  },
];
