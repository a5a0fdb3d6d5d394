import { accessSync, constants, existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { usesDataDir } from '../bootstrap';
import { MIGRATIONS_DIR, openPglite } from '../db/client';
import { databaseTarget, describeConnectError } from '../db/connect';
import { makePrivate } from '../db/data-dir';
import { acquireLock, readLock } from '../db/lock';
import type { Env } from '../env';
import { check, errorText, type CheckResult, type CheckStatus } from './doctor-result';
import { checkAi, checkCircle, checkMail, checkOidc } from './doctor-services';

/**
 * `npm run cli -- doctor`: one line per part of the configuration, each `ok`, `not configured`
 * (nothing to check) or `failing` with its cause. It changes nothing (it opens an embedded
 * database only to read it) and sends one short request to each service that is configured.
 */
export interface DoctorOptions {
  /** Where API keys are read from besides `env` (the AI SDK falls back to OPENAI_API_KEY...). */
  source?: Record<string, string | undefined>;
  /** Per request to a service. */
  timeoutMs?: number;
}

function access(dir: string): string | undefined {
  try {
    accessSync(dir, constants.W_OK | constants.X_OK);
    return undefined;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code ?? 'not writable';
  }
}

export function checkDataDir(env: Env): CheckResult {
  const name = 'data folder';
  const dir = env.dataDir;
  if (!usesDataDir(env)) {
    return check(name, 'not configured', 'not needed: DATABASE_URL and SESSION_SECRET are set');
  }
  if (!existsSync(dir)) {
    let parent = path.dirname(dir);
    while (!existsSync(parent)) parent = path.dirname(parent);
    if (!statSync(parent).isDirectory()) {
      return check(name, 'failing', `${dir} cannot be created: ${parent} is a file`);
    }
    const denied = access(parent);
    return denied
      ? check(name, 'failing', `${dir} cannot be created: ${parent} is not writable (${denied})`)
      : check(name, 'ok', `${dir} does not exist yet; the server creates it (private) on start`);
  }
  if (!statSync(dir).isDirectory()) return check(name, 'failing', `${dir} is not a folder`);
  const denied = access(dir);
  if (denied) return check(name, 'failing', `${dir} is not writable (${denied})`);
  const open = statSync(dir).mode & 0o077;
  return check(
    name,
    'ok',
    open
      ? `${dir} is writable; other users may read it until the server next starts and makes it private`
      : `${dir} is writable and private`,
  );
}

function knownMigrations(): number {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'));
  return (journal as { entries: unknown[] }).entries.length;
}

function migrationsLine(applied: number): { status: CheckStatus; text: string } {
  const known = knownMigrations();
  if (applied > known) {
    return {
      status: 'failing',
      text: `${applied} migrations applied but this version of Pillars knows ${known}: the database was migrated by a newer version`,
    };
  }
  const rest = applied < known ? ' (the server applies the rest when it starts)' : '';
  return { status: 'ok', text: `${applied} of ${known} migrations applied${rest}` };
}

async function appliedMigrations(query: (text: string) => Promise<number>): Promise<number> {
  try {
    return await query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
  } catch {
    return 0; // never migrated: no drizzle schema yet
  }
}

async function checkPostgres(url: string, timeoutMs: number): Promise<CheckResult> {
  const target = databaseTarget(url);
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (err) {
    await client.end().catch(() => undefined);
    return check(
      'database',
      'failing',
      `cannot connect to ${target}: ${describeConnectError(err).text}`,
    );
  }
  try {
    const { rows } = await client.query<{ v: string }>(
      "SELECT current_setting('server_version') AS v",
    );
    const applied = await appliedMigrations(async (text) => {
      const res = await client.query<{ n: number }>(text);
      return res.rows[0]?.n ?? 0;
    });
    const { status, text } = migrationsLine(applied);
    return check('database', status, `PostgreSQL ${rows[0]?.v ?? '?'} at ${target}, ${text}`);
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function checkPglite(env: Env): Promise<CheckResult> {
  const folder = path.join(env.dataDir, 'pglite');
  const holder = readLock(env.dataDir);
  if (holder) {
    return check(
      'database',
      'ok',
      `embedded (PGlite) in ${folder}, open in the running ${holder.kind === 'server' ? 'server' : 'CLI'} (pid ${holder.pid})`,
    );
  }
  if (!existsSync(folder)) {
    return check('database', 'ok', `embedded (PGlite); ${folder} is created on the first start`);
  }
  const lock = acquireLock(env.dataDir, 'cli');
  try {
    const database = await openPglite(folder);
    try {
      const pglite = database.pglite!;
      const applied = await appliedMigrations(async (text) => {
        const res = await pglite.query<{ n: number }>(text);
        return res.rows[0]?.n ?? 0;
      });
      const { status, text } = migrationsLine(applied);
      return check('database', status, `embedded (PGlite) in ${folder}, ${text}`);
    } finally {
      await database.close();
    }
  } finally {
    lock.release();
    makePrivate(env.dataDir);
  }
}

export async function checkDatabase(env: Env, timeoutMs: number): Promise<CheckResult> {
  return env.DATABASE_URL ? checkPostgres(env.DATABASE_URL, timeoutMs) : checkPglite(env);
}

/** Runs every check at once; the results come in a fixed order. */
export async function runDoctor(env: Env, opts: DoctorOptions = {}): Promise<CheckResult[]> {
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const source = opts.source ?? process.env;
  const checks: [string, () => CheckResult | Promise<CheckResult>][] = [
    ['data folder', () => checkDataDir(env)],
    ['database', () => checkDatabase(env, timeoutMs)],
    ['sign-in mail', () => checkMail(env, timeoutMs)],
    ['OIDC', () => checkOidc(env, timeoutMs)],
    ['Circle', () => checkCircle(env, timeoutMs)],
    ['AI provider', () => checkAi(env, source, timeoutMs)],
  ];
  return Promise.all(
    checks.map(async ([name, run]) => {
      try {
        return await run();
      } catch (err) {
        return check(name, 'failing', errorText(err));
      }
    }),
  );
}

export function formatCheck(result: CheckResult): string {
  return `${result.name.padEnd(13)} ${result.status}: ${result.detail}`;
}
