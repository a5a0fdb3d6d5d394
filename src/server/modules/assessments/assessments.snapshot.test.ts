import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  ASSESSMENT_MESSAGES,
  ASSESSMENT_PATHS,
  snapshotSchema,
} from '@shared/contracts/assessments';
import { insertAssessmentRow, signedInUser } from '../../test/api';
import { useTestApp } from '../../test/use-test-app';
import { form } from '../../test/forms';
import { snapshotsOf } from './assessments.test-support';

const t = useTestApp();

const rated = (product: number | null, market: number | null, execution: number | null) =>
  form({
    product: { rating: product },
    market: { rating: market },
    execution: { rating: execution },
  });

describe('POST /api/assessments/{id}/snapshot', () => {
  it('records the stored form’s scores (rating x 20) with the note', async () => {
    const me = await signedInUser(t.ctx);
    const row = await insertAssessmentRow(t.database, me.user.id, { formData: rated(3, 4, 5) });
    const res = await me.api.post(ASSESSMENT_PATHS.snapshot(row.id), { note: '  After Q1  ' });
    expect(res.status).toBe(201);
    const snap = snapshotSchema.parse(await res.json());
    expect(snap).toMatchObject({
      assessmentId: row.id,
      userId: me.user.id,
      productScore: 60,
      marketScore: 80,
      executionScore: 100,
      overallScore: 80,
      note: 'After Q1',
    });
    expect(await snapshotsOf(t.database, row.id)).toHaveLength(1);
  });

  it('stores no note when none, null or a blank one is sent', async () => {
    const me = await signedInUser(t.ctx);
    const row = await insertAssessmentRow(t.database, me.user.id, { formData: rated(1, 2, 2) });
    for (const body of [undefined, {}, { note: null }, { note: '   ' }]) {
      const res = await me.api.post(ASSESSMENT_PATHS.snapshot(row.id), body);
      expect(res.status).toBe(201);
      expect(snapshotSchema.parse(await res.json())).toMatchObject({
        note: null,
        overallScore: 33,
      });
    }
    expect(await snapshotsOf(t.database, row.id)).toHaveLength(4);
  });

  it.each([
    ['no ratings', rated(null, null, null)],
    ['a missing execution rating', rated(5, 5, null)],
  ])('refuses a form with %s with the spec’s message', async (_label, formData) => {
    const me = await signedInUser(t.ctx);
    const row = await insertAssessmentRow(t.database, me.user.id, { formData });
    const res = await me.api.post(ASSESSMENT_PATHS.snapshot(row.id), { note: null });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: ASSESSMENT_MESSAGES.needRatings });
    expect(await snapshotsOf(t.database, row.id)).toEqual([]);
  });

  it('answers 404 for another user’s, an unknown or a malformed id', async () => {
    const me = await signedInUser(t.ctx);
    const other = await signedInUser(t.ctx);
    const theirs = await insertAssessmentRow(t.database, other.user.id, {
      formData: rated(3, 3, 3),
    });
    for (const id of [theirs.id, randomUUID(), 'x']) {
      const res = await me.api.post(ASSESSMENT_PATHS.snapshot(id), { note: null });
      expect(res.status, id).toBe(404);
      expect(await res.json()).toMatchObject({ message: ASSESSMENT_MESSAGES.notFound });
    }
    expect(await snapshotsOf(t.database, theirs.id)).toEqual([]);
  });

  it.each([
    ['a note over 500 characters', { note: 'n'.repeat(501) }],
    ['a note that is not text', { note: 42 }],
  ])('answers 400 to %s', async (_label, body) => {
    const me = await signedInUser(t.ctx);
    const row = await insertAssessmentRow(t.database, me.user.id, { formData: rated(3, 3, 3) });
    expect((await me.api.post(ASSESSMENT_PATHS.snapshot(row.id), body)).status).toBe(400);
    expect(await snapshotsOf(t.database, row.id)).toEqual([]);
  });
});
