import type { Loop } from '@shared/domain';
import { LOOP_TITLES } from '@shared/form-fields';
import type { IndustryNotes } from '../library';
import type { Weave } from '../weave';
import type { IdeaSpec } from './types';

type LoopIdeas = (w: Weave, n: IndustryNotes) => string[];

const CURRENT: Record<Loop, LoopIdeas> = {
  product_market: (w) => [
    `How customer insight reaches the product today: who talks to ${w.customer}, how often, and where the notes go.`,
    'The last product change that came from a customer conversation, and how long it took.',
    'What the product teaches you about the market: who uses it most, and what that says about the segment.',
    'Where the loop is slow or broken: things customers said that were never acted on.',
  ],
  product_execution: (w) => [
    `How delivery shapes the product today: what ${w.delivery} makes easy or hard to offer.`,
    'The last time a delivery or production problem changed the product.',
    'Capacity today: how many customers or orders you can serve per week before quality drops.',
    'Where the loop is slow: product ideas waiting for capacity, or delivery problems waiting for product fixes.',
  ],
  market_execution: (w) => [
    `How customers find you today (through ${w.channel} or otherwise), and how many arrive each week.`,
    'Whether sales and delivery keep pace: the last time demand ran ahead of what you could deliver, or the other way round.',
    'What each channel costs per customer, and which one brings customers who stay.',
    'Where the loop is slow: leads not followed up, or promises that delivery could not keep.',
  ],
};

const ACTIONS: Record<Loop, LoopIdeas> = {
  product_market: (w) => [
    `Recruit 5 design partners from ${w.customer} who see every version every two weeks.`,
    'A weekly learning review: 5 conversations, one change, one measurement.',
    'Run the Sean Ellis survey and shape the roadmap around the users who would be "very disappointed" without the product.',
    'Tell customers when their feedback ships, so they keep talking to you.',
  ],
  product_execution: (w) => [
    `Cut ${w.solution} to what the current team can deliver in the next 30 days.`,
    'Calculate the cost to serve one customer, and fix the product choice that drives it most.',
    'Fixed delivery cycles of 2 to 6 weeks with variable scope, reviewed at the end of each.',
    'Ask the people who deliver for the 5 product issues that make their work harder, and fix one per cycle.',
  ],
  market_execution: (w, n) => [
    `Test ${n.channels[0]} for four weeks with a fixed budget and a success number.`,
    `Write a sales playbook from the first 10 wins with ${w.customer}, so someone else can sell.`,
    'Check the sales forecast against delivery capacity every month.',
    'A day-30 check-in and a referral ask for every new customer.',
  ],
};

const METRICS: Record<Loop, LoopIdeas> = {
  product_market: (w) => [
    'Customer conversations per week and product changes tested per month.',
    'Sean Ellis score: the share of active users who would be "very disappointed" without the product (40% is the usual bar).',
    'Activation rate and 3-month retention, by segment.',
    `Commitments (pre-orders, pilots, letters of intent) per 10 conversations with ${w.customer}.`,
  ],
  product_execution: (w) => [
    "Days from idea to a version in customers' hands.",
    `Cost to serve ${w.solution} per customer or per order, including support and rework.`,
    'Defects, returns or rework per release or batch.',
    'Share of planned scope delivered on time in each cycle.',
  ],
  market_execution: (w) => [
    `Qualified conversations per week from ${w.channel}, and from each other channel you test.`,
    'Customer acquisition cost and payback in months, per channel.',
    'Conversion at each funnel stage: contacted, replied, conversation, trial or proposal, paid.',
    'Month-3 retention of customers from each channel.',
  ],
};

/** Ideas for the three fields of each feedback loop. */
export const LOOP_IDEAS: Record<string, IdeaSpec> = {};

for (const loop of Object.keys(CURRENT) as Loop[]) {
  const title = LOOP_TITLES[loop];
  LOOP_IDEAS[`loops.${loop}.current`] = {
    why: `The ${title} is only as fast as its slowest handover. These ideas describe how it runs today, with a recent example.`,
    ideas: CURRENT[loop],
  };
  LOOP_IDEAS[`loops.${loop}.actions`] = {
    why: `Each idea makes the ${title} turn faster, and each can be given an owner and a date.`,
    ideas: ACTIONS[loop],
  };
  LOOP_IDEAS[`loops.${loop}.metrics`] = {
    why: `A loop metric shows whether the ${title} is getting faster or better. Record today's value next to each and set a 30-day target.`,
    ideas: METRICS[loop],
  };
}
