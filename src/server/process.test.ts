import { existsSync, lstatSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USAGE } from './cli/commands';
import {
  freePort,
  isRefusingConnections,
  isRunning,
  killAll,
  runCli,
  spawnTs,
  STARTUP_MS,
  type Spawned,
} from './test/processes';

// The server and the CLI as an operator runs them: real processes on a real data folder.

function startServer(dataDir: string, port: number): Spawned {
  return spawnTs('src/server/main.ts', [], {
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'development',
    LOG_LEVEL: 'info',
  });
}

/** Entries under `dir` (and `dir` itself) that the group or other users may read, write or enter. */
function openToOthers(dir: string): string[] {
  const entries = [
    dir,
    ...readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((e) => path.join(dir, e)),
  ];
  return entries
    .filter((entry) => {
      const stat = lstatSync(entry, { throwIfNoEntry: false });
      return stat !== undefined && !stat.isSymbolicLink() && (stat.mode & 0o077) !== 0;
    })
    .map((entry) => `${entry} ${(lstatSync(entry).mode & 0o777).toString(8)}`);
}

describe('the server and the CLI as processes', () => {
  let dataDir: string;
  let port: number;
  let server: Spawned;
  let base: string;

  beforeAll(async () => {
    // A DATA_DIR the server creates itself, in a folder of the test's.
    dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'pillars-process-')), 'data');
    port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = startServer(dataDir, port);
    await server.waitForLog(
      (l) => l.msg?.startsWith('Pillars is running at') === true,
      "'Pillars is running at'",
    );
  }, STARTUP_MS + 5_000);

  afterAll(async () => {
    await killAll();
    if (dataDir) rmSync(path.dirname(dataDir), { recursive: true, force: true });
  });

  it('announces where it runs and answers GET /api/health on the embedded database', async () => {
    const started = server.logs.find((l) => l.msg?.startsWith('Pillars is running at'));
    expect(started).toMatchObject({
      msg: `Pillars is running at http://localhost:${port}`,
      port,
      database: 'pglite',
      dataDir,
      membership: 'open',
    });
    expect(
      server.logs.some((l) => l.level === 40 && l.msg?.startsWith('MEMBERSHIP_PROVIDER=open')),
    ).toBe(true);
    const res = await fetch(`${base}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: 'pglite' });
  });

  it('keeps its new data folder private: nothing under it is open to the group or others', () => {
    // PGlite writes its files 0666 whatever the umask; the server fixes the tree after opening it.
    expect(lstatSync(dataDir).mode & 0o777).toBe(0o700);
    expect(readdirSync(path.join(dataDir, 'pglite')).length).toBeGreaterThan(5);
    expect(openToOthers(dataDir)).toEqual([]);
  });

  it('refuses to start a second server on the same data folder, with a message that says why', async () => {
    const second = startServer(dataDir, await freePort());
    const { code } = await second.exited;
    expect(code).not.toBe(0);
    expect(second.stderr()).toContain('is in use by another Pillars process');
    expect(second.stderr()).toContain(`pid ${server.child.pid}`);
    expect(isRunning(server.child)).toBe(true);
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
  }, 30_000);

  it('prints a sign-in link from the CLI through the running server, and the link signs in', async () => {
    const { code, stdout, stderr } = await runCli(
      ['login-link', '--email', 'cli@example.com'],
      dataDir,
    );
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const link = new URL(stdout.at(-1) ?? '');
    expect(`${link.origin}${link.pathname}`).toBe(`http://localhost:${port}/api/login/verify`);
    expect(server.logs.some((l) => l.msg === 'running CLI command for a local operator')).toBe(
      true,
    );

    // The link opens 'Continue as …'; its button posts the token, and only that signs in.
    const opened = await fetch(`${base}${link.pathname}${link.search}`, { redirect: 'manual' });
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain('Continue as cli@example.com');
    const res = await fetch(`${base}${link.pathname}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
      body: new URLSearchParams({ token: link.searchParams.get('token') ?? '' }),
    });
    expect(res.status).toBe(303);
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    expect(cookie).toMatch(/^pillars_sid=.+/);
    const user = await fetch(`${base}/api/auth/user`, { headers: { cookie } });
    expect(user.status).toBe(200);
    expect(await user.json()).toMatchObject({ email: 'cli@example.com' });
  }, 30_000);

  it('exits the CLI with code 2 and a message for bad arguments', async () => {
    const { code, stdout, stderr } = await runCli(
      ['credits:grant', '--email', 'cli@example.com'],
      dataDir,
    );
    expect(code).toBe(2);
    expect(stderr).toContain('Missing --amount');
    expect(stdout).toEqual([]);
  }, 30_000);

  it('prints the usage on stdout with exit code 0 for --help, help and -h', async () => {
    const runs = await Promise.all(
      [['--help'], ['help'], ['-h'], ['login-link', '--help']].map((args) => runCli(args, dataDir)),
    );
    for (const { code, stdout, stderr } of runs) {
      expect(stderr).toBe('');
      expect(code).toBe(0);
      expect(stdout.join('\n')).toBe(USAGE.split('\n').filter(Boolean).join('\n'));
    }
  }, 30_000);

  it('answers an unknown command with exit code 2 and the usage on stderr', async () => {
    const { code, stdout, stderr } = await runCli(['user:delete'], dataDir);
    expect(code).toBe(2);
    expect(stdout).toEqual([]);
    expect(stderr).toBe(`Unknown command 'user:delete'.\n\n${USAGE}\n`);
  }, 30_000);

  it('on SIGTERM finishes the request in flight, refuses new ones, exits 0 and frees the data folder', async () => {
    // A sign-in form post whose body is held back: the server has its headers (it answered
    // 100-continue) but cannot answer before the body arrives.
    const body = new URLSearchParams({ email: 'inflight@example.com' }).toString();
    const req = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/login',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'content-length': Buffer.byteLength(body),
        expect: '100-continue',
      },
    });
    type Answer = { status: number; connection: string | undefined; text: string };
    const answered = new Promise<Answer>((resolve, reject) => {
      req.on('response', (res) => {
        let text = '';
        res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, text }),
        );
      });
      req.on('error', reject);
    });
    const continued = new Promise<void>((resolve) => req.once('continue', resolve));
    req.flushHeaders();
    await continued;

    server.child.kill('SIGTERM');
    await server.waitForLog(
      (l) => l.msg?.startsWith('shutting down') === true,
      "'shutting down'",
      10_000,
    );
    expect(await isRefusingConnections(port)).toBe(true);

    req.end(body);
    const reply = await answered;
    expect(reply.status).toBe(200);
    expect(reply.text).toContain('inflight@example.com');
    // The request came on a keep-alive connection; it must not hold the shutdown open.
    expect(reply.connection).toBe('close');

    const { code } = await server.exited;
    expect(code).toBe(0);
    expect(server.logs.at(-1)).toMatchObject({ msg: 'stopped' });
    expect(server.stderr()).toBe('');
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
    // What PGlite wrote while serving and closing is private too.
    expect(openToOthers(dataDir)).toEqual([]);

    // With no server running, the CLI opens the data folder itself.
    const created = await runCli(['user:create', '--email', 'x@example.com'], dataDir);
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout.at(-1)).toMatch(
      /^Created user x@example\.com \(id [0-9a-f-]{36}\) with 1 credit\.$/,
    );
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
    expect(openToOthers(dataDir)).toEqual([]);
  }, 60_000);
});
