import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withPgClient } from '../test/pg-admin';
import { MIGRATION_LOCK_KEY, MIGRATIONS_DIR, openPostgres, type Database } from './client';

// Several instances starting together on one empty PostgreSQL database: each migrates under one
// advisory lock, so the schema is migrated once and none of them fails (ADR 026).

const baseUrl = process.env.TEST_DATABASE_URL;
const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'));
const KNOWN = (journal as { entries: unknown[] }).entries.length;

describe.skipIf(!baseUrl)('migrations on PostgreSQL', () => {
  let name: string;
  let url: string;
  const opened: Database[] = [];

  const admin = <T>(run: (client: pg.Client) => Promise<T>) => withPgClient(baseUrl ?? '', run);

  const open = () => {
    const database = openPostgres(url, 2);
    opened.push(database);
    return database;
  };

  async function applied(): Promise<number> {
    const database = open();
    const { rows } = await database.pool!.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations',
    );
    return rows[0]!.n;
  }

  beforeEach(async () => {
    name = `pillars_mig_${randomBytes(4).toString('hex')}`;
    await admin((c) => c.query(`CREATE DATABASE ${name}`));
    const u = new URL(baseUrl!);
    u.pathname = `/${name}`;
    url = u.toString();
  });

  afterEach(async () => {
    for (const database of opened.splice(0)) await database.close();
    await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  });

  it('three migrators started at once on an empty database all succeed, and each migration is applied once', async () => {
    const results = await Promise.allSettled([open(), open(), open()].map((d) => d.migrate()));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    expect(await applied()).toBe(KNOWN);
    const tables = await open().pool!.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public' AND tablename = 'users'",
    );
    expect(tables.rows[0]!.n).toBe(1);
  });

  it('waits for the migration lock, migrates once it is free, and releases it', async () => {
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    try {
      await holder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
      let done = false;
      const migrating = open()
        .migrate()
        .then(() => {
          done = true;
        });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(done).toBe(false);
      const schema = await holder.query("SELECT 1 FROM pg_namespace WHERE nspname = 'drizzle'");
      expect(schema.rowCount).toBe(0);

      await holder.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()]);
      await migrating;
      expect(await applied()).toBe(KNOWN);
      // Nobody holds it any more: another session takes it at once.
      const free = await holder.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1) AS ok', [
        MIGRATION_LOCK_KEY.toString(),
      ]);
      expect(free.rows[0]!.ok).toBe(true);
    } finally {
      await holder.end();
    }
  });

  it('a second migrate on an up-to-date database applies nothing and still frees the lock', async () => {
    await open().migrate();
    await open().migrate();
    expect(await applied()).toBe(KNOWN);
    const locks = await open().pool!.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory'
         AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
    );
    expect(locks.rows[0]!.n).toBe(0);
  });
});
