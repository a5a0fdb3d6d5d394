import type { AiCallKind } from './types';

/** The spec's call-error prefixes (section 8): the client shows them with the response text. */
export const AI_FAILURE_PREFIX: Record<AiCallKind, string> = {
  suggest: 'AI suggestion failed: ',
  'infer-industry': 'Industry inference failed: ',
  coach: 'AI coaching failed: ',
};

/**
 * Why a model call failed: `invalid_output` (wrong shape twice), `timeout` (no answer in time),
 * `upstream` (the provider answered an error or could not be reached).
 */
export type AiFailure = 'invalid_output' | 'timeout' | 'upstream';

/**
 * A failed AI call. The message is safe to show: it starts with the spec's prefix and never holds
 * the provider's raw answer (that stays in `cause`, for the log).
 */
export class AiError extends Error {
  readonly kind: AiCallKind;
  readonly failure: AiFailure;
  /** The message without its prefix, for callers that report it under another call's prefix. */
  readonly detail: string;
  constructor(kind: AiCallKind, failure: AiFailure, detail: string, options?: { cause?: unknown }) {
    super(`${AI_FAILURE_PREFIX[kind]}${detail}`, options);
    this.name = 'AiError';
    this.kind = kind;
    this.failure = failure;
    this.detail = detail;
  }
}
