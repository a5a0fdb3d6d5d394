import {
  APICallError,
  generateText,
  JSONParseError,
  NoObjectGeneratedError,
  NoOutputGeneratedError,
  Output,
  RetryError,
  TypeValidationError,
  type LanguageModel,
  type LanguageModelUsage,
} from 'ai';
import type { z } from 'zod';
import {
  coachingResultSchema,
  industryInferenceSchema,
  suggestResultSchema,
} from '@shared/contracts/ai';
import { buildCoachPrompt } from './prompts/coach';
import { AiError } from '../lib/ai/errors';
import { buildInferIndustryPrompt } from './prompts/infer-industry';
import type { PromptParts } from './prompts/data';
import { buildSuggestPrompt } from './prompts/suggest';
import type { AiCallKind, AiCallOptions, AiEngine } from '../lib/ai/types';

type ProviderOptions = Parameters<typeof generateText>[0]['providerOptions'];

export const DEFAULT_AI_TIMEOUT_MS = 60_000;
/** A model answer in the wrong shape is asked for once more, then the user gets the spec's error. */
const ATTEMPTS = 2;

export interface ModelEngineOptions {
  model: LanguageModel;
  /** Shown on the coaching screen as the coach that wrote a session, e.g. 'openai:gpt-4o-mini'. */
  name: string;
  /** One deadline for a whole call, retry included (DECISIONS.md: requests time out at 60 s). */
  timeoutMs?: number;
  /**
   * The AI SDK's own retries of a failed HTTP call (429, 5xx, network), with back-off; 1 by default.
   * Separate from the one retry of a wrongly shaped answer.
   */
  transportRetries?: number;
  /** Every call's tokens, e.g. for logs or evals; per-call `options.onUsage` is for recording. */
  onUsage?: (kind: AiCallKind, tokens: number) => void;
  providerOptions?: ProviderOptions;
}

function tokensOf(usage: LanguageModelUsage | undefined): number {
  if (!usage) return 0;
  return usage.totalTokens ?? (usage.inputTokens ?? 0) + (usage.outputTokens ?? 0);
}

/** A model that answered, but not with the JSON asked for: worth one more try. */
function isInvalidOutput(err: unknown): boolean {
  return (
    NoObjectGeneratedError.isInstance(err) ||
    NoOutputGeneratedError.isInstance(err) ||
    JSONParseError.isInstance(err) ||
    TypeValidationError.isInstance(err)
  );
}

function upstreamDetail(err: unknown): string {
  const last = RetryError.isInstance(err) ? err.lastError : err;
  if (APICallError.isInstance(last) && last.statusCode !== undefined) {
    return `the AI provider answered with an error (HTTP ${last.statusCode}). Please try again later.`;
  }
  return 'the AI provider could not be reached. Please try again later.';
}

/**
 * An AiEngine over any AI SDK language model: prompts built per use case, output checked against
 * the shared schema, one retry of a wrongly shaped answer, one deadline, token use reported.
 */
export function createModelEngine(opts: ModelEngineOptions): AiEngine {
  const timeoutMs = opts.timeoutMs ?? DEFAULT_AI_TIMEOUT_MS;
  const timeoutText =
    timeoutMs % 1000 === 0 ? `${timeoutMs / 1000} seconds` : `${timeoutMs} milliseconds`;

  async function run<S extends z.ZodType>(
    kind: AiCallKind,
    schema: S,
    parts: PromptParts,
    options: AiCallOptions | undefined,
  ): Promise<z.infer<S>> {
    const signal = AbortSignal.timeout(timeoutMs);
    let tokens = 0;
    try {
      for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
        try {
          const result = await generateText({
            model: opts.model,
            system: parts.system,
            prompt: parts.prompt,
            output: Output.object({ schema }),
            abortSignal: signal,
            maxRetries: opts.transportRetries ?? 1,
            ...(opts.providerOptions ? { providerOptions: opts.providerOptions } : {}),
          });
          tokens += tokensOf(result.usage);
          // The SDK validated already; parsing again applies the schema's defaults and transforms.
          const parsed = schema.safeParse(result.output);
          if (parsed.success) return parsed.data as z.infer<S>;
        } catch (err) {
          if (NoObjectGeneratedError.isInstance(err)) tokens += tokensOf(err.usage);
          if (signal.aborted) {
            throw new AiError(
              kind,
              'timeout',
              `the AI model did not answer within ${timeoutText}. Please try again.`,
              { cause: err },
            );
          }
          if (!isInvalidOutput(err))
            throw new AiError(kind, 'upstream', upstreamDetail(err), { cause: err });
        }
      }
      throw new AiError(
        kind,
        'invalid_output',
        `the AI model did not return a valid answer (tried ${ATTEMPTS} times). Please try again.`,
      );
    } finally {
      opts.onUsage?.(kind, tokens);
      options?.onUsage?.({ kind, model: opts.name, tokens });
    }
  }

  return {
    name: opts.name,
    suggest: (input, options) =>
      run('suggest', suggestResultSchema, buildSuggestPrompt(input), options),
    inferIndustry: (form, options) =>
      run('infer-industry', industryInferenceSchema, buildInferIndustryPrompt(form), options),
    coach: (input, options) => run('coach', coachingResultSchema, buildCoachPrompt(input), options),
  };
}
