import { hasAmountOrScaled } from '../../money';
import type { FounderProfile } from '../../profile';
import { readPriority, type PriorityKind } from '../priority-lines';
import { mark, unmark } from '../words';
import { nonProfit, nothing, people } from './market';
import { b2b, did, fewBuyers, inUse, paying, payingCount, recurring, sells, solo } from './when';
import type { Play } from './types';

/** A keep answer that reports what happens rather than what the founder does: 'Clients stay for years'. */
const OUTCOME =
  /^([\w'-]+ ){0,4}?(stay|stays|come back|comes back|return|returns|renew|renews|reorders?|keep ordering|order again|buy again|are (very |really |super )?loyal|keep coming|rarely leave|never leave)\b/i;

/** An ongoing service its clients stay with: 'Clients stay for years'. */
const STAYS = /\b(stay(s|ed)? (for|with us)|for years|long-?term clients)\b/i;

/** A purchase made once in a life: 'Couples only marry once', 'a once-in-a-lifetime trip'. */
const ONCE =
  /\b(only (marry|buy|need (it|one|this)|do (it|this)|happens?) once|once in a lifetime|once-in-a-lifetime|one-?time (event|purchase))\b/i;

/**
 * Session 4, Execution Focus: can the founder deliver, sell and keep customers with the people,
 * money and partners they have? Each play keeps the coach's own words between the founder's
 * short (see plays/types.ts). Model-specific moves (capacity for made-to-order, utilisation for
 * services, bills of materials for hardware, the first hire for teams that plan one) are in
 * model-lines.ts; moves that build on what was done (pilots, partners, revenue) in done-lines.ts.
 */

/** The founder's resources are money (savings, a grant, a round), not partners. */
const FUNDING =
  /[$€£¥₹₦]|\b(seed|series|angels?|savings|grants?|loans?|funding|raised|investors?|runway)\b/i;
/** Money the founder has: 'No funding, profitable' and 'bootstrapped' are none. */
/** Money with an end date written: 'Lottery grant runs out Mar 2026', 'funded until June'. */
const ENDS =
  /\b(runs? out|ends?|expires?|until|till|through)\b[^.;]{0,20}\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*|\b(runs? out|ends?|expires?) (in |by )?(20\d\d|q[1-4])\b/i;
export const money = (partners: string) =>
  (hasAmountOrScaled(unmark(partners)) || FUNDING.test(unmark(partners))) &&
  !/^(no|zero|without|not)\b|\b(no (outside |external )?(funding|investment|money))\b/i.test(
    unmark(partners),
  ) &&
  // 'Bootstrapped, ~45k EUR in the bank' has money to count; 'self funded, ~CA$200/mo costs' none.
  (!/\b(bootstrapp\w*|self[- ]?funded)\b/i.test(unmark(partners)) ||
    /\b(in the bank|in savings|cash|saved)\b/i.test(unmark(partners)));

/**
 * What the first resource the founder names is, so each line asks the right thing of it: a
 * licence renews, a referrer sends clients, a talk is not yet a deal, a loan falls due, and only
 * a supplier or partner can 'go tomorrow'.
 */
type PartnerKind =
  | 'money'
  | 'finance'
  | 'licence'
  | 'referrer'
  | 'pending'
  | 'helper'
  | 'owned'
  | 'tool'
  | 'cost'
  | 'bought'
  | 'supplier';
export function partnerKind(partners: string): PartnerKind {
  const t = unmark(partners);
  // 'Family owns the land (no rent)': what the founder owns cannot end early.
  if (
    /\b(family owns|we own|i own|owned by (us|the family|me)|no rent|our own (building|land|premises|site|plant|factory|mill)|planta propia|f[aá]brica propia|inherited)\b/i.test(
      t,
    )
  )
    return 'owned';
  // 'Mill owned, bottling line on a BTS bank loan', 'No money. Our own motos and bicis': what
  // the answer opens on is the founder's own (read 43).
  if (
    /^\s*(?:no money\.?\s*)?(?:our own|my own|\p{L}+ owned)\b/iu.test(t) &&
    !/\b(loans?|leased?|mortgage|debt|credit)\b/i.test(t)
  )
    return 'owned';
  // '180 instrumentos (donated by Luthiers Sin Fronteras + bought)': equipment the founder holds,
  // given or bought, cannot end early (read 34).
  const first = t.split(/[.;]/)[0] ?? '';
  if (
    /\b(instruments?|instrumentos|equipment|equipo|machines?|máquinas|vans?|trucks?|ovens?|laptops?|bikes?|tools?)\b/i.test(
      first,
    ) &&
    /\b(donated|bought|purchased|owned|ours)\b/i.test(first)
  )
    return 'owned';
  // 'oficina en Chapinero', 'PI insurance $2m cover', 'Porto Digital incubation (free desk)':
  // a place to work or a cover held, not a partner who could walk away or money to spend (read 31).
  if (
    /^\W*(an? |our |my |the )?(offices?|oficina|escrit[oó]rio|b[uü]ro|bureau|desks?|co-?working|incubat\w*|(pi |professional indemnity |public liability |liability )?insurance|pi cover|membership|member of)\b|\b(incubat(or|ion)|co-?working|free desk|hot ?desk)\b/i.test(
      t,
    )
  )
    return 'owned';
  // 'QuickBooks Online, iTax, eTIMS': software the founder uses, not a partner; 'Hotmart (takes
  // 9.9% + R$1 per sale)' is where she sells, not money in the bank (read 30).
  if (
    /^(quickbooks|xero|sage|excel|google (workspace|sheets)|notion|shopify|canva|zoom|stripe|paypal|wordpress|hubspot|airtable|slack|figma|moego|square|calendly|mailchimp|salesforce|pipedrive|teachable|hotmart|kajabi|thinkific|udemy|gumroad|podia|patreon|riverside|buzzsprout|linear|jira|trello|recharge)\b/i.test(
      t,
    )
  )
    return 'tool';
  if (/\brunway\b/i.test(t)) return 'money';
  // 'self funded, ~CA$200/mo costs': no one else's money, and no balance to count weeks from.
  // 'Started with my savings UGX 28M': money the business began on years ago, not a balance to
  // spend down (read 45: a firm with UGX 518M revenue told its savings would run out).
  if (/^\s*(started|began|founded|launched|set up) (with|on|from)\b/i.test(t)) return 'cost';
  if (
    /\b(self[- ]?funded|bootstrapp\w*)\b/i.test(t) &&
    !/\b(in the bank|in savings|cash|saved)\b/i.test(t)
  )
    return 'cost';
  // 'Bottle + label + cap + chiles + packaging = $38': a cost breakdown, nobody to lose.
  if ((t.match(/\s\+\s/g)?.length ?? 0) >= 2 || /\b(unit cost|bom|cogs)\b/i.test(t)) return 'cost';
  // 'Bikes from the TVS dealer at KES 142,000 each', 'flowers from the Toronto flower market':
  // bought at a price, where the risk is the price and the supply, not a contract ending.
  if (
    /\b(each|per unit|a unit|per kg|a kg|wholesale price)\b|\b(bought|buy|buys|buying|sourced?) (from|at)\b|\bfrom (the |a )?[a-z ]{0,25}(dealer|wholesaler|market|distributor|importer)\b/i.test(
      t,
    )
  )
    return 'bought';
  // 'My husband helps with tech a bit': family lending a hand, no supplier to replace.
  if (
    /\b(my|our) (husband|wife|partner|brother|sister|son|daughter|mum|mom|dad|father|mother|family|friends?)\b[^.;]{0,30}\b(helps?|helping|does|handles)\b/i.test(
      t,
    )
  )
    return 'helper';
  // 'gudang 400m2 in Tambun, rent Rp 85jt/yr': a rent is dated payments, not money in the bank.
  if (
    /\b(finance|financed|loan|lease|leased|leasing|overdraft|credit line|rent|rented|rental|sewa|alquiler|aluguel|miete|loyer)\b/i.test(
      t,
    )
  )
    return 'finance';
  if (money(partners)) return 'money';
  if (/\b(licen[cs]es?|licen[cs]ed|permits?|registration|accredit\w*|certificat\w*)\b/i.test(t))
    return 'licence';
  if (
    /\b(had a call|calls? with|talking (to|with)|in talks|met with|applied|applying|no answer|pending|waiting (on|for)|want(s)? \d+-?\d*%)\b/i.test(
      t,
    )
  )
    return 'pending';
  if (
    /\b(recommended suppliers?( list)?|recommends? (us|me)|sends? (couples|clients|customers|guests|patients|people) over|sends? (me|us) (couples|clients|customers|guests|patients|people|work|jobs)|refers?|referrals? from|sends us|dr\.?|doctors?|surgeons?|traumatologist|consultant who)\b/i.test(
      t,
    )
  )
    return 'referrer';
  return 'supplier';
}

/** A follow-on sale named as the way customers are kept: 'after the DSA I do the strengthening design'. */
const UPSELL =
  /^\W*after (the|each|a|every) [^,.;]{2,40}? (i|we) (do|sell|offer|quote)\b|\b(upsells?|upselling|cross-?sell\w*)\b/i;

/** The next job of an upsell, in the founder's words: 'the strengthening design'. */
function followOn(keep: string): string {
  const next = /\b(?:i|we) (?:do|sell|offer|quote) (.{3,60}?)\s*(?:[(,.;]|$)/i.exec(
    unmark(keep),
  )?.[1];
  return next ? `"${mark(next, 'keep')}"` : `"${keep}"`;
}

/** Founders who sell their own time: selling stops when delivery fills the week. */
const ownTime = (p: FounderProfile) => solo(p) || sells(p, 'services');

/** A first move on the founder's named risk, by its kind: a person, a rule, a supplier, a failure. */
/** Words a founder writes in capitals for weight ('CASH'), never names of a rule or a body. */
const COMMON_RISK =
  /^(cash|money|time|people|staff|team|competition|competitors|funding|weather|burnout|health|hiring|churn|quality|price|prices|costs?|demand|supply|tech|security|scale|growth|sales|marketing|me|us|everything)$/i;

/** True when the risk and the goal share a word of weight: 'Staff turnover' and 'Stop the physio turnover'. */
/** What failing a goal of each kind looks like, for a pre-mortem ('list 10 reasons ...'). */
const FAILED: Partial<Record<PriorityKind, string>> = {
  win: 'the yeses never came',
  collect: 'the money never came',
  deliver: 'it shipped late',
  hire: 'the hire failed',
  train: 'the hand-over slipped',
  fund: 'no money was raised',
  comply: 'approval was refused',
  negotiate: 'the deal fell through',
  price: 'buyers walked away',
};

function sameAsGoal(risk: string, goal: string): boolean {
  const words = (t: string) =>
    new Set(
      unmark(t)
        .toLowerCase()
        .split(/[^\p{L}]+/u)
        .filter((w) => w.length >= 4),
    );
  const g = words(goal);
  return [...words(risk)].some((w) => g.has(w));
}

function riskCall(risk: string, p: FounderProfile): string {
  const r = unmark(risk);
  // 'Staff turnover!': people leaving a team, not one person falling ill.
  if (
    !p.team.solo &&
    /\b(turnover|staff leav\w*|people leav\w*|retain\w* staff|recruit\w*|hiring)\b/i.test(r)
  )
    return `Ask each person on your team this week what would make them leave and what keeps them; fix the reason named most.`;
  // 'CASH': the weeks ahead, in and out, before any other step.
  if (/\b(cash|money|overdraft|runway|cash ?flow|late pay\w*|receivables)\b/i.test(r))
    return `List what comes in and goes out each week for the next 8 weeks; mark the week "${risk}" bites, and one payment you can move before it.`;
  if (
    /\b(ill|illness|sick|injur\w*|burn-?out|leaves?|quits?|depends? (entirely )?on (me|the founder|one))\b/i.test(
      r,
    )
  )
    // Working alone, nobody covers: what pauses, and who is told, is the plan.
    return p.team.solo
      ? /^\s*if\b/i.test(r)
        ? `For "${risk}", decide now what pauses first: what waits, and who you tell.`
        : `Decide what pauses first if "${risk}" hits you: what waits, and who you tell.`
      : /^\s*if\b/i.test(r)
        ? `Name who covers a fortnight for "${risk}"; write them the one-page hand-over.`
        : // 'Onboarding ... depends on one success manager' is a state, not an event that happens.
          !/\b(ill|illness|sick|injur\w*|burn-?out|leaves?|quits?)\b/i.test(r)
          ? `Train a second person in what "${risk}" rests on; write them the one-page hand-over.`
          : `Agree who covers for a fortnight if "${risk}" happens; write them the one-page hand-over.`;
  if (/\b(rules?|regulat\w*|laws?|licen[cs]\w*|permits?|compliance|tax\w*|caps?)\b/i.test(r))
    return `Ask one adviser or trade body how "${risk}" would hit you, and by what date.`;
  if (
    /\b(prices?|costs?)\b.*\b(rise|rose|rising|move|grow|grows|up|volatile)\b|\b(aluminium|steel|oak|fuel|panel|api) prices\b/i.test(
      r,
    )
  )
    return `Work out what "${risk}" does to your margin at 10% and 20% higher, and which price you raise first.`;
  if (/\b(bad batch|breakage|defects?|returns|stock-?outs?|spoil\w*|quality)\b/i.test(r))
    return `Log each time "${risk}" happens this month, with its cause; fix the most common cause first.`;
  if (/\b(suppliers?|partners?|bank|landlord|platform|terms)\b/i.test(r))
    return `Name a second option for "${risk}" and ask it for a quote this week.`;
  if (
    /\b(break(s|ing)? down|outage|fraud|breach|hack\w*|fire|flood|theft|incidents?|accidents?|crash\w*)\b/i.test(
      r,
    )
  )
    return `Write the first hour after "${risk}": who does what, and who you tell.`;
  // A bare name ('KSeF', 'GDPR') is no event anyone lived through: find its date instead.
  if (
    r.trim().split(/\s+/).length <= 2 &&
    !r
      .trim()
      .split(/\s+/)
      .every((w) => COMMON_RISK.test(w))
  )
    return `Find out when "${risk}" applies to you; plan one step before that date.`;
  // Only an event can be lived through ('a wildfire', 'a strike'); a state ('Emeka is part
  // time') gets a plan for the week it gets worse.
  return /\b(fire|flood|strike|recall|ban|bans|banned|closes?|closure|loss|loses|lose|fails?|failure|crash|drought|war|outbreak|shortage|boycott|lawsuit|audit)\b/i.test(
    r,
  )
    ? `Call one person who has lived through "${risk}" and ask what they would do first.`
    : `Write your first week's plan if "${risk}" got worse; take its first step now.`;
}

export const EXECUTION_PLAYS: readonly Play[] = [
  // The lesson: two per founder (solo first, then the band, then cash or the pre-mortem).
  {
    card: 'teach',
    needs: ['sell', 'goal'],
    when: (p) => p.team.solo,
    text: (v) =>
      `Alone, your hours are the capacity: count them before "${v.goal}" promises more; keep a half-day weekly for "${v.sell}".`,
  },
  {
    card: 'teach',
    needs: ['deliver', 'whoAll', 'offer'],
    bands: ['early'],
    // A business already serving paying customers is past serving its first ones by hand.
    when: (p) => !paying(p),
    text: (v) =>
      `Do things that don't scale (Paul Graham): with "${v.deliver}", serve the first ${people(v)} by hand and write down each step of "${v.offer}".`,
  },
  {
    card: 'teach',
    needs: ['deliver', 'offer'],
    bands: ['developing'],
    // Alone, the founder's hours are the pace, said elsewhere; a delivery answer that counts the
    // team ('9 personas', 'just me. sole trader') names who, not the steps (read 33).
    text: (v, p) =>
      p.team.solo
        ? ''
        : /^\W*(\d+|two|three|four|five|just|me|i|we)\b|\b(personas|people|ppl|of us|partners|founders|staff)\b/i.test(
              unmark(v.deliver).split(/\s+/).slice(0, 4).join(' '),
            )
          ? `Goldratt's rule: one step in delivering "${v.offer}" sets its pace; find it first.`
          : `Goldratt's rule: in "${v.deliver}", one step sets the pace of "${v.offer}"; time saved elsewhere is an illusion.`,
  },
  {
    card: 'teach',
    needs: ['goal', 'deliver', 'measure'],
    bands: ['scaling'],
    when: (p) => !solo(p),
    text: (v) =>
      `"${v.goal}" tests whether "${v.deliver}" runs without you. Andy Grove's answer: leading numbers behind "${v.measure}", reviewed weekly.`,
  },
  {
    card: 'teach',
    needs: ['goal'],
    when: (p) => p.dayJob && !paying(p),
    text: (v) => `Your hours set the pace, not cash: "${v.goal}" gets the evenings you fix now.`,
  },
  {
    card: 'teach',
    needs: ['partners', 'goal'],
    // A founder with a paid job beside it is paced by hours, not by savings (read 28).
    when: (p) => !paying(p) && !p.dayJob,
    text: (v) =>
      money(v.partners)
        ? `Cash sets the pace: with "${v.partners}", land "${v.goal}" before it runs out.`
        : `Cash sets the pace: land "${v.goal}" well before it runs out.`,
  },
  {
    card: 'teach',
    needs: ['goal', 'risk'],
    // Early and developing founders are given the pre-mortem to hold, as an action: the lesson
    // saying it too made it three times a session with the reading (read 24 re-read).
    bands: ['scaling'],
    // A goal that is the fix for the named risk ('Stop the physio turnover', 'Staff turnover')
    // makes 'it will be one reason' say nothing.
    text: (v) =>
      sameAsGoal(v.risk, v.goal)
        ? `Pre-mortem for "${v.goal}": imagine it failed, and list the unsaid reasons why.`
        : `Pre-mortem for "${v.goal}": imagine it failed and list why; "${v.risk}" will be one reason, not the only one.`,
  },
  // Actions.
  {
    card: 'action',
    needs: ['keepPlan', 'whoAll'],
    // A way of keeping customers the founder wants but never started is this week's first round
    // (read 39: a repairer's SMS reminders, 'never did it').
    text: (v) =>
      `You wrote "${v.keepPlan}": send it to last year's ${v.whoAll} this week; count the bookings back.`,
  },
  {
    card: 'action',
    needs: ['sell', 'whoAll'],
    text: (v, p) =>
      nothing(v.sell)
        ? // A non-profit's sales are to funders: the people it serves are not who is missing.
          nonProfit(p)
          ? `You wrote "${v.sell}" for sales: list 10 funders who back work like yours, and write to 3 this week.`
          : `You wrote "${v.sell}" for sales: pick one way to reach ${people(v)} and make 20 contacts this week.`
        : nonProfit(p)
          ? `Write "${v.sell}" as numbered steps to a grant or a gift, and ask two funders who went quiet which step lost them.`
          : // Only a founder who sells to prospects has prospects who went quiet: not an idea
            // yet to sell, a shop people walk into, or a service turning referrals away.
            // 'Organic mostly', 'Word of mouth' name a channel, not steps anyone walks through.
            !inUse(p) ||
              p.sellsAccess ||
              p.atCapacity ||
              /^(organic|word of mouth|referrals?|inbound|instagram|facebook|tiktok|linkedin)\b/i.test(
                unmark(v.sell).trim(),
              )
            ? ''
            : `Number the steps to payment around "${v.sell}", and ask three ${people(v)} who went quiet where they stopped.`,
  },
  {
    card: 'action',
    needs: ['goal', 'risk'],
    bands: ['early', 'developing'],
    // The failure imagined in the goal's own terms: the yeses that did not come, the money that
    // did not come in, the launch that slipped (one sentence for every founder read as a template).
    text: (v) => {
      const failed = FAILED[readPriority(unmark(v.goal))?.kind ?? 'other'] ?? 'it failed';
      return sameAsGoal(v.risk, v.goal)
        ? `Hold a 45-minute pre-mortem: imagine "${v.goal}" failed; list 10 reasons, give three a next step.`
        : `Pre-mortem, 45 minutes, on "${v.goal}": list 10 reasons ${failed} besides "${v.risk}"; give the top 3 a next step.`;
    },
  },
  {
    card: 'action',
    needs: ['offer', 'whoAll'],
    bands: ['developing', 'scaling'],
    when: (p) => !nonProfit(p),
    text: (v, p) =>
      sells(p, 'made-to-order', 'goods', 'hardware')
        ? // Two pilots are not five orders: time the next installation instead.
          payingCount(p) > 0 && payingCount(p) < 5
          ? `Time each step of the next ${sells(p, 'hardware') ? 'installation' : 'order'} of "${v.offer}"; fix only the slowest step this month.`
          : `Time each step of "${v.offer}" for 5 orders; fix only the slowest step this month.`
        : sells(p, 'software', 'marketplace')
          ? !b2b(p)
            ? `Time each step from first visit to first use of "${v.offer}" for 5 new ${people(v)}; fix only the slowest.`
            : `Time each step from signature to live on "${v.offer}" for 5 new customers; fix only the slowest.`
          : sells(p, 'services')
            ? `Time each step of "${v.offer}" for your next 5 jobs; fix only the slowest step.`
            : `Time each step of "${v.offer}" for the next five ${people(v)}; fix only the slowest step.`,
  },
  {
    card: 'action',
    needs: ['keep', 'whoAll'],
    when: inUse,
    text: (v, p) =>
      nothing(v.keep) || !paying(p)
        ? `"${v.keep}" leaves a hole: plan three contacts with ${people(v)} in their first 90 days, with dates.`
        : // 'Clients stay for years' reports an outcome; there is no step to check them against.
          OUTCOME.test(unmark(v.keep))
          ? ''
          : `Check "${v.keep}" against your last ten ${people(v)}: did each get it, and ${recurring(p) ? 'stay' : 'come back'}?`,
  },
  {
    card: 'action',
    needs: ['partners', 'offer', 'goal'],
    // A charity's sponsors counted as partners still leave its resources to read.
    when: (p) => paying(p) && (!did(p, 'partners') || p.model === 'non-profit'),
    text: (v) => {
      switch (partnerKind(v.partners)) {
        case 'money':
          // 'Lottery grant runs out Mar 2026' gives its end: the months are counted already.
          return ENDS.test(unmark(v.partners))
            ? `Before "${v.partners}", what must "${v.goal}" show? Write the date and the figure.`
            : `Work out how many months "${v.partners}" buys at this month's spend, and what "${v.goal}" must show before then.`;
        case 'finance':
          return `Set the payment dates of "${v.partners}" against your slowest month's cash.`;
        case 'licence':
          return `Put the renewal of "${v.partners}" in the calendar, with the papers it needs; "${v.offer}" stops without it.`;
        case 'referrer':
          return `"${v.partners}" sends you clients: what share of the new ones, and who could be a second source?`;
        case 'pending':
          return `"${v.partners}" is not a deal yet: before "${v.goal}" depends on it, get one decision and its date.`;
        case 'helper':
        case 'owned':
        case 'tool':
          return '';
        case 'cost':
          return '';
        case 'bought':
          return `Get a second quote for what you buy through "${v.partners}" this week, and work out what a 10% price rise there does to your margin.`;
        default:
          return `If one part of "${v.partners}" went tomorrow, would "${v.offer}" stop? Line up one alternative this week.`;
      }
    },
  },
  {
    card: 'action',
    needs: ['deliver'],
    when: nonProfit,
    // A programme with paid staff (read 30: 'Team of 14') onboards staff, not volunteers; and the
    // answer often names the team, which is no process to write down as it stands.
    text: (v, p) =>
      `One page from "${v.deliver}": what a new ${
        !/\bvolunteer/i.test(unmark(v.deliver)) &&
        ((p.team.size ?? 0) >= 5 || /\b(staff|employees|team of|ftes?)\b/i.test(unmark(v.deliver)))
          ? 'staff member'
          : 'volunteer'
      } does in week one.`,
  },
  {
    card: 'action',
    needs: ['measure', 'team'],
    bands: ['scaling'],
    when: (p) => !solo(p),
    text: (v) =>
      `Give each number in "${v.measure}" one owner in ${v.team}, and a 30-minute review every Monday.`,
  },
  {
    card: 'action',
    needs: ['sell', 'goal'],
    bands: ['early', 'developing'],
    text: (v) =>
      nothing(v.sell)
        ? `Choose the one channel that serves "${v.goal}" best, and set its 30-day number today.`
        : `Set a 30-day number for "${v.sell}" that serves "${v.goal}", and check it every Friday.`,
  },
  {
    card: 'action',
    needs: ['offer'],
    bands: ['early'],
    when: (p) => !inUse(p),
    text: (v) => `Draft the first delivery of "${v.offer}" step by step: who, and at what cost.`,
  },
  // Learning.
  {
    card: 'learning',
    needs: ['offer'],
    when: (p) => p.team.solo,
    text: (v) =>
      `The E-Myth Revisited (Michael Gerber): turn "${v.offer}" into a system you work on, not only in.`,
  },
  {
    card: 'learning',
    needs: ['sell'],
    bands: ['early', 'developing'],
    when: (p) => !nonProfit(p),
    text: (v) => `Traction (Weinberg, Mares): test channels beside "${v.sell}" with the Bullseye.`,
  },
  {
    card: 'learning',
    needs: ['offer'],
    when: (p) => sells(p, 'software'),
    text: (v) =>
      `Shape Up (Ryan Singer): give the next change to "${v.offer}" a fixed six-week appetite.`,
  },
  {
    card: 'learning',
    needs: ['offer'],
    bands: ['developing', 'scaling'],
    text: (v) => `The Goal (Eliyahu Goldratt): what limits "${v.offer}", and why to fix it first.`,
  },
  {
    card: 'learning',
    needs: ['measure'],
    bands: ['scaling'],
    when: (p) => !solo(p),
    text: (v) => `Andy Grove's High Output Management, on leading indicators for "${v.measure}".`,
  },
  {
    card: 'learning',
    needs: ['risk'],
    text: (v) =>
      `Gary Klein's premortem (HBR, 2007): the risks beside "${v.risk}" that nobody has said aloud.`,
  },
  // Metrics.
  {
    card: 'metric',
    needs: ['partners'],
    when: (p) => !paying(p),
    text: (v) =>
      money(v.partners)
        ? `Months of runway left from "${v.partners}", updated on the 1st of each month.`
        : "Months of runway at this month's spend, checked monthly.",
  },
  {
    card: 'metric',
    needs: ['offer'],
    // Set-up hours are a business customer's: a player or an app user sets up alone.
    // Dispatch is for goods that are packed and sent; a food truck hands its tacos over.
    when: (p) =>
      (sells(p, 'goods', 'hardware') && (p.holdsStock || p.model === 'hardware')) ||
      (sells(p, 'software', 'marketplace') && b2b(p)),
    text: (v, p) =>
      sells(p, 'goods', 'hardware')
        ? `Hours per order of "${v.offer}", from order to dispatch, every order.`
        : `Hours spent on each new customer of "${v.offer}", from first contact to live.`,
  },
  {
    card: 'metric',
    needs: ['sell', 'whoAll'],
    when: (p) => !nonProfit(p),
    // A practice with a dozen clients wins one a month or fewer: counted weekly, it reads zero.
    text: (v, p) =>
      nothing(v.sell)
        ? `New ${people(v)} contacted per week, and how many pay.`
        : // A public buyer signs once a budget year (read 45: municipalities counted weekly).
          `New paying ${people(v)} per ${p.audience === 'public' ? 'quarter' : fewBuyers(p) ? 'month' : 'week'}, and which step of "${v.sell}" they came through.`,
  },
  {
    card: 'metric',
    needs: ['keep', 'whoAll'],
    text: (v, p) =>
      nothing(v.keep)
        ? `Share of ${people(v)} who come back within 90 days.`
        : nonProfit(p)
          ? `Share of ${people(v)} who stay to the end, with or without "${v.keep}".`
          : p.audience === 'public'
            ? `Share of ${people(v)} who renew at their next budget year, and whether "${v.keep}" reached them.`
            : recurring(p)
              ? `Share of ${people(v)} still with you at day 90, and whether "${v.keep}" reached them.`
              : // 'Couples only marry once': nobody buys again; they send friends.
                ONCE.test(unmark(v.keep))
                ? `Referrals per 10 ${people(v)} served within a year, with or without "${v.keep}".`
                : // 'Clients stay for years': an ongoing service counts who stays, not who buys again.
                  STAYS.test(unmark(v.keep))
                  ? `Share of ${people(v)} still with you after a year, and why the last three left.`
                  : `Share of ${people(v)} who buy again within a year, with or without "${v.keep}".`,
  },
  {
    card: 'metric',
    needs: ['offer'],
    // A gym or a storage site sells access, not deliveries with a promised date.
    when: (p) =>
      paying(p) && !p.sellsAccess && sells(p, 'services', 'goods', 'hardware', 'marketplace'),
    // Appointments, lessons, rooms and routes keep a timetable, not a promised delivery date.
    text: (v) =>
      /\b(sessions?|appointments?|lessons?|classes|treatments?|visits?|routes?|rooms?|memberships?)\b/i.test(
        v.offer,
      )
        ? ''
        : `On-time share for "${v.offer}": delivered by the date promised, monthly.`,
  },
  {
    card: 'metric',
    needs: ['goal'],
    when: (p) => !inUse(p),
    text: (v) => `Weekly progress on "${v.goal}": one number, counted every Friday.`,
  },
  // Risks.
  {
    card: 'risk',
    needs: ['offer', 'sell'],
    when: ownTime,
    text: (v) =>
      `When "${v.offer}" fills the week, selling stops ("${v.sell}" waits), and a month later the diary is empty.`,
  },
  {
    card: 'risk',
    needs: ['partners', 'offer', 'goal'],
    when: paying,
    text: (v) => {
      switch (partnerKind(v.partners)) {
        case 'money':
          return ENDS.test(unmark(v.partners))
            ? `"${v.partners}" arriving before "${v.goal}" shows, because timelines slip.`
            : `"${v.partners}" spent before "${v.goal}" shows, because timelines slip and costs come early.`;
        // A loan or finance deal ('Second van on finance from WesBank') is money, due on dates.
        case 'finance':
          return `"${v.partners}" due in a slow month: check dates against cash.`;
        case 'licence':
          return `"${v.partners}" lapsing, or its rules changing, with nobody watching the date.`;
        case 'referrer':
          return `"${v.partners}" moving on, and new clients drying up with them.`;
        case 'pending':
          return `"${v.partners}" left open while "${v.goal}" needs an answer now.`;
        case 'helper':
        case 'owned':
        case 'tool':
          return '';
        case 'cost':
          return '';
        case 'bought':
          return `"${v.partners}" raising its price or running short in a busy month, with no second source priced.`;
        default:
          return `"${v.partners}" ending early, with nothing in writing, and "${v.offer}" stalling with it.`;
      }
    },
  },
  {
    card: 'risk',
    needs: ['goal', 'deliver'],
    // How a goal slips depends on what it is: selling gets the week's leftovers, each new job adds
    // an invoice to chase, a hire waits for a quiet week that never comes.
    text: (v) => {
      const kind = readPriority(unmark(v.goal))?.kind;
      return kind === 'win'
        ? `"${v.goal}" getting the leftovers of a week that "${v.deliver}" fills first.`
        : kind === 'collect'
          ? `"${v.goal}" slipping as each new job of "${v.deliver}" adds an invoice to chase.`
          : kind === 'hire' || kind === 'train'
            ? `"${v.goal}" waiting for a quiet week, while "${v.deliver}" never has one.`
            : `"${v.goal}" slipping week by week while the daily work of "${v.deliver}" comes first.`;
    },
  },
  {
    card: 'risk',
    needs: ['keep'],
    when: (p) => inUse(p) && !nonProfit(p),
    text: (v) =>
      nothing(v.keep)
        ? `"${v.keep}": every buyer lost is a sale to win again.`
        : OUTCOME.test(unmark(v.keep))
          ? `"${v.keep}" taken for granted: nobody notices the first client who leaves.`
          : `"${v.keep}" left for quiet weeks, so buyers drift off unnoticed.`,
  },
  // Tasks.
  {
    card: 'task',
    needs: ['offer'],
    bands: ['early'],
    when: (p) => inUse(p) && !nonProfit(p),
    text: (v, p) =>
      sells(p, 'software', 'marketplace')
        ? `Time one new customer's set-up on "${v.offer}" this week, step by step.`
        : `Time one full run of "${v.offer}" this week; circle the slowest step.`,
  },
  {
    card: 'task',
    needs: ['risk'],
    // The first move depends on the kind of risk the founder named.
    text: (v, p) => riskCall(v.risk, p),
  },
  {
    card: 'task',
    needs: ['partners'],
    // A charity's sponsors counted as partners still leave its resources to read.
    when: (p) => paying(p) && (!did(p, 'partners') || p.model === 'non-profit'),
    text: (v, p) => {
      switch (partnerKind(v.partners)) {
        case 'money':
          // 'Capex was S$2.4M' is spent already; 'Runway ~20 months' is counted already, and
          // the Execution session puts it against the sales cycle ('Runway till about Nov 2025'
          // gives a date, not months: its month is marked).
          return /\b(capex|spent|fit-?out|was|were)\b/i.test(unmark(v.partners)) || p.runway
            ? ''
            : /\brunway\b/i.test(unmark(v.partners))
              ? `Mark the month "${v.partners}" ends, and the sales that must be in by then.`
              : ENDS.test(unmark(v.partners))
                ? `Put "${v.partners}" in the calendar, with the ${p.model === 'non-profit' ? 'funding' : 'sales'} that must be in by then.`
                : // The Execution action already counts the months it buys: the task lists
                  // the spend it is counted against.
                  `List this month's spend beside "${v.partners}", line by line, and mark the first line you would cut.`;
        // A loan is paid, not spent: its dates matter, not the weeks it lasts.
        case 'finance':
          return `Mark the dates "${v.partners}" falls due against your slowest months.`;
        case 'licence':
          return `Write the date "${v.partners}" renews in the calendar, with its papers.`;
        case 'referrer':
          return `Count the clients "${v.partners}" sent in the last 3 months.`;
        case 'pending':
          return `Write to the people behind "${v.partners}": what do they need to decide, and by when?`;
        case 'helper':
        case 'owned':
        case 'tool':
          return '';
        case 'cost':
          return '';
        default:
          return `Write down what "${v.partners}" gives you, by when, and the fallback.`;
      }
    },
  },
  {
    card: 'task',
    needs: ['partners'],
    // A founder who wrote their runway ('about 11 months of runway') has worked it out; one with a
    // paid job beside it spends savings, not a runway.
    when: (p) => !paying(p) && !p.runway && !p.dayJob,
    text: (v) =>
      money(v.partners)
        ? `Write this month's spend next to "${v.partners}", and work out how many months are left.`
        : "Work out your runway: cash over this month's spend.",
  },
  {
    card: 'task',
    needs: ['keep', 'whoAll'],
    text: (v, p) =>
      nothing(v.keep) || !paying(p)
        ? `Write the three moments you will contact ${people(v)} after they buy.`
        : // 'after the DSA I do the strengthening design': a next job sold, not care given.
          UPSELL.test(unmark(v.keep).split(/[,;]/)[0] ?? '')
          ? `Ask two ${people(v)} who did not go on to ${followOn(v.keep)} what stopped them.`
          : p.leavers
            ? OUTCOME.test(unmark(v.keep))
              ? `Call two ${people(v)} who left this year, and ask what would have kept them.`
              : `Call two ${people(v)} who ${p.revenue === 'subscription' ? 'cancelled' : 'did not come back'}, and ask what "${v.keep}" missed.`
            : // Nobody left to ask (none did, or they closed): those who stay say what keeps them;
              // customers who buy now and then say what it did for them.
              // 'Clients stay', 'Al Noor reorders' report what happens, not something done for them.
              OUTCOME.test(unmark(v.keep))
              ? `Ask the two ${people(v)} with you longest why "${v.keep}" is true for them; quote them on your offer.`
              : p.revenue === 'subscription'
                ? `Ask two of your ${people(v)} who stayed what "${v.keep}" gave them, and what nearly made them stop.`
                : `Ask two of this month's ${people(v)} what "${v.keep}" did for them, and whom they told about you.`,
  },
  {
    card: 'task',
    needs: ['offer'],
    // A founder who will not hire has nobody to hand the page to (read 38).
    when: (p) => solo(p) && paying(p) && p.team.hiring !== 'no',
    text: (v) =>
      `Write the one page someone would need to cover "${v.offer}" for a week if you were ill.`,
  },
  {
    card: 'task',
    needs: ['offer', 'team'],
    when: (p) => !solo(p),
    text: (v) => `Mark each step of "${v.offer}" that only one person in ${v.team} can do today.`,
  },
];
