import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { emptyFormState } from '@shared/contracts/assessment-form';
import {
  ASSESSMENT_MESSAGES,
  ASSESSMENT_PATHS,
  assessmentListItemSchema,
  assessmentSchema,
} from '@shared/contracts/assessments';
import { apiClient, insertAssessmentRow, signedInUser } from '../../test/api';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp();

describe('every assessment endpoint when signed out', () => {
  const id = randomUUID();
  const calls: [string, string, unknown][] = [
    ['GET', ASSESSMENT_PATHS.list, undefined],
    ['GET', ASSESSMENT_PATHS.one(id), undefined],
    ['POST', ASSESSMENT_PATHS.create, { name: 'Q1' }],
    ['POST', ASSESSMENT_PATHS.saveNew, { formState: {} }],
    ['POST', ASSESSMENT_PATHS.one(id), { formState: {} }],
    ['POST', ASSESSMENT_PATHS.snapshot(id), { note: null }],
  ];
  it.each(calls)('%s %s answers 401 JSON', async (method, path, body) => {
    const api = apiClient(t.ctx);
    const res = method === 'GET' ? await api.get(path) : await api.post(path, body);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ message: 'Unauthorized' });
  });
});

describe('GET /api/assessments/list', () => {
  it('lists only the signed-in user’s assessments, oldest first', async () => {
    const me = await signedInUser(t.ctx);
    const other = await signedInUser(t.ctx);
    await insertAssessmentRow(t.database, other.user.id, { name: 'Theirs' });
    const first = await insertAssessmentRow(t.database, me.user.id, {
      name: 'First',
      createdAt: new Date('2025-01-01T00:00:00Z'),
    });
    const second = await insertAssessmentRow(t.database, me.user.id, {
      name: 'Second',
      createdAt: new Date('2025-02-01T00:00:00Z'),
      completedAt: new Date('2025-02-02T00:00:00Z'),
    });
    const res = await me.api.get(ASSESSMENT_PATHS.list);
    expect(res.status).toBe(200);
    const list = assessmentListItemSchema.array().parse(await res.json());
    expect(list).toEqual([
      { id: first.id, name: 'First', completedAt: null, createdAt: '2025-01-01T00:00:00.000Z' },
      {
        id: second.id,
        name: 'Second',
        completedAt: '2025-02-02T00:00:00.000Z',
        createdAt: '2025-02-01T00:00:00.000Z',
      },
    ]);
  });

  it('answers an empty list to a user without assessments', async () => {
    const me = await signedInUser(t.ctx);
    expect(await (await me.api.get(ASSESSMENT_PATHS.list)).json()).toEqual([]);
  });
});

describe('GET /api/assessments/{id}', () => {
  it('answers the assessment with its form data and ISO dates', async () => {
    const me = await signedInUser(t.ctx);
    const row = await insertAssessmentRow(t.database, me.user.id, {
      name: 'Q1 2025 Review',
      formData: emptyFormState(),
    });
    const res = await me.api.get(ASSESSMENT_PATHS.one(row.id));
    expect(res.status).toBe(200);
    const body = assessmentSchema.parse(await res.json());
    expect(body).toEqual({
      id: row.id,
      analysisId: row.analysisId,
      name: 'Q1 2025 Review',
      formData: emptyFormState(),
      completedAt: null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      version: 1,
    });
  });

  it('fills the defaults of fields that older, partial form data lacks', async () => {
    const me = await signedInUser(t.ctx);
    const row = await insertAssessmentRow(t.database, me.user.id, {
      formData: { product: { problem: 'Late invoices', rating: 3 } },
    });
    const body = assessmentSchema.parse(
      await (await me.api.get(ASSESSMENT_PATHS.one(row.id))).json(),
    );
    expect(body.formData.product).toMatchObject({
      problem: 'Late invoices',
      rating: 3,
      solution: '',
    });
    expect(body.formData.market.rating).toBeNull();
    expect(body.formData.loops.product_market).toEqual({ current: '', actions: '', metrics: '' });
    expect(body.formData.actionPlan.next30Days).toEqual([]);
  });

  it('repairs stored form data that no longer fits the schema instead of failing', async () => {
    const me = await signedInUser(t.ctx);
    const row = await insertAssessmentRow(t.database, me.user.id, {
      formData: {
        industry: 'Bogus',
        country: 'Atlantis',
        product: { problem: 'x'.repeat(3100), rating: 9, legacy: true },
        actionPlan: { next30Days: ['Call Ann', 5] },
      },
    });
    const res = await me.api.get(ASSESSMENT_PATHS.one(row.id));
    expect(res.status).toBe(200);
    const { formData } = assessmentSchema.parse(await res.json());
    expect(formData.industry).toBe('');
    expect(formData.country).toBe('');
    expect(formData.product.problem).toHaveLength(3000);
    expect(formData.product.rating).toBeNull();
    expect(formData.product).not.toHaveProperty('legacy');
    expect(formData.actionPlan.next30Days).toEqual(['Call Ann', '']);
  });

  it('answers 404 for another user’s assessment, an unknown id and a malformed id', async () => {
    const me = await signedInUser(t.ctx);
    const other = await signedInUser(t.ctx);
    const theirs = await insertAssessmentRow(t.database, other.user.id);
    for (const id of [theirs.id, randomUUID(), 'not-a-uuid', '42']) {
      const res = await me.api.get(ASSESSMENT_PATHS.one(id));
      expect(res.status, id).toBe(404);
      expect(await res.json()).toMatchObject({ message: ASSESSMENT_MESSAGES.notFound });
    }
  });
});
