import { describe, expect, it } from 'vitest';
import { coachResponseSchema } from '@shared/contracts/ai';
import { createRateLimiters, LIMIT_SPECS } from '../../infra/rate-limit';
import { createTestApp } from '../../test/app';
import { useScriptedTestApp } from '../../test/use-test-app';
import { filledForm, json, memberWithAssessment } from '../../test/coaching';
import { listAiUsage } from '../ai';

const t = useScriptedTestApp();

describe('AI usage', () => {
  it("records each engine call's tokens in ai_usage, and nothing for an engine that spends none", async () => {
    const me = await memberWithAssessment(t.ctx, filledForm(''));
    t.engine.tokensPerCall = 42;
    await me.api.post('/api/coach', { sessionId: 2, assessmentId: me.assessmentId });
    const usage = await listAiUsage(t.database.db, me.user.id);
    expect(usage.map((u) => [u.kind, u.model, u.tokens]).sort()).toEqual([
      ['coach', 'test-model', 42],
      ['infer-industry', 'test-model', 42],
    ]);

    t.engine.tokensPerCall = 0;
    const other = await memberWithAssessment(t.ctx);
    await other.api.post('/api/coach', { sessionId: 2, assessmentId: other.assessmentId });
    expect(await listAiUsage(t.database.db, other.user.id)).toEqual([]);
  });

  it('coaches with the built-in offline coach by default, recording no tokens', async () => {
    const offline = createTestApp(t.database);
    const me = await memberWithAssessment(offline, filledForm(''));
    const res = await me.api.post('/api/coach', { sessionId: 5, assessmentId: me.assessmentId });
    expect(res.status).toBe(200);
    const body = coachResponseSchema.parse(await res.json());
    expect(body.generatedBy).toBe('offline');
    expect(body.industryInference).not.toBeNull();
    expect(await listAiUsage(t.database.db, me.user.id)).toEqual([]);
  });
});

describe('AI rate limit', () => {
  it('answers 429 JSON once a user has spent the AI requests of the minute; stored sessions stay free', async () => {
    const ctx = createTestApp(t.database, {
      deps: {
        ai: t.engine,
        limiters: createRateLimiters(t.database, {
          ...LIMIT_SPECS,
          ai: { points: 2, durationSec: 60 },
        }),
      },
    });
    const me = await memberWithAssessment(ctx, filledForm(''));
    const generate = (sessionId: number) =>
      me.api.post('/api/coach', { sessionId, assessmentId: me.assessmentId });
    expect((await generate(2)).status).toBe(200);
    expect((await me.api.post('/api/infer-industry', { formState: filledForm('') })).status).toBe(
      200,
    );
    const limited = await generate(3);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('content-type')).toContain('application/json');
    expect(await json(limited)).toMatchObject({
      message: 'Too many requests. Please wait a moment and try again.',
      code: 'RATE_LIMITED',
    });
    expect(
      (
        await me.api.post('/api/suggest', {
          fieldPath: 'product.problem',
          intent: 'get_ideas',
          formState: filledForm(),
        })
      ).status,
    ).toBe(429);
    // Reading a stored session calls no AI, so it is not limited.
    expect((await generate(2)).status).toBe(200);
    expect((await me.api.get(`/api/coach/2?assessmentId=${me.assessmentId}`)).status).toBe(200);
    // Another user has their own allowance.
    const other = await memberWithAssessment(ctx);
    expect(
      (await other.api.post('/api/coach', { sessionId: 2, assessmentId: other.assessmentId }))
        .status,
    ).toBe(200);
  });
});
