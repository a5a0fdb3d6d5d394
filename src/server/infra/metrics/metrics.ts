import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import type { PdfBusyError, PdfJob, PdfRenderer } from '../pdf/jobs';

/**
 * Prometheus metrics of one server process (METRICS_PORT): served on their own port, never on the
 * public one. Every name starts with `pillars_`; Node's own (event-loop lag, heap, GC) come from
 * prom-client's default collectors.
 */
export interface Metrics {
  registry: Registry;
  /** Requests by method, route pattern ('/api/assessments/:id', never the id) and status. */
  httpDuration: Histogram<'method' | 'route' | 'status'>;
  /** Calls to an AI model and the tokens they spent (the offline coach calls none). */
  aiCalls: Counter<'kind' | 'model'>;
  aiTokens: Counter<'kind' | 'model'>;
  /** PDF exports rendered, failed, or refused before any work (busy: the process, user: one user). */
  pdfRenders: Counter<'document' | 'outcome'>;
  creditsSpent: Counter;
  signIns: Counter<'method'>;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'pillars_' });
  return {
    registry,
    httpDuration: new Histogram({
      name: 'pillars_http_request_duration_seconds',
      help: 'HTTP requests by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers: [registry],
    }),
    aiCalls: new Counter({
      name: 'pillars_ai_calls_total',
      help: 'Calls to an AI model, by kind (coach, suggest, industry) and model',
      labelNames: ['kind', 'model'],
      registers: [registry],
    }),
    aiTokens: new Counter({
      name: 'pillars_ai_tokens_total',
      help: 'Tokens spent by AI model calls, by kind and model',
      labelNames: ['kind', 'model'],
      registers: [registry],
    }),
    pdfRenders: new Counter({
      name: 'pillars_pdf_renders_total',
      help: 'PDF exports by document and outcome (ok, failed, busy, user)',
      labelNames: ['document', 'outcome'],
      registers: [registry],
    }),
    creditsSpent: new Counter({
      name: 'pillars_credits_spent_total',
      help: 'Credits spent on new assessments',
      registers: [registry],
    }),
    signIns: new Counter({
      name: 'pillars_sign_ins_total',
      help: 'Sign-ins completed, by method (email, oidc)',
      labelNames: ['method'],
      registers: [registry],
    }),
  };
}

/** The renderer, counting each export's outcome; a refusal is counted as its reason. */
export function measuredRenderer<J extends PdfJob>(
  renderer: PdfRenderer<J>,
  metrics: Metrics,
): PdfRenderer<J> {
  const count = async (job: PdfJob, render: () => Promise<Buffer>) => {
    try {
      const pdf = await render();
      metrics.pdfRenders.inc({ document: job.kind, outcome: 'ok' });
      return pdf;
    } catch (err) {
      metrics.pdfRenders.inc({ document: job.kind, outcome: 'failed' });
      throw err;
    }
  };
  return {
    reserve(owner) {
      let ticket;
      try {
        ticket = renderer.reserve(owner);
      } catch (err) {
        const reason = (err as Partial<PdfBusyError>).reason;
        if (reason) metrics.pdfRenders.inc({ document: 'any', outcome: reason });
        throw err;
      }
      return {
        render: (job) => count(job, () => ticket.render(job)),
        release: () => ticket.release(),
      };
    },
    render: (job) => count(job, () => renderer.render(job)),
    close: () => renderer.close(),
  };
}

/**
 * Serves GET /metrics on its own port (METRICS_HOST, by default 127.0.0.1: scraped from the
 * machine or a private network, never from the public port); anything else is a 404.
 */
export async function startMetricsServer(
  metrics: Metrics,
  port: number,
  host: string,
): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    metrics.registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      () => res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics failed\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}

export const metricsPort = (server: http.Server) => (server.address() as AddressInfo).port;
