// Assessment forms for tests and the benchmark. Plain data builders: no test framework imports.
import {
  actionPlanSchema,
  executionSchema,
  formStateSchema,
  marketSchema,
  productSchema,
  reflectionSchema,
  type FormState,
} from '@shared/contracts/assessment-form';
import { LIMITS, LOOPS } from '@shared/domain';

/** The schema's input: any part may be left out and takes its default. */
export type FormInput = Parameters<typeof formStateSchema.parse>[0];

export function form(input: FormInput = {}): FormState {
  return formStateSchema.parse(input);
}

/** A form that may be completed: priority and success measures filled, ratings as given. */
export function completableForm(
  ratings: { product?: number | null; market?: number | null; execution?: number | null } = {},
): FormState {
  return form({
    product: { problem: 'Invoices are chased by hand', rating: ratings.product ?? null },
    market: { target: 'Small accounting firms', rating: ratings.market ?? null },
    execution: { delivery: 'A web app', rating: ratings.execution ?? null },
    actionPlan: {
      priority: 'Ten customer interviews',
      next30Days: ['Write the interview guide', 'Book the calls'],
      successMeasures: 'Three firms ask for a pilot',
    },
  });
}

const CUSTOM_INDUSTRY_MAX = 200;

function fillText(keys: string[], length: number, mark: string): Record<string, string> {
  return Object.fromEntries(keys.map((k, i) => [k, `${mark}${i}`.padEnd(length, mark)]));
}

const textKeys = (shape: Record<string, unknown>) =>
  Object.keys(shape).filter((k) => k !== 'rating');

/**
 * Every text field at its maximum length (3000; priority and success measures 2000; custom industry
 * 200), 20 tasks of 500 and all ratings: the largest form a user can complete.
 */
export function maxLengthForm(): FormState {
  const text = LIMITS.textMax;
  return form({
    industry: 'Other/Custom',
    customIndustry: 'c'.repeat(CUSTOM_INDUSTRY_MAX),
    region: 'Europe',
    country: 'United Kingdom',
    product: { ...fillText(textKeys(productSchema.shape), text, 'p'), rating: 5 },
    market: { ...fillText(textKeys(marketSchema.shape), text, 'm'), rating: 4 },
    execution: { ...fillText(textKeys(executionSchema.shape), text, 'e'), rating: 3 },
    loops: Object.fromEntries(
      LOOPS.map((loop) => [loop, fillText(['current', 'actions', 'metrics'], text, loop[0]!)]),
    ),
    actionPlan: {
      ...fillText(
        textKeys(actionPlanSchema.shape).filter((k) => k !== 'next30Days'),
        LIMITS.actionPlanRealMax,
        'a',
      ),
      next30Days: Array.from({ length: 20 }, (_, i) => `task ${i} `.padEnd(LIMITS.taskMax, 't')),
    },
    reflection: fillText(Object.keys(reflectionSchema.shape), text, 'r'),
  });
}
