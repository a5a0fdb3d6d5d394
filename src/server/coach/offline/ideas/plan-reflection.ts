import { LOOPS, PILLAR_LABELS, PILLARS } from '@shared/domain';
import { LOOP_TITLES } from '@shared/form-fields';
import { hasNumber } from '../text';
import type { Weave } from '../weave';
import type { IdeaSpec } from './types';

const noFigure = (w: Weave, path: string) => !w.has(path) || !hasNumber(w.text(path));

/** The loop with the fewest answers: the one the user knows least about. */
function emptiestLoop(w: Weave): (typeof LOOPS)[number] {
  const filled = (l: string) =>
    ['current', 'actions', 'metrics'].filter((f) => w.has(`loops.${l}.${f}`)).length;
  return [...LOOPS].sort((a, b) => filled(a) - filled(b))[0] ?? 'product_market';
}

/** Ideas for the 30-day plan and the reflection. */
export const PLAN_REFLECTION_IDEAS: Record<string, IdeaSpec> = {
  'actionPlan.priority': {
    why: 'A 30-day priority should attack the biggest gap in your answers, in a way you can finish in a month. These ideas start from what your assessment does not show yet.',
    ideas: (w) => [
      noFigure(w, 'market.payEvidence') &&
        `Get 5 paid commitments (pre-orders, deposits or signed letters of intent) from ${w.customer}.`,
      noFigure(w, 'market.discoveryEvaluation') &&
        `Hold 15 discovery conversations with ${w.customer} and write up the pattern.`,
      noFigure(w, 'product.evidence') &&
        `Deliver ${w.solution} by hand to 3 customers and measure the result with numbers.`,
      !w.has('execution.goToMarket') &&
        `Test one channel to reach ${w.customer} and win the first 3 customers through it.`,
      'Prove or disprove the riskiest assumption: name it, the test, and the result that would change the plan.',
      'Win the next 10 customers through the channel that already works, and write down how so it can be repeated.',
    ],
  },
  'actionPlan.successMeasures': {
    why: "A success measure needs a number, a date and today's value, so that day 30 gives a clear yes or no.",
    ideas: (w) => [
      `A number for ${w.priority} by day 30, for example customers, commitments or conversations.`,
      noFigure(w, 'market.payEvidence') &&
        '5 paid commitments (pre-orders, deposits or letters of intent) by day 30.',
      'A leading indicator checked every week (conversations held, offers sent) alongside the day-30 result.',
      'A threshold that decides the next step: above it, continue; below it, change the plan.',
      "Today's value next to each measure, so progress is visible.",
    ],
  },
  'reflection.hardestPillar': {
    why: 'The hardest pillar is usually the one with the least evidence. These ideas help you say why, and what would make it easier.',
    ideas: (w) => {
      const rated = PILLARS.filter((p) => w.form[p].rating !== null).sort(
        (a, b) => (w.form[a].rating ?? 0) - (w.form[b].rating ?? 0),
      );
      const low = rated[0];
      return [
        low !== undefined &&
          `${PILLAR_LABELS[low]}, rated ${w.form[low].rating}/5: the pillar with the least evidence behind it so far.`,
        'The pillar where answers were guesses rather than facts, and the conversation that would replace a guess.',
        'The question you could not answer at all, and who could answer it for you.',
        'Where the team disagreed, and what evidence would settle it.',
      ];
    },
  },
  'reflection.surprises': {
    why: 'Surprises are where learning happens. These ideas point at the places they usually hide.',
    ideas: (w) => [
      w.has('market.discoveryEvaluation') &&
        `What discovery showed (${w.quote('market.discoveryEvaluation', 60)}) compared with what you expected before.`,
      'A customer answer that contradicted your expectations.',
      'A number (a cost, a market size, a price) that turned out bigger or smaller than you thought.',
      'A question in the assessment you had never considered.',
    ],
  },
  'reflection.biggestImpactLoop': {
    why: 'The loop with the weakest answers is often the one whose improvement pays off most.',
    ideas: (w) => {
      const loop = emptiestLoop(w);
      return [
        `The ${LOOP_TITLES[loop]}: it has the fewest answers today, so improving it may teach you the most.`,
        'The Product-Market Loop, if what customers say does not yet change the product every month.',
        'The Product-Execution Loop, if what you want to build outruns what you can deliver.',
        'The Market-Execution Loop, if customers arrive faster or slower than you can serve them.',
      ];
    },
  },
  'reflection.challengedAssumptions': {
    why: 'Naming the assumptions that were challenged keeps you from drifting back to them. These are the ones founders most often revise.',
    ideas: (w) => [
      `Who the customer is: whether ${w.customer} is really the group that feels the problem most.`,
      `Willingness to pay: whether people who like ${w.solution} will actually pay for it.`,
      'The channel: whether the way you planned to reach customers works at your price.',
      'Capacity: whether the team and money you have can deliver the first version.',
    ],
  },
};
