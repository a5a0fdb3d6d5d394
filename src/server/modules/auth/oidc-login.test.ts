import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOidcProvider } from '../../infra/auth/oidc';
import { cookieFrom, createTestApp, signIn, type TestContext } from '../../test/app';
import { useTestDatabase } from '../../test/use-test-app';
import {
  FAKE_CLIENT_ID,
  startFakeIssuer,
  type Claims,
  type FakeIssuer,
} from '../../test/fake-oidc-issuer';

const PUBLIC_URL = 'http://localhost:5000';
const REDIRECT_URI = `${PUBLIC_URL}/api/login/callback`;

const t = useTestDatabase();
let issuer: FakeIssuer;
let ctx: TestContext;

/** The app as the server builds it with OIDC_ISSUER set, against the fake issuer. */
function createOidcApp(env: Record<string, string> = {}): TestContext {
  return createTestApp(t.database, {
    env: { PUBLIC_URL, ...env },
    deps: {
      oidc: createOidcProvider({
        issuer: issuer.url,
        clientId: FAKE_CLIENT_ID,
        redirectUri: REDIRECT_URI,
        allowInsecureRequests: true,
        timeoutMs: 5_000,
      }),
    },
  });
}

beforeAll(async () => {
  issuer = await startFakeIssuer();
  ctx = createOidcApp();
});
afterAll(async () => {
  await issuer?.close();
});

/** Plays the browser: starts at /api/login and signs in at the issuer. Answers the way back. */
async function visitIssuer(app: TestContext, claims?: Claims) {
  const res = await app.app.request('/api/login');
  expect(res.status).toBe(302);
  const authUrl = new URL(res.headers.get('location') ?? '');
  const code = issuer.authorize(authUrl, claims ? { claims } : {});
  const state = authUrl.searchParams.get('state') ?? '';
  return { res, authUrl, code, state, cookie: cookieFrom(res) };
}

const callback = (code: string, state: string) =>
  `/api/login/callback?${new URLSearchParams({ code, state }).toString()}`;

async function signInWithOidc(app: TestContext, claims?: Claims): Promise<string> {
  const { code, state, cookie } = await visitIssuer(app, claims);
  const res = await app.app.request(callback(code, state), { headers: { cookie } });
  expect(res.status).toBe(302);
  return cookieFrom(res);
}

describe('OIDC sign-in through the app', () => {
  it('redirects /api/login to the issuer with PKCE S256 and keeps the secrets in a short-lived cookie', async () => {
    const { res, authUrl } = await visitIssuer(ctx);
    expect(`${authUrl.origin}${authUrl.pathname}`).toBe(`${issuer.url}/authorize`);
    expect(Object.fromEntries(authUrl.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: FAKE_CLIENT_ID,
      redirect_uri: REDIRECT_URI,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      state: expect.any(String),
      nonce: expect.any(String),
    });
    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('pillars_oidc='));
    expect(setCookie).toBeDefined();
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\/api\/login/i);
    expect(setCookie).toMatch(/Max-Age=600/i);
    expect(setCookie).not.toMatch(/Secure/i);
  });

  it('signs a person in at the callback: a session cookie, back to /, and the user with names', async () => {
    const { code, state, cookie } = await visitIssuer(ctx);
    const res = await ctx.app.request(callback(code, state), { headers: { cookie } });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');
    const cookies = res.headers.getSetCookie();
    expect(cookies.some((c) => /^pillars_sid=[^;]+;/.test(c) && /HttpOnly/i.test(c))).toBe(true);
    expect(cookies.some((c) => /^pillars_oidc=;/.test(c))).toBe(true);

    const token = issuer.state.tokenRequests.at(-1)?.body;
    expect(token?.get('redirect_uri')).toBe(REDIRECT_URI);
    expect(token?.get('code_verifier')).toBeTruthy();

    const user = await ctx.app.request('/api/auth/user', { headers: { cookie: cookieFrom(res) } });
    expect(user.status).toBe(200);
    expect(await user.json()).toMatchObject({
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      name: 'Ada Lovelace',
      username: 'ada',
      profileImageUrl: 'https://img.example/ada.png',
      credits: 1,
      isAdmin: false,
    });
  });

  it('refuses a callback that arrives without the sign-in cookie with a 400 page', async () => {
    const { code, state } = await visitIssuer(ctx);
    const before = issuer.state.tokenRequests.length;
    const res = await ctx.app.request(callback(code, state));
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(await res.text()).toContain('did not complete');
    expect(issuer.state.tokenRequests).toHaveLength(before);
    expect(res.headers.getSetCookie().some((c) => c.startsWith('pillars_sid='))).toBe(false);
  });

  it('refuses a callback whose signed sign-in cookie was altered, without redeeming the code', async () => {
    const { code, state, cookie } = await visitIssuer(ctx);
    const signed = decodeURIComponent(cookie.replace(/^pillars_oidc=/, ''));
    const dot = signed.lastIndexOf('.');
    const secrets = JSON.parse(signed.slice(0, dot)) as { codeVerifier: string };
    const altered = JSON.stringify({
      ...secrets,
      codeVerifier: `${secrets.codeVerifier.slice(1)}A`,
    });
    const forged = `pillars_oidc=${encodeURIComponent(`${altered}${signed.slice(dot)}`)}`;
    const before = issuer.state.tokenRequests.length;
    const res = await ctx.app.request(callback(code, state), { headers: { cookie: forged } });
    expect(res.status).toBe(400);
    expect(issuer.state.tokenRequests).toHaveLength(before);
  });

  it('refuses a callback with a tampered state without redeeming the code', async () => {
    const { code, state, cookie } = await visitIssuer(ctx);
    const before = issuer.state.tokenRequests.length;
    const refusals = () => ctx.logs.filter((l) => l.msg === 'OIDC callback refused').length;
    const logged = refusals();
    const res = await ctx.app.request(callback(code, `${state}x`), { headers: { cookie } });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('did not complete');
    expect(issuer.state.tokenRequests).toHaveLength(before);
    expect(refusals()).toBe(logged + 1);
  });

  it('refuses a callback replayed with the same cookie and code', async () => {
    const { code, state, cookie } = await visitIssuer(ctx);
    expect((await ctx.app.request(callback(code, state), { headers: { cookie } })).status).toBe(
      302,
    );
    const replay = await ctx.app.request(callback(code, state), { headers: { cookie } });
    expect(replay.status).toBe(400);
    expect(issuer.state.tokenRefusal).toBe('unknown code');
  });

  it('shows the 400 page when the person cancels at the issuer', async () => {
    const { state, cookie } = await visitIssuer(ctx);
    const query = new URLSearchParams({ error: 'access_denied', state }).toString();
    const res = await ctx.app.request(`/api/login/callback?${query}`, { headers: { cookie } });
    expect(res.status).toBe(400);
  });

  it('refuses a person the membership gate turns away with a 403 page naming the email', async () => {
    const allowlist = createOidcApp({
      MEMBERSHIP_PROVIDER: 'allowlist',
      ALLOWED_EMAILS: 'friend@example.com',
      COMMUNITY_URL: 'https://community.example.com/join',
    });
    const { code, state, cookie } = await visitIssuer(allowlist, { email: 'Outsider@Example.com' });
    const res = await allowlist.app.request(callback(code, state), { headers: { cookie } });
    expect(res.status).toBe(403);
    const html = await res.text();
    expect(html).toContain('not on the list');
    expect(html).toContain('outsider@example.com');
    expect(html).toContain('https://community.example.com/join');
    expect(res.headers.getSetCookie().some((c) => c.startsWith('pillars_sid='))).toBe(false);

    const friend = await signInWithOidc(allowlist, { email: 'friend@example.com' });
    expect(
      (await allowlist.app.request('/api/auth/user', { headers: { cookie: friend } })).status,
    ).toBe(200);
  });

  it('answers 503 with a page when the issuer cannot be reached', async () => {
    const down = await startFakeIssuer();
    await down.close();
    const app = createTestApp(t.database, {
      env: { PUBLIC_URL },
      deps: {
        oidc: createOidcProvider({
          issuer: down.url,
          clientId: FAKE_CLIENT_ID,
          redirectUri: REDIRECT_URI,
          allowInsecureRequests: true,
          timeoutMs: 2_000,
        }),
      },
    });
    const res = await app.app.request('/api/login');
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('did not complete');
    expect(res.headers.getSetCookie().some((c) => c.startsWith('pillars_oidc='))).toBe(false);
  });
});

describe('logout with OIDC', () => {
  it("ends an OIDC session at the issuer's end-session endpoint with the ID token as hint", async () => {
    const cookie = await signInWithOidc(ctx);
    const idToken = issuer.state.idTokens.at(-1);
    const res = await ctx.app.request('/api/logout', { headers: { cookie } });
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(`${issuer.url}/logout`);
    expect(Object.fromEntries(location.searchParams)).toEqual({
      id_token_hint: idToken,
      post_logout_redirect_uri: `${PUBLIC_URL}/`,
      client_id: FAKE_CLIENT_ID,
    });
    expect(res.headers.get('set-cookie')).toMatch(/pillars_sid=;/);
    expect((await ctx.app.request('/api/auth/user', { headers: { cookie } })).status).toBe(401);
  });

  it('returns a session signed in by email link to / without visiting the issuer', async () => {
    const cookie = await signIn(ctx, 'linked@example.com');
    const res = await ctx.app.request('/api/logout', { headers: { cookie } });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');
  });
});
