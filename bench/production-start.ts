// The production server's start and memory, as the image runs it (`node dist/server/main.js`, one
// process): the first start on a new DATA_DIR (time to healthy, RSS), then RSS under 1,000 mixed
// signed-in requests and idle after them. Budgets: docs/architecture.md, "Memory and start".
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ASSESSMENT_PATHS, CREDITS_PATH, DASHBOARD_PATHS } from '../src/shared/paths';
import { signInWithLink } from './start';

const root = path.resolve(import.meta.dirname, '..');

type Record = (budget: string, value: string, ok: boolean) => void;

/** The resident memory of a process, in MB, from /proc (Linux). */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

function request(
  port: number,
  method: string,
  urlPath: string,
  cookie: string,
  body?: unknown,
): Promise<{ status: number; text: string }> {
  const data = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: urlPath,
        headers: {
          cookie,
          // The API's CSRF check: same-origin requests say where they come from.
          origin: `http://127.0.0.1:${port}`,
          ...(data ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

async function waitHealthy(port: number, exited: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited()) throw new Error('the production server exited before it was healthy');
    const ok = await request(port, 'GET', '/api/health', '').then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`the production server was not healthy within ${timeoutMs} ms`);
}

export async function measureProductionStart(record: Record): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pillars-bench-start-'));
  const port = Number(process.env.BENCH_START_PORT ?? 5098);
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  const started = performance.now();
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitHealthy(port, () => child.exitCode !== null, 30_000);
    const firstMs = performance.now() - started;
    const firstRss = rssMb(child.pid!);
    record(
      'first start on a new DATA_DIR healthy in <= 2 s',
      `${(firstMs / 1000).toFixed(2)} s`,
      firstMs <= 2000,
    );
    record('RSS at first start <= 400 MB', `${firstRss.toFixed(0)} MB`, firstRss <= 400);

    // A member signs in through a link the CLI asks the running server for, as an operator does.
    const link = execFileSync(
      process.execPath,
      ['scripts/cli.mjs', 'login-link', '--email', 'bench-memory@example.com'],
      { cwd: root, env, encoding: 'utf8' },
    ).trim();
    const cookie = await signInWithLink(port, /https?:\/\/\S+/.exec(link)?.[0] ?? link);
    const created = await request(port, 'POST', ASSESSMENT_PATHS.create, cookie, {
      name: 'Memory',
    });
    if (created.status !== 201 && created.status !== 200)
      throw new Error(`creating the memory bench assessment: ${created.status} ${created.text}`);
    const id = (JSON.parse(created.text) as { id: string }).id;

    // 1,000 mixed reads, the routes the screens call, 10 at a time.
    const routes = [
      '/api/auth/user',
      CREDITS_PATH,
      ASSESSMENT_PATHS.list,
      ASSESSMENT_PATHS.one(id),
      DASHBOARD_PATHS.dashboard(id),
      '/',
    ];
    let peak = rssMb(child.pid!);
    let errors = 0;
    for (let i = 0; i < 1000; i += 10) {
      const batch = await Promise.all(
        routes
          .concat(routes)
          .slice(0, 10)
          .map((r, j) => request(port, 'GET', routes[(i + j) % routes.length] ?? r, cookie)),
      );
      errors += batch.filter((b) => b.status >= 400).length;
      peak = Math.max(peak, rssMb(child.pid!));
    }
    await new Promise((r) => setTimeout(r, 3000));
    const idle = rssMb(child.pid!);
    record(
      'idle RSS after 1,000 mixed requests <= 250 MB',
      `${idle.toFixed(0)} MB (peak ${peak.toFixed(0)} MB under the requests, ${errors} errors)`,
      idle <= 250 && errors === 0,
    );
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
