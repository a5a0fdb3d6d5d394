import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** One type for both drivers: queries take this as their first argument. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The raw PGlite instance when embedded (tests dump and load it). */
  pglite?: PGlite;
  /** The pg pool when on PostgreSQL (rate limits share it). */
  pool?: pg.Pool;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = findUp('drizzle');

function findUp(name: string): string {
  // Works from src/server/db (tsx) and from dist/server (bundled): the folder sits at the project root.
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = ['../../../', '../../', '../'];
  for (const c of candidates) {
    const p = path.resolve(here, c, name);
    if (existsSync(path.join(p, 'meta', '_journal.json'))) return p;
  }
  return path.resolve(here, '../../../', name);
}

/** The empty database the build makes (scripts/build.mjs), beside the server bundle. */
export const INITIAL_DATABASE = 'pglite-initial.tgz';

export function installedPgliteVersion(): string | undefined {
  try {
    const entry = fileURLToPath(import.meta.resolve('@electric-sql/pglite'));
    let dir = path.dirname(entry);
    while (!existsSync(path.join(dir, 'package.json')) && dir !== path.dirname(dir))
      dir = path.dirname(dir);
    return (
      JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version?: string }
    ).version;
  } catch {
    return undefined;
  }
}

/**
 * The build's empty database, when it was made by the PGlite installed now: a new folder loads it
 * (a second or two) instead of running initdb (several seconds, and a second database instance
 * in memory). Anything amiss (no build, another PGlite version) and the folder is initialised as
 * before.
 */
export function initialDatabase(
  dirs: readonly string[] = [
    path.dirname(fileURLToPath(import.meta.url)),
    path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../dist/server'),
  ],
): Blob | undefined {
  for (const dir of dirs) {
    const file = path.join(dir, INITIAL_DATABASE);
    const meta = `${file}.json`;
    if (!existsSync(file) || !existsSync(meta)) continue;
    try {
      const { pglite } = JSON.parse(readFileSync(meta, 'utf8')) as { pglite?: string };
      if (!pglite || pglite !== installedPgliteVersion()) return undefined;
      return new Blob([readFileSync(file)]);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * PGlite's own start parameters, with a smaller buffer pool: PostgreSQL's default 128 MB of shared
 * buffers is written at start, so it is resident from the first second, and an embedded database of
 * one community fits in 16 MB (the operating system caches the files beneath it). ADR 029.
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/** Opens PGlite in a folder (or in memory when `dataDir` is undefined), optionally from a dump. */
export async function openPglite(dataDir?: string, loadDataDir?: Blob | File): Promise<Database> {
  // A new folder starts from the build's empty database when there is one.
  const load =
    loadDataDir ??
    (dataDir && !existsSync(path.join(dataDir, 'PG_VERSION')) ? initialDatabase() : undefined);
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(load ? { loadDataDir: load } : {}),
    startParams: PGLITE_START_PARAMS,
  });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    migrate: async () => {
      await migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR });
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/**
 * The key of the session-level advisory lock every instance takes around its migrations, so that
 * instances starting together on one PostgreSQL database migrate it once, one after another
 * (ADR 026). Any fixed 64-bit number unlikely to be used by another application will do.
 */
export const MIGRATION_LOCK_KEY = 7_041_934_213_887_201n;

/**
 * Applies pending migrations on one connection while it holds the migration lock; another
 * instance waits for the lock, then finds nothing left to apply.
 */
async function migrateLocked(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
    try {
      const db = drizzlePg({ client, schema });
      await migratePg(db, { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()]);
    }
  } catch (err) {
    // Closing the connection releases a lock the unlock above could not.
    broken = err as Error;
    throw err;
  } finally {
    client.release(broken);
  }
}

export function openPostgres(url: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000 });
  // An idle client's error (e.g. the server restarting) must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    pool,
    migrate: () => migrateLocked(pool),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      await pool.end();
    },
  };
}
