import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { matchedRoutes } from 'hono/route';
import { secureHeaders } from 'hono/secure-headers';
import { AppError, MESSAGES } from '@shared/errors';
import type { AppDeps, AppEnv } from './context';
import { sameOriginWrites } from './infra/http/csrf';
import { handleError } from './infra/http/errors';
import { methodNotAllowed } from './infra/http/method-not-allowed';
import { serveSpa } from './infra/http/spa';
import { adminRoutes } from './modules/admin';
import { assessmentsRoutes } from './modules/assessments';
import { authRoutes } from './modules/auth';
import { benchmarkRoutes } from './modules/benchmark';
import { coachingRoutes } from './modules/coaching';
import { accountRoutes } from './modules/account';
import { creditsRoutes } from './modules/credits';
import { dashboardRoutes } from './modules/dashboard';
import { exportRoutes } from './modules/export';
import { healthRoutes } from './modules/health';
import { sharedViewHeaders, sharingRoutes, withoutShareToken } from './modules/sharing';
import { suggestRoutes } from './modules/suggest';

export const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * A request's route for metrics: the pattern it matched ('/api/assessments/:id'), never the
 * path itself (ids and made-up paths would grow the series without end).
 */
function routeLabel(c: Context<AppEnv>): string {
  // The handler's own route (middleware is registered for ALL methods, or with a wildcard).
  const handler = matchedRoutes(c).findLast((r) => r.method !== 'ALL' && !r.path.endsWith('*'));
  if (handler) return handler.path;
  return c.req.path.startsWith('/api/') ? 'unmatched' : 'static';
}

/** Composes the HTTP application from its collaborators; no module-level state. */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const publicOrigin = new URL(deps.env.publicUrl).origin;

  app.use('*', async (c, next) => {
    const requestId = c.req.header('x-request-id')?.slice(0, 64) || randomUUID();
    const log = deps.logger.child({ requestId });
    c.set('requestId', requestId);
    c.set('log', log);
    c.set('deps', deps);
    c.set('db', deps.database.db);
    c.set('auth', undefined);
    const started = performance.now();
    await next();
    c.header('x-request-id', requestId);
    deps.metrics?.httpDuration.observe(
      { method: c.req.method, route: routeLabel(c), status: String(c.res.status) },
      (performance.now() - started) / 1000,
    );
    if (c.req.path.startsWith('/api/')) {
      log.info(
        {
          method: c.req.method,
          path: withoutShareToken(c.req.path),
          status: c.res.status,
          ms: Math.round((performance.now() - started) * 10) / 10,
        },
        'request',
      );
    }
  });

  // Before the security headers, so that a shared view's own Referrer-Policy is the one kept.
  app.use('/shared/*', sharedViewHeaders);
  app.use('/api/shared/*', sharedViewHeaders);
  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix positions popovers and Recharts draws with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
      crossOriginEmbedderPolicy: false,
      // 'no-referrer' would make Chromium send `Origin: null` on our own form posts.
      referrerPolicy: 'strict-origin-when-cross-origin',
      strictTransportSecurity: deps.env.publicUrl.startsWith('https://')
        ? 'max-age=15552000; includeSubDomains'
        : false,
    }),
  );

  // Whatever a signed-in user's write changed, their cached reads go (embedded database only).
  app.use('/api/*', async (c, next) => {
    try {
      await next();
    } finally {
      const userId = c.req.method === 'GET' ? undefined : c.get('auth')?.user.id;
      if (userId) {
        deps.listCache?.evict(userId);
        deps.dashboardCache?.evict(userId);
        deps.assessmentCache?.evict(userId);
        deps.coachingCache?.evict(userId);
        deps.standingCache?.evict(userId);
        // A revoke, a deletion or a closed account ends a mentor link at once.
        deps.mentorLinkCache?.clear();
        // The community's figures count every founder's completed assessment.
        deps.communityCache?.evict();
      }
    }
  });

  const limitBody = bodyLimit({
    maxSize: BODY_LIMIT_BYTES,
    // The rest of the body is never read, so the connection cannot carry another request.
    onError: (c) =>
      c.json({ message: MESSAGES.tooLarge, code: 'PAYLOAD_TOO_LARGE' }, 413, {
        connection: 'close',
      }),
  });
  // Reads are left alone: asking a request for its body makes the Node adapter build a full
  // fetch Request (headers, abort signal), which cost a cached read about a tenth of its time.
  app.use('/api/*', (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limitBody(c, next),
  );
  app.use('/api/*', sameOriginWrites(publicOrigin));
  // A wrong method on an existing path: 405 with Allow, not the catch-all's 404.
  app.use('/api/*', methodNotAllowed(app));

  app.route('/', healthRoutes());
  app.route('/', authRoutes());
  app.route('/', creditsRoutes());
  app.route('/', accountRoutes());
  app.route('/', assessmentsRoutes());
  app.route('/', coachingRoutes());
  app.route('/', dashboardRoutes());
  app.route('/', benchmarkRoutes());
  app.route('/', exportRoutes());
  app.route('/', adminRoutes());
  app.route('/', suggestRoutes());
  app.route('/', sharingRoutes());

  app.all('/api/*', () => {
    throw new AppError('NOT_FOUND', MESSAGES.notFound);
  });

  if (deps.clientDir) serveSpa(app, deps.clientDir, deps.env.COMMUNITY_URL);

  app.notFound((c) => c.json({ message: MESSAGES.notFound, code: 'NOT_FOUND' }, 404));
  app.onError(handleError);
  return app;
}
