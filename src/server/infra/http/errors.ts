import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { AppError, MESSAGES, type ErrorBody } from '@shared/errors';
import type { AppEnv } from './app-env';

export function zodIssues(error: z.ZodError): NonNullable<ErrorBody['issues']> {
  return error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

/**
 * The seconds a limited request (429, or 503 when busy) should wait, from the error's
 * `retryAfterSeconds` (`consume` in infra/rate-limit.ts sets it): a whole number, at least 1.
 */
function retryAfterOf(err: AppError): number | undefined {
  if (err.status !== 429 && err.status !== 503) return undefined;
  const seconds = err.details?.retryAfterSeconds;
  if (typeof seconds !== 'number' || !Number.isFinite(seconds)) return undefined;
  return Math.max(1, Math.ceil(seconds));
}

/** One handler maps every thrown error to the JSON envelope; unknown errors never leak a stack. */
export function handleError(err: Error, c: Context<AppEnv>): Response {
  const requestId = c.get('requestId');
  if (err instanceof AppError) {
    const body: ErrorBody = { message: err.message, code: err.code, ...(err.details ?? {}) };
    const retry = retryAfterOf(err);
    if (retry !== undefined) c.header('retry-after', String(retry));
    return c.json(body, err.status as ContentfulStatusCode);
  }
  if (err instanceof z.ZodError) {
    const issues = zodIssues(err);
    return c.json(
      { message: issues[0]?.message ?? 'Invalid request', code: 'BAD_REQUEST', issues },
      400,
    );
  }
  if (err instanceof HTTPException) {
    const status = err.status;
    const message =
      status === 413
        ? MESSAGES.tooLarge
        : err.message || (status === 401 ? MESSAGES.unauthorized : 'Request failed');
    return c.json({ message }, status as ContentfulStatusCode);
  }
  const log = c.get('log');
  log?.error({ err, requestId }, 'unhandled error');
  return c.json({ message: MESSAGES.internal, code: 'INTERNAL', requestId }, 500);
}
