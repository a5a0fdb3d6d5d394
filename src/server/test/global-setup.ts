import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDumpPath: string;
    pgTemplate: string;
  }
}

/**
 * Migrates one template database for the whole run (PGlite's first open takes seconds): a PGlite
 * dump that every test file loads, or on PostgreSQL (TEST_DATABASE_URL) a template database that
 * every test file copies.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = `pillars_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template}`);
    const tplUrl = new URL(url);
    tplUrl.pathname = `/${template}`;
    const database = openPostgres(tplUrl.toString(), 1);
    await database.migrate();
    await database.close();
    project.provide('pgTemplate', template);
    project.provide('pgliteDumpPath', '');
    return async () => {
      const { rows } = await admin.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE $1`,
        [`${template}_f_%`],
      );
      for (const row of rows)
        await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
    };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pillars-test-'));
  const database = await openPglite();
  await database.migrate();
  const dump = await database.pglite!.dumpDataDir('none');
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteDumpPath', file);
  project.provide('pgTemplate', '');
  return async () => rmSync(dir, { recursive: true, force: true });
}
