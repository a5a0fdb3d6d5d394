// `npm run check:production`: the production start as the Dockerfile runs it, checked on this
// machine (no Docker engine runs here): the runtime files copied to an empty folder, `npm ci
// --omit=dev`, then `npm run serve` and `npm run cli` there, with no dev dependency and no source.
// Prints the first start's time and memory. Exit 1 on any failure.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, isBuildFresh } from './build.mjs';
import { RUNTIME_FILES } from './runtime-files.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function waitHealthy(port, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`not healthy within ${timeoutMs} ms`);
}

function check(ok, what) {
  if (!ok) throw new Error(what);
  console.log(`ok    ${what}`);
}

async function main() {
  if (!isBuildFresh()) await build({ quiet: true });
  const dir = mkdtempSync(path.join(tmpdir(), 'pillars-production-'));
  let server;
  try {
    for (const file of RUNTIME_FILES)
      cpSync(path.join(root, file), path.join(dir, file), { recursive: true });
    execFileSync(npm, ['ci', '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund'], {
      cwd: dir,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const installed = (name) => {
      try {
        execFileSync(process.execPath, ['-e', `import.meta.resolve(${JSON.stringify(name)})`], {
          cwd: dir,
          stdio: 'ignore',
          input: '',
        });
        return true;
      } catch {
        return false;
      }
    };
    check(!installed('tsx') && !installed('vite'), 'npm ci --omit=dev installs no dev dependency');

    const port = await freePort();
    const env = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dir, 'data'),
      LOG_LEVEL: 'info',
    };
    let log = '';
    const started = performance.now();
    // As the image's CMD runs it: node itself, no npm wrapper.
    server = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
      cwd: dir,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout.on('data', (d) => (log += d));
    server.stderr.on('data', (d) => (log += d));
    await waitHealthy(port, server, 20_000).catch((err) => {
      throw new Error(`${err.message}\n${log}`);
    });
    const firstStartMs = performance.now() - started;
    const firstRss = rssMb(server.pid);
    check(
      true,
      `first start on a new DATA_DIR healthy in ${firstStartMs.toFixed(0)} ms, RSS ${firstRss.toFixed(0)} MB`,
    );

    // One process: main.js replaced itself with the server's V8 flags (src/server/launch, ADR 029),
    // keeping its PID and the flags it was given.
    const cmdline = readFileSync(`/proc/${server.pid}/cmdline`, 'utf8').split('\0');
    const flags = cmdline.slice(
      1,
      cmdline.findIndex((arg) => arg.endsWith('dist/server/main.js')),
    );
    check(
      [
        '--liftoff-only',
        '--max-semi-space-size=1',
        '--optimize-for-size',
        '--enable-source-maps',
      ].every((flag) => flags.includes(flag)),
      `the process started serves, with ${flags.join(' ')}`,
    );

    const page = await fetch(`http://127.0.0.1:${port}/`);
    check(page.ok && (await page.text()).includes('<div id="root">'), 'GET / serves the built app');

    const help = execFileSync(npm, ['run', '--silent', 'cli', '--', '--help'], {
      cwd: dir,
      env,
      encoding: 'utf8',
    });
    check(help.includes('Usage: npm run cli'), 'npm run cli -- --help answers on stdout, exit 0');
    const link = execFileSync(
      npm,
      ['run', '--silent', 'cli', '--', 'login-link', '--email', 'operator@example.com'],
      { cwd: dir, env, encoding: 'utf8' },
    );
    check(
      /https?:\/\/\S+\/api\/\S+/.test(link),
      'npm run cli -- login-link prints a sign-in link (through the running server)',
    );

    server.kill('SIGTERM');
    const code = await new Promise((resolve) => server.on('exit', (c) => resolve(c)));
    server = undefined;
    check(code === 0, 'the server stops on SIGTERM with exit code 0');
  } finally {
    server?.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(`FAIL  ${err.message}`);
  process.exit(1);
});
