import type { FormState } from './contracts/assessment-form';
import type { Pillar } from './domain';

export interface Scores {
  product: number;
  market: number;
  execution: number;
  overall: number;
}

/**
 * Pillar score = rating x 20 (0 when unrated); overall = rounded mean of the three
 * (docs/product-decisions.md 'Scores and dashboard').
 */
export function scoresOfRatings(ratings: Record<Pillar, number | null>): Scores {
  const product = (ratings.product ?? 0) * 20;
  const market = (ratings.market ?? 0) * 20;
  const execution = (ratings.execution ?? 0) * 20;
  return { product, market, execution, overall: Math.round((product + market + execution) / 3) };
}

export function computeScores(form: Pick<FormState, 'product' | 'market' | 'execution'>): Scores {
  return scoresOfRatings({
    product: form.product.rating,
    market: form.market.rating,
    execution: form.execution.rating,
  });
}
