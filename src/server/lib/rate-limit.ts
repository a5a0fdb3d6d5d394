import {
  RateLimiterDrizzle,
  RateLimiterMemory,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { AppError, MESSAGES } from '@shared/errors';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';

export interface LimitSpec {
  points: number;
  durationSec: number;
}

export const LIMIT_SPECS = {
  /** Sign-in link requests per email address. */
  loginEmail: { points: 5, durationSec: 15 * 60 },
  /** Sign-in requests (links and OIDC starts) per IP address. */
  loginIp: { points: 30, durationSec: 15 * 60 },
  /** Requests that call the AI (suggestions, industry inference, coaching) per user. */
  ai: { points: 30, durationSec: 60 },
} as const satisfies Record<string, LimitSpec>;

export type LimiterName = keyof typeof LIMIT_SPECS;
export type RateLimiters = Record<LimiterName, RateLimiterAbstract>;

/**
 * Memory counters on the embedded database (one process owns it); on PostgreSQL the counters live in
 * the database so that every instance behind a load balancer shares them.
 */
export function createRateLimiters(
  database: Database,
  specs: Record<LimiterName, LimitSpec> = LIMIT_SPECS,
): RateLimiters {
  const make = (name: string, spec: LimitSpec): RateLimiterAbstract =>
    database.kind === 'postgres'
      ? new RateLimiterDrizzle({
          storeClient: database.db,
          schema: rateLimits,
          keyPrefix: name,
          points: spec.points,
          duration: spec.durationSec,
          clearExpiredByTimeout: false,
        })
      : new RateLimiterMemory({ keyPrefix: name, points: spec.points, duration: spec.durationSec });
  return Object.fromEntries(
    Object.entries(specs).map(([name, spec]) => [name, make(name, spec)]),
  ) as RateLimiters;
}

/** Spends one point; over the limit it throws a 429 with the wait in seconds. */
export async function consume(limiter: RateLimiterAbstract, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (err) {
    if (err instanceof RateLimiterRes) {
      throw new AppError('RATE_LIMITED', MESSAGES.rateLimited, {
        retryAfterSeconds: Math.ceil(err.msBeforeNext / 1000),
      });
    }
    throw err;
  }
}
