import type { FormState } from './contracts/assessment-form';
import { LOOPS, PILLAR_LABELS, PILLARS, type Pillar } from './domain';
import {
  ACTION_PLAN_FIELDS,
  ASSESSMENT_TEXTS,
  CONTEXT_FIELDS,
  LOOP_FIELDS,
  LOOP_TITLES,
  PILLAR_FIELDS,
  REFLECTION_FIELDS,
} from './form-fields';

/** One answer of the form as "What changed" lists it (docs/decisions/035). */
export interface AnswerField {
  /** Where it is in the form, e.g. 'product.problem', 'loops.product_market.metrics'. */
  path: string;
  /** The screen's section title: 'Business Context', 'Product', 'Product-Market Loop', ... */
  section: string;
  /** The field's label on the assessment screen. */
  label: string;
  /** Its text; the 30-day tasks are one task a line. */
  read: (form: FormState) => string;
}

export interface AnswerChange {
  path: string;
  section: string;
  label: string;
  before: string;
  after: string;
}

const contextFields: AnswerField[] = (
  Object.keys(CONTEXT_FIELDS) as (keyof typeof CONTEXT_FIELDS)[]
).map((key) => ({
  path: key,
  section: ASSESSMENT_TEXTS.businessContext,
  label: CONTEXT_FIELDS[key].label,
  read: (form) => form[key],
}));

const pillarFields = (pillar: Pillar): AnswerField[] =>
  Object.entries(PILLAR_FIELDS[pillar]).map(([key, text]) => ({
    path: `${pillar}.${key}`,
    section: PILLAR_LABELS[pillar],
    label: text.label,
    read: (form) => (form[pillar] as unknown as Record<string, string>)[key] ?? '',
  }));

const loopFields: AnswerField[] = LOOPS.flatMap((loop) =>
  (Object.keys(LOOP_FIELDS) as (keyof typeof LOOP_FIELDS)[]).map((key) => ({
    path: `loops.${loop}.${key}`,
    section: LOOP_TITLES[loop],
    label: LOOP_FIELDS[key].label,
    read: (form: FormState) => form.loops[loop][key],
  })),
);

const actionPlanFields: AnswerField[] = [
  {
    path: 'actionPlan.priority',
    section: ASSESSMENT_TEXTS.actionPlanTitle,
    label: ACTION_PLAN_FIELDS.priority.label,
    read: (form) => form.actionPlan.priority,
  },
  {
    path: 'actionPlan.next30Days',
    section: ASSESSMENT_TEXTS.actionPlanTitle,
    label: ACTION_PLAN_FIELDS.next30Days.label,
    read: (form) => form.actionPlan.next30Days.join('\n'),
  },
  {
    path: 'actionPlan.successMeasures',
    section: ASSESSMENT_TEXTS.actionPlanTitle,
    label: ACTION_PLAN_FIELDS.successMeasures.label,
    read: (form) => form.actionPlan.successMeasures,
  },
];

const reflectionFields: AnswerField[] = (
  Object.keys(REFLECTION_FIELDS) as (keyof typeof REFLECTION_FIELDS)[]
).map((key) => ({
  path: `reflection.${key}`,
  section: ASSESSMENT_TEXTS.reflectionTitle,
  label: REFLECTION_FIELDS[key].label,
  read: (form) => form.reflection[key],
}));

/** Every answer of the form, in the screen's order (ratings are compared apart, as scores). */
export const ANSWER_FIELDS: readonly AnswerField[] = [
  ...contextFields,
  ...PILLARS.flatMap(pillarFields),
  ...loopFields,
  ...actionPlanFields,
  ...reflectionFields,
];

/** The answers that differ between two forms, in the screen's order, each with its text before and after. */
export function changedAnswers(before: FormState, after: FormState): AnswerChange[] {
  const changes: AnswerChange[] = [];
  for (const field of ANSWER_FIELDS) {
    const was = field.read(before);
    const now = field.read(after);
    if (was !== now)
      changes.push({
        path: field.path,
        section: field.section,
        label: field.label,
        before: was,
        after: now,
      });
  }
  return changes;
}

export type Ratings = Record<Pillar, number | null>;

export function ratingsOf(form: Pick<FormState, Pillar>): Ratings {
  return {
    product: form.product.rating,
    market: form.market.rating,
    execution: form.execution.rating,
  };
}

/**
 * The ratings behind a snapshot's scores, for a snapshot taken before answers were kept: a pillar's
 * score is its rating x 20, and 0 when it was unrated (src/shared/scores.ts).
 */
export function ratingsOfScores(scores: Record<Pillar, number>): Ratings {
  const rating = (score: number) =>
    score > 0 && score % 20 === 0 && score <= 100 ? score / 20 : null;
  return {
    product: rating(scores.product),
    market: rating(scores.market),
    execution: rating(scores.execution),
  };
}
