// Spec 4's coaching load decided once, on the server (ADR 030): the stored session, else the
// industry (inferred once per assessment form) and a new session, for one AI request.
import { describe, expect, it } from 'vitest';
import type { CoachResponse } from '@shared/contracts/ai';
import { NO_ANSWERS_REASON } from '@shared/coaching-texts';
import { createRateLimiters, LIMIT_SPECS } from '../../infra/rate-limit';
import { sampleCoaching } from '../../test/ai';
import { apiClient, type ApiClient } from '../../test/api';
import { createTestApp } from '../../test/app';
import { filledForm, json, memberWithAssessment } from '../../test/coaching';
import { useScriptedTestApp } from '../../test/use-test-app';

const t = useScriptedTestApp();

/** The test's app with an AI quota of one request: a second spend answers 429. */
function appWithOneAiRequest() {
  return createTestApp(t.database, {
    deps: {
      ai: t.engine,
      limiters: createRateLimiters(t.database, {
        ...LIMIT_SPECS,
        ai: { points: 1, durationSec: 60 },
      }),
    },
  });
}

const load = (api: ApiClient, id: string) =>
  api.post('/api/coach', { sessionId: 2, assessmentId: id });

describe('the coaching load (POST /api/coach without regenerate)', () => {
  it('with nothing stored and no industry chosen, two loads at once infer once and generate once, for one AI request', async () => {
    const me = await memberWithAssessment(t.ctx, filledForm(''));
    const api = apiClient(appWithOneAiRequest(), me.cookie);
    // The generation takes a while, so the second load arrives while the first is under way.
    t.engine.script.coach = [
      async () => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        return sampleCoaching('once');
      },
    ];
    const answers = await Promise.all([load(api, me.assessmentId), load(api, me.assessmentId)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const [first, second] = await Promise.all(answers.map((r) => json<CoachResponse>(r)));
    expect(second).toEqual(first);
    expect(first!.coaching).toEqual(sampleCoaching('once'));
    expect(first!.industryInference).toEqual({
      inferredIndustry: 'Finance/Fintech',
      confidence: 0.8,
    });
    expect(t.engine.calls.inferIndustry).toHaveLength(1);
    expect(t.engine.calls.coach).toHaveLength(1);

    // The next load answers the stored session: no engine call, no AI request (the quota of one
    // is spent), and the read says the same.
    const again = await load(api, me.assessmentId);
    expect(again.status).toBe(200);
    expect(await json(again)).toEqual(first);
    const read = await api.get(`/api/coach/2?assessmentId=${me.assessmentId}`);
    expect(await json(read)).toEqual(first);
    expect(t.engine.calls.inferIndustry).toHaveLength(1);
    expect(t.engine.calls.coach).toHaveLength(1);
  });

  it("reuses the assessment's inference for its other sessions and regenerations while the form is unchanged", async () => {
    const me = await memberWithAssessment(t.ctx, filledForm('Other/Custom'));
    t.engine.script.inferIndustry = [{ inferredIndustry: 'Construction', confidence: 0.4 }];
    for (const sessionId of [2, 3]) {
      const res = await me.api.post('/api/coach', { sessionId, assessmentId: me.assessmentId });
      expect((await json<CoachResponse>(res)).industryInference).toEqual({
        inferredIndustry: 'Construction',
        confidence: 0.4,
      });
    }
    await me.api.post('/api/coach', {
      sessionId: 2,
      assessmentId: me.assessmentId,
      regenerate: true,
    });
    expect(t.engine.calls.inferIndustry).toHaveLength(1);
    // The low confidence reaches the coach as it did when the client passed it explicitly.
    expect(t.engine.calls.coach.map((c) => [c.industry, c.industryConfidence])).toEqual([
      ['Construction', 0.4],
      ['Construction', 0.4],
      ['Construction', 0.4],
    ]);
  });

  it('infers again once the answers changed', async () => {
    const me = await memberWithAssessment(t.ctx, filledForm(''));
    await me.api.post('/api/coach', { sessionId: 2, assessmentId: me.assessmentId });
    const changed = filledForm('');
    changed.product.problem = 'Clinics lose paper records';
    const current = await json<{ version: number }>(
      await me.api.get(`/api/assessments/${me.assessmentId}`),
    );
    const saved = await me.api.post(`/api/assessments/${me.assessmentId}`, {
      formState: changed,
      version: current.version,
    });
    expect(saved.status).toBe(200);
    await me.api.post('/api/coach', { sessionId: 3, assessmentId: me.assessmentId });
    expect(t.engine.calls.inferIndustry).toHaveLength(2);
  });

  it('says why it refuses an assessment with no answers, in the spec message', async () => {
    const me = await memberWithAssessment(t.ctx, {});
    const res = await me.api.post('/api/coach', { sessionId: 2, assessmentId: me.assessmentId });
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({
      message: 'Please complete Session 1 first',
      reason: NO_ANSWERS_REASON,
    });
  });
});
