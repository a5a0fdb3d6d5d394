import type { CoachingSessionNumber } from '../../infra/ai/types';
import type { FounderProfile } from '../profile';
import type { Weave } from './weave';

/**
 * Practice that depends on how the business makes money and who runs it. Each rule states when it
 * applies (`when`) and which sessions and card it belongs to; the text is written around the
 * founder's own answers through the Weave.
 */
export interface ModelRule {
  sessions: readonly CoachingSessionNumber[];
  card: 'action' | 'metric' | 'risk' | 'task';
  when: (p: FounderProfile) => boolean;
  text: (w: Weave, p: FounderProfile) => string;
}

/**
 * What a marketplace's deal is called: goods change hands in orders ('340 orders through the
 * WhatsApp bot', 'Restaurant places order by 9pm'); time and places in bookings.
 */
const dealWord = (w: Weave) => {
  const text = `${w.form.product.solution}\n${w.form.product.evidence}\n${w.form.market.payEvidence}`;
  return /\b(orders?|ordering)\b/i.test(text) && !/\bbook(ing|ings|ed)?\b/i.test(text)
    ? 'order'
    : 'booking';
};
const solo = (p: FounderProfile) => p.team.solo || p.team.hiring === 'no';
/** Capacity and income-risk advice needs customers to have capacity for. */
const paying = (p: FounderProfile) => p.stage === 'paying' || p.stage === 'revenue';
const recurring = (p: FounderProfile) =>
  p.revenue === 'subscription' && (p.stage === 'paying' || p.stage === 'revenue');
const is =
  (...models: FounderProfile['model'][]) =>
  (p: FounderProfile) =>
    models.includes(p.model);

export const MODEL_RULES: readonly ModelRule[] = [
  // Sold over the counter to passers-by (a stall, a café, a food truck): the street is the
  // channel, counted at the counter, not a pipeline of calls (read 33: a 31-year stall's week
  // had nothing left to do once pipeline tasks were refused).
  {
    sessions: [7],
    card: 'task',
    when: (p) => p.sellsAccess && p.audience === 'consumer',
    text: () => 'Ask 10 customers at the counter how they first heard of you; tally it by Friday.',
  },
  {
    sessions: [7],
    card: 'task',
    when: (p) => p.sellsAccess && p.audience === 'consumer',
    text: () =>
      'Count customers by the half hour for two days; staff and stock for the busiest hour first.',
  },
  // Made to order: no stock, capacity and lead time are the constraints.
  {
    sessions: [3],
    card: 'action',
    when: is('made-to-order'),
    // A price shown online for any size is quoted already: the test is the list price itself
    // (stop check: a workshop with a configurator told to price each order).
    text: (w, p) =>
      p.listsPrices
        ? `Raise your listed prices by 10% for the next 3 enquiries from ${w.customer}, and count who still orders.`
        : `Price each order from materials, your hours and a margin, and quote it the same way every time; test a 15% higher quote on the next 3 enquiries from ${w.customer}.`,
  },
  {
    sessions: [4],
    card: 'action',
    when: is('made-to-order'),
    text: (w) =>
      `Work out how many orders a month you can make by hand with ${w.delivery}, and set a lead time you can always keep.`,
  },
  {
    sessions: [4],
    card: 'metric',
    when: is('made-to-order'),
    text: () =>
      'Order lead time: days from confirmed order to delivery, against the date you promised.',
  },
  {
    sessions: [6],
    card: 'action',
    when: is('made-to-order'),
    text: (w) =>
      `Turn the most requested version of ${w.solution} into two or three standard options with fixed prices, so each order needs less design time.`,
  },
  {
    sessions: [6],
    card: 'metric',
    when: is('made-to-order'),
    text: () => 'Hours per order, split into design, making and finishing.',
  },
  {
    sessions: [7],
    card: 'action',
    when: is('made-to-order'),
    text: (w) =>
      `Photograph every finished order and show it where ${w.customer} look for makers; ask each buyer for a review with a photo.`,
  },
  {
    sessions: [3],
    card: 'risk',
    when: is('made-to-order'),
    text: () =>
      'Underpricing custom work: every extra revision or bespoke detail eats the margin unless the quote names it.',
  },
  // Goods from stock.
  {
    sessions: [4],
    card: 'metric',
    // Nothing sold yet (50 units built for pilots, a device awaiting clearance): no stock turns;
    // nor for boards built to a customer's order with a buffer for its reorders (read 49).
    when: (p) =>
      p.holdsStock &&
      paying(p) &&
      p.model !== 'made-to-order' &&
      !(p.model === 'hardware' && p.revenue === 'usage'),
    text: () => 'Days of stock for your three best sellers, and how often each runs out.',
  },
  {
    sessions: [4],
    card: 'risk',
    // Stock that sells and is reordered every month is not the cash risk; what is unsold is.
    when: (p) =>
      p.holdsStock &&
      paying(p) &&
      !p.figures.some((f) =>
        /\b(re-?order(s|ed|ing)?|repeat (orders?|buyers?|customers|purchases?|rate)|\d+ ?% repeat)\b/i.test(
          f.sentence,
        ),
      ),
    text: () =>
      'Cash tied up in stock that does not sell: order small batches until sell-through is known.',
  },
  {
    sessions: [6],
    card: 'action',
    when: (p) => p.holdsStock,
    text: (w) =>
      `Set batch sizes for ${w.solution} from last month's sales, not from supplier minimums, and review them every fortnight.`,
  },
  {
    sessions: [3],
    card: 'metric',
    when: (p) => p.model === 'goods',
    text: () => 'Repeat purchase rate: share of buyers who order again within 90 days.',
  },
  // Hardware.
  {
    sessions: [4],
    card: 'action',
    when: is('hardware'),
    text: (w) =>
      `Write the bill of materials for ${w.solution} with each part's supplier and lead time, and find a second source for the part with the longest one.`,
  },
  {
    sessions: [6],
    card: 'action',
    when: is('hardware'),
    text: () =>
      'Freeze the hardware design for the next batch and keep every change for the batch after; collect field problems in one list meanwhile.',
  },
  {
    sessions: [6],
    card: 'metric',
    when: is('hardware'),
    text: () =>
      'Unit cost at your next batch size, and return or fault rate per 100 units shipped.',
  },
  {
    sessions: [3],
    card: 'metric',
    when: (p) => p.model === 'hardware' && p.revenue !== 'subscription',
    text: () =>
      'Gross margin per unit after shipping and support, and referrals per 10 units sold.',
  },
  {
    sessions: [7],
    card: 'action',
    // A reader that sells cartridges for years is not sold once, nor are boards built again in
    // the customer's next run ('keep buffer stock for repeat orders', read 46).
    when: (p) =>
      p.model === 'hardware' && p.revenue !== 'subscription' && !p.consumables && !p.sellsAgain,
    text: (w) =>
      `Each device is sold once, so growth comes from referrals and new segments: ask every buyer among ${w.customer} to name one peer who should see it.`,
  },
  // Subscriptions.
  {
    sessions: [5],
    card: 'metric',
    when: recurring,
    text: () => 'Monthly churn of paying customers, and the reason each one gave for leaving.',
  },
  {
    sessions: [5],
    card: 'action',
    // Only where customers left for reasons worth hearing; shops that closed use nothing instead.
    when: (p) => recurring(p) && p.leavers,
    text: (w) =>
      `Call every customer of ${w.solution} who cancelled or went quiet in the last 60 days and ask what they use instead.`,
  },
  // Marketplaces.
  {
    sessions: [3],
    card: 'action',
    when: is('marketplace'),
    text: () =>
      'Pick the side of the marketplace that is harder to win and sign it up by hand in one place first, until every request there finds a match.',
  },
  {
    sessions: [5],
    card: 'metric',
    when: is('marketplace'),
    // Goods that change hands (a used machine, a car) sell in weeks, not in 48 hours.
    text: (w) =>
      /\b(sellers? (list|pay)|listings?|sells? for|when (the |a )?(deal|sale) closes)\b/i.test(
        `${w.form.product.solution}\n${w.form.market.budget}`,
      ) && !/\bbook(ing|ings|ed)?\b/i.test(w.form.product.solution)
        ? 'Sell-through: share of listings that sell, and the days from listing to sale, against the time you promise sellers.'
        : `Match rate: share of requests that end in a completed ${dealWord(w)} within 48 hours.`,
  },
  {
    sessions: [7],
    card: 'risk',
    when: is('marketplace'),
    text: (w) =>
      `Buyers and sellers meeting once on the platform and then dealing directly; make repeat ${dealWord(w)}s easier on the platform than off it.`,
  },
  // Services and consulting.
  {
    sessions: [3],
    card: 'action',
    // Set prices already are a packaged offer (read 40: a gym's price list; read 39: a repairer's
    // fixed prices on his website).
    when: (p) => p.model === 'services' && !p.listsPrices && !p.sellsAccess,
    text: (w) =>
      `Package what you do for ${w.customer} into one named offer with a fixed scope and price, instead of quoting every job from scratch.`,
  },
  {
    sessions: [4],
    card: 'metric',
    when: (p) => p.model === 'services' && p.sellsHours && paying(p),
    text: (w) => `Billable hours for ${w.customer}, as a share of hours worked, weekly.`,
  },
  {
    sessions: [4],
    card: 'action',
    when: (p) => p.model === 'services' && solo(p) && paying(p),
    text: () =>
      'Protect your capacity: block fixed days for client work and one half-day for selling, and keep a waiting list instead of overbooking.',
  },
  {
    sessions: [6],
    card: 'action',
    when: (p) => p.model === 'services' && solo(p) && paying(p),
    text: () =>
      'Turn the part of each engagement you repeat (templates, checklists, a short report) into a reusable kit, so you earn more per day without adding people.',
  },
  {
    sessions: [3],
    card: 'action',
    when: (p) => p.model === 'services' && solo(p) && paying(p),
    text: () =>
      'Raise your rate for new clients first, by 10-20%, and note how many say yes; a full calendar is the signal to do it.',
  },
  {
    sessions: [4],
    card: 'risk',
    when: (p) => solo(p) && paying(p),
    text: () =>
      'Everything depends on you: one illness or a big client leaving stops the business, so keep three months of costs in reserve and no client above 40% of income.',
  },
  // Teams that plan to hire.
  {
    sessions: [4],
    card: 'action',
    // Before anyone pays, a hire has no overflowing work to take on.
    when: (p) => p.team.hiring === 'plans' && p.stage !== 'idea' && p.stage !== 'discovery',
    // A team of six hiring a third vet makes its next hire, not its first.
    text: (_w, p) =>
      `Write the ${(p.team.size ?? 1) <= 2 ? 'first' : 'next'} hire as outcomes for their first 90 days before writing a job ad, and hire only when that work is already overflowing.`,
  },
  // Non-profits.
  {
    sessions: [3],
    card: 'action',
    when: is('non-profit'),
    text: (w) =>
      `Treat funders and the people you serve as two customers: write one sentence for each on what ${w.solution} gives them, and test it with two funders this month.`,
  },
  {
    sessions: [4],
    card: 'metric',
    when: is('non-profit'),
    text: () =>
      'Cost per outcome: money spent divided by people helped (or the result you promise funders).',
  },
  // Business and consumer buyers.
  {
    sessions: [7],
    card: 'action',
    when: (p) => p.audience === 'business',
    text: (w) =>
      `Build a named list of 30 organisations that fit ${w.customer}, with the person who feels the problem in each, and contact 10 a week.`,
  },
  {
    sessions: [7],
    card: 'action',
    when: (p) => p.audience === 'consumer',
    text: (w) =>
      `Find the two places online or offline where ${w.customer} already gather, and show up there with something useful every week.`,
  },
  {
    sessions: [3],
    card: 'risk',
    // Until someone has paid: paying customers have shown who signs.
    when: (p) => p.audience === 'business' && !paying(p),
    text: (w) =>
      `The person who feels the problem among ${w.customer} may not hold the budget; find out who signs before you quote.`,
  },
];

/** The rules of one session and card that fit the founder, rendered. */
export function modelLines(
  session: CoachingSessionNumber,
  card: ModelRule['card'],
  w: Weave,
  p: FounderProfile,
): string[] {
  return MODEL_RULES.filter(
    (r) => r.card === card && r.sessions.includes(session) && r.when(p),
  ).map((r) => r.text(w, p));
}
