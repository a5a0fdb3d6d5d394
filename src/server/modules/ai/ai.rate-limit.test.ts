import { describe, expect, it } from 'vitest';
import { createRateLimiters, LIMIT_SPECS } from '../../infra/rate-limit';
import { createTestApp } from '../../test/app';
import { useScriptedTestApp } from '../../test/use-test-app';
import { filledForm, json, memberWithAssessment } from '../../test/coaching';

const t = useScriptedTestApp();

describe('Retry-After on the AI rate limit', () => {
  it('every 429 of the AI limit says in Retry-After how many seconds until the window frees', async () => {
    const ctx = createTestApp(t.database, {
      deps: {
        ai: t.engine,
        limiters: createRateLimiters(t.database, {
          ...LIMIT_SPECS,
          ai: { points: 1, durationSec: 40 },
        }),
      },
    });
    const me = await memberWithAssessment(ctx, filledForm(''));
    expect(
      (await me.api.post('/api/coach', { sessionId: 2, assessmentId: me.assessmentId })).status,
    ).toBe(200);

    const limited = [
      await me.api.post('/api/coach', { sessionId: 3, assessmentId: me.assessmentId }),
      await me.api.post('/api/infer-industry', { formState: filledForm('') }),
      await me.api.post('/api/suggest', {
        fieldPath: 'product.problem',
        intent: 'get_ideas',
        formState: filledForm(),
      }),
    ];
    for (const res of limited) {
      expect(res.status).toBe(429);
      const header = res.headers.get('retry-after');
      expect(header).toMatch(/^\d+$/);
      expect(Number(header)).toBeGreaterThanOrEqual(1);
      expect(Number(header)).toBeLessThanOrEqual(40);
      expect(await json(res)).toMatchObject({
        code: 'RATE_LIMITED',
        retryAfterSeconds: Number(header),
      });
    }
  });

  it('answers without Retry-After when the request is not limited', async () => {
    const me = await memberWithAssessment(t.ctx, filledForm(''));
    const res = await me.api.post('/api/coach', { sessionId: 2, assessmentId: me.assessmentId });
    expect(res.status).toBe(200);
    expect(res.headers.get('retry-after')).toBeNull();
  });
});
