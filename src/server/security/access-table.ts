// Who may call each API route, and how to call it: the table the security matrix (matrix.test.ts)
// and the JSON fuzz suite (json-fuzz.test.ts) read. Each entry is keyed by the router's own
// 'METHOD /path' (Hono's `app.routes`), so a route added without an entry here fails the matrix
// ('no rule for GET /api/x').
import { assessmentSnapshots, authorizedGroups, coachingSessions } from '../db/schema';
import { createLoginLink } from '../modules/auth';
import { sampleCoaching } from '../test/ai';
import { insertAssessmentRow } from '../test/api';
import type { TestContext } from '../test/app';
import { completableForm } from '../test/forms';
import { liveMentorLink } from './mentor-link-target';

/**
 * - public: anyone, signed in or not, gets `ok`.
 * - member: any signed-in user gets `ok` on their own data; signed out 401.
 * - owner: the object's owner gets `ok`; anyone else who is signed in (admins too) 404, as for a
 *   missing object; signed out 401. Nothing of the object is read or written for them.
 * - admin: admins get `ok`; members 403; signed out 401.
 * - self: any signed-in user gets `ok` with their own data only (their email, never another's).
 */
export type Access = 'public' | 'member' | 'owner' | 'admin' | 'self';

/** The object a request is about: an assessment with a stored coaching session, and its owner. */
export interface TargetObject {
  userId: string;
  email: string;
  assessmentId: string;
  version: number;
  /** A text only this object's form holds, to see whether an answer leaks it. */
  marker: string;
}

export interface RouteRequest {
  path: string;
  init?: { method?: string; headers?: Record<string, string>; body?: string };
  /** The request ends the session it is sent with (sign-out, sign-in): send a throwaway one. */
  endsSession?: boolean;
}

export interface RouteRule {
  access: Access;
  /** The status the allowed caller gets. */
  ok: number;
  /** The request about `target` (the caller's own object, or someone else's). */
  request: (ctx: TestContext, target: TargetObject) => RouteRequest | Promise<RouteRequest>;
  /** Not in the router yet (another change adds it): no 'stale rule' failure while it is missing. */
  planned?: boolean;
}

const jsonBody = (method: string, body: unknown): RouteRequest['init'] => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

const formBody = (fields: Record<string, string>): RouteRequest['init'] => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

let counter = 0;
export const unique = (prefix: string) => `${prefix}-${process.pid}-${++counter}`;

/** A link for a throwaway email, so the request signs in someone nobody else uses. */
async function freshLink(ctx: TestContext): Promise<URL> {
  return new URL(
    await createLoginLink(ctx.deps, ctx.deps.database.db, `${unique('link')}@example.com`),
  );
}

export const ROUTE_RULES: Record<string, RouteRule> = {
  'GET /api/health': { access: 'public', ok: 200, request: () => ({ path: '/api/health' }) },
  'GET /api/login/auth.css': {
    access: 'public',
    ok: 200,
    request: () => ({ path: '/api/login/auth.css' }),
  },
  'GET /api/login': { access: 'public', ok: 200, request: () => ({ path: '/api/login' }) },
  'POST /api/login': {
    access: 'public',
    ok: 200,
    request: () => ({
      path: '/api/login',
      init: jsonBody('POST', { email: `${unique('ask')}@example.com` }),
    }),
  },
  'GET /api/login/verify': {
    access: 'public',
    ok: 200,
    request: async (ctx) => {
      const link = await freshLink(ctx);
      return { path: `${link.pathname}${link.search}` };
    },
  },
  'POST /api/login/verify': {
    access: 'public',
    ok: 303,
    request: async (ctx) => {
      const link = await freshLink(ctx);
      return {
        path: link.pathname,
        init: formBody({ token: link.searchParams.get('token') ?? '' }),
        endsSession: true,
      };
    },
  },
  // Without an identity provider the callback sends the visitor to the sign-in form.
  'GET /api/login/callback': {
    access: 'public',
    ok: 302,
    request: () => ({ path: '/api/login/callback' }),
  },
  'GET /api/logout': {
    access: 'public',
    ok: 302,
    request: () => ({ path: '/api/logout', endsSession: true }),
  },
  'GET /api/auth/user': { access: 'self', ok: 200, request: () => ({ path: '/api/auth/user' }) },
  'GET /api/credits': { access: 'member', ok: 200, request: () => ({ path: '/api/credits' }) },
  'GET /api/assessments/list': {
    access: 'member',
    ok: 200,
    request: () => ({ path: '/api/assessments/list' }),
  },
  'POST /api/assessments/new': {
    access: 'member',
    ok: 201,
    request: () => ({
      path: '/api/assessments/new',
      init: jsonBody('POST', { name: unique('new') }),
    }),
  },
  'POST /api/assessments': {
    access: 'owner',
    ok: 200,
    request: (_ctx, o) => ({
      path: '/api/assessments',
      init: jsonBody('POST', {
        formState: completableForm(),
        assessmentId: o.assessmentId,
        version: o.version,
      }),
    }),
  },
  'GET /api/assessments/:id': {
    access: 'owner',
    ok: 200,
    request: (_ctx, o) => ({ path: `/api/assessments/${o.assessmentId}` }),
  },
  'POST /api/assessments/:id': {
    access: 'owner',
    ok: 200,
    request: (_ctx, o) => ({
      path: `/api/assessments/${o.assessmentId}`,
      init: jsonBody('POST', { formState: completableForm(), version: o.version }),
    }),
  },
  'PATCH /api/assessments/:id': {
    access: 'owner',
    ok: 200,
    request: (_ctx, o) => ({
      path: `/api/assessments/${o.assessmentId}`,
      init: jsonBody('PATCH', { name: unique('renamed'), version: o.version }),
    }),
  },
  'DELETE /api/assessments/:id': {
    access: 'owner',
    ok: 200,
    request: (_ctx, o) => ({
      path: `/api/assessments/${o.assessmentId}?version=${o.version}`,
      init: { method: 'DELETE' },
    }),
  },
  'POST /api/assessments/:id/snapshot': {
    access: 'owner',
    ok: 201,
    request: (_ctx, o) => ({
      path: `/api/assessments/${o.assessmentId}/snapshot`,
      init: jsonBody('POST', { note: 'a note' }),
    }),
  },
  // "What changed" (docs/decisions/035): the picker's snapshots and a comparison with one of them.
  'GET /api/assessments/:id/snapshots': {
    access: 'owner',
    ok: 200,
    request: (_ctx, o) => ({ path: `/api/assessments/${o.assessmentId}/snapshots` }),
  },
  'GET /api/assessments/:id/compare': {
    access: 'owner',
    ok: 200,
    request: async (ctx, o) => {
      const [snapshot] = await ctx.deps.database.db
        .insert(assessmentSnapshots)
        .values({
          assessmentId: o.assessmentId,
          userId: o.userId,
          productScore: 20,
          marketScore: 20,
          executionScore: 20,
          overallScore: 20,
          formData: completableForm(),
        })
        .returning({ id: assessmentSnapshots.id });
      return { path: `/api/assessments/${o.assessmentId}/compare?snapshot=${snapshot!.id}` };
    },
  },
  'GET /api/coach/all': {
    access: 'owner',
    ok: 200,
    request: (_ctx, o) => ({ path: `/api/coach/all?assessmentId=${o.assessmentId}` }),
  },
  'DELETE /api/coach/cache': {
    access: 'owner',
    ok: 200,
    request: (_ctx, o) => ({
      path: `/api/coach/cache?assessmentId=${o.assessmentId}`,
      init: { method: 'DELETE' },
    }),
  },
  'GET /api/coach/tasks': {
    access: 'owner',
    ok: 200,
    request: (_ctx, o) => ({ path: `/api/coach/tasks?assessmentId=${o.assessmentId}` }),
  },
  'PUT /api/coach/tasks': {
    access: 'owner',
    ok: 200,
    request: (_ctx, o) => ({
      path: '/api/coach/tasks',
      init: jsonBody('PUT', {
        assessmentId: o.assessmentId,
        sessionNumber: 3,
        task: sampleCoaching().microTasks[0],
        done: true,
      }),
    }),
  },
  'GET /api/coach/:sessionId': {
    access: 'owner',
    ok: 200,
    request: (_ctx, o) => ({ path: `/api/coach/3?assessmentId=${o.assessmentId}` }),
  },
  'POST /api/coach': {
    access: 'owner',
    ok: 200,
    request: (_ctx, o) => ({
      path: '/api/coach',
      init: jsonBody('POST', { sessionId: 4, assessmentId: o.assessmentId }),
    }),
  },
  'GET /api/dashboard': {
    access: 'owner',
    ok: 200,
    request: (_ctx, o) => ({ path: `/api/dashboard?assessmentId=${o.assessmentId}` }),
  },
  // 'Where you stand': the assessment's place among founders (docs/decisions/034).
  'GET /api/benchmark': {
    access: 'owner',
    ok: 200,
    request: (_ctx, o) => ({ path: `/api/benchmark?assessmentId=${o.assessmentId}` }),
  },
  'GET /api/export/assessment': {
    access: 'owner',
    ok: 200,
    request: (_ctx, o) => ({ path: `/api/export/assessment?assessmentId=${o.assessmentId}` }),
  },
  'GET /api/export/coaching/:sessionId': {
    access: 'owner',
    ok: 200,
    request: (_ctx, o) => ({ path: `/api/export/coaching/3?assessmentId=${o.assessmentId}` }),
  },
  'GET /api/export/dashboard': {
    access: 'owner',
    ok: 200,
    request: (_ctx, o) => ({ path: `/api/export/dashboard?assessmentId=${o.assessmentId}` }),
  },
  // The user data export: the caller's own data only.
  'GET /api/me/export': {
    access: 'self',
    ok: 200,
    request: () => ({ path: '/api/me/export' }),
  },
  'GET /api/admin/users': {
    access: 'admin',
    ok: 200,
    request: () => ({ path: '/api/admin/users' }),
  },
  'GET /api/admin/users/:id/credits': {
    access: 'admin',
    ok: 200,
    request: (_ctx, o) => ({ path: `/api/admin/users/${o.userId}/credits` }),
  },
  'POST /api/admin/grant-credits': {
    access: 'admin',
    ok: 200,
    request: (_ctx, o) => ({
      path: '/api/admin/grant-credits',
      init: jsonBody('POST', { userId: o.userId, amount: 1 }),
    }),
  },
  // The community overview: counts and distributions only (docs/decisions/034).
  'GET /api/admin/community': {
    access: 'admin',
    ok: 200,
    request: () => ({ path: '/api/admin/community' }),
  },
  'GET /api/admin/access-groups': {
    access: 'admin',
    ok: 200,
    request: () => ({ path: '/api/admin/access-groups' }),
  },
  'POST /api/admin/access-groups': {
    access: 'admin',
    ok: 201,
    request: () => ({
      path: '/api/admin/access-groups',
      init: jsonBody('POST', { groupName: unique('group') }),
    }),
  },
  'DELETE /api/admin/access-groups/:groupName': {
    access: 'admin',
    ok: 200,
    request: async (ctx) => {
      const groupName = unique('gone / & ?');
      await ctx.deps.database.db.insert(authorizedGroups).values({ groupName });
      return {
        path: `/api/admin/access-groups/${encodeURIComponent(groupName)}`,
        init: { method: 'DELETE' },
      };
    },
  },
  'POST /api/suggest': {
    access: 'member',
    ok: 200,
    request: () => ({
      path: '/api/suggest',
      init: jsonBody('POST', {
        fieldPath: 'product.problem',
        intent: 'get_ideas',
        formState: completableForm(),
      }),
    }),
  },
  'POST /api/infer-industry': {
    access: 'member',
    ok: 200,
    request: () => ({
      path: '/api/infer-industry',
      init: jsonBody('POST', { formState: completableForm() }),
    }),
  },
  // Mentor links (docs/decisions/033): the owner lists, creates and revokes them; the mentor's
  // read is public, its token the only key.
  'GET /api/assessments/:id/mentor-links': {
    access: 'owner',
    ok: 200,
    request: (_ctx, o) => ({ path: `/api/assessments/${o.assessmentId}/mentor-links` }),
  },
  'POST /api/assessments/:id/mentor-links': {
    access: 'owner',
    ok: 201,
    request: (_ctx, o) => ({
      path: `/api/assessments/${o.assessmentId}/mentor-links`,
      init: jsonBody('POST', { expiresInDays: 7 }),
    }),
  },
  'POST /api/assessments/:id/mentor-links/:linkId/revoke': {
    access: 'owner',
    ok: 200,
    request: async (ctx, o) => {
      const link = await liveMentorLink(ctx, o);
      return {
        path: `/api/assessments/${o.assessmentId}/mentor-links/${link.id}/revoke`,
        init: { method: 'POST' },
      };
    },
  },
  'GET /api/shared/:token': {
    access: 'public',
    ok: 200,
    request: async (ctx, o) => ({ path: `/api/shared/${(await liveMentorLink(ctx, o)).token}` }),
  },
};

/** The router's own method routes under /api ('METHOD /path'); middleware and catch-alls left out. */
export function apiRoutesOf(ctx: TestContext): string[] {
  const keys = ctx.app.routes
    .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/'))
    .map((r) => `${r.method} ${r.path}`);
  return [...new Set(keys)];
}

/** An assessment of `owner` with a rated, completable form, a stored session 3 and a marker text. */
export async function createTarget(
  ctx: TestContext,
  owner: { id: string; email: string },
): Promise<TargetObject> {
  const marker = unique('marker');
  const form = completableForm({ product: 2, market: 3, execution: 4 });
  form.product.evidence = marker;
  const row = await insertAssessmentRow(ctx.deps.database, owner.id, {
    name: `Assessment ${marker}`,
    formData: form,
  });
  await ctx.deps.database.db.insert(coachingSessions).values({
    userId: owner.id,
    assessmentId: row.id,
    sessionNumber: 3,
    coachingData: sampleCoaching(marker),
    generatedBy: 'offline',
  });
  return {
    userId: owner.id,
    email: owner.email,
    assessmentId: row.id,
    version: row.version,
    marker,
  };
}
