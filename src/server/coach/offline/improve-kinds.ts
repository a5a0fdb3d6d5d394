/** Fields that are rewritten the same way. */
export type FieldKind =
  | 'problem'
  | 'solution'
  | 'evidence'
  | 'customer'
  | 'money'
  | 'plan'
  | 'risk'
  | 'measure'
  | 'state'
  | 'reasoning'
  | 'reflection';

const KIND_BY_PATH: Record<string, FieldKind> = {
  'product.problem': 'problem',
  'product.currentHandling': 'problem',
  'product.whyWorthSolving': 'problem',
  'product.solution': 'solution',
  'product.differentiation': 'solution',
  'product.evidence': 'evidence',
  'market.discoveryEvaluation': 'evidence',
  'market.payEvidence': 'evidence',
  'market.target': 'customer',
  'market.idealCustomer': 'customer',
  'market.budget': 'money',
  'market.marketSize': 'money',
  'execution.risks': 'risk',
  'actionPlan.priority': 'plan',
  'actionPlan.successMeasures': 'measure',
};

export function kindOf(path: string): FieldKind {
  const known = KIND_BY_PATH[path];
  if (known) return known;
  if (path.endsWith('.reasoning')) return 'reasoning';
  if (path.startsWith('reflection.')) return 'reflection';
  if (path.startsWith('loops.')) {
    if (path.endsWith('.current')) return 'state';
    return path.endsWith('.metrics') ? 'measure' : 'plan';
  }
  return 'plan';
}
