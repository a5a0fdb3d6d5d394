import type { FormState } from '@shared/contracts/assessment-form';
import { LIMITS } from '@shared/domain';

/**
 * The form's text fields by path ('product.problem', 'loops.product_market.metrics'), with the
 * noun phrase the coach uses when it refers to each one in a sentence.
 */
export const FIELD_NOUNS: Record<string, string> = {
  'product.problem': 'the problem',
  'product.currentHandling': 'how people handle it today',
  'product.whyWorthSolving': 'why it is worth solving',
  'product.solution': 'your solution',
  'product.evidence': 'your evidence that it works',
  'product.differentiation': 'what sets you apart',
  'product.reasoning': 'your reasoning for the Product rating',
  'market.target': 'your target market',
  'market.idealCustomer': 'your ideal customer',
  'market.discoveryEvaluation': 'what customer discovery has shown',
  'market.payEvidence': 'your evidence that they will pay',
  'market.budget': 'their budget',
  'market.marketSize': 'the market size',
  'market.reasoning': 'your reasoning for the Market rating',
  'execution.delivery': 'how you will deliver',
  'execution.resourcesPartners': 'your resources and partners',
  'execution.risks': 'the risks you named',
  'execution.goToMarket': 'your go-to-market plan',
  'execution.salesMarketing': 'your sales and marketing',
  'execution.retentionGrowth': 'how you will keep and grow customers',
  'execution.reasoning': 'your reasoning for the Execution rating',
  'actionPlan.priority': 'your 30-day priority',
  'actionPlan.successMeasures': 'your success measures',
  'reflection.hardestPillar': 'the pillar you found hardest',
  'reflection.surprises': 'what surprised you',
  'reflection.biggestImpactLoop': 'the loop you think matters most',
  'reflection.challengedAssumptions': 'the assumptions that were challenged',
};

for (const loop of ['product_market', 'product_execution', 'market_execution']) {
  FIELD_NOUNS[`loops.${loop}.current`] = 'how this loop works today';
  FIELD_NOUNS[`loops.${loop}.actions`] = 'the actions you planned for this loop';
  FIELD_NOUNS[`loops.${loop}.metrics`] = 'the metrics you chose for this loop';
}

export function fieldNoun(path: string): string {
  return FIELD_NOUNS[path] ?? 'your answer';
}

/** The text at a path of the form, or '' (tasks are joined, one per line). */
export function readField(form: FormState, path: string): string {
  let node: unknown = form;
  for (const key of path.split('.')) {
    if (node === null || typeof node !== 'object') return '';
    node = (node as Record<string, unknown>)[key];
  }
  if (typeof node === 'string') return node;
  if (Array.isArray(node)) return node.filter((t) => typeof t === 'string').join('\n');
  return '';
}

/** The most characters a field takes (priority and success measures stop at 2000). */
export function fieldLimit(path: string): number {
  return path.startsWith('actionPlan.') ? LIMITS.actionPlanRealMax : LIMITS.textMax;
}

/** Every text field the coach reads. */
export const ALL_TEXT_PATHS: readonly string[] = Object.keys(FIELD_NOUNS);
