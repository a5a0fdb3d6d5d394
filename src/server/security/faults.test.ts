// Faults, on the real server as an operator runs it (node + tsx, a temporary DATA_DIR):
// - kill -9 during a burst of saves on the embedded database: every save that was answered 200 is
//   there after a restart;
// - SIGTERM while saves are in flight: each of them completes, then the process exits 0.
// The SIGTERM part runs on PostgreSQL too when TEST_DATABASE_URL is set; kill -9 is about PGlite's
// files, so it runs on the PGlite pass only.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { withPgClient } from '../test/pg-admin';
import { freePort, killAll, spawnTs, STARTUP_MS, type Spawned } from '../test/processes';

const pgUrl = process.env.TEST_DATABASE_URL;

interface Running {
  server: Spawned;
  base: string;
  port: number;
}

async function start(env: Record<string, string>, port?: number): Promise<Running> {
  const p = port ?? (await freePort());
  const server = spawnTs('src/server/main.ts', [], {
    PORT: String(p),
    HOST: '127.0.0.1',
    NODE_ENV: 'development',
    LOG_LEVEL: 'info',
    SESSION_SECRET: 'a-session-secret-for-the-fault-tests-0123456789',
    ...env,
  });
  await server.waitForLog((l) => l.msg?.startsWith('Pillars is running at') === true, 'its start');
  return { server, base: `http://127.0.0.1:${p}`, port: p };
}

/** Signs in through the form and the link the server logs (no SMTP): the session cookie. */
async function signInOver({ server, base }: Running, email: string): Promise<string> {
  const asked = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  expect(asked.status).toBe(200);
  const line = await server.waitForLog(
    (l) => l.email === email && typeof l.loginUrl === 'string',
    `the link for ${email}`,
    10_000,
  );
  const link = new URL(String(line.loginUrl));
  const res = await fetch(`${base}${link.pathname}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
    body: new URLSearchParams({ token: link.searchParams.get('token') ?? '' }),
  });
  expect(res.status).toBe(303);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

interface Saver {
  cookie: string;
  id: string;
  version: number;
  /** The last save answered 200: its text and the version it answered. */
  acked?: { text: string; version: number };
}

/** A user with an assessment of their own (one credit each), ready to save. */
async function newSaver(running: Running, email: string): Promise<Saver> {
  const cookie = await signInOver(running, email);
  const res = await fetch(`${running.base}/api/assessments/new`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ name: `Fault test ${email}` }),
  });
  expect(res.status).toBe(201);
  const { id, version } = (await res.json()) as { id: string; version: number };
  return { cookie, id, version };
}

const saveBody = (s: Saver, text: string) =>
  JSON.stringify({ formState: { product: { problem: text } }, version: s.version });

async function saveOnce(base: string, s: Saver, text: string): Promise<boolean> {
  const res = await fetch(`${base}/api/assessments/${s.id}`, {
    method: 'POST',
    headers: { cookie: s.cookie, 'content-type': 'application/json' },
    body: saveBody(s, text),
  });
  if (res.status !== 200) throw new Error(`save answered ${res.status}: ${await res.text()}`);
  const { version } = (await res.json()) as { version: number };
  s.version = version;
  s.acked = { text, version };
  return true;
}

async function stored(base: string, s: Saver) {
  const res = await fetch(`${base}/api/assessments/${s.id}`, { headers: { cookie: s.cookie } });
  expect(res.status).toBe(200);
  const body = (await res.json()) as {
    version: number;
    formData: { product: { problem: string } };
  };
  return { version: body.version, text: body.formData.product.problem };
}

/**
 * Saves whose bodies are held back until `release` is called: the server has each request's
 * headers (it answered 100-continue) but cannot answer before the body arrives, so they are
 * certainly in flight when the signal comes.
 */
async function heldSaves(running: Running, savers: Saver[]) {
  const pending = await Promise.all(
    savers.map(async (s, i) => {
      const body = saveBody(s, `in flight ${i}`);
      const req = http.request({
        host: '127.0.0.1',
        port: running.port,
        method: 'POST',
        path: `/api/assessments/${s.id}`,
        agent: false,
        headers: {
          cookie: s.cookie,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          expect: '100-continue',
        },
      });
      const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
        req.on('response', (res) => {
          let text = '';
          res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        });
        req.on('error', reject);
      });
      const continued = new Promise<void>((resolve) => req.once('continue', resolve));
      req.flushHeaders();
      await continued;
      return { req, body, answered };
    }),
  );
  return {
    release: () => {
      for (const p of pending) p.req.end(p.body);
      return Promise.all(pending.map((p) => p.answered));
    },
  };
}

/** SIGTERM with saves in flight: each completes with 200, new connections are refused, exit 0. */
async function sigtermDrains(running: Running, savers: Saver[]) {
  const held = await heldSaves(running, savers);
  running.server.child.kill('SIGTERM');
  await running.server.waitForLog(
    (l) => l.msg?.startsWith('shutting down') === true,
    "'shutting down'",
    10_000,
  );
  const answers = await held.release();
  expect(answers.map((a) => a.status)).toEqual(savers.map(() => 200));
  for (const a of answers)
    expect(JSON.parse(a.text)).toMatchObject({ version: expect.any(Number) });
  const { code, signal } = await running.server.exited;
  expect({ code, signal }).toEqual({ code: 0, signal: null });
  expect(running.server.logs.at(-1)).toMatchObject({ msg: 'stopped' });
  expect(running.server.stderr()).toBe('');
}

afterAll(async () => {
  await killAll();
});

describe.skipIf(!!pgUrl)('kill -9 and SIGTERM on the embedded database (PGlite)', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'pillars-faults-'));
  const dataDir = path.join(root, 'data');
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it(
    'keeps every save answered 200 through a kill -9 mid-burst, then drains saves in flight on SIGTERM',
    async () => {
      let running = await start({ DATA_DIR: dataDir });
      const savers: Saver[] = [];
      for (let i = 0; i < 8; i++) savers.push(await newSaver(running, `saver${i}@example.com`));

      // Eight clients save as fast as they can, each chaining the version its last save answered.
      let stop = false;
      let acked = 0;
      const loops = savers.map(async (s, i) => {
        for (let n = 0; !stop; n++) {
          try {
            await saveOnce(
              running.base,
              s,
              `client ${i} save ${n} ${randomBytes(4).toString('hex')}`,
            );
            acked++;
          } catch {
            return; // the server is gone: this save was never answered
          }
        }
      });
      const deadline = Date.now() + 10_000;
      while (acked < 150 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
      running.server.child.kill('SIGKILL');
      const killed = await running.server.exited;
      stop = true;
      await Promise.all(loops);
      expect(killed.signal).toBe('SIGKILL');
      expect(acked).toBeGreaterThanOrEqual(100);

      running = await start({ DATA_DIR: dataDir }, running.port);
      for (const s of savers) {
        const now = await stored(running.base, s);
        // A save in flight at the kill may have landed too (one version more), never fewer.
        expect(now.version, `saver ${s.id}`).toBeGreaterThanOrEqual(s.acked!.version);
        expect(now.version).toBeLessThanOrEqual(s.acked!.version + 1);
        if (now.version === s.acked!.version) expect(now.text).toBe(s.acked!.text);
        s.version = now.version;
      }

      await sigtermDrains(running, savers.slice(0, 4));
    },
    3 * STARTUP_MS,
  );
});

describe.runIf(!!pgUrl)('SIGTERM on PostgreSQL', () => {
  const name = `pillars_faults_${randomBytes(4).toString('hex')}`;
  const root = mkdtempSync(path.join(os.tmpdir(), 'pillars-faults-'));
  afterAll(async () => {
    await killAll();
    await withPgClient(pgUrl!, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    rmSync(root, { recursive: true, force: true });
  });

  it(
    'finishes every save in flight, then exits 0',
    async () => {
      await withPgClient(pgUrl!, (c) => c.query(`CREATE DATABASE ${name}`));
      const url = new URL(pgUrl!);
      url.pathname = `/${name}`;
      const running = await start({ DATABASE_URL: url.toString(), DATA_DIR: root });
      const savers: Saver[] = [];
      for (let i = 0; i < 4; i++) savers.push(await newSaver(running, `pg-saver${i}@example.com`));
      await sigtermDrains(running, savers);
    },
    2 * STARTUP_MS,
  );
});
