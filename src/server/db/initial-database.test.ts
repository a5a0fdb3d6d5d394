import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INITIAL_DATABASE, initialDatabase, installedPgliteVersion, openPglite } from './client';

// The build's empty database (scripts/build.mjs): a new DATA_DIR loads it instead of running
// initdb, but only when the PGlite that made it is the one installed.
// Embedded database only: the suite's run on PostgreSQL leaves it out (it costs an initdb).
describe.skipIf(!!process.env.TEST_DATABASE_URL)('the initial database of the build', () => {
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'pillars-initial-'));
    // The build's own script (scripts/build.mjs runs it into dist/server).
    execFileSync(process.execPath, ['scripts/initial-database.mjs', dir], { stdio: 'pipe' });
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const meta = (pglite: string) =>
    writeFileSync(path.join(dir, `${INITIAL_DATABASE}.json`), JSON.stringify({ pglite }));

  it('is used only when the installed PGlite made it', () => {
    expect(installedPgliteVersion()).toMatch(/^\d+\.\d+\.\d+/);
    meta('0.0.1');
    expect(initialDatabase([dir])).toBeUndefined();
    meta(installedPgliteVersion()!);
    expect(initialDatabase([dir])?.size).toBeGreaterThan(1_000_000);
    expect(initialDatabase([path.join(dir, 'missing')])).toBeUndefined();
  });

  it('gives a new folder a working, migrated database', async () => {
    meta(installedPgliteVersion()!);
    const folder = path.join(dir, 'pglite');
    const database = await openPglite(folder, initialDatabase([dir]));
    try {
      await database.migrate();
      const { rows } = await database.pglite!.query<{ n: number }>(
        'select count(*)::int as n from users',
      );
      expect(rows[0]?.n).toBe(0);
      expect(existsSync(path.join(folder, 'PG_VERSION'))).toBe(true);
      // A 16 MB buffer pool, not PostgreSQL's 128 MB, all of it resident from the start (ADR 029).
      const shown = await database.pglite!.query<{ shared_buffers: string }>('show shared_buffers');
      expect(shown.rows[0]?.shared_buffers).toBe('16MB');
      // Only the database in use: the templates were dropped to halve the files a start writes.
      const names = await database.pglite!.query<{ datname: string }>(
        'select datname from pg_database',
      );
      expect(names.rows.map((r) => r.datname)).toEqual(['postgres']);
    } finally {
      await database.close();
    }
  }, 60_000);
});
