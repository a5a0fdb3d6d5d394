import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { z } from 'zod';
import { ASSESSMENT_MESSAGES } from '@shared/contracts/assessments';
import { ROUTE_SCHEMAS } from '@shared/contracts/route-schemas';
import { API } from '@shared/contracts/routes';
import { AppError } from '@shared/errors';
import { SHARING_MESSAGES } from '@shared/sharing-texts';
import type { AppEnv } from '../../context';
import { requireAuth } from '../../infra/auth/require';
import { clientIp } from '../../infra/http/client-ip';
import { parseJson } from '../../infra/http/validate';
import { consume } from '../../infra/rate-limit';
import {
  SHARED_VIEW_HEADERS,
  tooManyViewsPage,
  unavailablePage,
  withSharedViewMeta,
} from './sharing.pages';
import {
  createMentorLink,
  isOpenable,
  listMentorLinks,
  openSharedView,
  revokeMentorLink,
  type SharingDeps,
} from './sharing.service';
import { jsonBytes } from '../../infra/http/json-bytes';

const idSchema = z.uuid();

/** A path's id that is not an id cannot name anything of the user's: 404, as assessments do. */
function idParam(c: Context<AppEnv>, name: string, message: string): string {
  const parsed = idSchema.safeParse(c.req.param(name));
  if (!parsed.success) throw new AppError('NOT_FOUND', message);
  return parsed.data;
}

function deps(c: Context<AppEnv>): SharingDeps {
  return { db: c.get('db'), now: c.get('deps').clock?.() ?? new Date() };
}

/**
 * Sets the shared view's headers on whatever answers a shared view's path (the page, its JSON,
 * their errors). Registered in app.ts before the security headers, so that its Referrer-Policy
 * is the one that stays.
 */
export const sharedViewHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(SHARED_VIEW_HEADERS)) c.res.headers.set(name, value);
};

/** A request path as the log may show it: a shared view's token is a password, so it is cut. */
export function withoutShareToken(path: string): string {
  return path.replace(
    /^(\/api)?\/shared\/[^/]*/,
    (_m, api: string | undefined) => `${api ?? ''}/shared/:token`,
  );
}

export function sharingRoutes() {
  const app = new Hono<AppEnv>();

  app.get(API.mentorLinks.path, async (c) => {
    const { user } = await requireAuth(c);
    const assessmentId = idParam(c, 'id', ASSESSMENT_MESSAGES.notFound);
    return c.json(await listMentorLinks(deps(c), user.id, assessmentId));
  });

  app.post(API.createMentorLink.path, async (c) => {
    const { user } = await requireAuth(c);
    const assessmentId = idParam(c, 'id', ASSESSMENT_MESSAGES.notFound);
    const { expiresInDays } = await parseJson(c, ROUTE_SCHEMAS.createMentorLink.body);
    const publicUrl = c.get('deps').env.publicUrl;
    const created = await createMentorLink(
      { ...deps(c), publicUrl },
      user.id,
      assessmentId,
      expiresInDays,
    );
    return c.json(created, 201);
  });

  app.post(API.revokeMentorLink.path, async (c) => {
    const { user } = await requireAuth(c);
    const assessmentId = idParam(c, 'id', SHARING_MESSAGES.linkNotFound);
    const linkId = idParam(c, 'linkId', SHARING_MESSAGES.linkNotFound);
    return c.json(await revokeMentorLink(deps(c), { userId: user.id, assessmentId, linkId }));
  });

  // The mentor's read: no account, no cookie read; the token is the only key.
  app.get(API.sharedView.path, async (c) => {
    await consume(c.get('deps').limiters.mentorView, clientIp(c));
    const { assessmentCache, dashboardCache, mentorLinkCache } = c.get('deps');
    const json = await openSharedView(
      { ...deps(c), viewCache: assessmentCache, dashboardCache, linkCache: mentorLinkCache },
      c.req.param('token'),
    );
    return jsonBytes(c, json);
  });

  // The page: a live link opens the app (its shared view screen), anything else a plain page.
  app.get(API.sharedPage.path, async (c, next) => {
    try {
      await c.get('deps').limiters.mentorView.consume(clientIp(c));
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      const seconds = Math.max(1, Math.ceil(err.msBeforeNext / 1000));
      return c.html(tooManyViewsPage(seconds), 429, { 'retry-after': String(seconds) });
    }
    if (!(await isOpenable(deps(c), c.req.param('token')))) {
      return c.html(unavailablePage(), 404);
    }
    await next();
    if (c.res.headers.get('content-type')?.startsWith('text/html')) {
      const html = withSharedViewMeta(await c.res.text());
      c.res.headers.delete('content-length');
      c.res = new Response(html, { status: c.res.status, headers: c.res.headers });
    }
  });

  return app;
}
