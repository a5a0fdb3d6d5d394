import {
  APICallError,
  generateText,
  JSONParseError,
  NoObjectGeneratedError,
  NoOutputGeneratedError,
  Output,
  RetryError,
  TypeValidationError,
  type FinishReason,
  type LanguageModel,
  type LanguageModelUsage,
  type ModelMessage,
} from 'ai';
import type { z } from 'zod';
import {
  coachingResultSchema,
  industryInferenceSchema,
  suggestResultSchema,
} from '@shared/contracts/ai';
import { buildCoachPrompt } from './prompts/coach';
import { AiError } from '../infra/ai/errors';
import { buildInferIndustryPrompt } from './prompts/infer-industry';
import { clip, type PromptParts } from './prompts/data';
import { buildSuggestPrompt } from './prompts/suggest';
import type { AiCallKind, AiCallOptions, AiEngine } from '../infra/ai/types';

type ProviderOptions = Parameters<typeof generateText>[0]['providerOptions'];

export const DEFAULT_AI_TIMEOUT_MS = 60_000;
/** A model answer in the wrong shape is asked for once more, then the user gets the spec's error. */
const ATTEMPTS = 2;

export interface ModelEngineOptions {
  model: LanguageModel;
  /** Shown on the coaching screen as the coach that wrote a session, e.g. 'openai:gpt-4o-mini'. */
  name: string;
  /**
   * One deadline for a whole call, retry included (docs/product-decisions.md, 'Coaching and AI':
   * requests time out at 60 s).
   */
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

/** The longest previous answer sent back with a retry (a valid coaching answer is far shorter). */
const ECHO_MAX = 16_000;
/** At most this many schema problems are named, each at most this long. */
const ISSUES_MAX = 6;
const ISSUE_MAX = 160;

/** What was wrong with an answer: the model's text (when there was one) and the problem in words. */
export interface InvalidAnswer {
  text: string | undefined;
  problem: string;
}

/** The schema's complaints, short: 'recommendActions: Too small: expected array to have >=1 items'. */
function issuesText(error: z.ZodError): string {
  const issues = error.issues.slice(0, ISSUES_MAX).map((issue) => {
    const path = issue.path.map(String).join('.') || '(the whole answer)';
    return clip(`${path}: ${issue.message}`, ISSUE_MAX);
  });
  const more = error.issues.length - issues.length;
  return `it does not match the JSON Schema (${issues.join('; ')}${more > 0 ? `; and ${more} more` : ''})`;
}

/** The problem with an answer's text, found again with our own parse and schema. */
function problemOf(
  text: string | undefined,
  schema: z.ZodType,
  finishReason: FinishReason | undefined,
): string {
  if (!text?.trim()) return 'it was empty';
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    if (finishReason === 'length')
      return 'it was cut off before the JSON object was complete; keep every text shorter';
    return `it is not valid JSON (${clip(err instanceof Error ? err.message : String(err), ISSUE_MAX)})`;
  }
  const parsed = schema.safeParse(value);
  return parsed.success
    ? 'it could not be read as the JSON object asked for'
    : issuesText(parsed.error);
}

/** An answer that failed: what the model wrote and why it does not do (for the retry). */
export function invalidAnswer(err: unknown, schema: z.ZodType): InvalidAnswer {
  if (NoObjectGeneratedError.isInstance(err))
    return { text: err.text, problem: problemOf(err.text, schema, err.finishReason) };
  if (JSONParseError.isInstance(err))
    return { text: err.text, problem: problemOf(err.text, schema, undefined) };
  if (TypeValidationError.isInstance(err)) {
    const text = JSON.stringify(err.value);
    return { text, problem: problemOf(text, schema, undefined) };
  }
  return { text: undefined, problem: 'no answer came back' };
}

/**
 * The conversation of a retry: the request, the model's invalid answer, and what was wrong with
 * it, so that the model can correct itself rather than be asked the same thing again.
 */
export function retryMessages(prompt: string, failed: InvalidAnswer): ModelMessage[] {
  const messages: ModelMessage[] = [{ role: 'user', content: prompt }];
  if (failed.text?.trim())
    messages.push({ role: 'assistant', content: clip(failed.text, ECHO_MAX) });
  messages.push({
    role: 'user',
    content: `Your previous answer was not valid: ${failed.problem}. Answer again with only the JSON object, matching the JSON Schema in your instructions.`,
  });
  return messages;
}

/**
 * An AiEngine over any AI SDK language model: prompts and sampling settings built per use case,
 * output checked against the shared schema, one retry of a wrongly shaped answer that tells the
 * model what was wrong, one deadline, token use reported.
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
    let messages: ModelMessage[] = [{ role: 'user', content: parts.prompt }];
    try {
      for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
        let failed: InvalidAnswer;
        try {
          const result = await generateText({
            model: opts.model,
            instructions: parts.system,
            messages,
            output: Output.object({ schema }),
            maxOutputTokens: parts.settings.maxOutputTokens,
            temperature: parts.settings.temperature,
            abortSignal: signal,
            maxRetries: opts.transportRetries ?? 1,
            ...(opts.providerOptions ? { providerOptions: opts.providerOptions } : {}),
          });
          tokens += tokensOf(result.usage);
          // The SDK validated already; parsing again applies the schema's defaults and transforms.
          const parsed = schema.safeParse(result.output);
          if (parsed.success) return parsed.data as z.infer<S>;
          failed = { text: result.text, problem: issuesText(parsed.error) };
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
          failed = invalidAnswer(err, schema);
        }
        messages = retryMessages(parts.prompt, failed);
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
