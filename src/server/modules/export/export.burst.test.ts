// A burst of exports through the app, against a real PDF renderer with one thread and a short
// queue (docs/decisions/025): every export answers its PDF or a 429/503 with Retry-After, never
// a 500; one user's exports beyond their limit answer 429; other users' requests stay quick.
import { describe, expect, it } from 'vitest';
import { EXPORT_PATHS } from '@shared/paths';
import { createExportRenderer } from './pdf/renderer';
import { insertAssessmentRow, signedInUser } from '../../test/api';
import { maxLengthForm } from '../../test/forms';
import { useTestApp } from '../../test/use-test-app';
import { EXPORT_MESSAGES } from './export.service';
import {
  NOW,
  expectError,
  expectPdf,
  memberWithAssessment,
  storeSession,
} from './export.test-support';

const LIMITS = { threads: 1, queue: 7, perUser: 2 };
const t = useTestApp({ deps: { clock: () => NOW, pdf: createExportRenderer(LIMITS) } });

/** A refused export: its status, a whole number of seconds in Retry-After, and `{error}`. */
async function expectRefused(res: Response, status: 429 | 503) {
  const retryAfter = res.headers.get('retry-after');
  expect(retryAfter).toMatch(/^[1-9]\d*$/);
  const message = (status === 429 ? EXPORT_MESSAGES.userBusy : EXPORT_MESSAGES.serverBusy)(
    Number(retryAfter),
  );
  await expectError(res, status, message);
}

/** A request's answer and how long it took, in ms. */
async function timed(request: () => Promise<Response>) {
  const started = performance.now();
  const res = await request();
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - started };
}

describe('a burst of PDF exports', () => {
  it('answers each with its PDF or 429/503 and Retry-After, and keeps other requests quick', async () => {
    const members = [];
    for (let i = 0; i < 6; i++) {
      const me = await memberWithAssessment(t.ctx, `Burst ${i}`);
      await storeSession(t.ctx, me, 2);
      members.push(me);
    }
    const bystander = await signedInUser(t.ctx);
    // 6 users x 8 exports = 48 at once, for 8 places (one rendering, seven waiting).
    const paths = (id: string) => [
      EXPORT_PATHS.assessment(id),
      EXPORT_PATHS.dashboard(id),
      EXPORT_PATHS.coaching(2, id),
      EXPORT_PATHS.assessment(id),
    ];
    const burst = members.flatMap((me) =>
      [...paths(me.assessmentId), ...paths(me.assessmentId)].map((p) => me.api.get(p)),
    );
    // Other users meanwhile: the health check and a signed-in read, each answered quickly.
    const health = await timed(() => Promise.resolve(t.ctx.app.request('/api/health')));
    const read = await timed(() => bystander.api.get('/api/auth/user'));
    const answers = await Promise.all(burst);

    expect(health.status).toBe(200);
    expect(read.status).toBe(200);
    expect(health.ms).toBeLessThan(1_000);
    expect(read.ms).toBeLessThan(1_000);

    const count: Record<number, number> = {};
    for (const res of answers) {
      count[res.status] = (count[res.status] ?? 0) + 1;
      if (res.status === 429 || res.status === 503) await expectRefused(res, res.status);
      else {
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('application/pdf');
        await res.arrayBuffer();
      }
    }
    expect(Object.keys(count).sort()).toEqual(['200', '429', '503']);
    // All 48 asked for a place before the first was given back (the thread loads for most of a
    // second first). 8 places for 6 users of 2 each: at least two users took 2, and their other 6
    // requests each answered 429; at least two took at most 1, and their other 7 or more 503.
    expect(count[200]).toBeGreaterThanOrEqual(LIMITS.threads + LIMITS.queue);
    expect(count[429]).toBeGreaterThanOrEqual(2 * 6);
    expect(count[503]).toBeGreaterThanOrEqual(2 * 7);

    // Every place was given back: each user exports again, one after another.
    for (const me of members)
      await expectPdf(
        await me.api.get(EXPORT_PATHS.dashboard(me.assessmentId)),
        `dashboard-summary-${NOW.toISOString().slice(0, 10)}.pdf`,
      );
  });

  it("answers a user's third export in flight 429, while another user's is made", async () => {
    const me = await signedInUser(t.ctx);
    // The largest form a user can write takes the thread most of a second per export.
    const row = await insertAssessmentRow(t.ctx.deps.database, me.user.id, {
      name: 'Largest',
      formData: maxLengthForm(),
    });
    const other = await memberWithAssessment(t.ctx);
    // Three at once: whichever of them asks for a place last is refused (the order in which
    // their sign-in checks finish is not fixed, so the test does not assume the third).
    const mine = [1, 2, 3].map(() => me.api.get(EXPORT_PATHS.assessment(row.id)));
    const others = other.api.get(EXPORT_PATHS.dashboard(other.assessmentId));
    const answers = await Promise.all(mine);
    const refused = answers.filter((res) => res.status === 429);
    expect(refused).toHaveLength(1);
    await expectRefused(refused[0] as Response, 429);
    for (const res of answers.filter((r) => r.status !== 429)) expect(res.status).toBe(200);
    expect((await others).status).toBe(200);
    // With its two exports done, the user exports again.
    expect((await me.api.get(EXPORT_PATHS.assessment(row.id))).status).toBe(200);
  });

  it('gives the place back when an export fails before rendering', async () => {
    const me = await signedInUser(t.ctx);
    const missing = '6f1c1c38-2a61-4a8e-9a52-52b6c1f1f0b1';
    for (let i = 0; i < LIMITS.perUser + 2; i++)
      await expectError(await me.api.get(EXPORT_PATHS.assessment(missing)), 404);
    for (let i = 0; i < LIMITS.perUser + 2; i++)
      await expectError(await me.api.get(EXPORT_PATHS.coaching(3, missing)), 404);
  });
});
