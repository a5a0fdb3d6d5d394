import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { Env } from '../env';
import { createModelEngine, type ModelEngineOptions } from './model-engine';
import { createOfflineEngine } from './offline';
import type { AiEngine } from '../infra/ai/types';

export const DEFAULT_MODELS = {
  openai: 'gpt-4o-mini',
  anthropic: 'claude-haiku-4-5',
} as const;

/** The provider name an OpenAI-compatible server is known by (and its providerOptions key). */
const COMPATIBLE_NAME = 'compatible';

export type AiEngineOptions = Pick<
  ModelEngineOptions,
  'timeoutMs' | 'transportRetries' | 'onUsage'
>;

type AiEnv = Pick<Env, 'AI_PROVIDER' | 'AI_MODEL' | 'AI_API_KEY' | 'AI_BASE_URL'>;

/**
 * The coach AI_PROVIDER names: the built-in offline coach (no network), or a model behind the AI
 * SDK. Schemas are sent as hints, not as strict constraints: strict JSON Schema modes refuse some
 * of the schemas' keywords, and every answer is validated (and retried once) anyway.
 */
export function createAiEngine(env: AiEnv, opts: AiEngineOptions = {}): AiEngine {
  const apiKey = env.AI_API_KEY ? { apiKey: env.AI_API_KEY } : {};
  switch (env.AI_PROVIDER) {
    case 'offline':
      return createOfflineEngine();
    case 'openai': {
      const modelId = env.AI_MODEL ?? DEFAULT_MODELS.openai;
      const openai = createOpenAI({
        ...apiKey,
        ...(env.AI_BASE_URL ? { baseURL: env.AI_BASE_URL } : {}),
      });
      return createModelEngine({
        ...opts,
        model: openai.chat(modelId),
        name: modelId,
        providerOptions: { openai: { strictJsonSchema: false } },
      });
    }
    case 'anthropic': {
      const modelId = env.AI_MODEL ?? DEFAULT_MODELS.anthropic;
      const anthropic = createAnthropic({
        ...apiKey,
        ...(env.AI_BASE_URL ? { baseURL: env.AI_BASE_URL } : {}),
      });
      return createModelEngine({ ...opts, model: anthropic(modelId), name: modelId });
    }
    case 'openai-compatible': {
      // env.ts requires both for this provider; checked again here for callers that build env by hand.
      if (!env.AI_BASE_URL || !env.AI_MODEL) {
        throw new Error('AI_PROVIDER=openai-compatible needs AI_BASE_URL and AI_MODEL');
      }
      const provider = createOpenAICompatible({
        baseURL: env.AI_BASE_URL,
        name: COMPATIBLE_NAME,
        ...apiKey,
        supportsStructuredOutputs: true,
      });
      return createModelEngine({
        ...opts,
        model: provider.chatModel(env.AI_MODEL),
        name: env.AI_MODEL,
        providerOptions: { [COMPATIBLE_NAME]: { strictJsonSchema: false } },
      });
    }
  }
}
