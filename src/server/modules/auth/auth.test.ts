import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditLedger, loginTokens, sessions } from '../../db/schema';
import type { MembershipDecision, MembershipGate } from '../../infra/membership/gate';
import { continueLink, cookieFrom, createTestApp, signIn } from '../../test/app';
import { useTestApp } from '../../test/use-test-app';
import { purgeExpired } from './auth.queries';

const t = useTestApp({ env: { ADMIN_EMAILS: 'Boss@Example.com' } });

const form = (email: string, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  body: new URLSearchParams({ email }).toString(),
});

function linkPath(url: string): string {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
}

describe('GET /api/auth/user', () => {
  it('answers 401 JSON when signed out', async () => {
    const res = await t.ctx.app.request('/api/auth/user');
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ message: 'Unauthorized' });
  });

  it('answers 401 for a forged or unknown session cookie', async () => {
    const res = await t.ctx.app.request('/api/auth/user', {
      headers: { cookie: 'pillars_sid=forged' },
    });
    expect(res.status).toBe(401);
  });

  it('answers the signed-in user with name and username', async () => {
    const cookie = await signIn(t.ctx, 'Ada.Lovelace@Example.com');
    const res = await t.ctx.app.request('/api/auth/user', { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      email: 'ada.lovelace@example.com',
      username: 'ada.lovelace',
      name: 'ada.lovelace',
      credits: 1,
      isAdmin: false,
    });
  });
});

describe('email sign-in links', () => {
  it('shows the sign-in form', async () => {
    const res = await t.ctx.app.request('/api/login');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<form method="post" action="/api/login"');
    expect(html).toContain('Community email');
  });

  it('refuses an invalid email with the form and a message', async () => {
    const res = await t.ctx.app.request('/api/login', form('not-an-email'));
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Enter a valid email address');
    const json = await t.ctx.app.request('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 42 }),
    });
    expect(json.status).toBe(400);
    expect(await json.json()).toHaveProperty('message');
  });

  it('answers the same page for a known and an unknown email', async () => {
    await signIn(t.ctx, 'known@example.com');
    const known = await (await t.ctx.app.request('/api/login', form('known@example.com'))).text();
    const unknown = await (
      await t.ctx.app.request('/api/login', form('stranger@example.com'))
    ).text();
    expect(known.replace('known@example.com', 'X')).toBe(
      unknown.replace('stranger@example.com', 'X'),
    );
  });

  it('sends a single-use link that is stored only as a hash and signs in once', async () => {
    const before = t.ctx.mailer.sent.length;
    const res = await t.ctx.app.request('/api/login', form('single@example.com'));
    expect(res.status).toBe(200);
    const mail = t.ctx.mailer.sent[before]!;
    expect(mail.to).toBe('single@example.com');
    expect(mail.expiresInMinutes).toBe(15);
    const token = new URL(mail.url).searchParams.get('token')!;
    const stored = await t.database.db
      .select()
      .from(loginTokens)
      .where(eq(loginTokens.email, 'single@example.com'));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.hash).not.toContain(token);

    const first = await continueLink(t.ctx, mail.url);
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe('/');
    const setCookie = first.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i);

    const second = await continueLink(t.ctx, mail.url);
    expect(second.status).toBe(400);
    expect(await second.text()).toContain('has been used already or has expired');
  });

  it('refuses a link after 15 minutes', async () => {
    let now = new Date();
    const timed = createTestApp(t.database, { deps: { clock: () => now } });
    await timed.app.request('/api/login', form('late@example.com'));
    const mail = timed.mailer.sent.at(-1)!;
    now = new Date(now.getTime() + 16 * 60_000);
    const opened = await timed.app.request(linkPath(mail.url));
    expect(opened.status).toBe(400);
    expect(await opened.text()).toContain("This sign-in link can't be used");
    const res = await continueLink(timed, mail.url);
    expect(res.status).toBe(400);
  });

  it('marks the session cookie Secure when served over https', async () => {
    const secure = createTestApp(t.database, {
      env: { PUBLIC_URL: 'https://pillars.example.com' },
    });
    await secure.app.request(
      '/api/login',
      form('secure@example.com', { origin: 'https://pillars.example.com' }),
    );
    const res = await continueLink(secure, secure.mailer.sent.at(-1)!.url, {
      origin: 'https://pillars.example.com',
    });
    expect(res.headers.get('set-cookie')).toMatch(/Secure/);
  });

  it('gives a new session id at every sign-in and ends the old one', async () => {
    const first = await signIn(t.ctx, 'rotate@example.com');
    const url = t.ctx.mailer.sent.length;
    await t.ctx.app.request('/api/login', form('rotate@example.com', { cookie: first }));
    const res = await continueLink(t.ctx, t.ctx.mailer.sent[url]!.url, { cookie: first });
    const second = cookieFrom(res);
    expect(second).not.toBe(first);
    expect((await t.ctx.app.request('/api/auth/user', { headers: { cookie: first } })).status).toBe(
      401,
    );
    expect(
      (await t.ctx.app.request('/api/auth/user', { headers: { cookie: second } })).status,
    ).toBe(200);
  });

  it('gives a new user one credit with its ledger row', async () => {
    const cookie = await signIn(t.ctx, 'ledger@example.com');
    const user = (await (
      await t.ctx.app.request('/api/auth/user', { headers: { cookie } })
    ).json()) as { id: string };
    const rows = await t.database.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, user.id));
    expect(rows).toMatchObject([{ delta: 1, reason: 'signup' }]);
  });

  it('rate limits link requests per email', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push((await t.ctx.app.request('/api/login', form('spam@example.com'))).status);
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  it('rate limits sign-in requests per IP address', async () => {
    const limited = createTestApp(t.database, { env: { TRUST_PROXY: 'true' } });
    const headers = { 'x-forwarded-for': '203.0.113.9' };
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) {
      statuses.push(
        (await limited.app.request('/api/login', form(`ip${i}@example.com`, headers))).status,
      );
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    expect(statuses.slice(30)).toEqual([429, 429]);
    const other = await limited.app.request(
      '/api/login',
      form('ok@example.com', { 'x-forwarded-for': '203.0.113.10' }),
    );
    expect(other.status).toBe(200);
  });

  it('refuses a cross-site form post', async () => {
    const res = await t.ctx.app.request(
      '/api/login',
      form('x@example.com', { origin: 'https://evil.example' }),
    );
    expect(res.status).toBe(403);
  });
});

describe('membership gate at sign-in', () => {
  it('admits ADMIN_EMAILS as admins whatever the case', async () => {
    const cookie = await signIn(t.ctx, 'boss@example.com');
    const res = await t.ctx.app.request('/api/credits', { headers: { cookie } });
    expect(await res.json()).toEqual({ credits: 1, isAdmin: true });
  });

  it('refuses an email outside the allowlist with a page that says why', async () => {
    const allow = createTestApp(t.database, {
      env: {
        MEMBERSHIP_PROVIDER: 'allowlist',
        ALLOWED_EMAILS: 'friend@example.com',
        COMMUNITY_URL: 'https://community.example.com/join',
      },
    });
    await allow.app.request('/api/login', form('outsider@example.com'));
    const res = await continueLink(allow, allow.mailer.sent.at(-1)!.url);
    expect(res.status).toBe(403);
    const html = await res.text();
    expect(html).toContain('not on the list');
    expect(html).toContain('outsider@example.com');
    expect(html).toContain('https://community.example.com/join');
    expect(res.headers.get('set-cookie')).toBeNull();

    await allow.app.request('/api/login', form('friend@example.com'));
    const ok = await continueLink(allow, allow.mailer.sent.at(-1)!.url);
    expect(ok.status).toBe(303);
  });

  it('checks membership again when a session is older than 24 hours', async () => {
    let decision: MembershipDecision = { admitted: true, isAdmin: false };
    let checks = 0;
    const gate: MembershipGate = {
      provider: 'circle',
      check: async () => {
        checks++;
        return decision;
      },
    };
    let now = new Date();
    const timed = createTestApp(t.database, { deps: { membership: gate, clock: () => now } });
    const cookie = await signIn(timed, 'lapsing@example.com');
    expect(checks).toBe(1);
    now = new Date(now.getTime() + 23 * 3_600_000);
    expect((await timed.app.request('/api/auth/user', { headers: { cookie } })).status).toBe(200);
    expect(checks).toBe(1);

    now = new Date(now.getTime() + 2 * 3_600_000);
    decision = { admitted: false, reason: 'unavailable' };
    expect((await timed.app.request('/api/auth/user', { headers: { cookie } })).status).toBe(200);
    expect(checks).toBe(2);

    now = new Date(now.getTime() + 2 * 3_600_000);
    decision = { admitted: false, reason: 'inactive' };
    expect((await timed.app.request('/api/auth/user', { headers: { cookie } })).status).toBe(401);
    expect(checks).toBe(3);
  });
});

describe('logout and session housekeeping', () => {
  it('ends the session, clears the cookie and returns to /', async () => {
    const cookie = await signIn(t.ctx, 'leaving@example.com');
    const res = await t.ctx.app.request('/api/logout', { headers: { cookie } });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');
    expect(res.headers.get('set-cookie')).toMatch(/pillars_sid=;/);
    expect((await t.ctx.app.request('/api/auth/user', { headers: { cookie } })).status).toBe(401);
  });

  it('signs nobody out on a HEAD request (a link checker or a prefetch)', async () => {
    const cookie = await signIn(t.ctx, 'staying@example.com');
    const res = await t.ctx.app.request('/api/logout', { method: 'HEAD', headers: { cookie } });
    expect(res.status).toBe(302);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect((await t.ctx.app.request('/api/auth/user', { headers: { cookie } })).status).toBe(200);
  });

  it('purges expired sessions and tokens', async () => {
    await signIn(t.ctx, 'old@example.com');
    const future = new Date(Date.now() + 30 * 24 * 3_600_000);
    const purged = await purgeExpired(t.database.db, future);
    expect(purged.sessions).toBeGreaterThan(0);
    expect(await t.database.db.select().from(sessions)).toHaveLength(0);
  });
});
