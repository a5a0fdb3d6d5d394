import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emptyFormState } from '@shared/contracts/assessment-form';
import {
  ASSESSMENT_MESSAGES,
  ASSESSMENT_PATHS,
  assessmentSchema,
  saveAssessmentResponseSchema,
} from '@shared/contracts/assessments';
import { assessments, assessmentSnapshots, users } from '../../db/schema';
import { insertAssessmentRow, signedInUser } from '../../test/api';
import { creditsOf, ledgerOf } from '../../test/credits';
import { useTestApp } from '../../test/use-test-app';
import { completableForm, form } from '../../test/forms';
import { ASSESSMENT_VERSION_REQUIRED } from './assessments.service';

const t = useTestApp();

async function assessmentsOf(userId: string) {
  return t.database.db.select().from(assessments).where(eq(assessments.userId, userId));
}

describe('POST /api/assessments/new', () => {
  it('creates an empty, trimmed-name assessment for one credit, with one ledger row', async () => {
    const me = await signedInUser(t.ctx);
    expect(await creditsOf(me)).toBe(1); // also fills the session cache on the embedded database
    const res = await me.api.post(ASSESSMENT_PATHS.create, { name: '  Q1 2025 Review  ' });
    expect(res.status).toBe(201);
    const body = assessmentSchema.parse(await res.json());
    expect(body).toMatchObject({
      name: 'Q1 2025 Review',
      formData: emptyFormState(),
      completedAt: null,
      version: 1,
    });
    expect(await creditsOf(me)).toBe(0);
    expect(await ledgerOf(t.database, me.user.id)).toEqual([
      { delta: 1, reason: 'signup', actorId: null },
      { delta: -1, reason: 'assessment', actorId: me.user.id },
    ]);
    const list = (await (await me.api.get(ASSESSMENT_PATHS.list)).json()) as { id: string }[];
    expect(list.map((a) => a.id)).toEqual([body.id]);
  });

  it('refuses a second assessment when credits are 0, creating and spending nothing', async () => {
    const me = await signedInUser(t.ctx);
    expect((await me.api.post(ASSESSMENT_PATHS.create, { name: 'First' })).status).toBe(201);
    const res = await me.api.post(ASSESSMENT_PATHS.create, { name: 'Second' });
    expect(res.status).toBe(402);
    expect(await res.json()).toMatchObject({ message: ASSESSMENT_MESSAGES.noCredits });
    expect(await assessmentsOf(me.user.id)).toHaveLength(1);
    expect(await ledgerOf(t.database, me.user.id)).toHaveLength(2);
    expect(await creditsOf(me)).toBe(0);
  });

  it('lets an admin create assessments without spending or recording credits', async () => {
    const admin = await signedInUser(t.ctx, { isAdmin: true, credits: 0 });
    for (const name of ['One', 'Two', 'Three']) {
      expect((await admin.api.post(ASSESSMENT_PATHS.create, { name })).status).toBe(201);
    }
    expect(await assessmentsOf(admin.user.id)).toHaveLength(3);
    expect(await ledgerOf(t.database, admin.user.id)).toEqual([]);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, admin.user.id));
    expect(row!.credits).toBe(0);
  });

  it.each([
    ['a blank name', { name: '   ' }],
    ['a name over 120 characters', { name: 'n'.repeat(121) }],
    ['no name', {}],
    ['a name that is not text', { name: 42 }],
    ['broken JSON', '{"name":'],
  ])('answers 400 to %s and spends nothing', async (_label, body) => {
    const me = await signedInUser(t.ctx);
    const res = await me.api.post(ASSESSMENT_PATHS.create, body);
    expect(res.status).toBe(400);
    expect(await res.json()).toHaveProperty('message');
    expect(await assessmentsOf(me.user.id)).toEqual([]);
    expect(await creditsOf(me)).toBe(1);
  });

  it('accepts a name of exactly 120 characters', async () => {
    const me = await signedInUser(t.ctx);
    const res = await me.api.post(ASSESSMENT_PATHS.create, { name: 'n'.repeat(120) });
    expect(res.status).toBe(201);
  });
});

describe('POST /api/assessments without an id (the default assessment)', () => {
  it('creates "Untitled Assessment" with the form for one credit', async () => {
    const me = await signedInUser(t.ctx);
    expect(await creditsOf(me)).toBe(1);
    const formState = form({
      product: { problem: 'Late invoices' },
      actionPlan: { next30Days: ['a', ' '] },
    });
    const res = await me.api.post(ASSESSMENT_PATHS.saveNew, { formState, completed: false });
    expect(res.status).toBe(201);
    const saved = saveAssessmentResponseSchema.parse(await res.json());
    expect(saved).toMatchObject({
      name: ASSESSMENT_MESSAGES.defaultName,
      completedAt: null,
      version: 1,
    });
    expect(await creditsOf(me)).toBe(0);
    expect(await ledgerOf(t.database, me.user.id)).toHaveLength(2);
    const [row] = await assessmentsOf(me.user.id);
    expect(row!.formData).toMatchObject({
      product: { problem: 'Late invoices' },
      actionPlan: { next30Days: ['a'] },
    });
  });

  it('refuses to create another one at 0 credits', async () => {
    const me = await signedInUser(t.ctx, { credits: 0 });
    const res = await me.api.post(ASSESSMENT_PATHS.saveNew, { formState: form() });
    expect(res.status).toBe(402);
    expect(await res.json()).toMatchObject({ message: ASSESSMENT_MESSAGES.noCredits });
    expect(await assessmentsOf(me.user.id)).toEqual([]);
  });

  it('validates the form before spending the credit', async () => {
    const me = await signedInUser(t.ctx);
    const res = await me.api.post(ASSESSMENT_PATHS.saveNew, {
      formState: { product: { problem: 'x'.repeat(3001) } },
    });
    expect(res.status).toBe(400);
    expect(await creditsOf(me)).toBe(1);
    expect(await assessmentsOf(me.user.id)).toEqual([]);
  });

  it('can create it complete, with its first snapshot', async () => {
    const me = await signedInUser(t.ctx);
    const formState = completableForm({ product: 2, market: 3, execution: 4 });
    const res = await me.api.post(ASSESSMENT_PATHS.saveNew, { formState, completed: true });
    expect(res.status).toBe(201);
    const saved = saveAssessmentResponseSchema.parse(await res.json());
    expect(saved.completedAt).not.toBeNull();
    const snaps = await t.database.db
      .select()
      .from(assessmentSnapshots)
      .where(eq(assessmentSnapshots.assessmentId, saved.id));
    expect(snaps).toMatchObject([
      { productScore: 40, marketScore: 60, executionScore: 80, overallScore: 60 },
    ]);
  });

  it('with an assessmentId saves that assessment for free, like POST /api/assessments/{id}', async () => {
    const me = await signedInUser(t.ctx);
    const mine = await insertAssessmentRow(t.database, me.user.id);
    const res = await me.api.post(ASSESSMENT_PATHS.saveNew, {
      formState: form({ market: { target: 'Dentists' } }),
      assessmentId: mine.id,
      version: 1,
    });
    expect(res.status).toBe(200);
    expect(saveAssessmentResponseSchema.parse(await res.json())).toMatchObject({
      id: mine.id,
      version: 2,
    });
    expect(await creditsOf(me)).toBe(1);
    expect(await assessmentsOf(me.user.id)).toHaveLength(1);
  });

  it('with an assessmentId but no version answers 400 naming version, writes nothing and costs nothing', async () => {
    const me = await signedInUser(t.ctx);
    const mine = await insertAssessmentRow(t.database, me.user.id);
    const res = await me.api.post(ASSESSMENT_PATHS.saveNew, {
      formState: form({ market: { target: 'Dentists' } }),
      assessmentId: mine.id,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      message: ASSESSMENT_VERSION_REQUIRED,
      issues: [{ path: 'version' }],
    });
    const [row] = await assessmentsOf(me.user.id);
    expect(row).toMatchObject({ version: 1, formData: {} });
    expect(await creditsOf(me)).toBe(1);
  });

  it('with another user’s assessmentId answers 404 and writes nothing', async () => {
    const me = await signedInUser(t.ctx);
    const other = await signedInUser(t.ctx);
    const theirs = await insertAssessmentRow(t.database, other.user.id);
    const res = await me.api.post(ASSESSMENT_PATHS.saveNew, {
      formState: form({ market: { target: 'Dentists' } }),
      assessmentId: theirs.id,
      version: 1,
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ message: ASSESSMENT_MESSAGES.notFound });
    const [row] = await t.database.db
      .select()
      .from(assessments)
      .where(and(eq(assessments.id, theirs.id), eq(assessments.version, 1)));
    expect(row!.formData).toEqual({});
  });
});
