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
  /** Sign-in link requests per client address and email together (a 429 past it). */
  loginIpEmail: { points: 5, durationSec: 15 * 60 },
  /**
   * Sign-in mails sent to one email address. Past it the request answers as usual but sends no
   * more mail, so requests from other addresses cannot lock the owner out: the links already in
   * their inbox still work (docs/decisions/023).
   */
  loginEmail: { points: 5, durationSec: 15 * 60 },
  /** Sign-in requests (links and OIDC starts) per IP address. */
  loginIp: { points: 30, durationSec: 15 * 60 },
  /** Requests that call the AI (suggestions, industry inference, coaching) per user. */
  ai: { points: 30, durationSec: 60 },
  /**
   * Mentor-link reads (the page and its JSON, one point each) per IP address: a mentor reading
   * and reloading stays far below it; a script trying tokens does not (docs/decisions/033).
   */
  mentorView: { points: 120, durationSec: 60 },
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

/** Spends one point; answers false over the limit (nothing thrown). */
export async function tryConsume(limiter: RateLimiterAbstract, key: string): Promise<boolean> {
  try {
    await limiter.consume(key);
    return true;
  } catch (err) {
    if (err instanceof RateLimiterRes) return false;
    throw err;
  }
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
