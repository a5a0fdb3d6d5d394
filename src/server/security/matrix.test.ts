// The authorization matrix, generated from the router's own route list: every /api route x
// {signed out, member, other member, admin} x {own object, someone else's}, answered as its rule in
// ROUTE_RULES (access-table.ts) says; a refused request reads nothing of the object and writes
// nothing at all. Then, for every route that writes, cross-site requests are refused; every answer
// carries the security headers, and every cookie its flags.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, type SignedIn } from '../test/api';
import { createTestApp, signIn, type TestContext } from '../test/app';
import { useTestApp } from '../test/use-test-app';
import { databaseFingerprint } from './fingerprint';
import {
  apiRoutesOf,
  createTarget,
  ROUTE_RULES,
  type RouteRequest,
  type RouteRule,
  type TargetObject,
} from './access-table';

const t = useTestApp();

type ActorName = 'signed out' | 'member' | 'other member' | 'admin';
interface Actor {
  name: ActorName;
  signed?: SignedIn;
}

let actors: Actor[];
/** Whose object is "someone else's" for each actor. */
let victimOf: Record<ActorName, SignedIn>;

beforeAll(async () => {
  const member = await signedInUser(t.ctx, { credits: 1000 });
  const other = await signedInUser(t.ctx, { credits: 1000 });
  const admin = await signedInUser(t.ctx, { credits: 1000, isAdmin: true });
  actors = [
    { name: 'signed out' },
    { name: 'member', signed: member },
    { name: 'other member', signed: other },
    { name: 'admin', signed: admin },
  ];
  victimOf = { 'signed out': member, member: other, 'other member': member, admin: member };
});

async function send(ctx: TestContext, req: RouteRequest, cookie: string | undefined) {
  const headers = { ...req.init?.headers, ...(cookie ? { cookie } : {}) };
  return ctx.app.request(req.path, { ...req.init, headers });
}

/** The status a rule gives an actor on its own object or someone else's. */
function expectedStatus(rule: RouteRule, actor: Actor, own: boolean): number {
  if (rule.access === 'public') return rule.ok;
  if (!actor.signed) return 401;
  switch (rule.access) {
    case 'member':
    case 'self':
      return rule.ok;
    case 'owner':
      return own ? rule.ok : 404;
    case 'admin':
      return actor.name === 'admin' ? rule.ok : 403;
  }
}

const HEADER_CHECKS: [string, (v: string | null) => boolean][] = [
  ['content-security-policy', (v) => !!v?.includes("default-src 'self'")],
  ['x-content-type-options', (v) => v === 'nosniff'],
  ['x-frame-options', (v) => v === 'SAMEORIGIN' || v === 'DENY'],
  ['referrer-policy', (v) => !!v],
];

/** What is wrong with an answer's headers and cookies, if anything. */
function headerProblems(res: Response, secure: boolean): string[] {
  const problems = HEADER_CHECKS.filter(([name, ok]) => !ok(res.headers.get(name))).map(
    ([name]) => `header ${name}: ${res.headers.get(name)}`,
  );
  for (const cookie of res.headers.getSetCookie()) {
    const [pair = ''] = cookie.split(';');
    if (pair.endsWith('=')) continue; // a deletion: no value to protect
    const flags = cookie.toLowerCase();
    if (!flags.includes('httponly')) problems.push(`cookie without HttpOnly: ${cookie}`);
    if (!/samesite=(lax|strict)/.test(flags)) problems.push(`cookie without SameSite: ${cookie}`);
    if (secure !== flags.includes('secure')) problems.push(`cookie Secure should be ${secure}`);
  }
  return problems;
}

const routes = () => apiRoutesOf(t.ctx);

describe('authorization matrix (from the router’s route list)', () => {
  it('has a rule for every /api route of the router, and no rule for a route that is gone', () => {
    const list = routes();
    expect(list.length).toBeGreaterThan(30);
    const missing = list.filter((key) => !ROUTE_RULES[key]).map((key) => `no rule for ${key}`);
    expect(missing).toEqual([]);
    const stale = Object.entries(ROUTE_RULES)
      .filter(([key, rule]) => !rule.planned && !list.includes(key))
      .map(([key]) => `rule for a route the router no longer has: ${key}`);
    expect(stale).toEqual([]);
  });

  it.for(Object.keys(ROUTE_RULES))('%s', async (key, { skip }) => {
    if (!routes().includes(key)) return skip('not in the router yet');
    const rule = ROUTE_RULES[key]!;
    const problems: string[] = [];
    for (const actor of actors) {
      for (const own of [true, false]) {
        const owner = own && actor.signed ? actor.signed : victimOf[actor.name];
        const target: TargetObject = await createTarget(t.ctx, owner.user);
        const req = await rule.request(t.ctx, target);
        const cookie =
          actor.signed && req.endsSession
            ? await signIn(t.ctx, actor.signed.user.email)
            : actor.signed?.cookie;
        const before = await databaseFingerprint(t.database);
        const res = await send(t.ctx, req, cookie);
        const text = await res.text();
        const want = expectedStatus(rule, actor, own);
        const cell = `${actor.name} on ${own ? 'own object' : "someone else's"}`;
        if (res.status !== want) {
          problems.push(`${cell}: ${res.status}, expected ${want}: ${text.slice(0, 200)}`);
        }
        for (const p of headerProblems(res, false)) problems.push(`${cell}: ${p}`);
        if (want >= 400) {
          const after = await databaseFingerprint(t.database);
          if (JSON.stringify(after) !== JSON.stringify(before)) {
            problems.push(
              `${cell}: refused but wrote: ${JSON.stringify(before)} -> ${JSON.stringify(after)}`,
            );
          }
        }
        if (want >= 400 && text.includes(target.marker)) {
          problems.push(`${cell}: refused, but the answer shows the object's text`);
        }
        if (rule.access === 'self' && actor.signed) {
          if (!text.includes(actor.signed.user.email)) problems.push(`${cell}: not the own data`);
          for (const other of actors) {
            if (other.signed && other !== actor && text.includes(other.signed.user.email)) {
              problems.push(`${cell}: shows ${other.name}'s data`);
            }
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('cross-site writes (every route that writes, from the route list)', () => {
  const EVIL = 'https://evil.example';

  it('refuses form, text and JSON writes sent from another site, and none of them writes', async () => {
    const writes = routes().filter((key) => !key.startsWith('GET '));
    expect(writes.length).toBeGreaterThan(10);
    const member = actors[1]!.signed!;
    const problems: string[] = [];
    for (const key of writes) {
      const rule = ROUTE_RULES[key];
      if (!rule) continue; // the matrix's first test names it
      const target = await createTarget(t.ctx, member.user);
      const req = await rule.request(t.ctx, target);
      const body = req.init?.body;
      // What another site can send with a plain form or fetch (no preflight): simple bodies with
      // its Origin (or 'null' from a sandboxed frame); and anything a browser marks cross-site.
      const variants: [string, Record<string, string>][] = [
        [
          'form from another origin',
          { 'content-type': 'application/x-www-form-urlencoded', origin: EVIL },
        ],
        ['text/plain from another origin', { 'content-type': 'text/plain', origin: EVIL }],
        [
          'form from an opaque origin',
          { 'content-type': 'application/x-www-form-urlencoded', origin: 'null' },
        ],
        [
          "JSON the browser marks 'cross-site'",
          { ...req.init?.headers, 'sec-fetch-site': 'cross-site' },
        ],
        ['no content type from another origin', { origin: EVIL }],
      ];
      for (const [what, headers] of variants) {
        const before = await databaseFingerprint(t.database);
        const res = await t.ctx.app.request(req.path, {
          method: req.init?.method ?? 'POST',
          headers: { ...headers, cookie: member.cookie },
          ...(body === undefined ? {} : { body }),
        });
        if (res.status !== 403) problems.push(`${key}, ${what}: ${res.status}`);
        const after = await databaseFingerprint(t.database);
        if (JSON.stringify(after) !== JSON.stringify(before))
          problems.push(`${key}, ${what}: wrote`);
      }
      // The same request from the app's own origin goes through (the check is not a blanket refusal).
      const own = await send(
        t.ctx,
        {
          ...req,
          init: {
            ...req.init,
            headers: {
              ...req.init?.headers,
              origin: 'http://localhost:5000',
              'sec-fetch-site': 'same-origin',
            },
          },
        },
        req.endsSession ? await signIn(t.ctx, member.user.email) : member.cookie,
      );
      if (own.status !== rule.ok && !(rule.access === 'admin' && own.status === 403)) {
        problems.push(`${key} from the own origin: ${own.status}, expected ${rule.ok}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('security headers and cookie flags', () => {
  let clientDir: string;
  beforeAll(() => {
    clientDir = mkdtempSync(path.join(os.tmpdir(), 'pillars-spa-'));
    writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Pillars</title>');
  });
  afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

  it('sends them on the app’s HTML pages, its API answers and its errors', async () => {
    const spa = createTestApp(t.database, { deps: { clientDir } });
    try {
      const answers = await Promise.all(
        ['/', '/dashboard', '/api/login', '/api/health', '/api/nope', '/api/assessments/list'].map(
          async (p) => [p, await spa.app.request(p)] as const,
        ),
      );
      const html = answers.find(([p]) => p === '/')![1];
      expect(html.headers.get('content-type')).toContain('text/html');
      expect(await html.text()).toContain('<title>Pillars</title>');
      const problems = answers.flatMap(([p, res]) =>
        headerProblems(res, false).map((x) => `${p}: ${x}`),
      );
      expect(problems).toEqual([]);
      const csp = html.headers.get('content-security-policy')!;
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(html.headers.get('strict-transport-security')).toBeNull();
    } finally {
      await spa.deps.pdf.close();
    }
  });

  it('behind HTTPS: HSTS on every answer and the session cookie Secure, HttpOnly, SameSite=Lax', async () => {
    const https = createTestApp(t.database, { env: { PUBLIC_URL: 'https://pillars.example' } });
    try {
      const email = `https-${Date.now()}@example.com`;
      const cookie = await signIn(https, email);
      const signInAnswer = await https.app.request('/api/health');
      expect(signInAnswer.headers.get('strict-transport-security')).toContain('max-age=');
      const user = await https.app.request('/api/auth/user', { headers: { cookie } });
      expect(user.status).toBe(200);
      expect(user.headers.get('strict-transport-security')).toContain('max-age=');
      // The sign-in answer's own cookie, read from a fresh sign-in's Set-Cookie.
      const { createLoginLink } = await import('../modules/auth');
      const link = new URL(await createLoginLink(https.deps, https.deps.database.db, email));
      const res = await https.app.request(link.pathname, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token: link.searchParams.get('token') ?? '' }).toString(),
      });
      expect(res.status).toBe(303);
      expect(headerProblems(res, true)).toEqual([]);
      expect(res.headers.getSetCookie().some((c) => c.startsWith('pillars_sid='))).toBe(true);
    } finally {
      await https.deps.pdf.close();
    }
  });
});
