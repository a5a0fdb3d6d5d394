import type { CoachingSessionNumber } from '../../infra/ai/types';
import { amountValue, amountsIn, currencyOf, formatMoney, hasAmountOrScaled } from '../money';
import type { DoneFact, DoneKind, FounderProfile } from '../profile';
import { fragment } from './text';
import { mark, unmark } from './words';
import { payingCount } from './plays/when';

/**
 * Building on what the founder has already done: for each kind of thing done, what each session
 * does next with it. A founder who runs 3 pilots is told to convert them, never to start one.
 * `n` is the counted phrase ('3 pilots', '12 bakery owners') or 'your pilots'; `q` the founder's
 * sentence, quoted.
 */
type Line = (n: string, q: string, p: FounderProfile) => string;
/** The users do not pay themselves: a public body, a sponsor or an insurer does. */
/**
 * Someone other than the people counted pays: a municipality for its schools, an insurer for
 * patients, a housing board for the residents who unlock the bike rack.
 */
const paidElsewhere = (p: FounderProfile) =>
  p.audience === 'public' || p.paidByOthers || p.usersNotBuyers;
/** A business whose capacity is the founder's (or the team's) hours. */
const byTheHour = (p: FounderProfile) =>
  ['services', 'made-to-order'].includes(p.model) || p.team.solo;
/** Something is made or bought in before it is delivered: goods, devices, pieces to order. */
const MAKES_GOODS = (p: FounderProfile) => ['goods', 'hardware', 'made-to-order'].includes(p.model);
type Next = Partial<Record<CoachingSessionNumber, { action: Line; task: Line }>>;

/**
 * A waitlist for what is already sold waits on supply when the founder is at capacity; one for
 * something not built or launched yet ('310 people on the waitlist for the course') is demand to
 * sell to.
 */
const supplyBound = (q: string, p: FounderProfile) =>
  p.atCapacity &&
  !/\b(for the (course|launch|app|product|book|program(me)?|cohort|kit|device|game)|not (yet )?(built|launched|released|sold)|landing page|link in bio|pre-?launch|sign[- ]?ups?)\b/i.test(
    unmark(q),
  );

/** Work sold in the founder's or the team's own hours: a service or a piece made to order. */
const ownHours = (p: FounderProfile, q = '') =>
  (p.model === 'services' || p.model === 'made-to-order') &&
  // '30 people waiting but only 1 new flat': flats, rooms or bikes are the supply, not hours.
  !/\b(flats?|rooms?|beds?|houses?|homes?|units?|stock|supply|suppliers?|plots?|vehicles?|bikes?|cars?)\b/i.test(
    unmark(q),
  );

/** A count of who said it: '31 said supply is a top 3 headache'. */
const SAID_COUNT =
  /\b(\d+)(?: of (?:them|those|the \d+))? (?:said|named|told us|mentioned|ranked|called|agreed)\b/i;

const NEXT: Partial<Record<DoneKind, Next>> = {
  interviews: {
    2: {
      // 'Visited 40 restaurants, 31 said supply is a top 3 headache': the count is taken already.
      action: (n, q) => {
        const said = SAID_COUNT.exec(unmark(q));
        return said?.[1]
          ? `${said[1]} of the ${n} named the problem (${q}): ask 3 of them what it cost them last month, and lead with their words.`
          : `Reread your notes from the ${n} (${q}): how many of the ${n} named the problem before you did? Under half means narrow it.`;
      },
      task: (n) => `Tag each note from the ${n} with their problem words; keep the top three.`,
    },
    3: {
      action: (n) =>
        `Rank the ${n} by urgency and budget; ask the top 3 for a paid trial or deposit this week.`,
      task: (n) => `Message the 3 warmest of the ${n} a one-paragraph offer with a price.`,
    },
    4: {
      action: (n) =>
        `List what the ${n} expect after saying yes (set-up, support, hand-over); mark what you can deliver now.`,
      task: (n) => `Write the delivery steps the ${n} implied, with an owner for each.`,
    },
    5: {
      action: (n) =>
        `Make the ${n} a standing loop: call the 3 most engaged back every fortnight with what changed.`,
      task: (n) => `Book a second call with 2 of the ${n} to show what changed.`,
    },
    6: {
      action: (n) =>
        `Check your build list against the ${n}: whatever none of them asked for moves to "later".`,
      task: (n) => `Cross out one planned piece of work none of the ${n} mentioned.`,
    },
    7: {
      action: (n) =>
        `Ask the ${n} where they look for a solution like yours; the two places they name most are this month's channel tests.`,
      task: (n) => `Message 5 of the ${n}: where did you last look for a solution like this?`,
    },
  },
  pilots: {
    2: {
      action: (n, q) =>
        `${/pilots|trials/.test(unmark(n)) ? `You already run ${n}` : `You already pilot with ${n}`} (${q}): ask each of the ${n} what they would miss most, and drop what nobody names.`,
      task: (n) => `Ask each of the ${n}: "what would you miss most if this stopped?"`,
    },
    // Schools paid for by a municipality, patients by an insurer: the payer signs, not the user.
    3: {
      action: (n, _q, p) =>
        paidElsewhere(p)
          ? `Turn the pilot with the ${n} into a paid contract with whoever pays for them: a price and a start date agreed before it ends.`
          : `Convert the ${n} into paying customers: agree a price and start date with each of the ${n} before they end.`,
      task: (n, _q, p) =>
        paidElsewhere(p)
          ? `Write the offer for the ${n} to whoever pays for them: price, start date, what is included.`
          : `Send each of the ${n} a written offer: price, start date, what is included.`,
    },
    4: {
      action: (n) =>
        `Time every step of serving the ${n}; the next customer after the ${n} should take half the hours.`,
      task: (n) => `Log hours and costs per step for each of the ${n} this week.`,
    },
    5: {
      action: (n) =>
        `Hold a weekly 20-minute check-in with the ${n}; log one change a week that the ${n} caused.`,
      task: (n) => `Start one shared log for the ${n}: what each said, beside what you changed.`,
    },
    6: {
      action: (n) =>
        `List the requests from the ${n} that cost most to deliver; for each, automate, charge or refuse.`,
      task: (n) => `Pick the costliest request from the ${n} and decide whether to charge for it.`,
    },
    7: {
      action: (n) =>
        `Ask each of the ${n} for one introduction to a peer; count how many become meetings.`,
      task: (n) => `Ask 2 of the ${n} for an introduction, with a blurb they can forward.`,
    },
  },
  'paying-customers': {
    2: {
      action: (n) =>
        `Call 3 of your ${n}: what would they miss most? Lead the product and the pitch with it.`,
      task: (n) => `Book calls with 3 of your ${n}; ask what made them pay.`,
    },
    3: {
      action: (n) =>
        `Find what your ${n} share (size, trigger, where they found you); rewrite your ideal customer around the ${n}.`,
      task: (n) => `Tabulate your ${n}: who they are, how they found you, what they pay.`,
    },
    4: {
      action: (n) =>
        `Write how your ${n} were won and served as a checklist; mark each step that rests on one person.`,
      task: (n) => `Draft the checklist of serving your ${n}, first contact to payment.`,
    },
    5: {
      action: (n) =>
        `Ask your ${n} what nearly stopped them buying; fix the top answer in the product or offer.`,
      task: (n) => `Ask 3 of your ${n}: "what almost stopped you from buying?"`,
    },
    6: {
      // A price set by others (a price guide) cannot be raised: the margin is in the hours.
      action: (n, _q, p) =>
        p.priceSet
          ? `Cost serving one of your ${n}: paid hours against unpaid ones (travel, cancellations, paperwork); cut the step eating margin.`
          : `Cost serving one of your ${n}: hours and costs against the price; raise it or cut the step eating margin.`,
      task: (n) => `Cost serving one of your ${n}, line by line.`,
    },
    7: {
      action: (n) =>
        `Ask each of your ${n} for one referral, with a small thank-you; count referrals from the ${n} monthly.`,
      task: (n) => `Send your ${n} a referral ask with a ready-to-forward message.`,
    },
  },
  users: {
    // A charity's graduates or members are people served: what changed for them is its proof.
    2: {
      action: (n, _q, p) =>
        p.model === 'non-profit'
          ? `Of your ${n}, call 5 doing well and 5 who struggled; what each says shapes the next round.`
          : `Of your ${n}, call the 10 most active and 10 who stopped; their answers show what people hire it for.`,
      task: (n, _q, p) =>
        p.model === 'non-profit'
          ? `List your ${n} with where each is today.`
          : `Sort your ${n} by last activity.`,
    },
    3: {
      action: (n) => `Offer a paid tier to your ${n}; whoever takes it is your real market.`,
      task: (n) => `Write the paid offer for your ${n}, with one price.`,
    },
    5: {
      action: (n, _q, p) =>
        p.model === 'non-profit'
          ? `Ask your ${n} what changed for them and what nearly made them stop; bring both to your next funder.`
          : `Ask your ${n} one question (how would you feel if it were gone?) and read the very-disappointed answers first.`,
      task: (n, _q, p) =>
        p.model === 'non-profit'
          ? `Send your ${n} two questions: what changed, and what nearly made you stop?`
          : `Send the one-question survey to your ${n}.`,
    },
    7: {
      // A founder who already counts where they come from is not asked again (read 36: a school
      // whose intake form shows 64% from other parents).
      action: (n, _q, p) =>
        p.knowsSources
          ? `You already count where your ${n} come from: put next month's hours behind the top source, and check its share again in 30 days.`
          : `Ask how each of your ${n} first heard of you; next month goes to the source that brought most of them.`,
      task: (n, _q, p) =>
        p.knowsSources
          ? `Write the three sources of your ${n} with their shares, and one step this week for the top one.`
          : `Add "how did you hear about us?" where your ${n} sign up.`,
    },
  },
  revenue: {
    3: {
      action: (_n, q) =>
        `Split the revenue behind ${q} by customer type and channel, and grow the best-margin slice first.`,
      task: (_n, q) => `Split the revenue behind ${q} by customer and channel, in one sheet.`,
    },
    4: {
      // A year's revenue is not a quarter's income: its monthly average goes in the table, by
      // the months actually coming (read 27: a drone firm's seasonal year in a 13-week table).
      // What passes through a marketplace to the other side is not its cash (read 36: a GMV
      // of €38.4k planned as income where the take was €8.4k).
      action: (_n, q, p) => {
        const month = monthlyOfAnnual(q);
        return passesThrough(q, p)
          ? `Plan 13 weeks of cash on your own take of ${q}, not what passes through to the other side: costs against it, and the week you need more.`
          : month
            ? `Plan 13 weeks of cash: ${q} is about ${month} a month on average, so enter the months actually coming, costs against them, and the week you need more.`
            : `Plan 13 weeks of cash with ${q} coming in: costs against it, and the week you need more.`;
      },
      task: (_n, q, p) => {
        const month = monthlyOfAnnual(q);
        return passesThrough(q, p)
          ? `Build a 13-week cash table from today's bank balance, with your take of ${q} as income.`
          : month
            ? `Build a 13-week cash table from today's bank balance, with each coming month's expected takings (about ${month} on average) as income.`
            : `Build a 13-week cash table from today's bank balance, with ${q} as income.`;
      },
    },
    6: {
      // Hours are what a service or a founder alone sells; a product team counts cost to serve.
      action: (_n, q, p) =>
        byTheHour(p)
          ? `Behind ${q}, find which line earns most per hour of your time, and give it the next month.`
          : `Behind ${q}, find which customers or plans earn the best margin after the cost to serve them.`,
      task: (_n, q, p) =>
        byTheHour(p)
          ? `List each line behind ${q} with its price, cost and hours.`
          : `List each plan or customer group behind ${q} with its price and cost to serve.`,
    },
  },
  'pre-orders': {
    // People who paid a deposit for a place bring the next ones: a friend fills a place too.
    3: {
      action: (_n, q, p) =>
        MAKES_GOODS(p)
          ? `Deliver the pre-orders (${q}) on the promised date, and ask each buyer what convinced them.`
          : `Ask each who paid a deposit (${q}) what convinced them, and whether a friend would join them.`,
      task: (_n, q, p) =>
        MAKES_GOODS(p)
          ? `Write to each pre-order buyer (${q}) with a delivery date and one question.`
          : `Write to each who paid a deposit (${q}) with the start date and one question.`,
    },
    // What each pre-order earns at today's quotes, before the parts are bought (read 31: a CNC
    // case quoted at $78 against $52 budgeted, 412 orders already taken at $289).
    6: {
      action: (_n, q, p) =>
        MAKES_GOODS(p)
          ? `Work out the margin on each of the pre-orders (${q}) at today's quotes (parts, tooling, fees, shipping) before you order, not after.`
          : `Work out what each place behind the deposits (${q}) earns after the hours and costs of delivering it.`,
      task: (_n, q, p) =>
        MAKES_GOODS(p)
          ? `Write the cost sheet of one pre-order (${q}) at today's quotes.`
          : `Write the cost of delivering one place behind the deposits (${q}).`,
    },
    // Deposits for a course or a date of work are places taken, not goods to produce.
    4: {
      action: (_n, q, p) =>
        MAKES_GOODS(p)
          ? `Plan production for the pre-orders (${q}) backwards from the promised date, with a supplier buffer.`
          : `Count the places the deposits (${q}) hold against what you must fill by the start date, and the date you decide to go or move it.`,
      task: (_n, q, p) =>
        MAKES_GOODS(p)
          ? `Put a date on each production step for the pre-orders (${q}).`
          : `Write the date by which the places behind the deposits (${q}) must be filled.`,
    },
  },
  // When supply or hours, not demand, hold the business back, the waitlist is proof for the
  // supply side, not a queue to sell more places to.
  waitlist: {
    3: {
      action: (_n, q, p) =>
        supplyBound(q, p)
          ? // A charity's places are paid by funders; a teacher's or a maker's own hours are
            // the supply, priced or split, not a supplier to show the queue to.
            p.model === 'non-profit'
            ? `Show funders your waitlist (${q}): what one more place costs, and how many their gift would open.`
            : ownHours(p, q)
              ? `With your waitlist (${q}), offer the next intake at a higher price or as a second group; count who still says yes.`
              : `Show whoever limits your supply your waitlist (${q}): the count, and what it would earn them.`
          : // A marketplace is paid a cut when a deal closes: a place is not what it sells.
            p.model === 'marketplace' && p.revenue === 'commission'
            ? `Ask the first 20 on your waitlist (${q}) to commit on your terms: a listing with your fee in writing, or a request with a budget and a date; count who does.`
            : `Offer the first 20 on your waitlist (${q}) a paid early place; count who takes it.`,
      task: (_n, q, p) =>
        supplyBound(q, p)
          ? p.model === 'non-profit'
            ? `Put the waitlist (${q}) and the cost of one more place on one page for funders.`
            : ownHours(p, q)
              ? `Write the next intake's offer to your waitlist (${q}): a higher price, or a second group.`
              : `Put the waitlist (${q}) on one page for your next supply meeting.`
          : p.model === 'marketplace' && p.revenue === 'commission'
            ? `Email the first 20 from the waitlist (${q}) your terms: the fee, when it is paid, and the first step to list or to ask.`
            : `Email the first 20 from the waitlist (${q}) a paid early-access offer.`,
    },
    7: {
      action: (_n, q, p) =>
        supplyBound(q, p)
          ? // The channel that fills a teacher's or a charity's waitlist is kept, not cut: the
            // places are what is short.
            p.model === 'non-profit' || ownHours(p, q)
            ? `Your waitlist (${q}) says the channel works: keep it steady, not louder, until ${p.model === 'non-profit' ? 'funding opens more places' : 'you can take more'}.`
            : `Until supply catches up, stop spending on what fills your waitlist (${q}) and give those hours to supply.`
          : `Ask your waitlist (${q}) where they found you, and double the source named most.`,
      task: (_n, q, p) =>
        supplyBound(q, p)
          ? `Tell each person on the waitlist (${q}) an honest date, and ask who would still wait.`
          : `Add "where did you hear about us?" to the waitlist (${q}).`,
    },
  },
  prototype: {
    2: {
      action: (_n, q) =>
        `Watch 5 people use the prototype (${q}) without help; note every point where they stop.`,
      task: (_n, q) => `Book 3 silent sessions watching someone use the prototype (${q}).`,
    },
    6: {
      action: (_n, q) =>
        `Before building past the prototype (${q}), list what you could do by hand for 10 customers.`,
      task: (_n, q) => `Mark each part of the prototype (${q}) "build" or "by hand for now".`,
    },
  },
  partners: {
    4: {
      action: (n) =>
        `Write down what each of the ${n} does for you: who, what, by when, and what if they stop.`,
      task: (n) => `Outline a one-page agreement with the most important of the ${n}.`,
    },
    7: {
      // A distributor or importer already supplies the shops it would introduce: ask for its
      // sales by shop instead (read 41: an olive-oil estate's two distributors).
      action: (n, _q, p) =>
        MAKES_GOODS(p) &&
        /\b(distributors?|importers?|wholesalers?|resellers?|stockists?)\b/i.test(unmark(n))
          ? `Ask the ${n} for last quarter's units sold by shop, and visit the top five this month.`
          : `Ask the ${n} for 3 customer introductions each; track which of the ${n} bring buyers, not interest.`,
      task: (n, _q, p) =>
        MAKES_GOODS(p) &&
        /\b(distributors?|importers?|wholesalers?|resellers?|stockists?)\b/i.test(unmark(n))
          ? `Ask one of the ${n} for its sales by shop this week.`
          : `Ask one of the ${n} for three introductions this week.`,
    },
  },
  sales: {
    3: {
      action: (n) =>
        `Your ${n} prove people buy: ask the last 5 buyers why they chose you, and use their words.`,
      task: (n) => `Ask the last 5 buyers behind your ${n}: why us?`,
    },
    6: {
      // A marketplace keeps a cut of each sale it brokers: no materials or hours of its own.
      action: (n, _q, p) =>
        p.model === 'marketplace'
          ? `For your ${n}, work out what you keep per sale after payment fees, support and refunds, against what winning each buyer and seller costs.`
          : `For your ${n}, work out margin per sale after materials, hours and fees; price so each pays your time.`,
      task: (n, _q, p) =>
        p.model === 'marketplace'
          ? `Write what you keep on one of your ${n}: your cut, less payment fees and support time.`
          : `Write the cost sheet of one of your ${n}: materials, hours, fees.`,
    },
  },
};

/**
 * A pilot with dozens or hundreds of people ('a pilot with 300 farmers') is run as a group: a
 * sample is called, one offer goes to all; nobody checks in with 300 people a week.
 */
const LARGE_PILOT: Next = {
  2: {
    action: (n, q) =>
      `Your pilot (${q}) has ${n}: ask 20 of them what they would miss most if it stopped, and drop what nobody names.`,
    task: (n) => `Call 10 of the ${n}: "what would you miss most if this stopped?"`,
  },
  3: {
    action: (n, _q, p) =>
      paidElsewhere(p)
        ? `Turn the pilot with the ${n} into a paid contract with whoever pays for them: a price and a start date agreed before it ends.`
        : `Convert the ${n} into paying customers: one offer with a price and a start date, sent to all of them before the pilot ends.`,
    task: (n, _q, p) =>
      paidElsewhere(p)
        ? `Write the offer for the ${n} to whoever pays for them: price, start date, what is included.`
        : `Write the offer for the ${n}: price, start date, what is included.`,
  },
  4: {
    // The people a board or an employer signs up are served through it: the cost is per site.
    action: (n, _q, p) =>
      paidElsewhere(p)
        ? `Cost serving the pilot behind the ${n} per site and per month (set-up, support, visits); that cost is the floor of your price to whoever pays.`
        : `Time each step of serving 10 of the ${n}; the cost per person is the floor of your price.`,
    task: (n, _q, p) =>
      paidElsewhere(p)
        ? `Log this month's hours and costs of the pilot behind the ${n}, per site.`
        : `Log hours and costs per step for 10 of the ${n} this week.`,
  },
  5: {
    action: (n) => `Each week, call 10 of the ${n} and log one change they caused.`,
    task: (n) => `Start one shared log for the ${n}: what each said, beside what you changed.`,
  },
  7: {
    action: (n) =>
      `Ask the ${n} for one introduction each to a peer; count how many of those become customers.`,
    task: (n) => `Ask 10 of the ${n} to pass the offer to one neighbour or peer.`,
  },
};
/** Past this many people, a pilot is run as a group. */
const LARGE = 20;

const NOUNS: Record<DoneKind, string> = {
  interviews: 'people you interviewed',
  survey: 'survey answers',
  pilots: 'pilots',
  'paying-customers': 'paying customers',
  users: 'users',
  revenue: 'revenue',
  prototype: 'prototype',
  waitlist: 'waitlist',
  'pre-orders': 'pre-orders',
  'landing-page': 'landing page',
  launched: 'launch',
  partners: 'partners',
  sales: 'sales',
};

/** '3 pilots' as the founder counted it, or the plain noun ('pilots') when they gave no count. */
function phrase(d: DoneFact, p: FounderProfile): string {
  if (d.count === null) return NOUNS[d.kind];
  // '34 interviews' counts talks, not people: 'rank the 34 people you interviewed'.
  if (
    d.kind === 'interviews' &&
    /\b(interviews|conversations|calls|meetings|chats)$/.test(d.phrase)
  )
    return d.phrase.replace(/\s+\S+$/, ' people you interviewed');
  // '1,180 students' whose parents pay: the parents are the ones to call and ask (read 37).
  if (
    p.parentsPay &&
    /\b(kids|children|students|pupils|learners|campers|toddlers|teens|teenagers)$/i.test(d.phrase)
  )
    return `${d.phrase}' parents`;
  // '296 deliveries' in use are work done for people: the people behind them are asked (read 42).
  if (
    d.kind === 'users' &&
    /\b(deliveries|orders|trips|rides|bookings|jobs|sessions|calls)$/i.test(d.phrase)
  )
    return `${d.phrase}' customers`;
  // '9 orders' paid by customers reads as the customers: 'ask each of your 9 customers'.
  // '14 offices order every week' counts offices: the verb is not part of the noun.
  return d.kind === 'paying-customers'
    ? /^\S+ (?:\S+ )*\S+s (order|book)$/.test(d.phrase)
      ? d.phrase.replace(/ (order|book)$/, '')
      : d.phrase.replace(/\b(orders?|bookings?)$/, 'customers')
    : d.phrase;
}

/** 'Message 5 of the 4 managers' asks for more than there are: 'each of the 4 managers'. */
function sampleWithin(text: string, count: number | null): string {
  if (count === null) return text;
  return (
    text
      .replace(/\bthe (\d+) most active and (\d+) who stopped\b/g, (m, a: string, b: string) =>
        Number(a) + Number(b) > count ? 'the most active and the ones who stopped' : m,
      )
      .replace(/\b(?:the top )?(\d+) of (the |your )(?=\uE000)/g, (m, k: string, det: string) =>
        Number(k) >= count ? `each of ${det}` : m,
      )
      // 'Rank the 2 managers ...; ask the top 3', 'call the 3 most engaged back': all of them.
      .replace(/\bthe top (\d+)\b(?! of)/g, (m, k: string) =>
        Number(k) >= count ? 'each of them' : m,
      )
      .replace(/\bthe (\d+) most ([a-z]+)\b(?! and)/g, (m, k: string) =>
        Number(k) >= count ? 'each of them' : m,
      )
  );
}

/**
 * Lines that need people or a payer they do not have: '600 downloads' cannot be called, and
 * users who never pay (a school paid for by the council, listeners paid for by sponsors) are not
 * offered a paid tier.
 */
function unfit(kind: DoneKind, session: CoachingSessionNumber, d: DoneFact, p: FounderProfile) {
  // A prototype already run in the field ('23 sorties, 0 failures') is past silent sessions
  // watching someone use it (read 43: at sea, 'without help' is the risk itself).
  if (kind === 'prototype' && session === 2 && p.evidence.product.supported >= 3) return true;
  // Where the sellers pay the cut, the buyers get no paid tier (read 42: drivers pay 10%).
  if (kind === 'users' && session === 3 && p.sellerPays) return true;
  // Nor, with the product in use, are the first interviews reread for who named the problem
  // (the count of who did, when taken, is still built on).
  if (
    kind === 'interviews' &&
    session === 2 &&
    p.evidence.product.supported >= 3 &&
    !SAID_COUNT.test(d.sentence)
  )
    return true;
  // '305 paying customers a day' is a shop's trade, not a group to call, tabulate or ask.
  if ((kind === 'paying-customers' || kind === 'users') && / a (day|week)$/.test(d.phrase))
    return true;
  // One offer at one price has no lines or slices of revenue to split.
  // A 13-week cash table is the next step where cash is a question the founder raised, or income
  // comes in seasons; a steady business gets the session's other moves.
  // A charity's funding is not sales by customer type, nor margin per plan.
  if (kind === 'revenue' && p.model === 'non-profit' && (session === 3 || session === 6))
    return true;
  // 'Parents, not adults, are most of our revenue' has no figure to plan cash or split from.
  if (kind === 'revenue' && !/\d/.test(d.sentence)) return true;
  // 'Revenue grew 18% FY24' is a rate, not an amount to plan cash or split from.
  if (kind === 'revenue' && !hasAmountOrScaled(d.sentence)) return true;
  if (kind === 'revenue' && session === 4) return !p.cashTight && p.buyingCycle !== 'seasonal';
  // Four pilots at one price have no slices to split either: the split needs a dozen buyers.
  if (kind === 'revenue')
    return (
      (session === 3 || session === 6) &&
      (p.singleOffer || (payingCount(p) > 0 && payingCount(p) < 10))
    );
  // A charity's funded places are not people buying: no 'last 5 buyers' or margin per sale.
  if ((kind === 'sales' || kind === 'paying-customers') && p.model === 'non-profit') return true;
  // Discovery notes are the next step before anyone pays; with paying customers, they are.
  if (kind === 'interviews' || kind === 'survey')
    return p.stage === 'paying' || p.stage === 'revenue';
  // Pilots whose customers already pay ('3 shippers paying per load') are customers: converting
  // them into paying customers is behind the founder.
  // 'Pilot since 15 Feb (7 wks)' beside '63 paid' is the product's phase, not a group of
  // customers: 'ask each of the pilots' and 'serving the pilots' speak to nobody; the 63 are.
  if (
    kind === 'pilots' &&
    d.count === null &&
    p.done.some((x) => x.kind === 'paying-customers' && (x.count ?? 0) > 0)
  )
    return true;
  // '1 reefer truck on trial' is a machine being tried, not people to ask or convert (read 32:
  // 'Ask each of the 1 reefer truck on trial').
  if (
    kind === 'pilots' &&
    /\b(trucks?|vans?|machines?|units?|devices?|prototypes?|robots?|sensors?|kits?|vehicles?|bikes?|boats?|ovens?|drones?|trailers?|reefers?)\b/i.test(
      d.phrase,
    )
  )
    return true;
  // Testers of a device already on pre-order are not the buyers to convert: the pre-orders are.
  if (kind === 'pilots' && session === 3)
    return p.done.some((x) =>
      ['paying-customers', 'sales', 'revenue', 'pre-orders'].includes(x.kind),
    );
  // A device is built in a factory, not by hand for ten customers; nor is a product already sold
  // or on pre-order still a prototype to hold back.
  if (kind === 'prototype' && session === 6)
    return (
      p.model === 'hardware' ||
      p.done.some((x) => ['paying-customers', 'sales', 'revenue', 'pre-orders'].includes(x.kind))
    );
  // '4 paid pilots' and '4 customers' are the same four: one line speaks to them, not two.
  if (
    (kind === 'pilots' || kind === 'sales') &&
    d.count !== null &&
    p.done.some((x) => x.kind === 'paying-customers' && x.count === d.count)
  )
    return true;
  if (kind !== 'users') return false;
  // Users an employer or a school signs up hear of it from them and never pay: where they came
  // from and a paid tier are questions for the organisation that buys.
  if (p.usersNotBuyers && (session === 3 || session === 7)) return true;
  if (/\b(downloads?|installs?|views?|plays?|streams?|listens?|visits?)$/.test(d.phrase))
    return true;
  // Players of a demo on a store, or visitors, are anonymous: nobody can call them.
  if (/\b(demo|wishlists?|steam|app store|play store|downloads?|visitors?)\b/i.test(d.sentence))
    return true;
  // Users who already pay (savers paying a fee on each payout) are past a paid tier.
  return (
    session === 3 &&
    (p.audience === 'public' ||
      p.model === 'non-profit' ||
      ['usage', 'donations', 'one-off'].includes(p.revenue) ||
      p.stage === 'paying' ||
      p.stage === 'revenue')
  );
}

/**
 * The clause of a sentence that holds the counted phrase: '1,100 people joined the waitlist',
 * not the '3 working prototypes tested in 8 homes' that opens the same sentence.
 */
function clauseWith(sentence: string, phrase: string): string {
  const clauses = sentence.split(/;\s+/);
  if (clauses.length < 2) return sentence;
  const words = phrase.toLowerCase().split(/\s+/).filter(Boolean);
  // '1100 waitlist' is how the profile writes '1,100 people joined the waitlist'.
  const hits = (c: string) => {
    const plain = c.toLowerCase().replace(/(\d),(?=\d)/g, '$1');
    return words.filter((w) => plain.includes(w)).length;
  };
  const best = clauses.reduce((a, b) => (hits(b) > hits(a) ? b : a));
  return hits(best) > 0 ? best : sentence;
}

/** The founder's plan is to sell to the people waiting: the waitlist is this month's customers. */
function presellsWaitlist(p: FounderProfile): boolean {
  return p.presell && p.done.some((d) => d.kind === 'waitlist');
}

export interface DoneLine {
  kind: DoneKind;
  action: string;
  task: string;
}

/** What this session does next with each thing the founder has done, most telling first. */
export function doneLines(session: CoachingSessionNumber, p: FounderProfile): DoneLine[] {
  const out: DoneLine[] = [];
  const byKind = new Map<DoneKind, DoneFact>();
  // The biggest count of each kind; on a tie, a fact from the evidence rather than from the
  // founder's reasoning for a rating ('our prototype is the best anyone has built').
  const rank = (d: DoneFact) => (d.count ?? 0) * 2 + (d.path.endsWith('.reasoning') ? 0 : 1);
  for (const d of p.done) {
    const prev = byKind.get(d.kind);
    if (!prev || rank(d) > rank(prev)) byKind.set(d.kind, d);
  }
  const ORDER: DoneKind[] = [
    'revenue',
    'paying-customers',
    'sales',
    'pre-orders',
    'pilots',
    'users',
    'waitlist',
    'partners',
    'prototype',
    'interviews',
  ];
  // A plan to sell to the waitlist ('Pre sell first cohort to the waitlist') puts it first.
  const order = presellsWaitlist(p)
    ? ['waitlist' as DoneKind, ...ORDER.filter((k) => k !== 'waitlist')]
    : ORDER;
  for (const kind of order) {
    const d = byKind.get(kind);
    const large = kind === 'pilots' && (d?.count ?? 0) > LARGE;
    // One partner is not 'each of the 1 reseller': the partner plays speak of it.
    const single = kind === 'partners' && d?.count === 1;
    const line = d && !single && (large ? LARGE_PILOT : NEXT[kind])?.[session];
    if (!d || !line || unfit(kind, session, d, p)) continue;
    // '3 paid pilots' read as pilots and, uncounted, as paying customers: one group, one line.
    if (
      kind === 'paying-customers' &&
      d.count === null &&
      byKind.get('pilots')?.sentence === d.sentence &&
      byKind.get('pilots')?.count !== null
    )
      continue;
    const n = mark(phrase(d, p));
    const q = `"${mark(fragment(clauseWith(d.sentence, d.phrase), 70))}"`;
    const fit = (text: string) => sampleWithin(text, d.count);
    out.push({ kind, action: fit(line.action(n, q, p)), task: fit(line.task(n, q, p)) });
  }
  return out;
}

/** A marketplace's GMV or bookings value passes through to the other side: only its take is cash. */
function passesThrough(q: string, p: FounderProfile): boolean {
  return (
    /\b(gmv|gross (merchandise|booking) value)\b/i.test(q) ||
    (p.model === 'marketplace' && /\b(bookings?|orders?) (value|worth)\b/i.test(q))
  );
}

/**
 * A year's revenue as a month's average, rounded as founders write it ('2025 revenue GH₵ 684,000'
 * is about GH₵ 57k a month); null when the quote is not a yearly figure.
 */
function monthlyOfAnnual(quote: string): string | null {
  const text = unmark(quote);
  if (
    !/\b(20\d\d|a year|per year|\/\s?yr|\/\s?year|annual|yearly|last year|this year|p\.a\.)\b/i.test(
      text,
    )
  )
    return null;
  if (/\b(a|per|\/)\s?(month|mo|week|day)\b/i.test(text)) return null;
  const amount = amountsIn(text)[0];
  const value = amount ? amountValue(amount) : null;
  if (!amount || !value || value < 12_000) return null;
  // '486.000€' carries its sign after the figure; the average carries it before ('€41k').
  const sign = currencyOf(amount) || (/[$£€¥₹₦₵]/.exec(amount)?.[0] ?? '');
  return formatMoney(sign, Math.round(value / 12 / 100) * 100);
}
