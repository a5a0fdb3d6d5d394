import type { FormState } from './contracts/assessment-form';

/**
 * Whether the user answered anything a coach could work with (the context alone is not enough).
 * Without an answer there is no assessment data to coach on: the server refuses to generate
 * ('No Assessment Found') and the session page shows 'Session Not Available' (spec 4).
 */
export function hasAnswers(form: FormState): boolean {
  const { product, market, execution, loops, actionPlan, reflection } = form;
  const values: unknown[] = [
    ...Object.values(product),
    ...Object.values(market),
    ...Object.values(execution),
    ...Object.values(loops).flatMap((l) => Object.values(l)),
    actionPlan.priority,
    actionPlan.successMeasures,
    ...actionPlan.next30Days,
    ...Object.values(reflection),
  ];
  return values.some((v) => (typeof v === 'string' ? v.trim() !== '' : v !== null));
}
