import { describe, expect, it } from 'vitest';
import { continueLink, cookieFrom, createTestApp } from '../../test/app';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp();

/** Asks for a link the way the sign-in form does and answers the URL the email carries. */
async function requestLink(email: string, app = t.ctx): Promise<string> {
  await app.app.request('/api/login', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email }).toString(),
  });
  return app.mailer.sent.at(-1)!.url;
}

const pathOf = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

async function isSignedIn(cookie: string): Promise<boolean> {
  const res = await t.ctx.app.request('/api/auth/user', { headers: { cookie } });
  return res.status === 200;
}

describe("sign-in link: 'Continue as …' (mail scanners cannot use it up)", () => {
  it('opening the link twice and a HEAD show the page and spend nothing', async () => {
    const url = await requestLink('scanned@example.com');
    const head = await t.ctx.app.request(pathOf(url), { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('set-cookie')).toBeNull();
    for (const _ of [1, 2]) {
      const res = await t.ctx.app.request(pathOf(url));
      expect(res.status).toBe(200);
      expect(res.headers.get('set-cookie')).toBeNull();
      expect(res.headers.get('cache-control')).toBe('no-store');
      const html = await res.text();
      expect(html).toContain('Continue as scanned@example.com');
      expect(html).toContain('<form method="post" action="/api/login/verify">');
      expect(html).toContain(`name="token" value="${new URL(url).searchParams.get('token')}"`);
    }
    const res = await continueLink(t.ctx, url);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/');
    expect(await isSignedIn(cookieFrom(res))).toBe(true);
  });

  it('the POST signs in once; a second POST and a later GET get the expired page', async () => {
    const url = await requestLink('once@example.com');
    const first = await continueLink(t.ctx, url, { origin: 'http://localhost:5000' });
    expect(first.status).toBe(303);
    const second = await continueLink(t.ctx, url);
    expect(second.status).toBe(400);
    expect(second.headers.get('set-cookie')).toBeNull();
    expect(await second.text()).toContain("This sign-in link can't be used");
    const opened = await t.ctx.app.request(pathOf(url));
    expect(opened.status).toBe(400);
    expect(await opened.text()).toContain('has been used already or has expired');
  });

  it('refuses a cross-site POST and leaves the link usable', async () => {
    const url = await requestLink('target@example.com');
    const evil = await continueLink(t.ctx, url, { origin: 'https://evil.example' });
    expect(evil.status).toBe(403);
    expect(await evil.json()).toMatchObject({ message: 'Cross-site request refused' });
    const fetched = await continueLink(t.ctx, url, { 'sec-fetch-site': 'cross-site' });
    expect(fetched.status).toBe(403);
    expect((await continueLink(t.ctx, url)).status).toBe(303);
  });

  it('an expired link shows the expired page on GET and POST', async () => {
    let now = new Date();
    const timed = createTestApp(t.database, { deps: { clock: () => now } });
    const url = await requestLink('slow@example.com', timed);
    now = new Date(now.getTime() + 16 * 60_000);
    const opened = await timed.app.request(pathOf(url));
    expect(opened.status).toBe(400);
    expect(await opened.text()).toContain("This sign-in link can't be used");
    expect((await continueLink(timed, url)).status).toBe(400);
  });

  it('a missing or malformed token gets the expired page, as JSON for a JSON client', async () => {
    expect((await t.ctx.app.request('/api/login/verify')).status).toBe(400);
    const html = await t.ctx.app.request('/api/login/verify', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'token=short',
    });
    expect(html.status).toBe(400);
    expect(await html.text()).toContain("This sign-in link can't be used");
    const json = await t.ctx.app.request('/api/login/verify', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: 42 }),
    });
    expect(json.status).toBe(400);
    expect(await json.json()).toEqual({
      message: 'This sign-in link has been used already or has expired.',
    });
  });

  it('escapes the email on the page', async () => {
    const url = await requestLink('"<b>"@example.com');
    const html = await (await t.ctx.app.request(pathOf(url))).text();
    expect(html).not.toContain('<b>');
  });
});
