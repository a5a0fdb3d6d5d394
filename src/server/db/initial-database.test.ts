import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INITIAL_DATABASE, initialDatabase, installedPgliteVersion, openPglite } from './client';

// The build's empty database (scripts/build.mjs): a new DATA_DIR loads it instead of running
// initdb, but only when the PGlite that made it is the one installed.
// Embedded database only: the suite's run on PostgreSQL leaves it out (it costs an initdb).
describe.skipIf(!!process.env.TEST_DATABASE_URL)('the initial database of the build', () => {
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'pillars-initial-'));
    const pg = await PGlite.create();
    const dump = await pg.dumpDataDir('gzip');
    await pg.close();
    writeFileSync(path.join(dir, INITIAL_DATABASE), new Uint8Array(await dump.arrayBuffer()));
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
    } finally {
      await database.close();
    }
  }, 60_000);
});
