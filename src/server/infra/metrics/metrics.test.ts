import type http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSESSMENT_PATHS } from '@shared/contracts/assessments';
import { EXPORT_PATHS } from '@shared/paths';
import {
  appWithFakeModel,
  sampleCoaching,
  startFakeChatServer,
  type FakeChatServer,
} from '../../test/ai';
import { insertAssessmentRow, signedInUser } from '../../test/api';
import { createTestApp, testEnv, type TestContext } from '../../test/app';
import { completableForm } from '../../test/forms';
import { useTestDatabase } from '../../test/use-test-app';
import { createExportRenderer } from '../../modules/export';
import {
  createMetrics,
  measuredRenderer,
  metricsPort,
  startMetricsServer,
  type Metrics,
} from './metrics';

const t = useTestDatabase();
let metrics: Metrics;
let ctx: TestContext;
let server: http.Server;
let fake: FakeChatServer;

beforeAll(async () => {
  metrics = createMetrics();
  ctx = createTestApp(t.database, {
    deps: { metrics, pdf: measuredRenderer(createExportRenderer(), metrics) },
  });
  server = await startMetricsServer(metrics, 0, '127.0.0.1');
  fake = await startFakeChatServer();
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await fake.close();
  await ctx.deps.pdf.close();
});

const scrape = async () => {
  const res = await fetch(`http://127.0.0.1:${metricsPort(server)}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
  return res.text();
};
/** The value of one series: `name{labels}` exactly as Prometheus prints it. */
const value = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
};

describe('Prometheus metrics (METRICS_PORT)', () => {
  it('counts requests by route pattern, sign-ins, credits and PDF exports, never by raw path', async () => {
    const me = await signedInUser(ctx);
    const row = await insertAssessmentRow(t.database, me.user.id, {
      formData: completableForm({ product: 3, market: 3, execution: 3 }),
    });
    const before = await scrape();
    expect((await me.api.get(ASSESSMENT_PATHS.one(row.id))).status).toBe(200);
    expect((await me.api.get('/api/no-such-route/12345')).status).toBe(404);
    expect((await me.api.post(ASSESSMENT_PATHS.create, { name: 'Metered' })).status).toBe(201);
    expect((await me.api.get(EXPORT_PATHS.assessment(row.id))).status).toBe(200);
    const after = await scrape();

    const read =
      'pillars_http_request_duration_seconds_count{method="GET",route="/api/assessments/:id",status="200"}';
    expect(value(after, read) - value(before, read)).toBe(1);
    expect(
      value(
        after,
        'pillars_http_request_duration_seconds_count{method="GET",route="unmatched",status="404"}',
      ),
    ).toBeGreaterThanOrEqual(1);
    // No series carries an id or a made-up path.
    expect(after).not.toContain(row.id);
    expect(after).not.toContain('no-such-route');
    expect(value(after, 'pillars_sign_ins_total{method="email"}')).toBeGreaterThanOrEqual(1);
    expect(
      value(after, 'pillars_credits_spent_total') - value(before, 'pillars_credits_spent_total'),
    ).toBe(1);
    expect(value(after, 'pillars_pdf_renders_total{document="assessment",outcome="ok"}')).toBe(1);
    // Node's own: the event loop's lag, the heap.
    expect(after).toMatch(/^pillars_nodejs_eventloop_lag_seconds \d/m);
    expect(after).toMatch(/^pillars_nodejs_heap_size_used_bytes \d/m);
  });

  it('counts model calls and their tokens', async () => {
    const modelApp = appWithFakeModel(t.database, fake, 10_000, { metrics });
    const me = await signedInUser(modelApp);
    const row = await insertAssessmentRow(t.database, me.user.id, {
      formData: {
        ...completableForm({ product: 2, market: 3, execution: 1 }),
        industry: 'Finance/Fintech',
      },
    });
    fake.state.replies = [{ content: JSON.stringify(sampleCoaching('model')) }];
    const res = await me.api.post('/api/coach', { sessionId: 2, assessmentId: row.id });
    expect(res.status).toBe(200);
    const text = await scrape();
    expect(value(text, 'pillars_ai_calls_total{kind="coach",model="fake-model"}')).toBe(1);
    expect(value(text, 'pillars_ai_tokens_total{kind="coach",model="fake-model"}')).toBeGreaterThan(
      0,
    );
  });

  it('serves nothing but GET /metrics on its port, and nothing of it on the public one', async () => {
    const other = await fetch(`http://127.0.0.1:${metricsPort(server)}/api/health`);
    expect(other.status).toBe(404);
    const publicPort = await ctx.app.request('/metrics');
    expect(await publicPort.text()).not.toContain('pillars_http_request_duration_seconds');
  });

  it('refuses METRICS_PORT equal to PORT', () => {
    expect(() => testEnv({ PORT: '5000', METRICS_PORT: '5000' })).toThrow(/METRICS_PORT/);
    expect(testEnv({ METRICS_PORT: '9464' }).METRICS_HOST).toBe('127.0.0.1');
  });
});
