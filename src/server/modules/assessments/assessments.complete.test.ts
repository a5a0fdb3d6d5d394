import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COMPLETION_MESSAGES } from '@shared/contracts/assessment-form';
import {
  ASSESSMENT_PATHS,
  assessmentListItemSchema,
  saveAssessmentResponseSchema,
} from '@shared/contracts/assessments';
import { assessments } from '../../db/schema';
import { useTestApp } from '../../test/use-test-app';
import { completableForm, form } from '../../test/forms';
import { snapshotsOf, withAssessment } from './assessments.test-support';

const t = useTestApp();

async function stored(id: string) {
  const [row] = await t.database.db.select().from(assessments).where(eq(assessments.id, id));
  return row!;
}

type ErrorJson = { message: string; issues: { path: string; message: string }[] };

describe('completing an assessment (completed: true)', () => {
  it('saves a 600-character task as a draft but refuses to complete with it', async () => {
    const me = await withAssessment(t.ctx);
    const formState = completableForm({ product: 3, market: 3, execution: 3 });
    formState.actionPlan.next30Days = ['Short task', 't'.repeat(600)];
    const draft = await me.api.post(ASSESSMENT_PATHS.one(me.id), {
      formState,
      completed: false,
      version: 1,
    });
    expect(draft.status).toBe(200);

    const res = await me.api.post(ASSESSMENT_PATHS.one(me.id), {
      formState,
      completed: true,
      version: 2,
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorJson;
    expect(body.message).toBe(
      'Please fix the following errors: Some tasks exceed character limits',
    );
    expect(body.issues).toContainEqual({
      path: 'formState.actionPlan.next30Days.1',
      message: COMPLETION_MESSAGES.task,
    });
    const row = await stored(me.id);
    expect(row.completedAt).toBeNull();
    expect(row.version).toBe(2);
    expect(await snapshotsOf(t.database, me.id)).toEqual([]);
  });

  it('refuses an empty priority and success measures, naming both', async () => {
    const me = await withAssessment(t.ctx);
    const formState = form({
      product: { rating: 4 },
      market: { rating: 4 },
      execution: { rating: 4 },
    });
    const res = await me.api.post(ASSESSMENT_PATHS.one(me.id), {
      formState,
      completed: true,
      version: 1,
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorJson;
    expect(body.message).toBe(
      'Please fix the following errors: Priority Focus is required, Success Measures are required',
    );
    expect(body.issues.map((i) => i.message)).toEqual([
      'Priority Focus is required',
      'Success Measures are required',
    ]);
    expect((await stored(me.id)).version).toBe(1);
  });

  it('sets completedAt, shows it in the list and takes one snapshot when all pillars are rated', async () => {
    const me = await withAssessment(t.ctx);
    const formState = completableForm({ product: 3, market: 4, execution: 5 });
    const res = await me.api.post(ASSESSMENT_PATHS.one(me.id), {
      formState,
      completed: true,
      version: 1,
    });
    expect(res.status).toBe(200);
    const saved = saveAssessmentResponseSchema.parse(await res.json());
    expect(saved.completedAt).not.toBeNull();

    const list = assessmentListItemSchema
      .array()
      .parse(await (await me.api.get(ASSESSMENT_PATHS.list)).json());
    expect(list).toEqual([expect.objectContaining({ id: me.id, completedAt: saved.completedAt })]);
    expect(await snapshotsOf(t.database, me.id)).toMatchObject([
      {
        userId: me.user.id,
        productScore: 60,
        marketScore: 80,
        executionScore: 100,
        overallScore: 80,
        note: null,
      },
    ]);
  });

  it('completes without a snapshot when a rating is missing', async () => {
    const me = await withAssessment(t.ctx);
    const formState = completableForm({ product: 3, market: 4 });
    const res = await me.api.post(ASSESSMENT_PATHS.one(me.id), {
      formState,
      completed: true,
      version: 1,
    });
    expect(res.status).toBe(200);
    expect(saveAssessmentResponseSchema.parse(await res.json()).completedAt).not.toBeNull();
    expect(await snapshotsOf(t.database, me.id)).toEqual([]);
  });

  it('keeps the first completion time when completed again, and a draft save never clears it', async () => {
    const me = await withAssessment(t.ctx);
    const formState = completableForm();
    const first = saveAssessmentResponseSchema.parse(
      await (
        await me.api.post(ASSESSMENT_PATHS.one(me.id), { formState, completed: true, version: 1 })
      ).json(),
    );
    await new Promise((r) => setTimeout(r, 5));
    const again = saveAssessmentResponseSchema.parse(
      await (
        await me.api.post(ASSESSMENT_PATHS.one(me.id), { formState, completed: true, version: 2 })
      ).json(),
    );
    expect(again.completedAt).toBe(first.completedAt);
    expect(again.version).toBe(3);
    const draft = saveAssessmentResponseSchema.parse(
      await (
        await me.api.post(ASSESSMENT_PATHS.one(me.id), { formState, completed: false, version: 3 })
      ).json(),
    );
    expect(draft.completedAt).toBe(first.completedAt);
    expect(draft.version).toBe(4);
  });

  it('refuses a completion based on an old version without writing or snapshotting', async () => {
    const me = await withAssessment(t.ctx);
    await me.api.post(ASSESSMENT_PATHS.one(me.id), { formState: form(), version: 1 });
    const formState = completableForm({ product: 1, market: 1, execution: 1 });
    const res = await me.api.post(ASSESSMENT_PATHS.one(me.id), {
      formState,
      completed: true,
      version: 1,
    });
    expect(res.status).toBe(409);
    const row = await stored(me.id);
    expect(row.completedAt).toBeNull();
    expect(row.version).toBe(2);
    expect(await snapshotsOf(t.database, me.id)).toEqual([]);
  });
});
