import { restate } from '../rewrite-compelling';
import { headPhrase, moneyPhrase } from './founder';
import {
  cap,
  few,
  funded,
  group,
  higherPrice,
  offer,
  paid,
  price,
  priceShare,
  who,
  whoWhere,
  yearly,
} from './parts';
import { inUse } from '../plays/when';
import { reasoningIdeas } from './reasoning';
import type { IdeaContext, IdeaSpec } from './types';

/** How often the problem happens, as the founder wrote it ('every day'), or null. */
function frequency(c: IdeaContext): string | null {
  const m =
    /\b(every (?:day|week|month|morning|night|shift)|each (?:day|week|month)|daily|weekly|monthly|\d[\d-]* hours a (?:day|week))\b/i.exec(
      c.f.text('product.problem'),
    );
  return m?.[1]?.toLowerCase() ?? null;
}

/** The problem as a short clause: 'independent bakeries throw away 10-15% of their bread'. */
function problemClause(c: IdeaContext): string | null {
  const t = c.f.text('product.problem');
  const p = t ? headPhrase(t, 12) : null;
  return p ? p.charAt(0).toLowerCase() + p.slice(1) : null;
}

/** The discovery answer restated with its result first ('9 of the 12 owners...'), or null. */
function discovery(c: IdeaContext): string | null {
  const text = c.f.text('market.discoveryEvaluation');
  const r = restate(text);
  return r &&
    (/\b\d[\d,]* of (?:the )?\d/.test(r) || r.replace(/\W/g, '') !== text.replace(/\W/g, ''))
    ? r
    : null;
}

function totalLoss(c: IdeaContext): string | null {
  const m = c.f.marketCount;
  const total = m ? yearly(c.f, c.f.cost, m.value) : null;
  return m && total ? `Across ${m.n} ${m.noun}, the problem is worth about ${total} a year.` : null;
}

/** Ideas for the Product and Market fields. */
export const PRODUCT_MARKET_IDEAS: Record<string, IdeaSpec> = {
  'product.problem': {
    why: 'A problem statement convinces when it says who has the problem, how often, and what it costs in money. These ideas add those parts from your other answers.',
    ideas: (c) => {
      const { f } = c;
      const cost = f.cost;
      return [
        cost && `That can cost one of them ${moneyPhrase(cost)}.`,
        f.customers && `It hits ${f.customers} hardest.`,
        discovery(c),
        totalLoss(c),
        f.workaround && `Today ${f.workaround}; that is what we replace.`,
        !cost &&
          `For two weeks, log every time it happens to ${few(f)} and what each time costs, to put a money figure on it.`,
        `Ask the next 5 ${who(f)} to walk through the last time it happened, and note what it cost each time.`,
        'If nobody solves it: the cost after a year, and who notices first.',
      ];
    },
  },
  'product.currentHandling': {
    why: "Today's workaround is your real competitor and your price anchor. These ideas put a cost and a weakness on it, from your other answers.",
    ideas: (c) => {
      const { f } = c;
      const problem = problemClause(c);
      const share = priceShare(f);
      const p = price(f);
      const cost = f.cost;
      return [
        problem && `Even with this workaround, ${problem}.`,
        cost && f.cost?.path === 'product.currentHandling'
          ? null
          : cost && `It still leaves a cost of ${moneyPhrase(cost)}.`,
        share !== null && p && `At ${p}, we cost about ${share}% of what the problem costs them.`,
        `Sit with 3 ${who(f)} while they do it today, and time each step.`,
        f.solution &&
          `Switching to ${f.solution} has to take less effort than the workaround: no new hardware and no training.`,
        `Some ${who(f, 'people')} live with the problem and do nothing; they are the ones to win over last.`,
      ];
    },
  },
  'product.whyWorthSolving': {
    why: 'A problem is worth solving when it is frequent, costly and urgent. These ideas put numbers on each, using your own figures.',
    ideas: (c) => {
      const { f } = c;
      const share = priceShare(f);
      const p = price(f);
      const often = frequency(c);
      return [
        totalLoss(c),
        share !== null &&
          p &&
          `The fix at ${p} costs about ${share}% of what the problem costs them.`,
        often && `It comes back ${often}, so the loss adds up all year.`,
        discovery(c),
        `Ask 5 ${who(f)} what they would stop paying for to solve it this quarter.`,
        `What makes it urgent now in ${c.industry}: a new rule, rising prices or growth, with the date it bites.`,
        'A real case: one customer, what the problem cost them last month, and how they found out.',
      ];
    },
  },
  'product.solution': {
    why: 'A solution description works when it promises an outcome, shows the price, and says what it replaces. These ideas tie it to your other answers.',
    ideas: (c) => {
      const { f } = c;
      const p = price(f);
      const cost = f.cost;
      return [
        f.result && `With it, ${f.result}.`,
        p &&
          (cost
            ? `It costs ${p}, while the problem costs them ${moneyPhrase(cost)}.`
            : `It costs ${p}.`),
        f.workaround && `It replaces today's routine, where ${f.workaround}.`,
        !paid(f) &&
          `The first version runs by hand for ${few(f)}, and only the steps they use every week get built.`,
        c.specific && c.notes.pillars.product.action,
        f.profile?.model === 'software'
          ? `A two-minute demo that shows ${who(f)} the result in their own numbers.`
          : 'A one-page case study of one customer, before and after, in their words.',
        'The smallest version that delivers the result, in three steps from first contact to outcome.',
      ];
    },
  },
  'product.evidence': {
    why: 'Evidence is behaviour and money, not opinions. These ideas turn what you have into stronger proof this month.',
    ideas: (c) => {
      const { f } = c;
      const p = price(f);
      const g = group(f);
      const pilot = f.pilot;
      const paying = f.paying;
      const trial = g.kind === 'pilot';
      return [
        p &&
          !paid(f) &&
          g.kind !== 'prospects' &&
          `${offer(f, g.phrase, p)} from next month; each one that pays is the strongest proof yet.`,
        pilot &&
          paying &&
          trial &&
          pilot.value > paying.value &&
          `Offer the other ${pilot.value - paying.value} ${pilot.noun} from the pilot the same terms${p ? ` at ${p}` : ''}.`,
        f.result && `Publish the before-and-after (${f.result}) with the names of those who agree.`,
        funded(f) &&
          'Outcomes for each person who took part, before and after, set out the way your main funder reports them.',
        discovery(c),
        g.kind !== 'prospects' &&
          g.kind !== 'talked' &&
          `Ask one of ${g.phrase} for a two-line quote with the number that changed for them.`,
        trial &&
          pilot &&
          `Run the same test with ${pilot.value + 2} more ${pilot.noun}${f.inPlace}, to show the result repeats.`,
        !pilot &&
          !(f.profile && inUse(f.profile)) &&
          `Deliver it by hand to 3 ${who(f)} for four weeks, with the numbers before and after.`,
        'A before-and-after table for each customer in the test: the number that changed, and by how much.',
        'How many used it more than once in the first month, counted from records rather than recalled.',
        paid(f) && 'Renewals or repeat orders after the first month, counted.',
      ];
    },
  },
  'product.differentiation': {
    why: 'Customers switch for a difference they can see and measure. These ideas make yours specific and hard to copy.',
    ideas: (c) => {
      const { f } = c;
      const partner = f.partner;
      return [
        f.result && `Measured, not claimed: ${f.result}.`,
        partner && `Our access to ${partner} is hard for a competitor to copy.`,
        f.profile?.model === 'software' &&
          `Each customer's data makes the product better, an edge a newcomer starts without.`,
        f.workaround &&
          `A side-by-side of today's routine and ours: the time and money each takes per week.`,
        group(f).kind !== 'prospects' &&
          group(f).kind !== 'talked' &&
          `The difference in a customer's words: one quote from ${group(f).phrase}.`,
        `A guarantee that backs the difference: money back if ${f.result ? `the pilot result (${f.result}) is not repeated` : 'the promised result does not come'}.`,
        `We deliberately leave out what ${who(f)} do not use, so it stays simple.`,
        'Why now: what changed (technology, rules or habits) that makes our approach possible.',
      ];
    },
  },
  'product.reasoning': reasoningIdeas('product'),
  'market.target': {
    why: 'A first market should be narrow enough to reach and win. These ideas narrow yours and size it from your answers.',
    ideas: (c) => {
      const { f } = c;
      const m = f.marketCount;
      const partner = f.introducer;
      return [
        f.customers && `First segment: ${whoWhere(f)}, and no one else for now.`,
        m &&
          `Of the ${m.n} ${m.noun}, the first 50 are those ${partner ? `${partner} can introduce` : 'we can reach by name'}.`,
        f.customers &&
          (f.profile?.audience === 'consumer'
            ? `A waitlist page shared in 3 groups where ${f.customers} already gather, aiming for 50 sign-ups.`
            : `A list of 50 named ${whoWhere(f)}, with the owner's name and number for each.`),
        !partner && c.specific && `Where they already gather: ${c.notes.channels[0]}.`,
        !/\d/.test(f.text('market.target')) &&
          'A size band that defines the segment: number of staff, sites or customers.',
        'The trigger the segment shares, such as a new rule, a bad season or a growth spurt, that makes them look for help now.',
        'The groups we say no to for now, named, so the first segment stays narrow.',
      ];
    },
  },
  'market.idealCustomer': {
    why: 'An ideal customer is someone you could call this week. These ideas make yours that specific, from your other answers.',
    ideas: (c) => {
      const { f } = c;
      const partner = f.introducer;
      return [
        discovery(c),
        partner && `${cap(partner)} knows them and can introduce the first 10.`,
        f.customers &&
          `A named first 20: ${whoWhere(f)}, each with a contact and the date we last spoke.`,
        f.cost &&
          `They lose ${moneyPhrase(f.cost)} to the problem, so saving it is worth a meeting.`,
        `Where 20 of them can be met this month: a trade association, a local group or an event${f.inPlace}.`,
        f.profile?.audience === 'consumer'
          ? 'Their age, household and what they already pay for similar help.'
          : 'The role that feels the problem and the role that signs, named separately.',
        'The trigger that sends them looking, such as a failed inspection, a new site or a bad month, noted for each of the first 20.',
      ];
    },
  },
  'market.discoveryEvaluation': {
    why: 'Discovery convinces when it has a count, a pattern and commitments. These ideas add them to what you have learned.',
    ideas: (c) => {
      const { f } = c;
      const p = price(f);
      return [
        `The next 10 conversations: ${whoWhere(f)}, each asked what the problem cost them last month.`,
        p && `Quote ${p} in the next 10 conversations, and count how many say yes.`,
        'Each conversation ends with an ask: a deposit, a pilot date or an introduction.',
        f.result &&
          `Check with the next 5 whether the pilot result (${f.result}) would change their week.`,
        'Tag every answer by role and size, so the pattern in who is most interested shows.',
      ];
    },
  },
  'market.payEvidence': {
    why: 'Willingness to pay is proven by money or signatures, not by "I would buy it". These ideas are commitments you can ask for this month.',
    ideas: (c) => {
      const { f } = c;
      const p = price(f);
      const high = higherPrice(f);
      const talked = f.interviewed;
      return [
        // A non-profit proves it is worth paying for through funders and donors.
        funded(f) &&
          'Ask each funder which result decides the next grant, and report that result every quarter.',
        funded(f) &&
          'Donors who gave twice or more, counted, with a pledge for next year asked of each.',
        funded(f) && `Cost per person helped, set beside what each funder pays per outcome.`,
        p &&
          !paid(f) &&
          group(f).kind !== 'prospects' &&
          `${offer(f, few(f), p)} from next month, with ${f.result ? `the pilot result (${f.result})` : 'their own results'} as the proof.`,
        f.pilot &&
          f.paying &&
          group(f).kind === 'pilot' &&
          f.pilot.value > f.paying.value &&
          `Offer the other ${f.pilot.value - f.paying.value} ${f.pilot.noun} from the pilot the same terms${p ? ` at ${p}` : ''}.`,
        paid(f) &&
          `Ask each paying customer for one introduction to a peer, with a month free for both.`,
        paid(f) &&
          f.profile?.revenue !== 'one-off' &&
          'Offer annual prepayment with two months free, and count how many current customers take it.',
        paid(f) &&
          `A higher price for new customers${p ? ` than ${p}` : ''}, to see whether sign-ups hold.`,
        paid(f) &&
          'The share of paying customers who renew or reorder after three months, tracked monthly.',
        talked &&
          !/interview|call|response|conversation/.test(talked.noun) &&
          `Ask the ${talked.n} ${talked.noun} from discovery for a deposit against a start date.`,
        p &&
          high &&
          `Quote ${p} to 10 ${who(f)} and ${high} to 10 others, and compare how many buy.`,
        !paid(f) &&
          f.customers &&
          c.specific &&
          `${cap(c.notes.payProof[0])} from ${f.customers}, at the price we intend to charge.`,
        f.cost &&
          `They already lose ${moneyPhrase(f.cost)}, so a price below that is easy to justify.`,
        !paid(f) && 'A deposit against a start date from every prospect who says yes.',
      ];
    },
  },
  'market.budget': {
    why: 'A sale needs a budget holder and a budget line. These ideas find both, using your price and their costs.',
    ideas: (c) => {
      const { f } = c;
      const p = price(f);
      const owner = /\bowner|\bfounder|\bceo|\bparent/i.test(f.text('market.idealCustomer'));
      return [
        owner && 'The owner signs, so one conversation can close the sale.',
        p && f.cost && `At ${p}, it costs less than the problem does (${moneyPhrase(f.cost)}).`,
        p && `Ask 5 ${who(f)} which bill they would cut to pay ${p}.`,
        'Offers go out a month before budgets are set for the year.',
        f.workaround && `The money comes from what they spend today, where ${f.workaround}.`,
        'The budget line it comes from, and what is paid from that line today.',
        'The approval limit of the person who signs, with the price kept under it.',
      ];
    },
  },
  'market.marketSize': {
    why: 'A bottom-up market size (customers times yearly spend) is credible; a share of an industry report is not. These ideas build one from your figures.',
    ideas: (c) => {
      const { f } = c;
      const m = f.marketCount;
      const p = price(f);
      const total = m ? yearly(f, f.price, m.value) : null;
      const partner = f.partner;
      return [
        m && p && total && `${cap(m.n)} ${m.noun} at ${p} is about ${total} a year.`,
        totalLoss(c),
        m &&
          partner &&
          `Reachable first: the share of the ${m.n} ${m.noun} that ${partner} already serves.`,
        `The count checked against a public registry or trade association list${f.inPlace.replace(/^ in /, ' for ')}.`,
        !m && `A bottom-up count of ${whoWhere(f)}, from a registry or association list.`,
        !m &&
          p &&
          yearly(f, f.price, 1000) &&
          `At ${p}, every 1,000 ${who(f)} come to about ${yearly(f, f.price, 1000)} a year.`,
        'Serviceable first: the share our first channel can reach in two years, counted rather than estimated.',
        'A top-down cross-check: an industry report figure next to our bottom-up count.',
      ];
    },
  },
  'market.reasoning': reasoningIdeas('market'),
};
