import type { FormState } from './contracts/assessment-form';

export interface Scores {
  product: number;
  market: number;
  execution: number;
  overall: number;
}

/** Pillar score = rating x 20 (0 when unrated); overall = rounded mean of the three (DECISIONS.md). */
export function computeScores(form: Pick<FormState, 'product' | 'market' | 'execution'>): Scores {
  const product = (form.product.rating ?? 0) * 20;
  const market = (form.market.rating ?? 0) * 20;
  const execution = (form.execution.rating ?? 0) * 20;
  return { product, market, execution, overall: Math.round((product + market + execution) / 3) };
}
