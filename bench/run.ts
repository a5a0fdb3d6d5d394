// `npm run bench`: the speed budgets of ARCHITECTURE.md, measured in one run and printed as ratios.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, isBuildFresh } from '../scripts/build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const results: { budget: string; value: string; ok: boolean }[] = [];

function record(budget: string, value: string, ok: boolean) {
  results.push({ budget, value, ok });
}

// --- Bundle sizes -----------------------------------------------------------------------------
function gz(file: string): number {
  return gzipSync(readFileSync(file)).length;
}

/** JS that a screen needs before it is interactive: the entry, its static imports, and the lazy chunk. */
function initialJs(lazyChunkPrefix: string): number {
  const assets = path.join(root, 'dist/client/assets');
  const html = readFileSync(path.join(root, 'dist/client/index.html'), 'utf8');
  const entry = /src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error('no entry script in dist/client/index.html');
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const code = readFileSync(path.join(assets, name), 'utf8');
    // static imports only (`import ... from "./x.js"`), not dynamic `import("./x.js")`
    for (const m of code.matchAll(
      /(?:^|[;}\s])import\s*(?:[\w${}\s,*]+from\s*)?["']\.\/([^"']+\.js)["']/g,
    ))
      visit(m[1]!);
  };
  visit(entry);
  const lazy = readdirSync(assets).find((f) => f.startsWith(lazyChunkPrefix) && f.endsWith('.js'));
  if (lazy) visit(lazy);
  return [...seen].reduce((sum, f) => sum + gz(path.join(assets, f)), 0);
}

// --- HTTP load ----------------------------------------------------------------------------------
async function load(port: number, urlPath: string, cookie: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + SECONDS * 1000;
  const one = () =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const req = http.get(
        { host: '127.0.0.1', port, path: urlPath, agent, headers: { cookie } },
        (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode !== 200) errors++;
            latencies.push(performance.now() - started);
            resolve();
          });
        },
      );
      req.on('error', () => {
        errors++;
        resolve();
      });
    });
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < deadline) await one();
    }),
  );
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const p99 = latencies[Math.floor(latencies.length * 0.99)] ?? Infinity;
  return { rps: latencies.length / SECONDS, p99, errors };
}

async function main() {
  if (!isBuildFresh()) await build({ quiet: true });
  const landing = initialJs('landing-');
  const signedIn = initialJs('signed-in-routes-');
  record('landing JS <= 120 kB gzip', `${(landing / 1024).toFixed(1)} kB`, landing <= 120 * 1024);
  record(
    'signed-in initial JS <= 180 kB gzip',
    `${(signedIn / 1024).toFixed(1)} kB`,
    signedIn <= 180 * 1024,
  );

  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/server.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', BENCH_PORT: '5099' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const ready = await new Promise<{ port: number; link: string }>((resolve, reject) => {
      let buf = '';
      child.stdout.on('data', (d: Buffer) => {
        buf += d.toString();
        const line = buf.split('\n').find((l) => l.includes('"ready"'));
        if (line) resolve(JSON.parse(line) as { port: number; link: string });
      });
      child.on('exit', (code) => reject(new Error(`bench server exited ${code}`)));
    });
    const verify = new URL(ready.link);
    const cookie = await new Promise<string>((resolve) => {
      http.get(
        { host: '127.0.0.1', port: ready.port, path: `${verify.pathname}${verify.search}` },
        (res) => {
          res.resume();
          resolve((res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; '));
        },
      );
    });
    await load(ready.port, '/bench/pk', cookie); // warm-up
    const base = await load(ready.port, '/bench/pk', cookie);
    for (const [route, min] of [
      ['/api/auth/user', 0.8],
      ['/api/assessments/list', 0.8],
    ] as const) {
      const r = await load(ready.port, route, cookie);
      const ratio = r.rps / base.rps;
      record(
        `GET ${route} >= ${min}x baseline, p99 < 50 ms`,
        `${ratio.toFixed(2)}x (${r.rps.toFixed(0)} vs ${base.rps.toFixed(0)} req/s), p99 ${r.p99.toFixed(1)} ms, ${r.errors} errors`,
        ratio >= min && r.p99 < 50 && r.errors === 0,
      );
    }
  } finally {
    child.kill('SIGTERM');
  }

  console.log('\nPillars benchmark (ARCHITECTURE.md budgets)\n');
  for (const r of results)
    console.log(`${r.ok ? 'ok  ' : 'OVER'}  ${r.budget.padEnd(48)} ${r.value}`);
  if (results.some((r) => !r.ok)) process.exitCode = 1;
}

await main();
