import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openPglite, type Database } from './client';
import { makePrivate, prepareDataDir } from './data-dir';
import { acquireLock } from './lock';

/** The embedded database's folder inside DATA_DIR. */
export const pgliteDir = (dataDir: string) => path.join(dataDir, 'pglite');

/**
 * A consistent copy of the embedded database while it serves: a checkpoint, then the data folder
 * as a gzipped tarball taken while no transaction is open (PGlite runs one statement at a time, so
 * between statements the files are whole; holding its transaction lock keeps a multi-statement
 * transaction from being half in the copy).
 */
export async function dumpPglite(pglite: PGlite): Promise<Uint8Array> {
  await pglite.exec('CHECKPOINT');
  let dump: Blob | File | undefined;
  await pglite.transaction(async () => {
    dump = await pglite.dumpDataDir('gzip');
  });
  if (!dump) throw new Error('the database produced no dump');
  return new Uint8Array(await dump.arrayBuffer());
}

/** Writes a file only its owner can read, whole or not at all (a temporary file, then a rename). */
export function writePrivateFile(file: string, bytes: Uint8Array): void {
  const temporary = `${file}.partial-${process.pid}`;
  try {
    writeFileSync(temporary, bytes, { mode: 0o600, flag: 'wx' });
    renameSync(temporary, file);
  } catch (err) {
    rmSync(temporary, { force: true });
    throw err;
  }
}

export class RestoreError extends Error {}

/**
 * Restores a backup written by `dumpPglite` into DATA_DIR, which must hold no database yet and
 * must not be in use; then applies any migration newer than the backup. Answers what it holds.
 */
export async function restorePglite(
  dataDir: string,
  file: string,
): Promise<{ users: number; assessments: number }> {
  if (!existsSync(file)) throw new RestoreError(`No backup file at ${file}.`);
  if (existsSync(path.join(pgliteDir(dataDir), 'PG_VERSION')))
    throw new RestoreError(
      `${dataDir} already holds a database: restore into an empty DATA_DIR (move the old one aside first).`,
    );
  prepareDataDir(dataDir);
  const lock = acquireLock(dataDir, 'cli');
  let database: Database | undefined;
  try {
    const bytes = readFileSync(file);
    try {
      database = await openPglite(pgliteDir(dataDir), new Blob([bytes]));
    } catch (err) {
      rmSync(pgliteDir(dataDir), { recursive: true, force: true });
      throw new RestoreError(
        `${file} is not a Pillars backup of the embedded database (${(err as Error).message}).`,
      );
    }
    await database.migrate();
    const count = async (table: string) => {
      const result = await database!.pglite!.query<{ n: number }>(
        `select count(*)::int as n from ${table}`,
      );
      return result.rows[0]?.n ?? 0;
    };
    return { users: await count('users'), assessments: await count('assessments') };
  } finally {
    await database?.close();
    makePrivate(dataDir);
    lock.release();
  }
}
