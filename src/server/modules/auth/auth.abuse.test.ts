import { describe, expect, it } from 'vitest';
import { createSmtpMailer } from '../../infra/mail/mailer';
import { continueLink, createTestApp } from '../../test/app';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp();

const form = (email: string, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  body: new URLSearchParams({ email }).toString(),
});

describe('client address behind a proxy (TRUST_PROXY)', () => {
  it('counts a forged X-Forwarded-For prefix against the address the proxy saw', async () => {
    const limited = createTestApp(t.database, { env: { TRUST_PROXY: '1' } });
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) {
      const headers = { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.77` };
      statuses.push(
        (await limited.app.request('/api/login', form(`fx${i}@example.com`, headers))).status,
      );
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });

  it('ignores X-Forwarded-For without TRUST_PROXY', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const headers = { 'x-forwarded-for': `198.51.100.${i}` };
      statuses.push(
        (await t.ctx.app.request('/api/login', form(`nx${i}@example.com`, headers))).status,
      );
    }
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("sign-in requests for someone else's email (victim lock-out)", () => {
  it('never answers 429 to requests from many addresses, caps the mails, and the owner still signs in', async () => {
    const app = createTestApp(t.database, { env: { TRUST_PROXY: '1' } });
    const victim = 'victim@example.com';
    for (let i = 0; i < 8; i++) {
      const res = await app.app.request(
        '/api/login',
        form(victim, { 'x-forwarded-for': `198.51.100.${i}` }),
      );
      expect(res.status).toBe(200);
    }
    expect(app.mailer.sent.filter((m) => m.to === victim)).toHaveLength(5);
    const own = await app.app.request(
      '/api/login',
      form(victim, { 'x-forwarded-for': '192.0.2.1' }),
    );
    expect(own.status).toBe(200);
    expect(JSON.stringify(app.logs)).toContain('login_mail_capped');
    const res = await continueLink(app, app.mailer.sent.at(-1)!.url);
    expect(res.status).toBe(303);
  });

  it('answers 429 to the sixth request for one email from one address', async () => {
    const app = createTestApp(t.database, { env: { TRUST_PROXY: '1' } });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const headers = { 'x-forwarded-for': '203.0.113.5' };
      statuses.push(
        (await app.app.request('/api/login', form('same@example.com', headers))).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('mail server down', () => {
  // An address of their own: on PostgreSQL the limits are shared by every app on the database, and
  // the tests above spend the limit of the default address.
  const own = { 'x-forwarded-for': '192.0.2.50' };
  const down = () =>
    createTestApp(t.database, {
      env: { TRUST_PROXY: '1' },
      deps: { mailer: createSmtpMailer('smtp://127.0.0.1:1', 'Pillars <no-reply@localhost>') },
    });

  it('answers the HTML form with a 503 page saying the email could not be sent, and logs why', async () => {
    const app = down();
    const res = await app.app.request('/api/login', form('down@example.com', own));
    expect(res.status).toBe(503);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain("We couldn't send your sign-in email");
    expect(html).toContain('try again in a few minutes');
    expect(JSON.stringify(app.logs)).toContain('login_mail_failed');
  });

  it('answers JSON callers with 503 and a message', async () => {
    const res = await down().app.request('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...own },
      body: JSON.stringify({ email: 'down-json@example.com' }),
    });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      message: "We couldn't send the sign-in email just now. Please try again in a few minutes.",
    });
  });
});
