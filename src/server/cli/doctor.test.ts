import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MIGRATIONS_DIR, openPglite } from '../db/client';
import { loadEnv } from '../env';
import { startFakeChatServer, type FakeChatServer } from '../test/ai';
import { startFakeIssuer } from '../test/fake-oidc-issuer';
import { startFakeSmtpServer } from '../test/fake-smtp-server';
import { lockFolder } from '../test/folders';
import { closeServer, listenOnLoopback } from '../test/local-server';
import { freePort, killAll, spawnTs } from '../test/processes';
import type { CheckResult } from './doctor-result';
import { formatCheck, runDoctor } from './doctor';

// `npm run cli -- doctor` against the fake network edges the suite uses: what it reports when
// everything answers, and the cause it names when something does not.

const KNOWN = (
  JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
    entries: unknown[];
  }
).entries.length;

const byName = (results: CheckResult[]) => Object.fromEntries(results.map((r) => [r.name, r]));

/** A fake Circle Admin API: knows nobody, and accepts only `Token good-token`. */
function startFakeCircle() {
  const requests: { path: string; authorization: string | undefined }[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push({ path: url.pathname, authorization: req.headers.authorization });
    const ok = req.headers.authorization === 'Token good-token';
    res.writeHead(ok ? 404 : 401, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ message: ok ? 'not found' : 'unauthorized' }));
  });
  return { server, requests };
}

/** A fake Anthropic Messages API (POST /v1/messages) that accepts the key `anthropic-key`. */
function startFakeAnthropic() {
  const requests: { body: Record<string, unknown>; key: string | undefined }[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const key = req.headers['x-api-key'] as string | undefined;
      requests.push({ body: JSON.parse(raw || '{}') as Record<string, unknown>, key });
      res.writeHead(key === 'anthropic-key' ? 200 : 401, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(
          key === 'anthropic-key'
            ? {
                id: 'msg_1',
                type: 'message',
                role: 'assistant',
                model: 'claude-test',
                content: [{ type: 'text', text: 'OK' }],
                stop_reason: 'end_turn',
                usage: { input_tokens: 5, output_tokens: 1 },
              }
            : {
                type: 'error',
                error: { type: 'authentication_error', message: 'invalid x-api-key' },
              },
        ),
      );
    });
  });
  return { server, requests };
}

describe('npm run cli -- doctor', () => {
  let root: string;
  let chat: FakeChatServer;
  let smtp: Awaited<ReturnType<typeof startFakeSmtpServer>>;
  let issuer: Awaited<ReturnType<typeof startFakeIssuer>>;
  const circle = startFakeCircle();
  const anthropic = startFakeAnthropic();
  let circleBase: string;
  let anthropicBase: string;
  let closedPort: number;
  const undo: (() => void)[] = [];
  const pgDatabases: string[] = [];

  const env = (vars: Record<string, string> = {}) =>
    loadEnv({ DATA_DIR: path.join(root, randomBytes(4).toString('hex')), ...vars });

  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'pillars-doctor-'));
    chat = await startFakeChatServer();
    chat.state.replies = [{ content: 'OK' }];
    smtp = await startFakeSmtpServer();
    issuer = await startFakeIssuer();
    circleBase = `${await listenOnLoopback(circle.server)}/api/admin/v2`;
    anthropicBase = `${await listenOnLoopback(anthropic.server)}/v1`;
    closedPort = await freePort();
  });

  afterAll(async () => {
    await killAll();
    for (const fix of undo) fix();
    await Promise.all([
      chat.close(),
      smtp.close(),
      issuer.close(),
      closeServer(circle.server),
      closeServer(anthropic.server),
    ]);
    const url = process.env.TEST_DATABASE_URL;
    if (url && pgDatabases.length > 0) {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      for (const name of pgDatabases)
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
    rmSync(root, { recursive: true, force: true });
  });

  it('on the defaults: every line ok or not configured, and nothing created', async () => {
    const e = env();
    const results = await runDoctor(e, { source: {} });
    expect(results.map(formatCheck)).toEqual([
      `data folder   ok: ${e.dataDir} does not exist yet; the server creates it (private) on start`,
      `database      ok: embedded (PGlite); ${e.dataDir}/pglite is created on the first start`,
      'sign-in mail  not configured: no SMTP_URL; sign-in links are written to the server log',
      'OIDC          not configured: no OIDC_ISSUER; sign-in by email link',
      'Circle        not configured: MEMBERSHIP_PROVIDER=open',
      'AI provider   ok: the built-in offline coach (AI_PROVIDER=offline) needs no network',
    ]);
    expect(existsSync(e.dataDir)).toBe(false);
  });

  it('reaches every configured service through its fake, and each answers ok', async () => {
    const e = env({
      SMTP_URL: `smtp://mailer:secret@127.0.0.1:${smtp.port}`,
      OIDC_ISSUER: issuer.url,
      OIDC_CLIENT_ID: 'pillars',
      MEMBERSHIP_PROVIDER: 'circle',
      CIRCLE_API_TOKEN: 'good-token',
      CIRCLE_API_BASE: circleBase,
      AI_PROVIDER: 'openai',
      AI_API_KEY: 'openai-key',
      AI_BASE_URL: chat.baseUrl,
      AI_MODEL: 'gpt-test',
    });
    const checks = byName(await runDoctor(e, { source: { AI_API_KEY: 'openai-key' } }));
    expect(checks['sign-in mail']).toEqual({
      name: 'sign-in mail',
      status: 'ok',
      detail: `the SMTP server at 127.0.0.1:${smtp.port} accepted the connection and the login`,
    });
    expect(checks.OIDC).toMatchObject({
      status: 'ok',
      detail: `${issuer.url} publishes its configuration`,
    });
    expect(checks.Circle).toMatchObject({
      status: 'ok',
      detail: `the Admin API at ${circleBase} accepted the token`,
    });
    expect(circle.requests.at(-1)).toEqual({
      path: '/api/admin/v2/community_members/search',
      authorization: 'Token good-token',
    });
    expect(checks['AI provider']).toMatchObject({
      status: 'ok',
      detail: `openai gpt-test at ${chat.baseUrl} answered a short request`,
    });
    expect(chat.state.requests).toHaveLength(1);
    expect(chat.state.requests[0]?.authorization).toBe('Bearer openai-key');
    expect(chat.state.requests[0]?.body.model).toBe('gpt-test');
    // It sends no mail.
    expect(smtp.messages).toEqual([]);
  });

  it('reaches an Anthropic provider with its key header', async () => {
    const e = env({
      AI_PROVIDER: 'anthropic',
      AI_API_KEY: 'anthropic-key',
      AI_BASE_URL: anthropicBase,
      AI_MODEL: 'claude-test',
    });
    const checks = byName(await runDoctor(e, { source: { AI_API_KEY: 'anthropic-key' } }));
    expect(checks['AI provider']).toMatchObject({
      status: 'ok',
      detail: `anthropic claude-test at ${anthropicBase} answered a short request`,
    });
    expect(anthropic.requests.at(-1)).toMatchObject({
      key: 'anthropic-key',
      body: { model: 'claude-test' },
    });
  });

  it('names the cause of each configured check that fails', async () => {
    chat.state.replies = [
      { status: 401, body: { error: { message: 'Incorrect API key provided' } } },
    ];
    const e = env({
      DATABASE_URL: `postgres://pillars:pw@127.0.0.1:${closedPort}/pillars`,
      SMTP_URL: `smtp://127.0.0.1:${closedPort}`,
      OIDC_ISSUER: `http://127.0.0.1:${closedPort}`,
      OIDC_CLIENT_ID: 'pillars',
      MEMBERSHIP_PROVIDER: 'circle',
      CIRCLE_API_TOKEN: 'wrong-token',
      CIRCLE_API_BASE: circleBase,
      AI_PROVIDER: 'openai',
      AI_API_KEY: 'bad-key',
      AI_BASE_URL: chat.baseUrl,
    });
    try {
      const checks = byName(
        await runDoctor(e, { source: { AI_API_KEY: 'bad-key' }, timeoutMs: 3000 }),
      );
      expect(checks.database).toEqual({
        name: 'database',
        status: 'failing',
        detail: `cannot connect to 127.0.0.1:${closedPort}: ECONNREFUSED (connection refused)`,
      });
      expect(checks['sign-in mail']?.status).toBe('failing');
      expect(checks['sign-in mail']?.detail).toMatch(
        new RegExp(`^the SMTP server at 127\\.0\\.0\\.1:${closedPort}: .*ECONNREFUSED`),
      );
      expect(checks.OIDC?.status).toBe('failing');
      expect(checks.OIDC?.detail).toMatch(/openid-configuration: fetch failed: ECONNREFUSED$/);
      expect(checks.Circle).toMatchObject({
        status: 'failing',
        detail: 'Circle refused the API token (HTTP 401); check CIRCLE_API_TOKEN',
      });
      expect(checks['AI provider']).toMatchObject({
        status: 'failing',
        detail: `openai gpt-4o-mini at ${chat.baseUrl}: HTTP 401: Incorrect API key provided`,
      });
    } finally {
      chat.state.replies = [{ content: 'OK' }];
    }
  });

  it('fails the AI line when the chosen provider has no key, naming the variable', async () => {
    const checks = byName(await runDoctor(env({ AI_PROVIDER: 'anthropic' }), { source: {} }));
    expect(checks['AI provider']).toMatchObject({
      status: 'failing',
      detail: 'AI_PROVIDER=anthropic needs an API key: set AI_API_KEY (or ANTHROPIC_API_KEY).',
    });
  });

  it('fails the data folder line when DATA_DIR is not writable', async () => {
    const e = env();
    mkdirSync(e.dataDir);
    undo.push(lockFolder(e.dataDir));
    const [dataFolder] = await runDoctor(e, { source: {} });
    expect(dataFolder?.status).toBe('failing');
    expect(dataFolder?.detail).toMatch(
      new RegExp(`^${e.dataDir} is not writable \\((EACCES|EPERM)\\)$`),
    );
  });

  it('reads how far the database is migrated', async () => {
    const url = process.env.TEST_DATABASE_URL;
    if (url) {
      const name = `${inject('pgTemplate')}_doc_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
      await admin.end();
      pgDatabases.push(name);
      const target = new URL(url);
      target.pathname = `/${name}`;
      const checks = byName(
        await runDoctor(env({ DATABASE_URL: target.toString(), SESSION_SECRET: 'x'.repeat(32) }), {
          source: {},
        }),
      );
      expect(checks['data folder']?.status).toBe('not configured');
      expect(checks.database?.status).toBe('ok');
      expect(checks.database?.detail).toMatch(
        new RegExp(
          `^PostgreSQL \\d+\\.\\d+.* at ${target.hostname}:${target.port || 5432}, ${KNOWN} of ${KNOWN} migrations applied$`,
        ),
      );
    } else {
      const e = env();
      mkdirSync(e.dataDir, { recursive: true });
      const dump = new Blob([new Uint8Array(readFileSync(inject('pgliteDumpPath')))]);
      const database = await openPglite(path.join(e.dataDir, 'pglite'), dump);
      await database.close();
      const checks = byName(await runDoctor(e, { source: {} }));
      expect(checks.database).toEqual({
        name: 'database',
        status: 'ok',
        detail: `embedded (PGlite) in ${e.dataDir}/pglite, ${KNOWN} of ${KNOWN} migrations applied`,
      });
      // It released the folder after reading it.
      expect(existsSync(path.join(e.dataDir, 'server.lock'))).toBe(false);
    }
  });

  it('as a process: prints one line per check and exits 1 when a configured check fails', async () => {
    const run = (vars: Record<string, string>) => {
      const cli = spawnTs('src/server/cli/main.ts', ['doctor'], {
        DATA_DIR: path.join(root, randomBytes(4).toString('hex')),
        LOG_LEVEL: 'warn',
        ...vars,
      });
      return cli.exited.then(({ code }) => ({
        code,
        stdout: cli.stdoutLines.filter(Boolean),
        stderr: cli.stderr(),
      }));
    };
    const [healthy, broken] = await Promise.all([
      run({ SMTP_URL: smtp.url }),
      run({ SMTP_URL: `smtp://127.0.0.1:${closedPort}` }),
    ]);
    expect(healthy).toMatchObject({ code: 0, stderr: '' });
    expect(healthy.stdout).toHaveLength(6);
    expect(healthy.stdout[2]).toBe(
      `sign-in mail  ok: the SMTP server at 127.0.0.1:${smtp.port} accepted the connection`,
    );
    expect(broken).toMatchObject({ code: 1, stderr: '' });
    expect(broken.stdout).toHaveLength(6);
    expect(broken.stdout[2]).toMatch(/^sign-in mail {2}failing: .*ECONNREFUSED/);
    expect(broken.stdout.filter((l) => / failing: /.test(l))).toHaveLength(1);
  }, 30_000);
});
