import type { FounderProfile } from '../../profile';
import { inUse, paying, sells, solo } from './when';
import type { Play } from './types';
import { money, partnerKind } from './execution';
import { readPriority } from '../priority-lines';
import { unmark } from '../words';

/**
 * A goal won at a desk or a table (a new price, money owed, a lease, a permit, a raise) takes
 * decisions and letters, not hours freed from delivery: no 'stop one thing' for it (read 25).
 */
const deskGoal = (goal: string) =>
  ['price', 'collect', 'negotiate', 'comply', 'fund'].includes(
    readPriority(unmark(goal))?.kind ?? '',
  ) ||
  // Keeping tutors, moving clients to a package, replacing a grant or finding a cofounder is won
  // in calls and letters, not in hours freed from delivery (read 26, 27).
  /^\s*(keep|retain|replace|stop|move|find|decide|get into|convert)\b/i.test(unmark(goal));

/**
 * Session 6, Product-Execution Loop: whether what the founder wants to build and what they can
 * deliver with their people, money and partners fit together. The moves are about the hand-off:
 * delivery telling the product what costs most, and every change checked against the hours, cash
 * and partners that must carry it. The delivery answer is often a clause ("I work alone in a
 * rented studio"), so where it would be a subject it is quoted after "your set-up".
 */

const funded = (p: FounderProfile) => p.model === 'non-profit' || p.revenue === 'donations';
/** Changes ship as releases: feature and cycle words fit. */
const releases = (p: FounderProfile) => sells(p, 'software', 'marketplace');
/** Work or things made per order: hours and steps per order are the unit of delivery. */
const handmade = (p: FounderProfile) => sells(p, 'services', 'made-to-order', 'goods');
/** What one delivery is called for this business. */
const unit = (p: FounderProfile) =>
  sells(p, 'made-to-order', 'goods', 'hardware')
    ? 'order'
    : p.model === 'services'
      ? 'client'
      : funded(p)
        ? 'learner or member'
        : 'customer';
/** Capacity is people's hours: work per client or order, a non-profit's staff and volunteers. */
/**
 * Sold in someone's hours: services and work made to order (goods are bound by production, and
 * a sponsored show's audience costs no hours to grow).
 */
const hoursBound = (p: FounderProfile) =>
  (sells(p, 'services', 'made-to-order') && !p.paidByOthers) || funded(p) || p.model === 'unknown';
const units = (p: FounderProfile) => (funded(p) ? 'people served' : `${unit(p)}s`);
/** Who the product is for, in the founder's trade's word. */
const buyers = (p: FounderProfile) =>
  funded(p)
    ? 'the people you serve'
    : sells(p, 'services', 'made-to-order')
      ? 'clients'
      : 'customers';

export const PRODUCT_EXECUTION_PLAYS: readonly Play[] = [
  // A loop left blank: its first number.
  {
    card: 'metric',
    needs: ['offer'],
    loopAbsent: ['now', 'metric'],
    text: (v, p) =>
      releases(p)
        ? `Days from a request about "${v.offer}" to a change people use; note today's.`
        : p.sellsAccess
          ? ''
          : `Hours per delivery of "${v.offer}", today and at day 30.`,
  },
  // A loop left blank: its first turn is one delivery (or release) timed, and its slowest step changed.
  {
    card: 'action',
    needs: ['offer'],
    loopAbsent: ['now'],
    // Paid work made by hand is timed by its own play below.
    when: (p) => !(handmade(p) && paying(p)),
    text: (v, p) =>
      releases(p)
        ? `Log each step of your next change to "${v.offer}" from request to live; cut the slowest.`
        : `Time each step of your next delivery of "${v.offer}"; change the slowest, then time the next.`,
  },
  // A lender's delivery is underwriting and collections: the loop is read in its book.
  {
    card: 'action',
    needs: ['offer'],
    when: (p) => p.lends && inUse(p),
    text: (v) => `Split late payers of "${v.offer}" by approval month and by who vouched.`,
  },
  {
    card: 'action',
    needs: ['offer'],
    when: (p) => p.lends && paying(p),
    text: (v) =>
      `Cost one borrower of "${v.offer}" over the full term: funding, losses, collection visits.`,
  },
  {
    card: 'metric',
    needs: ['offer'],
    when: (p) => p.lends && inUse(p),
    text: (v) => `Late payers of "${v.offer}" (over 30 days) by month of approval.`,
  },
  {
    card: 'metric',
    needs: ['offer'],
    when: (p) => p.lends && inUse(p),
    text: (v) => `Days from a missed "${v.offer}" payment to the first call or visit.`,
  },
  {
    card: 'metric',
    needs: ['offer'],
    when: (p) => p.lends && inUse(p),
    text: (v) => `Share of each month's "${v.offer}" approvals missing the first payment.`,
  },
  {
    card: 'task',
    needs: ['offer'],
    when: (p) => p.lends && inUse(p),
    text: (v) => `List late payers of "${v.offer}" with approval month and who vouched.`,
  },
  {
    card: 'teach',
    needs: ['offer'],
    when: (p) => p.lends,
    text: (v) =>
      `Each rule of "${v.offer}" (deposit, grace, who qualifies) shows in arrears months later.`,
  },
  {
    card: 'risk',
    needs: ['deliver'],
    when: (p) => p.lends,
    text: (v) => `Lending faster than "${v.deliver}" can chase late payers; arrears lag a quarter.`,
  },
  // A loop measured but not yet described: its own measures, today's value first.
  {
    card: 'action',
    needs: [],
    loopNeeds: ['metric'],
    loopAbsent: ['now'],
    text: (v) => `Write today's "${v.metric}" and the level that would change how you deliver.`,
  },

  // The lesson.
  {
    card: 'teach',
    needs: [],
    loopNeeds: ['now', 'plan', 'metric'],
    text: (v) =>
      `Judge "${v.plan}" by what it does to "${v.now}". If it makes delivery heavier, "${v.metric}" will show it before you feel it.`,
  },
  {
    card: 'teach',
    needs: ['offer', 'deliver'],
    bands: ['early'],
    text: (v) =>
      `Early on, "${v.offer}" is only as big as what "${v.deliver}" delivers each week; grow it as capacity grows.`,
  },
  {
    card: 'teach',
    needs: ['offer', 'deliver'],
    bands: ['developing'],
    when: (p) => inUse(p) && !p.lends,
    text: (v, p) =>
      `Each promise in "${v.offer}" is work for your set-up ("${v.deliver}"). Change first the costliest promise ${buyers(p)} value least.`,
  },
  {
    card: 'teach',
    needs: ['deliver', 'partners'],
    bands: ['scaling'],
    text: (v) =>
      `At twice today's volume, something gives first: "${v.deliver}", "${v.partners}" or cash. Name it, and plan around it.`,
  },
  {
    card: 'teach',
    needs: ['offer', 'goal'],
    when: solo,
    // Solo, or a team that will not grow: the hours are the ones there are.
    text: (v, p) =>
      `${p.team.solo ? 'Working alone' : 'With no hire planned'}, every addition to "${v.offer}" costs your own hours, and "${v.goal}" needs them too. One in, one out.`,
  },
  {
    card: 'teach',
    needs: ['offer', 'deliver'],
    when: funded,
    text: (v) =>
      `Grow "${v.offer}" only as fast as "${v.deliver}" keeps quality; funders notice falling results before slow growth.`,
  },

  // Actions: delivery tells the product what it costs; each change is checked against capacity.
  {
    card: 'action',
    needs: ['deliver'],
    loopNeeds: ['plan'],
    text: (v, p) =>
      solo(p)
        ? `Walk "${v.plan}" through your month step by step, beside "${v.deliver}"; block each step's hours now.`
        : `Walk "${v.plan}" through delivery step by step. For "${v.deliver}", name who does each step, and when.`,
  },
  {
    card: 'action',
    needs: [],
    loopNeeds: ['now', 'metric'],
    // Before anything is delivered there is no step to time ('app working' beside 'Nico is
    // looking at CoopCycle', read 43).
    when: inUse,
    text: (v) =>
      `Log "${v.metric}" weekly beside "${v.now}"; each Friday, redesign the slowest step it shows.`,
  },
  {
    card: 'action',
    needs: ['partners'],
    loopNeeds: ['plan'],
    // An overdraft or a talk with no deal covers nothing a plan needs.
    text: (v) =>
      ['finance', 'pending', 'helper', 'owned', 'tool', 'cost'].includes(partnerKind(v.partners))
        ? ''
        : `List what "${v.plan}" needs from outside; mark each: covered by "${v.partners}", or a gap.`,
  },
  {
    card: 'action',
    needs: ['goal', 'deliver'],
    text: (v) =>
      deskGoal(v.goal)
        ? ''
        : `By day 30, "${v.goal}" needs hours, cash, help; if "${v.deliver}" cannot free them, shrink it.`,
  },
  {
    card: 'action',
    needs: ['offer'],
    // Steps nobody notices are found in work delivered, not in a plan.
    when: inUse,
    text: (v, p) =>
      solo(p)
        ? `List the 3 steps of "${v.offer}" that ${buyers(p)} never notice; simplify one now.`
        : `Ask whoever delivers "${v.offer}" which 3 steps ${buyers(p)} never notice; simplify one now.`,
  },
  {
    card: 'action',
    needs: ['offer', 'whoAll'],
    when: (p) => handmade(p) && paying(p),
    text: (v, p) =>
      unit(p) === 'order'
        ? `Time your next 3 orders of "${v.offer}" by step; the slowest step ${v.whoAll} do not value goes first.`
        : `Time "${v.offer}" for your next 3 ${units(p)}; the slowest step ${v.whoAll} do not value goes first.`,
  },
  {
    card: 'action',
    needs: ['offer', 'whoAll'],
    when: (p) => releases(p) && inUse(p),
    text: (v) =>
      `Ask support for the 5 requests about "${v.offer}" that cost most time last month; the one ${v.whoAll} hit most goes ahead of new features.`,
  },
  {
    card: 'action',
    needs: ['risk', 'offer'],
    text: (v) =>
      `Ask which change to "${v.offer}" would make "${v.risk}" less likely; schedule it before anything new.`,
  },
  {
    card: 'action',
    needs: ['offer', 'deliver'],
    when: funded,
    text: (v) =>
      `Count how many more people "${v.deliver}" can serve at today's quality; grow "${v.offer}" to that number, and show funders why.`,
  },
  {
    card: 'action',
    needs: ['offer', 'deliver'],
    when: (p) => p.team.hiring === 'plans' && !solo(p),
    text: (v) =>
      `Name the part of "${v.offer}" your next hire takes from "${v.deliver}", and start looking only when it overflows.`,
  },

  // Learning.
  {
    card: 'learning',
    needs: ['offer'],
    text: (v, p) =>
      `Lean Thinking (Womack, Jones): cut steps of "${v.offer}" that ${buyers(p)} would never miss.`,
  },
  {
    card: 'learning',
    needs: ['partners'],
    // Software the founder uses ('MoeGo for booking, Square') is no key partner to map.
    text: (v) =>
      // Money raised or in the bank is a resource to count, not a partner to map.
      ['helper', 'owned', 'tool', 'cost', 'money'].includes(partnerKind(v.partners))
        ? ''
        : `Business Model Canvas: resources and partners, from "${v.partners}".`,
  },
  {
    card: 'learning',
    needs: ['offer'],
    bands: ['early'],
    when: (p) => !inUse(p),
    text: (v) =>
      `Wizard of Oz tests (The Lean Startup): "${v.offer}" looks automatic while you work behind it.`,
  },
  {
    card: 'learning',
    needs: ['offer'],
    when: (p) => releases(p) || p.model === 'hardware',
    text: (v) =>
      `For each change to "${v.offer}": Working Backwards (Bryar, Carr), the press release first.`,
  },
  {
    card: 'learning',
    needs: ['offer'],
    bands: ['developing', 'scaling'],
    // Release measures are a software team's; a marketplace of people renting or hiring from
    // each other is not judged by its deploys (read 34).
    when: (p) => p.model === 'software',
    text: (v) =>
      `For releases of "${v.offer}": Accelerate (Forsgren, Humble, Kim) and its four DORA measures.`,
  },
  {
    card: 'learning',
    needs: ['offer'],
    when: (p) => p.model === 'hardware',
    text: (v) =>
      `Fewer parts in "${v.offer}": Boothroyd and Dewhurst's Design for Manufacture and Assembly.`,
  },
  {
    card: 'learning',
    needs: ['deliver'],
    when: (p) => !releases(p) && p.model !== 'hardware' && inUse(p),
    text: (v) =>
      `The Checklist Manifesto (Gawande): a checklist keeps "${v.deliver}" the same on a busy day.`,
  },

  // Metrics.
  {
    card: 'metric',
    needs: [],
    loopNeeds: ['plan'],
    text: (v) => `Share of "${v.plan}" finished on the date you set.`,
  },
  {
    card: 'metric',
    needs: ['offer'],
    when: (p) => sells(p, 'services', 'goods') && !funded(p) && inUse(p),
    // Goods made in batches are costed per unit, not timed per order like a job.
    text: (v, p) =>
      sells(p, 'services')
        ? `Hours per ${unit(p)} of "${v.offer}", split by step, logged weekly.`
        : `Cost per unit of "${v.offer}" each batch, and the batch size that lowers it.`,
  },
  {
    card: 'metric',
    needs: ['deliver'],
    when: (p) => hoursBound(p) && inUse(p),
    text: (v) =>
      `Capacity used in your set-up ("${v.deliver}"): booked over free hours; warn at 85%.`,
  },
  {
    card: 'metric',
    needs: ['offer'],
    when: releases,
    text: (v) =>
      `Days from agreeing a change to "${v.offer}" to customers using it; fixes per release.`,
  },
  {
    card: 'metric',
    needs: ['offer'],
    // A gym or storage site sells access: nothing is reworked or revisited per job.
    when: (p) => handmade(p) && inUse(p) && !p.paidByOthers && !p.sellsAccess,
    text: (v, p) =>
      sells(p, 'goods') && !sells(p, 'services', 'made-to-order')
        ? `Share of ${units(p)} of "${v.offer}" returned, damaged or refunded, by batch.`
        : `Share of ${units(p)} of "${v.offer}" needing rework, a revisit or a refund.`,
  },
  {
    card: 'metric',
    needs: ['offer'],
    when: funded,
    text: (v) =>
      `Cost and volunteer or staff hours per person completing "${v.offer}", each quarter.`,
  },

  // Risks.
  {
    card: 'risk',
    needs: ['deliver'],
    loopNeeds: ['plan'],
    text: (v) =>
      `"${v.plan}" eating the hours "${v.deliver}" needs for today's work; quality slips.`,
  },
  {
    card: 'risk',
    needs: ['offer'],
    // Late nights hold promises up where a few people do the work, or the diary is already full;
    // a team of twelve with a process has other failure points.
    when: (p) => p.atCapacity || p.team.solo || (p.team.size !== null && p.team.size <= 3),
    text: (v, p) =>
      `Promises in "${v.offer}" that hold only because ${solo(p) ? 'you work' : 'someone works'} late.`,
  },
  {
    card: 'risk',
    needs: ['partners', 'offer'],
    text: (v, p) =>
      // Money that runs out before the offer pays its way is a risk before customers pay; a
      // business with paying customers has spent its loan on what it runs.
      money(v.partners) && !funded(p) && !paying(p)
        ? `"${v.partners}" running out before "${v.offer}" pays its way; name the first cut now.`
        : // The founder's own laptop or savings change no terms: only others' support does.
          // Nor does equity already raised: an angel's money has no terms left to change.
          // ('Runway ~11 months at €27k burn' is money counted, read 36.)
          /^(my|our own|own|personal)\b|\b(savings|angels?|seed|series [a-c]|raised|equity|pre-seed|cash|in the bank|runway|burn)\b/i.test(
              unmark(v.partners),
            )
          ? ''
          : // A call with no deal yet holds nothing up.
            ['pending', 'helper', 'owned', 'tool', 'cost'].includes(partnerKind(v.partners))
            ? ''
            : `"${v.offer}" resting on "${v.partners}": if one changes terms, what breaks first?`,
  },
  {
    card: 'risk',
    needs: ['goal', 'deliver'],
    text: (v) =>
      `"${v.goal}" set without checking "${v.deliver}": fine on paper until the second month.`,
  },
  {
    card: 'risk',
    needs: ['offer'],
    when: (p) =>
      (sells(p, 'made-to-order') || (sells(p, 'services') && p.sellsHours)) && !p.sellsAccess,
    text: (v) =>
      `Custom requests turning each order of "${v.offer}" into new design work; hours per order never fall.`,
  },

  // Next 7 days.
  {
    card: 'task',
    needs: [],
    loopNeeds: ['plan'],
    text: (v) => `Break "${v.plan}" into one-day steps, named and dated.`,
  },
  {
    card: 'task',
    needs: [],
    loopNeeds: ['now'],
    text: (v) => `Write down one full round of "${v.now}": every step, with who and how long.`,
  },
  {
    card: 'task',
    needs: ['offer'],
    // What 'a part' is depends on what is sold: a service's hours, a range's margins, a
    // device's cost lines (read 38: one line for every founder).
    text: (v, p) => {
      if (p.model === 'services')
        return `Reprice or drop the work in "${v.offer}" that earns least per hour.`;
      if ((p.model === 'goods' || p.model === 'made-to-order') && !p.singleOffer)
        return `Rank "${v.offer}" by margin per line; reprice the lowest.`;
      if (p.model === 'hardware')
        return `Cost each part of "${v.offer}"; simplify the dearest before the next batch.`;
      if (p.model === 'non-profit')
        return `List each activity of "${v.offer}" beside its cost and its change for ${v.whoAll ?? 'the people you serve'}; stop one.`;
      return `List every part of "${v.offer}" and mark each: keep, simplify, or stop.`;
    },
  },
  {
    card: 'task',
    needs: ['task'],
    // A talk is booked with what it needs in hand; alone, the owner is the founder (one line
    // for every founder read as a template).
    text: (v, p) =>
      /^\s*(ask|call|talk|meet|visit|send|email|pitch|show|present|interview)\b/i.test(
        unmark(v.task),
      )
        ? `Book "${v.task}" this week, with its material ready.`
        : solo(p)
          ? `Put "${v.task}" on a day; note what it waits on.`
          : `Give "${v.task}" a day, an owner, and what it waits on.`,
  },
  {
    card: 'task',
    needs: ['goal'],
    when: solo,
    text: (v) => `Log every working hour this week against "${v.goal}"; circle one task to drop.`,
  },
];
