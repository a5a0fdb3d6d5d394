import { LOOPS, PILLAR_LABELS, PILLARS } from '@shared/domain';
import { LOOP_TITLES } from '@shared/form-fields';
import { hasNumber } from '../text';
import { few, holdResult, price, priorityTarget, who, whoWhere } from './parts';
import { response } from './execution';
import type { IdeaContext, IdeaSpec } from './types';

const SALES =
  /\b(sign|sell|sold|win|won|customers?|clients?|paying|paid|convert|subscri|orders?|members|pre-?orders?|users|revenue|sales)\b/i;

const noFigure = (c: IdeaContext, path: string) => !c.f.has(path) || !hasNumber(c.f.text(path));

/** The loop with the fewest answers: the one the founder knows least about. */
function emptiestLoop(c: IdeaContext): (typeof LOOPS)[number] {
  const filled = (l: string) =>
    ['current', 'actions', 'metrics'].filter((f) => c.f.has(`loops.${l}.${f}`)).length;
  return [...LOOPS].sort((a, b) => filled(a) - filled(b))[0] ?? 'product_market';
}

/** Ideas for the 30-day plan and the reflection. */
export const PLAN_REFLECTION_IDEAS: Record<string, IdeaSpec> = {
  'actionPlan.priority': {
    why: 'A 30-day priority should close the biggest gap in your answers, in a way you can finish in a month. These ideas start from what your assessment does not show yet.',
    ideas: (c) => {
      const { f } = c;
      const p = price(f);
      return [
        noFigure(c, 'market.payEvidence') &&
          (p
            ? `Sign ${few(f)} at ${p} by day 30.`
            : `Get 5 paid commitments (pre-orders, deposits or signed letters of intent) from ${who(f)}.`),
        noFigure(c, 'market.discoveryEvaluation') &&
          `Hold 15 conversations with ${whoWhere(f)}, each ending with an ask for a deposit.`,
        noFigure(c, 'product.evidence') &&
          `Deliver ${f.solution ?? 'the product'} by hand to 3 ${who(f)} and measure the result in numbers.`,
        !f.has('execution.goToMarket') &&
          `Win the first 3 customers through one channel to ${who(f)}, tested for four weeks.`,
        f.risks[0] &&
          `Shrink the biggest risk (${f.risks[0]}) this month: ${response(f.risks[0])}.`,
        'Win the next 10 customers through the channel that already works, and write down how.',
        'One owner and a finish date for it, with the first step done this week.',
        'A Friday check on progress against the day-30 number, every week.',
      ];
    },
  },
  'actionPlan.successMeasures': {
    why: "A success measure needs a number, a date and today's value, so that day 30 gives a clear yes or no. These ideas set them from your priority and your pilot.",
    ideas: (c) => {
      const { f } = c;
      const target = priorityTarget(f);
      const hold = holdResult(f);
      return [
        target && `${target.n} ${target.noun} ${target.done} by day 30, counted every Friday.`,
        target &&
          target.n >= 2 &&
          `Fewer than ${Math.ceil(target.n / 2)} ${target.done} by day 30 means changing the plan.`,
        hold && `The pilot result holds: ${hold} for every new customer.`,
        SALES.test(f.text('actionPlan.priority')) &&
          (f.profile?.revenue === 'subscription'
            ? 'New sign-ups and cancellations counted every week, so churn shows before day 30.'
            : 'Orders or sign-ups counted every week, so the trend shows before day 30.'),
        'A weekly count of offers sent and conversations held, alongside the day-30 result.',
        "Today's value written next to each measure, so progress shows.",
        !target &&
          f.has('actionPlan.priority') &&
          "One number for the priority, with today's value and the day-30 target side by side.",
      ];
    },
  },
  'reflection.hardestPillar': {
    why: 'The hardest pillar is usually the one with the least evidence. These ideas name it from your ratings and say what would make it easier.',
    ideas: (c) => {
      const { f } = c;
      const rated = PILLARS.filter((p) => f.form[p].rating !== null).sort(
        (a, b) => (f.form[a].rating ?? 0) - (f.form[b].rating ?? 0),
      );
      const low = rated[0];
      const missing = low ? f.profile?.evidence[low].missing : null;
      return [
        low !== undefined &&
          `${PILLAR_LABELS[low]}, rated ${f.form[low].rating}/5: the pillar with the least evidence behind it so far.`,
        low !== undefined && missing && `What would make ${PILLAR_LABELS[low]} easier: ${missing}`,
        'The answers that were guesses rather than facts, and the conversation that would replace each guess.',
        'Where the team disagreed, and the evidence that would settle it.',
        'The question we could not answer at all, and who could answer it for us.',
      ];
    },
  },
  'reflection.surprises': {
    why: 'Surprises are where learning happens. These ideas point at the numbers and answers in your assessment most likely to have changed your view.',
    ideas: (c) => {
      const { f } = c;
      return [
        f.cost &&
          `How much the problem costs: ${f.cost.qualifier ? `${f.cost.qualifier} ` : ''}${f.cost.figure}${f.cost.unit} for one customer.`,
        f.result && `How fast the pilot moved the number: ${f.result}.`,
        f.marketCount && `How many there are: ${f.marketCount.n} ${f.marketCount.noun}.`,
        'A customer answer that contradicted what we expected before the first conversation.',
        'How long things took against the plan: the first sale, the first delivery, the first hire.',
        'A competitor or workaround that turned out stronger, or weaker, than we thought.',
        'A question in the assessment we had never considered.',
      ];
    },
  },
  'reflection.biggestImpactLoop': {
    why: 'The loop with the weakest answers is often the one whose improvement pays off most.',
    ideas: (c) => {
      const loop = emptiestLoop(c);
      return [
        `The ${LOOP_TITLES[loop]}: it has the fewest answers today, so improving it may teach us the most.`,
        'The Product-Market Loop, if what customers say does not yet change the product every month.',
        'The Product-Execution Loop, if what we want to build outruns what we can deliver.',
        'The Market-Execution Loop, if customers arrive faster or slower than we can serve them.',
      ];
    },
  },
  'reflection.challengedAssumptions': {
    why: 'Naming the assumptions that were challenged keeps you from drifting back to them. These are the ones your answers put most at stake.',
    ideas: (c) => {
      const { f } = c;
      const p = price(f);
      return [
        `That ${who(f, 'our first customers')} are the group that feels the problem most.`,
        `That liking ${f.solution ?? 'the product'} means paying ${p ?? 'for it'}.`,
        f.partner
          ? `That ${f.partner} will bring customers at the pace the plan needs.`
          : 'That the way we planned to reach customers works at our price.',
        'That the team and money we have can deliver the first version.',
      ];
    },
  },
};
