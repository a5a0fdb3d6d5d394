import type { FormState } from './contracts/assessment-rules';
import { LOOPS, PILLAR_LABELS, PILLARS, type Pillar } from './domain';
import { ACTION_PLAN_FIELDS, ASSESSMENT_TEXTS, LOOP_TITLES, PILLAR_FIELDS } from './form-fields';
import { RATING_GUIDES } from './rating-guides';

/**
 * The dashboard's 'Key Strengths' and 'Areas for Improvement' (DECISIONS.md 'Scores and
 * dashboard'): plain sentences derived from the form alone, in a fixed order, so the same form
 * always reads the same. Free of zod, so the client and the PDF may use it too.
 */

export const DASHBOARD_MESSAGES = {
  noAssessment: 'No assessment yet',
} as const;

const filled = (text: string) => text.trim() !== '';

function ratingLabel(pillar: Pillar, rating: number): string {
  return RATING_GUIDES[pillar].find((level) => level.value === rating)?.label ?? '';
}

/**
 * The text key fields of spec section 4, in its order. The three ratings, the other key fields,
 * are covered by the 'unrated' rule, so that a missing rating is named once.
 */
const KEY_TEXT_FIELDS = [
  {
    section: PILLAR_LABELS.product,
    label: PILLAR_FIELDS.product.problem.label,
    read: (f: FormState) => f.product.problem,
  },
  {
    section: PILLAR_LABELS.product,
    label: PILLAR_FIELDS.product.solution.label,
    read: (f: FormState) => f.product.solution,
  },
  {
    section: PILLAR_LABELS.market,
    label: PILLAR_FIELDS.market.target.label,
    read: (f: FormState) => f.market.target,
  },
  {
    section: PILLAR_LABELS.market,
    label: PILLAR_FIELDS.market.idealCustomer.label,
    read: (f: FormState) => f.market.idealCustomer,
  },
  {
    section: PILLAR_LABELS.execution,
    label: PILLAR_FIELDS.execution.delivery.label,
    read: (f: FormState) => f.execution.delivery,
  },
  {
    section: PILLAR_LABELS.execution,
    label: PILLAR_FIELDS.execution.goToMarket.label,
    read: (f: FormState) => f.execution.goToMarket,
  },
  {
    section: ASSESSMENT_TEXTS.actionPlanTitle,
    label: ACTION_PLAN_FIELDS.priority.label,
    read: (f: FormState) => f.actionPlan.priority,
  },
] as const;

/** Pillars rated 4 or 5, then loops whose current state, actions and metrics are all filled. */
export function strengthsOf(form: FormState): string[] {
  const strengths: string[] = [];
  for (const pillar of PILLARS) {
    const rating = form[pillar].rating;
    if (rating !== null && rating >= 4) {
      strengths.push(
        `${PILLAR_LABELS[pillar]} is a strength: rated ${rating}/5 (${ratingLabel(pillar, rating)}).`,
      );
    }
  }
  for (const loop of LOOPS) {
    const { current, actions, metrics } = form.loops[loop];
    if (filled(current) && filled(actions) && filled(metrics)) {
      strengths.push(
        `${LOOP_TITLES[loop]} is well defined: current state, actions and metrics are all in place.`,
      );
    }
  }
  return strengths;
}

/**
 * Pillars unrated or rated 1-2, then the key fields left empty (named by their labels), then an
 * action plan without success measures.
 */
export function improvementsOf(form: FormState): string[] {
  const improvements: string[] = [];
  for (const pillar of PILLARS) {
    const rating = form[pillar].rating;
    const name = PILLAR_LABELS[pillar];
    if (rating === null) {
      improvements.push(`${name} is unrated: rate it to see where you stand.`);
    } else if (rating <= 2) {
      improvements.push(`${name} needs work: rated ${rating}/5 (${ratingLabel(pillar, rating)}).`);
    }
  }
  for (const field of KEY_TEXT_FIELDS) {
    if (!filled(field.read(form))) {
      improvements.push(`${field.section}: '${field.label}' is still empty.`);
    }
  }
  if (!filled(form.actionPlan.successMeasures)) {
    improvements.push(
      `Your action plan has no ${ACTION_PLAN_FIELDS.successMeasures.label}: say how you will know, in 30 days, that it worked.`,
    );
  }
  return improvements;
}
