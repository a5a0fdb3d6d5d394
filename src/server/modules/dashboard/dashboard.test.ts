import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dashboardSchema, type DashboardData } from '@shared/contracts/dashboard';
import { emptyFormState } from '@shared/contracts/assessment-rules';
import {
  FORM_FACTS_VERSION,
  formFactsOf,
  improvementsOf,
  strengthsOf,
  type FormFacts,
} from '@shared/dashboard-rules';
import { ASSESSMENT_PATHS, COACHING_PATHS, DASHBOARD_PATHS } from '@shared/paths';
import { apiClient, insertAssessmentRow, signedInUser, type SignedIn } from '../../test/api';
import { useTestApp } from '../../test/use-test-app';
import { assessments } from '../../db/schema';
import { findDashboardRow } from './dashboard.queries';
import { completableForm } from '../../test/forms';
import {
  countingDatabase,
  insertCoachingRow,
  insertSnapshotRow,
  statementsDuring,
} from './dashboard.test-support';

let statements: string[];
const t = useTestApp({
  wrapDatabase: (database) => {
    const counting = countingDatabase(database);
    statements = counting.statements;
    return counting.database;
  },
});

/** The answer, checked against the shared response schema. */
async function dashboardOf(me: SignedIn, assessmentId?: string): Promise<DashboardData> {
  const res = await me.api.get(DASHBOARD_PATHS.dashboard(assessmentId));
  expect(res.status).toBe(200);
  return dashboardSchema.parse(await res.json());
}

/** Ratings 5/4/2, the Product-Market loop filled, solution, ideal customer and go-to-market empty. */
function reviewedForm() {
  const form = completableForm({ product: 5, market: 4, execution: 2 });
  form.loops.product_market = { current: 'Weekly calls', actions: 'Ship', metrics: 'Churn' };
  return form;
}

describe('GET /api/dashboard', () => {
  it('answers scores, history, strengths, improvements and progress of a completed assessment', async () => {
    const me = await signedInUser(t.ctx);
    const updatedAt = new Date('2025-03-05T08:15:00.000Z');
    const row = await insertAssessmentRow(t.database, me.user.id, {
      name: 'Q1 2025 Review',
      formData: reviewedForm(),
      completedAt: new Date('2025-03-01T12:00:00.000Z'),
      updatedAt,
    });
    const other = await insertAssessmentRow(t.database, me.user.id);
    // Inserted newest first: the answer must still be oldest first.
    await insertSnapshotRow(t.database.db, {
      assessmentId: row.id,
      userId: me.user.id,
      createdAt: new Date('2025-03-02T23:30:00.000Z'),
      scores: [100, 80, 40],
    });
    await insertSnapshotRow(t.database.db, {
      assessmentId: row.id,
      userId: me.user.id,
      createdAt: new Date('2025-01-15T10:00:00.000Z'),
      scores: [60, 40, 20],
    });
    await insertSnapshotRow(t.database.db, {
      assessmentId: other.id,
      userId: me.user.id,
      createdAt: new Date('2025-02-01T10:00:00.000Z'),
      scores: [20, 20, 20],
    });
    for (const sessionNumber of [5, 2])
      await insertCoachingRow(t.database.db, {
        assessmentId: row.id,
        userId: me.user.id,
        sessionNumber,
      });
    // Another assessment's coaching counts for that assessment only.
    await insertCoachingRow(t.database.db, {
      assessmentId: other.id,
      userId: me.user.id,
      sessionNumber: 3,
    });

    expect(await dashboardOf(me, row.id)).toEqual({
      assessmentId: row.id,
      assessmentName: 'Q1 2025 Review',
      assessmentScores: { overall: 73, product: 100, market: 80, execution: 40 },
      historicalData: [
        {
          date: '2025-01-15',
          product: 60,
          market: 40,
          execution: 20,
          snapshotId: expect.any(String),
        },
        {
          date: '2025-03-02',
          product: 100,
          market: 80,
          execution: 40,
          snapshotId: expect.any(String),
        },
      ],
      strengths: [
        'Product is a strength: rated 5/5 (Excellent).',
        'Market is a strength: rated 4/5 (Growing).',
        'Product-Market Loop is well defined: current state, actions and metrics are all in place.',
      ],
      improvements: [
        'Execution needs work: rated 2/5 (Starting).',
        "Product: 'What is your solution?' is still empty.",
        "Market: 'Who is your ideal customer?' is still empty.",
        "Execution: 'What is your go-to-market plan?' is still empty.",
      ],
      sessionProgress: {
        completed: 3,
        total: 7,
        sessions: [
          { id: 1, title: 'Comprehensive Assessment', completed: true },
          { id: 2, title: 'Product Focus', completed: true },
          { id: 3, title: 'Market Focus', completed: false },
          { id: 4, title: 'Execution Focus', completed: false },
          { id: 5, title: 'Product-Market Loop', completed: true },
          { id: 6, title: 'Product-Execution Loop', completed: false },
          { id: 7, title: 'Market-Execution Loop', completed: false },
        ],
      },
      lastUpdated: updatedAt.toISOString(),
    });
  });

  it('answers an empty history, zero scores and no progress for a new assessment', async () => {
    const me = await signedInUser(t.ctx);
    const row = await insertAssessmentRow(t.database, me.user.id);
    const data = await dashboardOf(me, row.id);
    expect(data.historicalData).toEqual([]);
    expect(data.assessmentScores).toEqual({ overall: 0, product: 0, market: 0, execution: 0 });
    expect(data.strengths).toEqual([]);
    expect(data.improvements).toContain('Market is unrated: rate it to see where you stand.');
    expect(data.sessionProgress.completed).toBe(0);
    expect(data.sessionProgress.sessions.every((s) => !s.completed)).toBe(true);
    expect(data.lastUpdated).toBe(row.updatedAt.toISOString());
  });

  it('counts session 1 done when coaching exists for an assessment not yet completed', async () => {
    const me = await signedInUser(t.ctx);
    const row = await insertAssessmentRow(t.database, me.user.id);
    await insertCoachingRow(t.database.db, {
      assessmentId: row.id,
      userId: me.user.id,
      sessionNumber: 7,
    });
    const { sessionProgress } = await dashboardOf(me, row.id);
    expect(sessionProgress.completed).toBe(2);
    expect(sessionProgress.sessions.filter((s) => s.completed).map((s) => s.id)).toEqual([1, 7]);
  });

  it('reads form data an older version stored, taking defaults for what is missing or wrong', async () => {
    const me = await signedInUser(t.ctx);
    const row = await insertAssessmentRow(t.database, me.user.id, {
      formData: { product: { rating: 4 }, market: { rating: 'high' }, loops: null },
    });
    const data = await dashboardOf(me, row.id);
    expect(data.assessmentScores).toEqual({ overall: 27, product: 80, market: 0, execution: 0 });
    expect(data.strengths).toEqual(['Product is a strength: rated 4/5 (Mature).']);
  });

  it("answers the user's oldest assessment when no id is given", async () => {
    const me = await signedInUser(t.ctx);
    const newer = await insertAssessmentRow(t.database, me.user.id, { name: 'Newer' });
    const oldest = await insertAssessmentRow(t.database, me.user.id, {
      name: 'Oldest',
      createdAt: new Date(Date.now() - 3_600_000),
    });
    const data = await dashboardOf(me);
    expect(data).toMatchObject({ assessmentId: oldest.id, assessmentName: 'Oldest' });
    expect((await dashboardOf(me, newer.id)).assessmentId).toBe(newer.id);
  });

  it('answers 404 "No assessment yet" when the user has no assessment', async () => {
    const me = await signedInUser(t.ctx);
    const res = await me.api.get(DASHBOARD_PATHS.dashboard());
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ message: 'No assessment yet' });
  });

  it("answers 404 for another user's assessment, as for a missing one", async () => {
    const owner = await signedInUser(t.ctx);
    const row = await insertAssessmentRow(t.database, owner.user.id, { formData: reviewedForm() });
    const me = await signedInUser(t.ctx);
    await insertAssessmentRow(t.database, me.user.id);
    for (const id of [row.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await me.api.get(DASHBOARD_PATHS.dashboard(id));
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ message: 'Assessment not found' });
    }
  });

  it('answers 400 for an id that is not an id', async () => {
    const me = await signedInUser(t.ctx);
    for (const id of ['not-a-uuid', "1' or '1'='1"]) {
      const res = await me.api.get(`/api/dashboard?assessmentId=${encodeURIComponent(id)}`);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ message: 'assessmentId must be a valid id' });
    }
  });

  it('answers 401 signed out', async () => {
    const res = await apiClient(t.ctx).get(DASHBOARD_PATHS.dashboard());
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ message: 'Unauthorized' });
  });

  it('reads the dashboard in one statement, with 0 or 50 snapshots', async () => {
    const me = await signedInUser(t.ctx);
    const row = await insertAssessmentRow(t.database, me.user.id, { formData: reviewedForm() });
    const path = DASHBOARD_PATHS.dashboard(row.id);
    await me.api.get(path); // warm: the embedded database caches the session after a first read
    // What signing the request in costs: a bad id is refused after the session is read.
    const auth = await statementsDuring(statements, () =>
      me.api.get('/api/dashboard?assessmentId=bad'),
    );
    const dashboardStatements = async () => {
      t.ctx.deps.dashboardCache?.evict(me.user.id); // a read from the database, not the cache
      const sent = await statementsDuring(statements, async () => {
        expect((await me.api.get(path)).status).toBe(200);
      });
      // The one statement reads the assessment, its snapshots and its coaching sessions.
      const children = sent.filter(
        (s) => s.includes('assessment_snapshots') && s.includes('coaching_sessions'),
      );
      expect(children).toHaveLength(1);
      return sent.length - auth.length;
    };

    expect(await dashboardStatements()).toBe(1);
    for (let i = 0; i < 50; i++) {
      await insertSnapshotRow(t.database.db, {
        assessmentId: row.id,
        userId: me.user.id,
        createdAt: new Date(Date.UTC(2025, 0, 1 + i)),
        scores: [20, 40, 60],
      });
    }
    for (const sessionNumber of [2, 3, 4, 5, 6, 7])
      await insertCoachingRow(t.database.db, {
        assessmentId: row.id,
        userId: me.user.id,
        sessionNumber,
      });
    expect(await dashboardStatements()).toBe(1);
    const data = await dashboardOf(me, row.id);
    expect(data.historicalData).toHaveLength(50);
    expect(data.historicalData.at(-1)?.date).toBe('2025-02-19');
    expect(data.sessionProgress.completed).toBe(7);

    // On the embedded database, a second read within a few seconds comes from memory.
    if (t.database.kind === 'pglite') {
      const again = await statementsDuring(statements, async () => {
        expect((await me.api.get(path)).status).toBe(200);
      });
      expect(again).toHaveLength(auth.length);
    }
  });

  it('reads the facts a save stored beside the form, not the form itself', async () => {
    const me = await signedInUser(t.ctx, { isAdmin: true });
    const created = await me.api.post(ASSESSMENT_PATHS.create, { name: 'Saved' });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const form = reviewedForm();
    const saved = await me.api.post(ASSESSMENT_PATHS.one(id), {
      formState: form,
      completed: true,
      version: 1,
    });
    expect(saved.status).toBe(200);

    const [stored] = await t.database.db
      .select({ formFacts: assessments.formFacts })
      .from(assessments)
      .where(eq(assessments.id, id));
    expect(stored?.formFacts).toEqual(formFactsOf(form));
    const row = await findDashboardRow(t.database.db, me.user.id, id);
    expect(row?.formData).toBeNull();
    expect(row?.formFacts).toEqual(formFactsOf(form));

    // The same form written without facts (as before they existed) reads the same.
    const legacy = await insertAssessmentRow(t.database, me.user.id, { formData: form });
    const fromFacts = await dashboardOf(me, id);
    const fromForm = await dashboardOf(me, legacy.id);
    expect(fromFacts.strengths).toEqual(fromForm.strengths);
    expect(fromFacts.improvements).toEqual(fromForm.improvements);
    expect(fromFacts.assessmentScores).toEqual({
      overall: 73,
      product: 100,
      market: 80,
      execution: 40,
    });
    expect(fromFacts.assessmentScores).toEqual(fromForm.assessmentScores);
  });

  it('derives the facts from the form when the stored ones are of an older version or unreadable', async () => {
    const me = await signedInUser(t.ctx);
    const form = reviewedForm();
    const stale = { ...formFactsOf(emptyFormState()), v: FORM_FACTS_VERSION - 1 };
    const broken = { ...formFactsOf(emptyFormState()), definedLoops: 'all' };
    for (const formFacts of [stale, broken]) {
      const row = await insertAssessmentRow(t.database, me.user.id, {
        formData: form,
        formFacts: formFacts as unknown as FormFacts,
      });
      const data = await dashboardOf(me, row.id);
      expect(data.assessmentScores.product).toBe(100);
      expect(data.strengths).toEqual(strengthsOf(formFactsOf(form)));
      expect(data.improvements).toEqual(improvementsOf(formFactsOf(form)));
    }
  });

  it('shows at once what a save, a snapshot, coaching or clearing it changed', async () => {
    const me = await signedInUser(t.ctx, { isAdmin: true });
    const created = await me.api.post(ASSESSMENT_PATHS.create, { name: 'Live' });
    const { id } = (await created.json()) as { id: string };
    expect((await dashboardOf(me, id)).assessmentScores.overall).toBe(0);
    expect((await dashboardOf(me)).assessmentId).toBe(id);

    const form = reviewedForm();
    const saved = await me.api.post(ASSESSMENT_PATHS.one(id), {
      formState: form,
      completed: true,
      version: 1,
    });
    expect(saved.status).toBe(200);
    let data = await dashboardOf(me, id);
    expect(data.assessmentScores.overall).toBe(73);
    expect(data.historicalData).toHaveLength(1);
    expect(data.sessionProgress.completed).toBe(1);
    expect((await dashboardOf(me)).assessmentScores.overall).toBe(73);

    expect((await me.api.post(ASSESSMENT_PATHS.snapshot(id), { note: null })).status).toBe(201);
    expect((await dashboardOf(me, id)).historicalData).toHaveLength(2);

    const coached = await me.api.post(COACHING_PATHS.generate, { sessionId: 3, assessmentId: id });
    expect(coached.status).toBe(200);
    data = await dashboardOf(me, id);
    expect(data.sessionProgress.sessions.find((s) => s.id === 3)?.completed).toBe(true);

    const cleared = await t.ctx.app.request(`${COACHING_PATHS.cache}?assessmentId=${id}`, {
      method: 'DELETE',
      headers: { cookie: me.cookie },
    });
    expect(cleared.status).toBe(200);
    data = await dashboardOf(me, id);
    expect(data.sessionProgress.sessions.find((s) => s.id === 3)?.completed).toBe(false);
  });
});
