// The face of the ai module: the AI request budget and usage records the AI features share
// (docs/architecture.md).
export { aiDepsOf } from './ai.deps';
export { listAiUsage } from './ai.queries';
export { checkedOutput, spendAiRequest, toAiFailure, withUsage, type AiDeps } from './ai.service';
