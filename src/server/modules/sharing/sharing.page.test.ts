import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createdMentorLinkSchema } from '@shared/contracts/sharing';
import { SHARING_PATHS } from '@shared/paths';
import { SHARING_MESSAGES } from '@shared/sharing-texts';
import { createRateLimiters, LIMIT_SPECS } from '../../infra/rate-limit';
import { insertAssessmentRow, signedInUser } from '../../test/api';
import { createTestApp, type TestContext } from '../../test/app';
import { completableForm } from '../../test/forms';
import { useTestDatabase } from '../../test/use-test-app';
import { tokenOf } from './sharing.test-support';

const db = useTestDatabase();
let clientDir: string;
let ctx: TestContext;

beforeAll(() => {
  clientDir = mkdtempSync(path.join(os.tmpdir(), 'pillars-shared-'));
  writeFileSync(
    path.join(clientDir, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Pillars</title></head><body><div id="root"></div></body></html>',
  );
  ctx = createTestApp(db.database, { deps: { clientDir } });
});
afterAll(async () => {
  await ctx.deps.pdf.close();
  rmSync(clientDir, { recursive: true, force: true });
});

/** A live link to a new member's assessment, and the member. */
async function liveLink(app: TestContext = ctx, days = 30) {
  const owner = await signedInUser(app);
  const row = await insertAssessmentRow(app.deps.database, owner.user.id, {
    name: 'Shared one',
    formData: completableForm({ product: 3 }),
  });
  const res = await owner.api.post(SHARING_PATHS.links(row.id), { expiresInDays: days });
  expect(res.status).toBe(201);
  const link = createdMentorLinkSchema.parse(await res.json());
  return { owner, assessmentId: row.id, link, token: tokenOf(link.url) };
}

const page = (token: string, app: TestContext = ctx, headers: Record<string, string> = {}) =>
  Promise.resolve(app.app.request(`${SHARING_PATHS.pagePrefix}${token}`, { headers }));

function expectViewerHeaders(res: Response) {
  expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  expect(res.headers.get('cache-control')).toBe('no-store');
  // The app's other security headers stay.
  expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
}

describe('GET /shared/{token}: the page a mentor opens', () => {
  it('opens the app for a live link, marked noindex and no-referrer in its headers and its HTML', async () => {
    const { token } = await liveLink();
    const res = await page(token);
    expect(res.status).toBe(200);
    expectViewerHeaders(res);
    const html = await res.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<meta name="robots" content="noindex,nofollow">');
    expect(html).toContain('<meta name="referrer" content="no-referrer">');
    // Only this page: the app's other pages stay indexable.
    const home = await ctx.app.request('/');
    expect(await home.text()).not.toContain('noindex');
    expect(home.headers.get('x-robots-tag')).toBeNull();
    expect(home.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('does not count the page as a view (the app’s read of the link does)', async () => {
    const { owner, assessmentId, token } = await liveLink();
    await page(token);
    const list = await (await owner.api.get(SHARING_PATHS.links(assessmentId))).json();
    expect((list as { links: { lastViewedAt: unknown }[] }).links[0]!.lastViewedAt).toBeNull();
  });

  it('answers a plain 404 page for a revoked, an expired, an unknown or a malformed link', async () => {
    const revoked = await liveLink();
    await revoked.owner.api.post(SHARING_PATHS.revoke(revoked.assessmentId, revoked.link.id));
    const later = new Date(Date.now() + 8 * 24 * 60 * 60 * 1000);
    const expired = await liveLink(ctx, 7);
    const future = createTestApp(db.database, { deps: { clientDir, clock: () => later } });
    try {
      const answers = [
        await page(revoked.token),
        await page('B'.repeat(43)),
        await page('not-a-token'),
        await page(expired.token, future),
      ];
      // Seven days on, the 30-day link still opens: the clock is what expired the other.
      expect((await page((await liveLink()).token, future)).status).toBe(200);
      for (const res of answers) {
        expect(res.status).toBe(404);
        expectViewerHeaders(res);
        expect(res.headers.get('content-type')).toContain('text/html');
        const html = await res.text();
        expect(html).toContain(`<h1>${SHARING_MESSAGES.unavailable}</h1>`);
        expect(html).toContain('<meta name="robots" content="noindex,nofollow">');
        expect(html).not.toContain('<script');
        expect(html).not.toContain('Shared one');
      }
    } finally {
      await future.deps.pdf.close();
    }
  });

  it('keeps the token out of the request log', async () => {
    const { token } = await liveLink();
    await ctx.app.request(SHARING_PATHS.view(token));
    await ctx.app.request(SHARING_PATHS.view('C'.repeat(43)));
    await page(token);
    const logged = JSON.stringify(ctx.logs);
    expect(logged).not.toContain(token);
    expect(logged).not.toContain('C'.repeat(43));
    expect(ctx.logs).toContainEqual(
      expect.objectContaining({ path: '/api/shared/:token', status: 200 }),
    );
  });
});

describe('rate limits on the shared view', () => {
  it('limits reads per address: the page answers a plain 429 page, the JSON a 429 {message}', async () => {
    // Its own client address: on PostgreSQL the counters are shared by every app of the database.
    const limited = createTestApp(db.database, {
      env: { TRUST_PROXY: '1' },
      deps: {
        clientDir,
        limiters: createRateLimiters(db.database, {
          ...LIMIT_SPECS,
          mentorView: { points: 2, durationSec: 60 },
        }),
      },
    });
    try {
      const { token } = await liveLink(limited);
      const from = { 'x-forwarded-for': `203.0.113.${process.pid % 250}` };
      expect((await page(token, limited, from)).status).toBe(200);
      expect((await limited.app.request(SHARING_PATHS.view(token), { headers: from })).status).toBe(
        200,
      );
      const json = await limited.app.request(SHARING_PATHS.view(token), { headers: from });
      expect(json.status).toBe(429);
      expect(json.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await json.json()).toHaveProperty('message');
      expectViewerHeaders(json);
      const html = await page(token, limited, from);
      expect(html.status).toBe(429);
      expect(html.headers.get('retry-after')).toMatch(/^\d+$/);
      expectViewerHeaders(html);
      expect(await html.text()).toContain('Too many requests');
    } finally {
      await limited.deps.pdf.close();
    }
  });
});
