import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COMPARE_TEXTS } from '@shared/compare-texts';
import type { FormState } from '@shared/contracts/assessment-form';
import { ASSESSMENT_MESSAGES, ASSESSMENT_PATHS } from '@shared/contracts/assessments';
import { COMPARE_MESSAGES, comparisonSchema, snapshotListSchema } from '@shared/contracts/compare';
import { dashboardSchema } from '@shared/contracts/dashboard';
import { DASHBOARD_PATHS } from '@shared/paths';
import { assessmentSnapshots } from '../../db/schema';
import { insertAssessmentRow, signedInUser, type SignedIn } from '../../test/api';
import { completableForm, form, maxLengthForm } from '../../test/forms';
import { useTestApp } from '../../test/use-test-app';
import { insertSnapshotRow } from '../dashboard/dashboard.test-support';
import { snapshotsOf } from './assessments.test-support';

const t = useTestApp();

/** A founder's form: ratings 3, 2, 4 and a few answers. */
function founderForm(): FormState {
  const f = completableForm({ product: 3, market: 2, execution: 4 });
  f.product.problem = 'Bakeries throw away a fifth of their bread.';
  f.market.payEvidence = 'Five letters of intent at 49 EUR a month.';
  f.loops.product_market.metrics = 'Weekly waste per shop';
  return f;
}

/** Saves `formState` over the stored one, as the editor does (with the stored version). */
async function save(me: SignedIn, id: string, formState: FormState, completed = false) {
  const stored = await me.api.get(ASSESSMENT_PATHS.one(id));
  const { version } = (await stored.json()) as { version: number };
  const res = await me.api.post(ASSESSMENT_PATHS.one(id), { formState, completed, version });
  expect(res.status).toBe(200);
}

async function trackProgress(me: SignedIn, id: string, note: string | null = null) {
  const res = await me.api.post(ASSESSMENT_PATHS.snapshot(id), { note });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string };
}

async function compare(me: SignedIn, id: string, target: { snapshot: string } | { with: string }) {
  const res = await me.api.get(ASSESSMENT_PATHS.compare(id, target));
  expect(res.status).toBe(200);
  return comparisonSchema.parse(await res.json());
}

async function storedForm(snapshotId: string) {
  const [row] = await t.database.db
    .select({ formData: assessmentSnapshots.formData })
    .from(assessmentSnapshots)
    .where(eq(assessmentSnapshots.id, snapshotId));
  return row?.formData;
}

describe('snapshots keep the form as it stood', () => {
  it('Track Progress stores the stored form with the scores', async () => {
    const me = await signedInUser(t.ctx);
    const row = await insertAssessmentRow(t.database, me.user.id, { formData: founderForm() });
    const snap = await trackProgress(me, row.id, 'Before the pilots');
    expect(await storedForm(snap.id)).toEqual(founderForm());
  });

  it('the snapshot taken at completion stores the completed form', async () => {
    const me = await signedInUser(t.ctx);
    const row = await insertAssessmentRow(t.database, me.user.id, { formData: form() });
    await save(me, row.id, founderForm(), true);
    const [snap] = await snapshotsOf(t.database, row.id);
    expect(snap?.formData).toEqual(founderForm());
    expect(snap?.overallScore).toBe(60);
  });

  it('a first save that creates a completed assessment stores its form in the snapshot', async () => {
    const me = await signedInUser(t.ctx, { credits: 2 });
    const res = await me.api.post(ASSESSMENT_PATHS.saveNew, {
      formState: founderForm(),
      completed: true,
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const [snap] = await snapshotsOf(t.database, id);
    expect(snap?.formData).toEqual(founderForm());
  });
});

describe('GET /api/assessments/{id}/compare?snapshot=', () => {
  it('sets ratings, scores and each changed answer of the snapshot beside the assessment now', async () => {
    const me = await signedInUser(t.ctx);
    const row = await insertAssessmentRow(t.database, me.user.id, {
      name: 'Q1 Review',
      formData: founderForm(),
    });
    const snap = await trackProgress(me, row.id);
    const now = founderForm();
    now.market.rating = 4;
    now.product.problem = 'Bakeries throw away a quarter of their bread.';
    now.market.payEvidence = '';
    now.reflection.surprises = 'Owners care about time.';
    now.actionPlan.next30Days = ['Write the interview guide', 'Book the calls', 'Visit 3 shops'];
    await save(me, row.id, now);

    const result = await compare(me, row.id, { snapshot: snap.id });
    expect(result.from).toMatchObject({
      kind: 'snapshot',
      id: snap.id,
      assessmentId: row.id,
      name: 'Q1 Review',
      label: COMPARE_TEXTS.snapshotLabel,
      ratings: { product: 3, market: 2, execution: 4 },
      scores: { overall: 60, product: 60, market: 40, execution: 80 },
      hasAnswers: true,
    });
    expect(result.to).toMatchObject({
      kind: 'assessment',
      id: row.id,
      label: 'Q1 Review',
      ratings: { product: 3, market: 4, execution: 4 },
      scores: { overall: 73, product: 60, market: 80, execution: 80 },
      hasAnswers: true,
    });
    expect(Date.parse(result.to.date)).toBeGreaterThanOrEqual(Date.parse(result.from.date));
    expect(result.answersCompared).toBe(true);
    expect(result.changes).toEqual([
      {
        path: 'product.problem',
        section: 'Product',
        label: 'What problem are you solving?',
        before: 'Bakeries throw away a fifth of their bread.',
        after: 'Bakeries throw away a quarter of their bread.',
      },
      {
        path: 'market.payEvidence',
        section: 'Market',
        label: 'What evidence is there that they will pay?',
        before: 'Five letters of intent at 49 EUR a month.',
        after: '',
      },
      {
        path: 'actionPlan.next30Days',
        section: '30-Day Action Plan',
        label: 'Next 30 Days: Tasks',
        before: 'Write the interview guide\nBook the calls',
        after: 'Write the interview guide\nBook the calls\nVisit 3 shops',
      },
      {
        path: 'reflection.surprises',
        section: 'Reflection & Insights',
        label: 'What surprised you?',
        before: '',
        after: 'Owners care about time.',
      },
    ]);
  });

  it('labels a snapshot by its note, and finds no change right after it', async () => {
    const me = await signedInUser(t.ctx);
    const row = await insertAssessmentRow(t.database, me.user.id, { formData: founderForm() });
    const snap = await trackProgress(me, row.id, 'After the bakery fair');
    const result = await compare(me, row.id, { snapshot: snap.id });
    expect(result.from.label).toBe('After the bakery fair');
    expect(result.answersCompared).toBe(true);
    expect(result.changes).toEqual([]);
  });

  it('answers anew after each write: a save and a new snapshot show at once', async () => {
    const me = await signedInUser(t.ctx);
    const row = await insertAssessmentRow(t.database, me.user.id, { formData: founderForm() });
    const snap = await trackProgress(me, row.id);
    expect((await compare(me, row.id, { snapshot: snap.id })).changes).toEqual([]);
    const list = async () =>
      snapshotListSchema.parse(await (await me.api.get(ASSESSMENT_PATHS.snapshots(row.id))).json());
    expect(await list()).toHaveLength(1);

    const now = founderForm();
    now.execution.risks = 'Till integrations take long';
    await save(me, row.id, now);
    const again = await compare(me, row.id, { snapshot: snap.id });
    expect(again.changes.map((c) => c.after)).toEqual(['Till integrations take long']);
    await trackProgress(me, row.id);
    expect(await list()).toHaveLength(2);
  });

  it('compares a snapshot taken before forms were kept by ratings and scores only', async () => {
    const me = await signedInUser(t.ctx);
    const row = await insertAssessmentRow(t.database, me.user.id, { formData: founderForm() });
    await insertSnapshotRow(t.database.db, {
      assessmentId: row.id,
      userId: me.user.id,
      createdAt: new Date(Date.UTC(2025, 0, 15)),
      scores: [20, 0, 100],
    });
    const [old] = await snapshotsOf(t.database, row.id);
    expect(old?.formData).toBeNull();

    const result = await compare(me, row.id, { snapshot: old!.id });
    expect(result.answersCompared).toBe(false);
    expect(result.changes).toEqual([]);
    expect(result.from).toMatchObject({
      kind: 'snapshot',
      hasAnswers: false,
      date: '2025-01-15T00:00:00.000Z',
      ratings: { product: 1, market: null, execution: 5 },
      scores: { overall: 40, product: 20, market: 0, execution: 100 },
    });
    expect(result.to.scores).toEqual({ overall: 60, product: 60, market: 40, execution: 80 });
  });

  it('sends only the changed answers of the largest forms, not the whole forms', async () => {
    const me = await signedInUser(t.ctx);
    const row = await insertAssessmentRow(t.database, me.user.id, { formData: maxLengthForm() });
    const snap = await trackProgress(me, row.id);
    const now = maxLengthForm();
    now.product.problem = 'x'.repeat(3000);
    await save(me, row.id, now);
    const res = await me.api.get(ASSESSMENT_PATHS.compare(row.id, { snapshot: snap.id }));
    const text = await res.text();
    const result = comparisonSchema.parse(JSON.parse(text));
    expect(result.changes.map((c) => c.path)).toEqual(['product.problem']);
    expect(text.length).toBeLessThan(10_000);
  });
});

describe('the dashboard’s history points', () => {
  it('name the snapshot behind each, so the chart can open "What changed" with it', async () => {
    const me = await signedInUser(t.ctx);
    const row = await insertAssessmentRow(t.database, me.user.id, { formData: founderForm() });
    const first = await trackProgress(me, row.id);
    const second = await trackProgress(me, row.id);
    const res = await me.api.get(DASHBOARD_PATHS.dashboard(row.id));
    const { historicalData } = dashboardSchema.parse(await res.json());
    expect(historicalData.map((p) => p.snapshotId)).toEqual([first.id, second.id]);
    const result = await compare(me, row.id, { snapshot: historicalData[0]!.snapshotId! });
    expect(result.from.id).toBe(first.id);
  });
});

describe('GET /api/assessments/{id}/compare?with=', () => {
  it('compares two of the founder’s assessments: `from` the other one, `to` this one', async () => {
    const me = await signedInUser(t.ctx);
    const older = await insertAssessmentRow(t.database, me.user.id, {
      name: '2024 plan',
      formData: founderForm(),
    });
    const newer = founderForm();
    newer.product.rating = 5;
    newer.industry = 'Food & Beverage';
    newer.loops.product_market.metrics = 'Waste per shop per week';
    const current = await insertAssessmentRow(t.database, me.user.id, {
      name: '2025 plan',
      formData: newer,
    });

    const result = await compare(me, current.id, { with: older.id });
    expect(result.from).toMatchObject({
      kind: 'assessment',
      id: older.id,
      label: '2024 plan',
      ratings: { product: 3, market: 2, execution: 4 },
      scores: { overall: 60 },
    });
    expect(result.to).toMatchObject({
      kind: 'assessment',
      id: current.id,
      label: '2025 plan',
      ratings: { product: 5, market: 2, execution: 4 },
      scores: { overall: 73, product: 100 },
    });
    expect(result.changes).toEqual([
      {
        path: 'industry',
        section: 'Business Context',
        label: 'Industry',
        before: '',
        after: 'Food & Beverage',
      },
      {
        path: 'loops.product_market.metrics',
        section: 'Product-Market Loop',
        label: 'Metrics',
        before: 'Weekly waste per shop',
        after: 'Waste per shop per week',
      },
    ]);
  });
});

describe('bad requests', () => {
  it.each([
    ['no target', '', COMPARE_MESSAGES.noTarget],
    ['both targets', `snapshot=${randomUUID()}&with=${randomUUID()}`, COMPARE_MESSAGES.twoTargets],
    ['a malformed snapshot id', 'snapshot=42', 'snapshot must be a valid id'],
    ['a malformed assessment id', 'with=x%27%20or%201%3D1', 'with must be a valid id'],
    ['an empty snapshot id', 'snapshot=', 'snapshot must be a valid id'],
  ])('answers 400 to %s, with a message', async (_label, query, message) => {
    const me = await signedInUser(t.ctx);
    const row = await insertAssessmentRow(t.database, me.user.id, { formData: founderForm() });
    const res = await me.api.get(`/api/assessments/${row.id}/compare?${query}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message });
  });

  it('answers 400 to comparing an assessment with itself', async () => {
    const me = await signedInUser(t.ctx);
    const row = await insertAssessmentRow(t.database, me.user.id, { formData: founderForm() });
    const res = await me.api.get(ASSESSMENT_PATHS.compare(row.id, { with: row.id }));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: COMPARE_MESSAGES.sameAssessment });
  });

  it('answers 404 to an unknown or malformed assessment in the address, and an unknown target', async () => {
    const me = await signedInUser(t.ctx);
    const row = await insertAssessmentRow(t.database, me.user.id, { formData: founderForm() });
    const unknown = randomUUID();
    for (const [path, message] of [
      [ASSESSMENT_PATHS.compare(unknown, { snapshot: randomUUID() }), ASSESSMENT_MESSAGES.notFound],
      [ASSESSMENT_PATHS.compare('nope', { snapshot: randomUUID() }), ASSESSMENT_MESSAGES.notFound],
      [ASSESSMENT_PATHS.compare(row.id, { snapshot: unknown }), COMPARE_MESSAGES.snapshotNotFound],
      [ASSESSMENT_PATHS.compare(row.id, { with: unknown }), ASSESSMENT_MESSAGES.notFound],
      [ASSESSMENT_PATHS.snapshots(unknown), ASSESSMENT_MESSAGES.notFound],
    ] as const) {
      const res = await me.api.get(path);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toMatchObject({ message });
    }
  });

  it('answers 401 when signed out', async () => {
    const res = await t.ctx.app.request(
      ASSESSMENT_PATHS.compare(randomUUID(), { snapshot: randomUUID() }),
    );
    expect(res.status).toBe(401);
  });
});

describe('GET /api/assessments/{id}/snapshots', () => {
  it('lists the snapshots newest first, saying which kept their answers', async () => {
    const me = await signedInUser(t.ctx);
    const row = await insertAssessmentRow(t.database, me.user.id, { formData: founderForm() });
    expect(
      snapshotListSchema.parse(await (await me.api.get(ASSESSMENT_PATHS.snapshots(row.id))).json()),
    ).toEqual([]);
    await insertSnapshotRow(t.database.db, {
      assessmentId: row.id,
      userId: me.user.id,
      createdAt: new Date(Date.UTC(2025, 0, 15)),
      scores: [20, 40, 60],
    });
    const snap = await trackProgress(me, row.id, 'Now');
    const res = await me.api.get(ASSESSMENT_PATHS.snapshots(row.id));
    expect(res.status).toBe(200);
    const list = snapshotListSchema.parse(await res.json());
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({
      id: snap.id,
      note: 'Now',
      hasAnswers: true,
      scores: { overall: 60, product: 60, market: 40, execution: 80 },
    });
    expect(list[1]).toMatchObject({
      note: null,
      hasAnswers: false,
      createdAt: '2025-01-15T00:00:00.000Z',
      scores: { overall: 40, product: 20, market: 40, execution: 60 },
    });
    // Only the picker's fields: no form travels with the list.
    expect(JSON.stringify(list)).not.toContain('Bakeries');
  });
});
