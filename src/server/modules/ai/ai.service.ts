import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { z } from 'zod';
import { AppError } from '@shared/errors';
import type { Db } from '../../db/client';
import { AI_FAILURE_PREFIX, AiError } from '../../infra/ai/errors';
import type { AiCallKind, AiCallOptions, AiEngine, AiUsage } from '../../infra/ai/types';
import type { Logger } from '../../infra/logger';
import type { Metrics } from '../../infra/metrics/metrics';
import { consume } from '../../infra/rate-limit';
import { insertAiUsage } from './ai.queries';

/** What a request that calls the AI needs. */
export interface AiDeps {
  db: Db;
  ai: AiEngine;
  /** Per-user limit on requests that call the AI (LIMIT_SPECS.ai). */
  limiter: RateLimiterAbstract;
  log: Logger;
  /** Counts model calls and their tokens, when metrics are on. */
  metrics?: Metrics | undefined;
}

/** Spends one of the user's AI requests; over the limit it is a 429. */
export async function spendAiRequest(deps: AiDeps, userId: string): Promise<void> {
  await consume(deps.limiter, userId);
}

/**
 * Any engine failure as the answer the client expects: 502 with the spec's prefix for this
 * request (`kind`) and a message fit to show. The cause goes to the log, never to the user.
 */
export function toAiFailure(deps: AiDeps, kind: AiCallKind, err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof AiError) {
    deps.log.warn(
      { err: err.cause ?? err, call: err.kind, failure: err.failure, engine: deps.ai.name },
      'AI call failed',
    );
    return new AppError('UPSTREAM', `${AI_FAILURE_PREFIX[kind]}${err.detail}`, {
      failure: err.failure,
    });
  }
  deps.log.error({ err, call: kind, engine: deps.ai.name }, 'AI engine error');
  return new AppError(
    'UPSTREAM',
    `${AI_FAILURE_PREFIX[kind]}the coach could not answer. Please try again.`,
  );
}

/**
 * Runs the engine calls of one request and records what they cost in ai_usage, failed calls
 * included (their tokens were spent too). Engines that spend no tokens report nothing, so the
 * offline coach leaves no rows.
 */
export async function withUsage<T>(
  deps: AiDeps,
  userId: string,
  run: (options: AiCallOptions) => Promise<T>,
): Promise<T> {
  const usages: AiUsage[] = [];
  try {
    return await run({
      onUsage: (usage) => {
        usages.push(usage);
        deps.metrics?.aiCalls.inc({ kind: usage.kind, model: usage.model });
        deps.metrics?.aiTokens.inc({ kind: usage.kind, model: usage.model }, usage.tokens);
      },
    });
  } finally {
    try {
      await insertAiUsage(
        deps.db,
        usages.map((u) => ({ userId, kind: u.kind, model: u.model, tokens: u.tokens })),
      );
    } catch (err) {
      deps.log.error({ err }, 'recording AI usage failed');
    }
  }
}

/** An engine answer outside the contract is a failed call (502), never a 500 or bad data. */
export function checkedOutput<S extends z.ZodType>(
  deps: AiDeps,
  kind: AiCallKind,
  schema: S,
  value: unknown,
): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw toAiFailure(deps, kind, new Error(`${deps.ai.name} answered outside the ${kind} schema`));
}
