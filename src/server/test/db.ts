import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../db/client';

let dumpCache: Buffer | undefined;

/**
 * A fresh, migrated database for one test file: PGlite loaded from the run's template dump, or
 * (TEST_DATABASE_URL set) a new PostgreSQL database copied from the run's template.
 */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `${inject('pgTemplate')}_f_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
    } finally {
      await admin.end();
    }
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    const database = openPostgres(dbUrl.toString(), 25);
    const close = database.close;
    return {
      ...database,
      close: async () => {
        await close();
        const dropper = new pg.Client({ connectionString: url });
        await dropper.connect();
        await dropper
          .query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
          .finally(() => dropper.end());
      },
    };
  }
  dumpCache ??= readFileSync(inject('pgliteDumpPath'));
  return openPglite(undefined, new Blob([new Uint8Array(dumpCache)]));
}
