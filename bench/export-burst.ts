// The export burst of `npm run bench` (docs/decisions/025): many users export the largest
// assessment at once while another user's requests are timed, and the server's memory is sampled.
// `npx tsx bench/export-burst.ts` runs it alone (the rest of the bench takes minutes).
// docs/architecture.md: 'An export burst leaves other users' p95 under 500 ms'; no export answers a
// 5xx other than 503, and every refusal says when to come back (Retry-After).
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EXPORT_PATHS } from '../src/shared/paths';
import { signInWithLink, startBenchServer, type BurstUser } from './start';

type RecordFn = (budget: string, value: string, ok: boolean) => void;

interface Answer {
  status: number;
  ms: number;
  retryAfter: string | undefined;
}

function get(port: number, urlPath: string, cookie: string, agent: http.Agent): Promise<Answer> {
  return new Promise((resolve) => {
    const started = performance.now();
    http
      .get({ host: '127.0.0.1', port, path: urlPath, agent, headers: { cookie } }, (res) => {
        res.resume();
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            ms: performance.now() - started,
            retryAfter: res.headers['retry-after'],
          }),
        );
      })
      .on('error', () => resolve({ status: 0, ms: performance.now() - started, retryAfter: '' }));
  });
}

/** The resident memory of a process, in MB, from /proc (Linux). */
function rssMb(pid: number, field: 'VmRSS' | 'VmHWM' = 'VmRSS'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

const at = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? NaN;

/**
 * While `during` runs: a bystander (5 connections, each alternating GET /api/auth/user and
 * GET /api/health, as a signed-in user's screen and a health check do) and the server's RSS,
 * sampled every 50 ms. Answers what `during` answered, the bystander's latencies and the RSS peak.
 */
async function watched<T>(port: number, cookie: string, pid: number, during: () => Promise<T>) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 5 });
  const latencies: number[] = [];
  let failures = 0;
  let stop = false;
  const bystander = Promise.all(
    Array.from({ length: 5 }, async (_, i) => {
      for (let n = i; !stop; n++) {
        const r = await get(port, n % 2 ? '/api/health' : '/api/auth/user', cookie, agent);
        if (r.status !== 200) failures++;
        latencies.push(r.ms);
      }
    }),
  );
  let peak = rssMb(pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 50);
  const started = performance.now();
  try {
    const result = await during();
    return { result, seconds: (performance.now() - started) / 1000, latencies, failures, peak };
  } finally {
    stop = true;
    clearInterval(sampler);
    await bystander;
    agent.destroy();
    latencies.sort((a, b) => a - b);
  }
}

function tally(answers: Answer[]) {
  const count = new Map<number, number>();
  for (const a of answers) count.set(a.status, (count.get(a.status) ?? 0) + 1);
  const refusedWithoutRetry = answers.filter(
    (a) => (a.status === 429 || a.status === 503) && !/^[1-9]\d*$/.test(a.retryAfter ?? ''),
  ).length;
  const bad = answers.filter((a) => ![200, 429, 503].includes(a.status)).length;
  const slowest = Math.max(...answers.map((a) => a.ms));
  const text = [...count.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${n} x ${status || 'network error'}`)
    .join(', ');
  return { text, ok: bad === 0 && refusedWithoutRetry === 0, slowest, refusedWithoutRetry };
}

export async function measureExportBurst(
  port: number,
  bystanderCookie: string,
  users: BurstUser[],
  serverPid: number,
  record: RecordFn,
  opts: { requests?: number; seconds?: number } = {},
) {
  const requests = opts.requests ?? 500;
  const seconds = opts.seconds ?? 5;
  const cookies: string[] = [];
  for (const u of users) cookies.push(await signInWithLink(port, u.link));
  const path = (i: number) => EXPORT_PATHS.assessment(users[i % users.length]!.assessmentId);
  const warm = new http.Agent();
  const first = await get(port, path(0), cookies[0]!, warm);
  if (first.status !== 200) throw new Error(`export burst warm-up: ${first.status}`);
  const budget = 500;
  const bystanderLine = (w: { latencies: number[]; failures: number }) =>
    `p50 ${at(w.latencies, 0.5).toFixed(0)} ms, p95 ${at(w.latencies, 0.95).toFixed(0)} ms, ` +
    `p99 ${at(w.latencies, 0.99).toFixed(0)} ms, max ${at(w.latencies, 1).toFixed(0)} ms ` +
    `(${w.latencies.length} requests, ${w.failures} not 200)`;

  // 1. The review's burst: `requests` exports of the largest assessment, all sent at once.
  const before = rssMb(serverPid);
  const wave = await watched(port, bystanderCookie, serverPid, async () => {
    const agent = new http.Agent({ maxSockets: requests });
    try {
      return await Promise.all(
        Array.from({ length: requests }, (_, i) =>
          get(port, path(i), cookies[i % cookies.length]!, agent),
        ),
      );
    } finally {
      agent.destroy();
    }
  });
  const w = tally(wave.result);
  record(
    `export burst: ${requests} at once (${users.length} users, largest form): 200/429/503 only, Retry-After`,
    `${w.text}; slowest ${(w.slowest / 1000).toFixed(1)} s`,
    w.ok,
  );
  record(
    `export burst: other users' p95 < ${budget} ms meanwhile`,
    bystanderLine(wave),
    at(wave.latencies, 0.95) < budget && wave.failures === 0,
  );
  record(
    'export burst: server RSS (info)',
    `${before.toFixed(0)} MB before, ${wave.peak.toFixed(0)} MB peak`,
    true,
  );

  // 2. Clients that do not wait: 4 connections per user export again as soon as answered, for
  // `seconds`, so that rendering stays full and most requests are refused.
  const hammer = await watched(port, bystanderCookie, serverPid, async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: users.length * 4 });
    const deadline = performance.now() + seconds * 1000;
    const answers: Answer[] = [];
    try {
      await Promise.all(
        Array.from({ length: users.length * 4 }, async (_, i) => {
          while (performance.now() < deadline)
            answers.push(await get(port, path(i), cookies[i % cookies.length]!, agent));
        }),
      );
    } finally {
      agent.destroy();
    }
    return answers;
  });
  const h = tally(hammer.result);
  record(
    `export burst: ${users.length * 4} clients retrying at once for ${seconds} s: 200/429/503 only`,
    `${h.text} (${(hammer.result.length / hammer.seconds).toFixed(0)} req/s)`,
    h.ok,
  );
  record(
    `export burst: other users' p95 < ${budget} ms meanwhile`,
    bystanderLine(hammer),
    at(hammer.latencies, 0.95) < budget && hammer.failures === 0,
  );
  record(
    'export burst: server RSS (info)',
    `${hammer.peak.toFixed(0)} MB peak; ${rssMb(serverPid, 'VmHWM').toFixed(0)} MB highest of the run`,
    true,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const server = await startBenchServer(25, 0);
  const results: { budget: string; value: string; ok: boolean }[] = [];
  try {
    const cookie = await signInWithLink(server.port, server.link);
    await measureExportBurst(
      server.port,
      cookie,
      server.burst,
      server.child.pid!,
      (budget, value, ok) => results.push({ budget, value, ok }),
    );
  } finally {
    server.child.kill('SIGTERM');
  }
  for (const r of results)
    console.log(`${r.ok ? 'ok  ' : 'OVER'}  ${r.budget.padEnd(64)} ${r.value}`);
  if (results.some((r) => !r.ok)) process.exitCode = 1;
}
