import { describe, expect, it } from 'vitest';
import { ACCOUNT_EXPORT_PATH, accountExportSchema } from '@shared/contracts/account';
import { ASSESSMENT_PATHS } from '@shared/contracts/assessments';
import { COACHING_PATHS, SHARING_PATHS } from '@shared/paths';
import { taskTextOf } from '@shared/session-tasks';
import { signedInUser } from '../../test/api';
import { ledgerOf } from '../../test/credits';
import { completableForm } from '../../test/forms';
import { useTestApp } from '../../test/use-test-app';
import { withAssessment } from '../assessments/assessments.test-support';
import { hashMentorToken } from '../sharing';

const t = useTestApp();

describe('GET /api/me/export (a user takes their data with them)', () => {
  it('answers every assessment with its answers, snapshots and coaching, and the credit ledger', async () => {
    const me = await withAssessment(t.ctx);
    const formState = completableForm({ product: 4, market: 3, execution: 2 });
    formState.product.problem = 'Bakeries throw away 12% of their bread — “every night”.';
    const saved = await me.api.post(ASSESSMENT_PATHS.one(me.id), {
      formState,
      completed: true,
      version: 1,
    });
    expect(saved.status).toBe(200);
    const coached = await me.api.post(COACHING_PATHS.generate, {
      sessionId: 2,
      assessmentId: me.id,
    });
    expect(coached.status).toBe(200);
    const task = ((await coached.json()) as { coaching: { microTasks: string[] } }).coaching
      .microTasks[0]!;
    const ticked = await t.ctx.app.request(COACHING_PATHS.tasks, {
      method: 'PUT',
      headers: { cookie: me.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ assessmentId: me.id, sessionNumber: 2, task, done: true }),
    });
    expect(ticked.status).toBe(200);

    const res = await me.api.get(ACCOUNT_EXPORT_PATH);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="pillars-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = accountExportSchema.parse(await res.json());
    expect(body.user.email).toBe(me.user.email);
    expect(body.assessments).toHaveLength(1);
    const [assessment] = body.assessments;
    // Every word as written, and the scores and coaching beside it.
    expect(assessment!.formData.product.problem).toBe(formState.product.problem);
    expect(assessment!.snapshots).toHaveLength(1);
    const [snapshot] = assessment!.snapshots;
    // Product was rated higher than Market, and the snapshot says so.
    expect(snapshot!.productScore).toBeGreaterThan(snapshot!.marketScore);
    expect(assessment!.coachingSessions.map((s) => s.sessionNumber)).toEqual([2]);
    expect(assessment!.coachingSessions[0]!.coaching.recommendActions.length).toBeGreaterThan(0);
    expect(assessment!.tasksDone).toEqual([
      { sessionNumber: 2, task: taskTextOf(task), doneAt: expect.any(String) },
    ]);
    const ledger = await ledgerOf(t.database, me.user.id);
    expect(ledger.length).toBeGreaterThan(0);
    expect(body.creditLedger.map((l) => [l.delta, l.reason])).toEqual(
      ledger.map((l) => [l.delta, l.reason]),
    );
  });

  it("holds nothing of another user's", async () => {
    const me = await withAssessment(t.ctx);
    const other = await withAssessment(t.ctx);
    const form = completableForm({ product: 2, market: 2, execution: 2 });
    form.product.problem = 'A secret only the other founder wrote';
    expect(
      (
        await other.api.post(ASSESSMENT_PATHS.one(other.id), {
          formState: form,
          completed: false,
          version: 1,
        })
      ).status,
    ).toBe(200);
    const text = await (await me.api.get(ACCOUNT_EXPORT_PATH)).text();
    expect(text).not.toContain('A secret only the other founder wrote');
    expect(text).not.toContain(other.user.email);
    expect(text).not.toContain(other.id);
  });

  it('answers a user with nothing yet an empty export, and 401 when signed out', async () => {
    const me = await signedInUser(t.ctx);
    const body = accountExportSchema.parse(await (await me.api.get(ACCOUNT_EXPORT_PATH)).json());
    expect(body.assessments).toEqual([]);
    const signedOut = await t.ctx.app.request(ACCOUNT_EXPORT_PATH);
    expect(signedOut.status).toBe(401);
  });

  it('lists each assessment’s mentor links with their dates, never a token or its hash', async () => {
    const me = await withAssessment(t.ctx);
    const kept = await me.api.post(SHARING_PATHS.links(me.id), { expiresInDays: 90 });
    const gone = await me.api.post(SHARING_PATHS.links(me.id), { expiresInDays: 7 });
    const [keptLink, goneLink] = [await kept.json(), await gone.json()] as {
      id: string;
      url: string;
    }[];
    await me.api.post(SHARING_PATHS.revoke(me.id, goneLink!.id));

    const text = await (await me.api.get(ACCOUNT_EXPORT_PATH)).text();
    const [assessment] = accountExportSchema.parse(JSON.parse(text)).assessments;
    expect(assessment!.mentorLinks).toHaveLength(2);
    expect(assessment!.mentorLinks.filter((l) => l.revokedAt !== null)).toHaveLength(1);
    for (const link of [keptLink!, goneLink!]) {
      const token = new URL(link.url).pathname.split('/').at(-1)!;
      expect(text).not.toContain(token);
      expect(text).not.toContain(hashMentorToken(token));
    }
  });
});
