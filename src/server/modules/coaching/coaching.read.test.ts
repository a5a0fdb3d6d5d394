import { describe, expect, it } from 'vitest';
import { coachingSessions } from '../../db/schema';
import { sampleCoaching, scriptedEngine } from '../../test/ai';
import { apiClient, insertAssessmentRow, signedInUser } from '../../test/api';
import { useTestApp } from '../../test/use-test-app';

const engine = scriptedEngine();
const t = useTestApp({ deps: { ai: engine } });

/** A user with two assessments (the first older) and session 2 stored on each. */
async function seeded() {
  const signed = await signedInUser(t.ctx);
  const first = await insertAssessmentRow(t.database, signed.user.id, {
    createdAt: new Date(Date.now() - 60_000),
  });
  const second = await insertAssessmentRow(t.database, signed.user.id);
  for (const [assessmentId, tag] of [
    [first.id, 'first'],
    [second.id, 'second'],
  ] as const) {
    await t.database.db.insert(coachingSessions).values({
      userId: signed.user.id,
      assessmentId,
      sessionNumber: 2,
      coachingData: sampleCoaching(tag),
      industryInference: { inferredIndustry: 'Construction', confidence: 0.4 },
      generatedBy: 'offline',
    });
  }
  return { ...signed, first: first.id, second: second.id };
}

describe('GET /api/coach/{sessionId}', () => {
  it('answers 401 signed out', async () => {
    expect((await apiClient(t.ctx).get('/api/coach/2')).status).toBe(401);
  });

  it('answers the stored session of the given assessment in the POST shape', async () => {
    const me = await seeded();
    const res = await me.api.get(`/api/coach/2?assessmentId=${me.second}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      coaching: sampleCoaching('second'),
      industryInference: { inferredIndustry: 'Construction', confidence: 0.4 },
      sessionNumber: 2,
      createdAt: expect.any(String) as string,
      generatedBy: 'offline',
      stale: false,
    });
  });

  it("answers the first (oldest) assessment's session when no assessment is given", async () => {
    const me = await seeded();
    const res = await me.api.get('/api/coach/2');
    expect(((await res.json()) as { coaching: unknown }).coaching).toEqual(sampleCoaching('first'));
  });

  it('answers 404 with a message when the session is not stored (or no assessment exists)', async () => {
    const me = await seeded();
    const res = await me.api.get(`/api/coach/3?assessmentId=${me.first}`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ message: 'No coaching stored for session 3 yet' });
    const newcomer = await signedInUser(t.ctx);
    expect((await newcomer.api.get('/api/coach/2')).status).toBe(404);
  });

  it('answers 404 for a stored row whose data no longer fits, so the client generates it again', async () => {
    const me = await seeded();
    await t.database.db.insert(coachingSessions).values({
      userId: me.user.id,
      assessmentId: me.first,
      sessionNumber: 3,
      coachingData: {},
    });
    expect((await me.api.get(`/api/coach/3?assessmentId=${me.first}`)).status).toBe(404);
  });

  it("answers 404 for another user's assessment", async () => {
    const me = await seeded();
    const other = await seeded();
    const res = await me.api.get(`/api/coach/2?assessmentId=${other.first}`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ message: 'Assessment not found' });
  });

  it.each(['1', '8', '0', 'abc', '2.5', '0x3', '3.0', '+3', '%20%203', '1e0'])(
    'refuses session %s with 400',
    async (id) => {
      const me = await seeded();
      const res = await me.api.get(`/api/coach/${id}`);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ message: 'sessionId must be a number from 2 to 7' });
    },
  );

  it('refuses a malformed assessmentId with 400', async () => {
    const me = await seeded();
    const res = await me.api.get('/api/coach/2?assessmentId=nope');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: 'assessmentId must be a valid id' });
  });

  it('never calls the AI', () => {
    expect(engine.calls.coach).toHaveLength(0);
    expect(engine.calls.inferIndustry).toHaveLength(0);
  });
});
