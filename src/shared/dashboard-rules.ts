import type { FormState } from './contracts/assessment-rules';
import { LOOPS, PILLAR_LABELS, PILLARS, type Loop, type Pillar } from './domain';
import { ACTION_PLAN_FIELDS, ASSESSMENT_TEXTS, LOOP_TITLES, PILLAR_FIELDS } from './form-fields';
import { RATING_GUIDES } from './rating-guides';

/**
 * The dashboard's 'Key Strengths' and 'Areas for Improvement' (docs/product-decisions.md 'Scores
 * and dashboard'): plain sentences derived from the form alone, in a fixed order, so the same form
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
    id: 'product.problem',
    section: PILLAR_LABELS.product,
    label: PILLAR_FIELDS.product.problem.label,
    read: (f: FormState) => f.product.problem,
  },
  {
    id: 'product.solution',
    section: PILLAR_LABELS.product,
    label: PILLAR_FIELDS.product.solution.label,
    read: (f: FormState) => f.product.solution,
  },
  {
    id: 'market.target',
    section: PILLAR_LABELS.market,
    label: PILLAR_FIELDS.market.target.label,
    read: (f: FormState) => f.market.target,
  },
  {
    id: 'market.idealCustomer',
    section: PILLAR_LABELS.market,
    label: PILLAR_FIELDS.market.idealCustomer.label,
    read: (f: FormState) => f.market.idealCustomer,
  },
  {
    id: 'execution.delivery',
    section: PILLAR_LABELS.execution,
    label: PILLAR_FIELDS.execution.delivery.label,
    read: (f: FormState) => f.execution.delivery,
  },
  {
    id: 'execution.goToMarket',
    section: PILLAR_LABELS.execution,
    label: PILLAR_FIELDS.execution.goToMarket.label,
    read: (f: FormState) => f.execution.goToMarket,
  },
  {
    id: 'actionPlan.priority',
    section: ASSESSMENT_TEXTS.actionPlanTitle,
    label: ACTION_PLAN_FIELDS.priority.label,
    read: (f: FormState) => f.actionPlan.priority,
  },
] as const;

type KeyTextField = (typeof KEY_TEXT_FIELDS)[number]['id'];

/**
 * Bumped whenever `formFactsOf` changes what it derives, so that facts stored by an older version
 * are recomputed from the form instead of being trusted.
 */
export const FORM_FACTS_VERSION = 1;

/**
 * All that the dashboard's rules read of a form. A save stores it beside the form, so the
 * dashboard reads a few hundred bytes instead of a form of up to ~115 kB (the budgets of
 * docs/architecture.md).
 */
export interface FormFacts {
  v: typeof FORM_FACTS_VERSION;
  ratings: Record<Pillar, number | null>;
  /** Key text fields left blank, in KEY_TEXT_FIELDS order. */
  emptyKeyFields: KeyTextField[];
  /** Loops whose current state, actions and metrics are all filled, in LOOPS order. */
  definedLoops: Loop[];
  hasSuccessMeasures: boolean;
}

export function formFactsOf(form: FormState): FormFacts {
  return {
    v: FORM_FACTS_VERSION,
    ratings: {
      product: form.product.rating,
      market: form.market.rating,
      execution: form.execution.rating,
    },
    emptyKeyFields: KEY_TEXT_FIELDS.filter((field) => !filled(field.read(form))).map((f) => f.id),
    definedLoops: LOOPS.filter((loop) => {
      const { current, actions, metrics } = form.loops[loop];
      return filled(current) && filled(actions) && filled(metrics);
    }),
    hasSuccessMeasures: filled(form.actionPlan.successMeasures),
  };
}

const isRating = (value: unknown) =>
  value === null || (Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 5);

/** Stored facts of the current version and shape; anything else is recomputed from the form. */
export function isFormFacts(value: unknown): value is FormFacts {
  if (typeof value !== 'object' || value === null) return false;
  const facts = value as Partial<Record<keyof FormFacts, unknown>>;
  const ratings = facts.ratings as Record<string, unknown> | null | undefined;
  const keyIds: readonly string[] = KEY_TEXT_FIELDS.map((f) => f.id);
  return (
    facts.v === FORM_FACTS_VERSION &&
    typeof ratings === 'object' &&
    ratings !== null &&
    PILLARS.every((pillar) => isRating(ratings[pillar])) &&
    Array.isArray(facts.emptyKeyFields) &&
    facts.emptyKeyFields.every((id) => keyIds.includes(id as string)) &&
    Array.isArray(facts.definedLoops) &&
    facts.definedLoops.every((loop) => (LOOPS as readonly unknown[]).includes(loop)) &&
    typeof facts.hasSuccessMeasures === 'boolean'
  );
}

/** Pillars rated 4 or 5, then loops whose current state, actions and metrics are all filled. */
export function strengthsOf(facts: FormFacts): string[] {
  const strengths: string[] = [];
  for (const pillar of PILLARS) {
    const rating = facts.ratings[pillar];
    if (rating !== null && rating >= 4) {
      strengths.push(
        `${PILLAR_LABELS[pillar]} is a strength: rated ${rating}/5 (${ratingLabel(pillar, rating)}).`,
      );
    }
  }
  for (const loop of LOOPS) {
    if (facts.definedLoops.includes(loop)) {
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
export function improvementsOf(facts: FormFacts): string[] {
  const improvements: string[] = [];
  for (const pillar of PILLARS) {
    const rating = facts.ratings[pillar];
    const name = PILLAR_LABELS[pillar];
    if (rating === null) {
      improvements.push(`${name} is unrated: rate it to see where you stand.`);
    } else if (rating <= 2) {
      improvements.push(`${name} needs work: rated ${rating}/5 (${ratingLabel(pillar, rating)}).`);
    }
  }
  for (const field of KEY_TEXT_FIELDS) {
    if (facts.emptyKeyFields.includes(field.id)) {
      improvements.push(`${field.section}: '${field.label}' is still empty.`);
    }
  }
  if (!facts.hasSuccessMeasures) {
    improvements.push(
      `Your action plan has no ${ACTION_PLAN_FIELDS.successMeasures.label}: say how you will know, in 30 days, that it worked.`,
    );
  }
  return improvements;
}
