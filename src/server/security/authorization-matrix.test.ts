// The authorization matrix, generated from the router's own route list (issue 14): every /api
// route x {signed out, member, other member, admin} x {own object, another's object}. A route the
// table below has no rule for fails the suite, so a new route cannot be added without deciding who
// may call it.
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, insertAssessmentRow, type SignedIn } from '../test/api';
import { completableForm } from '../test/forms';
import { useTestApp } from '../test/use-test-app';

/** Who may call a route: anyone, any member, admins only, or the owner of the object it names. */
type Rule = 'public' | 'member' | 'admin' | 'owner';

interface Call {
  method: string;
  path: string;
  body?: unknown;
}

/** An assessment to aim at: its id and the version a save is based on. */
interface Target {
  id: string;
  version: number;
}

interface RouteRule {
  rule: Rule;
  /** The owner's call needs a coaching session stored first (reads of one). */
  coached?: true;
  /** The request, aimed at `t` for routes that name an object. */
  call: (t: Target) => Call;
}

const q = (t: Target) => `assessmentId=${t.id}`;
const get = (path: string): Call => ({ method: 'GET', path });

const RULES: Record<string, RouteRule> = {
  'GET /api/login/auth.css': { rule: 'public', call: () => get('/api/login/auth.css') },
  'GET /api/login': { rule: 'public', call: () => get('/api/login') },
  'POST /api/login': {
    rule: 'public',
    call: () => ({ method: 'POST', path: '/api/login', body: { email: 'nobody@example.com' } }),
  },
  'GET /api/login/verify': { rule: 'public', call: () => get('/api/login/verify?token=x') },
  'POST /api/login/verify': {
    rule: 'public',
    call: () => ({ method: 'POST', path: '/api/login/verify', body: { token: 'x' } }),
  },
  'GET /api/login/callback': { rule: 'public', call: () => get('/api/login/callback') },
  'GET /api/logout': { rule: 'public', call: () => get('/api/logout') },
  'GET /api/health': { rule: 'public', call: () => get('/api/health') },

  'GET /api/auth/user': { rule: 'member', call: () => get('/api/auth/user') },
  'GET /api/credits': { rule: 'member', call: () => get('/api/credits') },
  'GET /api/assessments/list': { rule: 'member', call: () => get('/api/assessments/list') },
  'POST /api/assessments/new': {
    rule: 'member',
    call: () => ({ method: 'POST', path: '/api/assessments/new', body: { name: 'Matrix' } }),
  },
  'POST /api/assessments': {
    rule: 'owner',
    call: (t) => ({
      method: 'POST',
      path: '/api/assessments',
      body: { formState: completableForm(), assessmentId: t.id, version: t.version },
    }),
  },
  'POST /api/suggest': {
    rule: 'member',
    call: () => ({
      method: 'POST',
      path: '/api/suggest',
      body: {
        fieldPath: 'product.problem',
        intent: 'get_ideas',
        text: 'Invoices are chased by hand',
        formState: completableForm(),
      },
    }),
  },
  'POST /api/infer-industry': {
    rule: 'member',
    call: () => ({
      method: 'POST',
      path: '/api/infer-industry',
      body: { formState: completableForm() },
    }),
  },

  'GET /api/assessments/:id': { rule: 'owner', call: (t) => get(`/api/assessments/${t.id}`) },
  'POST /api/assessments/:id': {
    rule: 'owner',
    call: (t) => ({
      method: 'POST',
      path: `/api/assessments/${t.id}`,
      body: { formState: completableForm(), version: t.version },
    }),
  },
  'PATCH /api/assessments/:id': {
    rule: 'owner',
    call: (t) => ({
      method: 'PATCH',
      path: `/api/assessments/${t.id}`,
      body: { name: 'Renamed by the matrix', version: t.version },
    }),
  },
  'DELETE /api/assessments/:id': {
    rule: 'owner',
    call: (t) => ({ method: 'DELETE', path: `/api/assessments/${t.id}` }),
  },
  'POST /api/assessments/:id/snapshot': {
    rule: 'owner',
    call: (t) => ({ method: 'POST', path: `/api/assessments/${t.id}/snapshot`, body: {} }),
  },
  'GET /api/coach/all': { rule: 'owner', call: (t) => get(`/api/coach/all?${q(t)}`) },
  'DELETE /api/coach/cache': {
    rule: 'owner',
    call: (t) => ({ method: 'DELETE', path: `/api/coach/cache?${q(t)}` }),
  },
  'GET /api/coach/:sessionId': {
    rule: 'owner',
    coached: true,
    call: (t) => get(`/api/coach/2?${q(t)}`),
  },
  'POST /api/coach': {
    rule: 'owner',
    call: (t) => ({
      method: 'POST',
      path: '/api/coach',
      body: { sessionId: 2, assessmentId: t.id },
    }),
  },
  'GET /api/dashboard': { rule: 'owner', call: (t) => get(`/api/dashboard?${q(t)}`) },
  'GET /api/export/assessment': {
    rule: 'owner',
    call: (t) => get(`/api/export/assessment?${q(t)}`),
  },
  'GET /api/export/coaching/:sessionId': {
    rule: 'owner',
    coached: true,
    call: (t) => get(`/api/export/coaching/2?${q(t)}`),
  },
  'GET /api/export/dashboard': { rule: 'owner', call: (t) => get(`/api/export/dashboard?${q(t)}`) },

  'GET /api/admin/users': { rule: 'admin', call: () => get('/api/admin/users') },
  'GET /api/admin/users/:id/credits': {
    rule: 'admin',
    call: () => get('/api/admin/users/00000000-0000-4000-8000-000000000000/credits'),
  },
  'POST /api/admin/grant-credits': {
    rule: 'admin',
    call: () => ({
      method: 'POST',
      path: '/api/admin/grant-credits',
      body: { userId: '00000000-0000-4000-8000-000000000000', amount: 1 },
    }),
  },
  'GET /api/admin/access-groups': { rule: 'admin', call: () => get('/api/admin/access-groups') },
  'POST /api/admin/access-groups': {
    rule: 'admin',
    call: () => ({
      method: 'POST',
      path: '/api/admin/access-groups',
      body: { groupName: 'Matrix group' },
    }),
  },
  'DELETE /api/admin/access-groups/:groupName': {
    rule: 'admin',
    call: () => ({ method: 'DELETE', path: '/api/admin/access-groups/Nobody' }),
  },
};

const t = useTestApp();

/** The /api routes the router serves, as 'METHOD /path' (middleware and the SPA left out). */
function apiRoutes(): string[] {
  const keys = t.ctx.app.routes
    .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/'))
    .map((r) => `${r.method} ${r.path}`);
  return [...new Set(keys)];
}

function send(call: Call, cookie?: string): Promise<Response> {
  const headers: Record<string, string> = cookie ? { cookie } : {};
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  return Promise.resolve(
    t.ctx.app.request(call.path, {
      method: call.method,
      headers,
      ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
    }),
  );
}

describe('authorization matrix over the router’s own route list', () => {
  let owner: SignedIn;
  let other: SignedIn;
  let admin: SignedIn;
  /** The owner's assessment every other caller aims at. */
  let target: Target;

  beforeAll(async () => {
    owner = await signedInUser(t.ctx);
    other = await signedInUser(t.ctx);
    admin = await signedInUser(t.ctx, { isAdmin: true });
    const row = await insertAssessmentRow(t.database, owner.user.id, {
      name: 'Owner’s plan',
      formData: completableForm({ product: 3, market: 3, execution: 3 }),
    });
    target = { id: row.id, version: row.version };
  });

  it('has a rule for every /api route the router serves', () => {
    const missing = apiRoutes().filter((k) => !(k in RULES));
    expect(missing, `no rule for: ${missing.join(', ')}`).toEqual([]);
    // And no rule for a route that is gone, so the table stays the router's.
    const served = new Set(apiRoutes());
    const stale = Object.keys(RULES).filter((k) => !served.has(k) && k !== 'GET /api/health');
    expect(stale, `rules for routes the router does not serve: ${stale.join(', ')}`).toEqual([]);
  });

  it('refuses a signed-out caller on every route that is not public (401)', async () => {
    for (const key of apiRoutes()) {
      const r = RULES[key];
      if (!r) continue;
      const res = await send(r.call(target));
      if (r.rule === 'public') expect(res.status, key).toBeLessThan(500);
      else expect(res.status, `${key} signed out`).toBe(401);
    }
  });

  it('refuses a member on every admin route (403), and lets the admin through', async () => {
    for (const key of apiRoutes()) {
      const r = RULES[key];
      if (r?.rule !== 'admin') continue;
      const asMember = await send(r.call(target), other.cookie);
      expect(asMember.status, `${key} as a member`).toBe(403);
      const asAdmin = await send(r.call(target), admin.cookie);
      expect([401, 403], `${key} as the admin`).not.toContain(asAdmin.status);
      expect(asAdmin.status, `${key} as the admin`).toBeLessThan(500);
    }
  });

  it('answers another member and an admin 404 for the owner’s assessment, and changes nothing', async () => {
    const before = await (await owner.api.get(`/api/assessments/${target.id}`)).json();
    for (const key of apiRoutes()) {
      const r = RULES[key];
      if (r?.rule !== 'owner') continue;
      for (const [who, caller] of [
        ['another member', other],
        ['an admin', admin],
      ] as const) {
        const res = await send(r.call(target), caller.cookie);
        expect(res.status, `${key} as ${who}`).toBe(404);
      }
    }
    const after = await (await owner.api.get(`/api/assessments/${target.id}`)).json();
    expect(after).toEqual(before);
  });

  it('lets the owner reach their own assessment on every owner route', async () => {
    for (const key of apiRoutes()) {
      const r = RULES[key];
      if (r?.rule !== 'owner') continue;
      // Each call aims at a fresh copy, so a save, a rename or a delete does not move the others.
      const row = await insertAssessmentRow(t.database, owner.user.id, {
        name: `Own ${key}`,
        formData: completableForm({ product: 3, market: 3, execution: 3 }),
      });
      if (r.coached) {
        const made = await send(RULES['POST /api/coach']!.call(row), owner.cookie);
        expect(made.status, `coaching for ${key}`).toBe(200);
      }
      const res = await send(r.call({ id: row.id, version: row.version }), owner.cookie);
      expect(res.status, `${key} as the owner: ${await res.clone().text()}`).toBeLessThan(400);
    }
  });

  it('refuses every cross-site write, signed in or not (403), and writes nothing', async () => {
    const before = await (await owner.api.get(`/api/assessments/${target.id}`)).json();
    for (const key of apiRoutes()) {
      const r = RULES[key];
      if (!r || key.startsWith('GET ')) continue;
      const call = r.call(target);
      // A form another site's page submits: a simple body, its own Origin, the victim's cookie.
      const res = await t.ctx.app.request(call.path, {
        method: call.method,
        headers: {
          cookie: owner.cookie,
          origin: 'https://evil.example',
          'content-type': 'text/plain',
        },
        body: JSON.stringify(call.body ?? {}),
      });
      expect(res.status, `${key} cross-site`).toBe(403);
      // A browser that says so (Sec-Fetch-Site) is refused whatever the body's type.
      const fetched = await t.ctx.app.request(call.path, {
        method: call.method,
        headers: {
          cookie: owner.cookie,
          'sec-fetch-site': 'cross-site',
          'content-type': 'application/json',
        },
        body: JSON.stringify(call.body ?? {}),
      });
      expect(fetched.status, `${key} cross-site fetch`).toBe(403);
    }
    const after = await (await owner.api.get(`/api/assessments/${target.id}`)).json();
    expect(after).toEqual(before);
  });

  it('lets any member call the member routes (never 401, 403 or 5xx)', async () => {
    for (const key of apiRoutes()) {
      const r = RULES[key];
      if (r?.rule !== 'member') continue;
      const res = await send(r.call(target), other.cookie);
      expect([401, 403], key).not.toContain(res.status);
      expect(res.status, key).toBeLessThan(500);
    }
  });
});
