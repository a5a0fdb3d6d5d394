import { describe, expect, it } from 'vitest';
import type { CoachResponse } from '@shared/contracts/ai';
import { AiError } from '../../infra/ai/errors';
import { filledForm, json, memberWithAssessment, storedSessions } from '../../test/coaching';
import { useScriptedTestApp } from '../../test/use-test-app';

const t = useScriptedTestApp();

describe('POST /api/coach: the industry to coach for', () => {
  it("infers the industry for 'Other/Custom' and stores the inference with the session", async () => {
    const me = await memberWithAssessment(t.ctx, filledForm('Other/Custom'));
    t.engine.script.inferIndustry = [{ inferredIndustry: 'Healthcare/Medical', confidence: 0.7 }];
    const body = await json<CoachResponse>(
      await me.api.post('/api/coach', { sessionId: 2, assessmentId: me.assessmentId }),
    );
    expect(t.engine.calls.inferIndustry).toHaveLength(1);
    expect(t.engine.calls.coach[0]!.industry).toBe('Healthcare/Medical');
    expect(body.industryInference).toEqual({
      inferredIndustry: 'Healthcare/Medical',
      confidence: 0.7,
    });
  });

  it('coaches for an explicit industry without inferring, keeping the low confidence for the badge', async () => {
    const me = await memberWithAssessment(t.ctx, filledForm(''));
    const lowConfidence = { inferredIndustry: 'Construction', confidence: 0.3 } as const;
    const body = await json<CoachResponse>(
      await me.api.post('/api/coach', {
        sessionId: 7,
        assessmentId: me.assessmentId,
        explicitIndustry: 'Construction',
        industryInference: lowConfidence,
      }),
    );
    expect(t.engine.calls.inferIndustry).toHaveLength(0);
    expect(t.engine.calls.coach[0]!.industry).toBe('Construction');
    expect(body.industryInference).toEqual(lowConfidence);
  });

  it('uses an inference the client already made instead of inferring again', async () => {
    const me = await memberWithAssessment(t.ctx, filledForm(''));
    const inference = { inferredIndustry: 'Education/EdTech', confidence: 0.9 } as const;
    await me.api.post('/api/coach', {
      sessionId: 2,
      assessmentId: me.assessmentId,
      industryInference: inference,
    });
    expect(t.engine.calls.inferIndustry).toHaveLength(0);
    expect(t.engine.calls.coach[0]!.industry).toBe('Education/EdTech');
  });

  it('coaches without an industry when inference returns bad output twice', async () => {
    const me = await memberWithAssessment(t.ctx, filledForm(''));
    t.engine.script.inferIndustry = [
      new AiError('infer-industry', 'invalid_output', 'the AI model did not return a valid answer'),
    ];
    const res = await me.api.post('/api/coach', { sessionId: 2, assessmentId: me.assessmentId });
    expect(res.status).toBe(200);
    expect((await json<CoachResponse>(res)).industryInference).toBeNull();
    expect(t.engine.calls.coach[0]!.industry).toBeNull();
  });

  it("answers 502 with the spec's prefix when inference times out, and stores nothing", async () => {
    const me = await memberWithAssessment(t.ctx, filledForm(''));
    t.engine.script.inferIndustry = [
      new AiError('infer-industry', 'timeout', 'the AI model did not answer within 60 seconds.'),
    ];
    const res = await me.api.post('/api/coach', { sessionId: 2, assessmentId: me.assessmentId });
    expect(res.status).toBe(502);
    expect(await json(res)).toMatchObject({
      message: 'AI coaching failed: the AI model did not answer within 60 seconds.',
    });
    expect(t.engine.calls.coach).toHaveLength(0);
    expect(await storedSessions(t.database, me.assessmentId)).toHaveLength(0);
  });
});
