import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, killAll, runCli, spawnTs, STARTUP_MS } from '../test/processes';
import { parseCommand, UsageError } from './commands';

// Backups as an operator takes them: the real CLI, next to a real server, on real folders.

/** Signs Ada in as a person does: the CLI's link, then Continue. Answers the session cookie. */
async function signInAda(base: string, dataDir: string): Promise<string> {
  const link = (await runCli(['login-link', '--email', 'ada@example.com'], dataDir)).stdout.at(-1)!;
  const token = new URL(link).searchParams.get('token')!;
  const signedIn = await fetch(`${base}/api/login/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }).toString(),
    redirect: 'manual',
  });
  expect(signedIn.status).toBe(303);
  return signedIn.headers.getSetCookie()[0]!.split(';')[0]!;
}

const folders: string[] = [];
function folder(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pillars-backup-'));
  folders.push(dir);
  return dir;
}
afterAll(async () => {
  await killAll();
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

describe('backup and restore: the command line', () => {
  it('takes one FILE, made absolute, and nothing else', () => {
    expect(parseCommand(['backup', 'pillars.tgz'])).toEqual({
      name: 'backup',
      file: path.resolve('pillars.tgz'),
    });
    expect(parseCommand(['restore', '/srv/b.tgz'])).toEqual({
      name: 'restore',
      file: '/srv/b.tgz',
    });
    for (const argv of [['backup'], ['restore', 'a', 'b'], ['backup', 'a', '--email', 'x@y.z']])
      expect(() => parseCommand(argv), argv.join(' ')).toThrow(UsageError);
    expect(() => parseCommand(['login-link', 'stray', '--email', 'a@b.co'])).toThrow(
      "'login-link' takes no positional argument ('stray')",
    );
  });
});

const pgUrl = process.env.TEST_DATABASE_URL;

// The embedded database's part runs once, in the suite's run on the embedded database.
describe.skipIf(!!pgUrl)('backup and restore of the embedded database', () => {
  it(
    'backs up while the server runs, and restores into an empty DATA_DIR with every account',
    async () => {
      const dataDir = path.join(folder(), 'data');
      const port = await freePort();
      const server = spawnTs('src/server/main.ts', [], {
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        NODE_ENV: 'development',
        LOG_LEVEL: 'info',
      });
      await server.waitForLog(
        (l) => l.msg?.startsWith('Pillars is running at') === true,
        "'Pillars is running at'",
      );
      for (const email of ['ada@example.com', 'bo@example.com'])
        expect(
          (await runCli(['user:create', '--email', email, '--credits', '7'], dataDir)).code,
        ).toBe(0);
      // Ada signs in as a person does and writes an assessment.
      const base = `http://127.0.0.1:${port}`;
      const cookie = await signInAda(base, dataDir);
      const created = await fetch(`${base}/api/assessments/new`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Kept through a restore' }),
      });
      expect(created.status).toBe(201);

      const file = path.join(folder(), 'pillars.tgz');
      const backup = await runCli(['backup', file], dataDir);
      expect(backup.code, backup.stderr).toBe(0);
      expect(backup.stdout.join('\n')).toContain(
        `Backup of the embedded database written to ${file}`,
      );
      // Only its owner may read it, and no partial file is left beside it.
      expect(statSync(file).mode & 0o077).toBe(0);
      expect(readFileSync(file).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b])); // gzip
      expect(existsSync(`${file}.partial-${server.child.pid}`)).toBe(false);
      // The server kept serving.
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);

      // Restoring over a folder in use, or one that holds a database, is refused.
      const busy = await runCli(['restore', file], dataDir);
      expect(busy.code).toBe(1);
      expect(busy.stderr).toMatch(/already holds a database|in use/);
      server.child.kill('SIGTERM');
      await server.exited;

      const restored = path.join(folder(), 'data');
      const restore = await runCli(['restore', file], restored);
      expect(restore.code, restore.stderr).toBe(0);
      expect(restore.stdout.join('\n')).toContain(`into ${restored}: 2 users, 1 assessment.`);
      const grant = await runCli(
        ['credits:grant', '--email', 'bo@example.com', '--amount', '1'],
        restored,
      );
      expect(grant.stdout.join('\n')).toContain('New balance: 8.');
      // Ada's assessment came back with her: a server on the restored folder lists it.
      const again = spawnTs('src/server/main.ts', [], {
        DATA_DIR: restored,
        PORT: String(port),
        HOST: '127.0.0.1',
        NODE_ENV: 'development',
        LOG_LEVEL: 'info',
      });
      await again.waitForLog(
        (l) => l.msg?.startsWith('Pillars is running at') === true,
        "'Pillars is running at'",
      );
      // Sessions belong to the data folder's secret: Ada signs in again, and finds her work.
      const list = await fetch(`${base}/api/assessments/list`, {
        headers: { cookie: await signInAda(base, restored) },
      });
      expect(list.status).toBe(200);
      expect(await list.json()).toEqual([
        expect.objectContaining({ name: 'Kept through a restore' }),
      ]);
      again.child.kill('SIGTERM');
      await again.exited;
    },
    STARTUP_MS * 3,
  );

  it(
    'refuses a file that is not a backup, leaving DATA_DIR without a database',
    async () => {
      const junk = path.join(folder(), 'notes.tgz');
      writeFileSync(junk, 'not a tarball');
      const dataDir = path.join(folder(), 'data');
      const result = await runCli(['restore', junk], dataDir);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`${junk} is not a Pillars backup of the embedded database`);
      expect(existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(false);
      const missing = await runCli(['restore', path.join(folder(), 'none.tgz')], dataDir);
      expect(missing.code).toBe(1);
      expect(missing.stderr).toContain('No backup file at');
    },
    STARTUP_MS,
  );
});

describe.skipIf(!pgUrl)('backup on PostgreSQL', () => {
  it(
    'runs pg_dump in its custom format, the password kept off the command line',
    async () => {
      const file = path.join(folder(), 'pillars.dump');
      const cli = spawnTs('src/server/cli/main.ts', ['backup', file], {
        DATABASE_URL: pgUrl!,
        DATA_DIR: folder(),
        LOG_LEVEL: 'warn',
      });
      const { code } = await cli.exited;
      expect(code, cli.stderr()).toBe(0);
      expect(readFileSync(file).subarray(0, 5).toString()).toBe('PGDMP');
      expect(statSync(file).mode & 0o077).toBe(0);
      const restore = spawnTs('src/server/cli/main.ts', ['restore', file], {
        DATABASE_URL: pgUrl!,
        DATA_DIR: folder(),
        LOG_LEVEL: 'warn',
      });
      expect((await restore.exited).code).toBe(1);
      expect(restore.stderr()).toContain('pg_restore --clean --if-exists --no-owner');
    },
    STARTUP_MS,
  );
});
