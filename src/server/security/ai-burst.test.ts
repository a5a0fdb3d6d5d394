// A burst of coaching requests through the real provider client, against a slow fake
// chat-completions server on 127.0.0.1 (issue 14, load and faults): each request answers its
// coaching or a 429 with Retry-After, never a 5xx, and other users' reads stay quick while the
// model is busy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appWithFakeModel,
  sampleCoaching,
  startFakeChatServer,
  type FakeChatServer,
} from '../test/ai';
import { insertAssessmentRow, signedInUser } from '../test/api';
import type { TestContext } from '../test/app';
import { completableForm } from '../test/forms';
import { useTestDatabase } from '../test/use-test-app';

const USERS = 8;
const SESSIONS_EACH = 5;
const MODEL_DELAY_MS = 300;
// The budget for other users during a burst (docs/architecture.md: the export burst's, 500 ms).
// 100 ms was this test's own tighter bar: met on this machine once (41 ms on PostgreSQL), missed on
// another day by the same code (145-224 ms, also at the commit that introduced the test).
const BYSTANDER_P95_MS = 500;

const t = useTestDatabase();
let fake: FakeChatServer;
let ctx: TestContext;

beforeAll(async () => {
  fake = await startFakeChatServer();
  fake.state.replies = [
    { content: JSON.stringify(sampleCoaching('burst')), delayMs: MODEL_DELAY_MS },
  ];
  ctx = appWithFakeModel(t.database, fake);
});
afterAll(async () => {
  await ctx.deps.pdf.close();
  await fake.close();
});

/** A request's status, its Retry-After, and how long it took, in ms. */
async function timed(request: () => Promise<Response>) {
  const started = performance.now();
  const res = await request();
  await res.arrayBuffer();
  return {
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    ms: performance.now() - started,
  };
}

const p95 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? 0;
};

describe('a burst of coaching requests to a slow model', () => {
  it('answers each with coaching or 429 and Retry-After, and keeps other users quick', async () => {
    const founders = [];
    for (let i = 0; i < USERS; i++) {
      const me = await signedInUser(ctx);
      const row = await insertAssessmentRow(t.database, me.user.id, {
        // A chosen industry: no inference call, one model call per session.
        formData: {
          ...completableForm({ product: 3, market: 3, execution: 3 }),
          industry: 'Food & Beverage',
        },
      });
      founders.push({ ...me, assessmentId: row.id });
    }
    const bystander = await signedInUser(ctx);

    const burst = founders.flatMap((me) =>
      Array.from({ length: SESSIONS_EACH }, (_, k) =>
        timed(() => me.api.post('/api/coach', { sessionId: k + 2, assessmentId: me.assessmentId })),
      ),
    );
    // Meanwhile another user reads their list and the health check, again and again.
    const reads: number[] = [];
    const stop = { done: false };
    const reader = (async () => {
      while (!stop.done) {
        reads.push((await timed(() => bystander.api.get('/api/assessments/list'))).ms);
        reads.push((await timed(() => Promise.resolve(ctx.app.request('/api/health')))).ms);
        // A person clicks now and then; a loop of microtasks alone would starve the timers.
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();
    const answers = await Promise.all(burst);
    stop.done = true;
    await reader;

    for (const a of answers) {
      expect([200, 429], `status ${a.status}`).toContain(a.status);
      if (a.status === 429) expect(a.retryAfter).toMatch(/^[1-9]\d*$/);
    }
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThan(0);
    // The model was asked at most once per request that answered 200 (no retries, no doubles).
    expect(fake.state.requests.length).toBeLessThanOrEqual(answers.length);
    expect(reads.length).toBeGreaterThan(4);
    expect(p95(reads), `bystander reads ${reads.length}`).toBeLessThan(BYSTANDER_P95_MS);
  });
});
