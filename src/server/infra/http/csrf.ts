import type { MiddlewareHandler } from 'hono';
import { AppError } from '@shared/errors';
import type { AppEnv } from './app-env';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
const SIMPLE_BODY = /^(application\/x-www-form-urlencoded|multipart\/form-data|text\/plain)/i;

/**
 * Refuses cross-site writes. JSON bodies cannot be sent cross-site without a CORS preflight (which
 * this server never grants), so only "simple" bodies need checking: their Origin must be ours, and
 * a browser's Sec-Fetch-Site must not say cross-site. Clients that send no Origin (curl) are not
 * browsers and carry no ambient cookies of a victim.
 */
export function sameOriginWrites(publicOrigin: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!SAFE.has(c.req.method)) {
      const origin = c.req.header('origin');
      const site = c.req.header('sec-fetch-site');
      const simple =
        SIMPLE_BODY.test(c.req.header('content-type') ?? '') || !c.req.header('content-type');
      const foreignOrigin =
        origin !== undefined && origin !== publicOrigin && origin !== new URL(c.req.url).origin;
      if ((simple && foreignOrigin) || site === 'cross-site') {
        throw new AppError('FORBIDDEN', 'Cross-site request refused');
      }
    }
    await next();
  };
}
