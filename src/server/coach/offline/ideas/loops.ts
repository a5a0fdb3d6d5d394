import type { Loop } from '@shared/domain';
import { LOOP_TITLES } from '@shared/form-fields';
import { few, price, who } from './parts';
import type { IdeaContext, IdeaSpec } from './types';

type LoopIdeas = (c: IdeaContext) => readonly (string | null | false | undefined)[];

const CURRENT: Record<Loop, LoopIdeas> = {
  product_market: ({ f }) => [
    `Every conversation with ${who(f)} is logged in one place, with the date and what changed after it.`,
    `${few(f).replace(/^the /, 'The ')} see each change within a week of asking for it.`,
    f.result && `The last product change that moved a number: ${f.result}.`,
    'Requests customers made that were never acted on are listed, with the reason.',
  ],
  product_execution: ({ f }) => [
    `Capacity today: the number of ${who(f)} we can serve each week before quality drops.`,
    'The last delivery problem that changed the product, and how long the fix took.',
    f.solution && `What ${f.solution} needs from delivery that we cannot do yet.`,
    'Product ideas waiting for capacity are listed, oldest first.',
  ],
  market_execution: ({ f }) => [
    f.introducer
      ? `New ${who(f)} arrive through ${f.introducer}, and we count how many each week.`
      : `New ${who(f)} arrive through one channel, and we count how many each week.`,
    'The last time demand ran ahead of delivery, or the other way round, and what we did.',
    'What each channel costs per customer, and which one brings customers who stay.',
    'Leads not followed up within two days are counted each week.',
  ],
};

const ACTIONS: Record<Loop, LoopIdeas> = {
  product_market: ({ f }) => [
    `Recruit 5 design partners from ${who(f)} who see every version every two weeks.`,
    'A weekly learning review: 5 conversations, one change, one measurement.',
    `Ask ${few(f)} the Sean Ellis question, and build for those who would be very disappointed without it.`,
    'Tell customers when their feedback ships, so they keep talking to us.',
  ],
  product_execution: ({ f }) => [
    f.solution && `Cut ${f.solution} to what the current team can deliver in the next 30 days.`,
    'Calculate the cost to serve one customer, and fix the product choice that drives it most.',
    'Fixed delivery cycles of 2 to 6 weeks with variable scope, reviewed at the end of each.',
    'The people who deliver name the 5 product issues that make their work harder; one is fixed per cycle.',
  ],
  market_execution: (c) => [
    c.f.introducer
      ? `Test ${c.f.introducer} as a channel for four weeks with a target of 10 introductions.`
      : `Test ${c.notes.channels[0]} for four weeks with a fixed budget and a success number.`,
    `A sales playbook from the first 10 wins with ${who(c.f)}, so someone else can sell.`,
    'The sales forecast checked against delivery capacity every month.',
    `A day-30 check-in and a referral ask for every new customer${price(c.f) ? ` paying ${price(c.f)}` : ''}.`,
  ],
};

const METRICS: Record<Loop, LoopIdeas> = {
  product_market: ({ f }) => [
    'Customer conversations per week, and product changes tested per month.',
    'Sean Ellis score: the share of active users who would be very disappointed without the product (40% is the usual bar).',
    f.result && `The pilot number, tracked for every customer: ${f.result}.`,
    `Commitments (pre-orders, pilots, letters of intent) per 10 conversations with ${who(f)}.`,
  ],
  product_execution: ({ f }) => [
    "Days from idea to a version in customers' hands.",
    `Cost to serve one of ${who(f, 'our customers')}, including support and rework.`,
    'Defects, returns or rework per release or batch.',
    'Share of planned scope delivered on time in each cycle.',
  ],
  market_execution: ({ f }) => [
    `Qualified conversations per week${f.introducer ? ` from ${f.introducer}` : ''}, and from each other channel.`,
    'Customer acquisition cost and payback in months, per channel.',
    'Conversion at each step: contacted, replied, conversation, trial, paid.',
    'Month-3 retention of customers from each channel.',
  ],
};

/** Ideas for the three fields of each feedback loop. */
export const LOOP_IDEAS: Record<string, IdeaSpec> = {};

for (const loop of Object.keys(CURRENT) as Loop[]) {
  const title = LOOP_TITLES[loop];
  LOOP_IDEAS[`loops.${loop}.current`] = {
    why: `The ${title} is only as fast as its slowest handover. These ideas describe how it runs today, with your customers and numbers.`,
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
