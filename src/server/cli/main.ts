import { spawnSync } from 'node:child_process';
import { chmodSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { openDatabase, sessionSecretFor } from '../bootstrap';
import { restorePglite, RestoreError } from '../db/backup';
import { databaseTarget } from '../db/connect';
import { DataDirBusyError, readLock } from '../db/lock';
import { loadDotEnvFile, loadEnv, StartupError, type Env } from '../env';
import { CommandError, parseCommand, runCommand, USAGE, UsageError } from './commands';
import { CONTROL_SECRET_FILE, sendToServer } from './control';
import { runDoctor, formatCheck } from './doctor';

/** PostgreSQL's own tools take the password from the environment, never from the command line. */
function pgArgs(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return {
    dbname: url.toString(),
    env: { ...process.env, ...(password && { PGPASSWORD: password }) },
  };
}

/** `backup FILE` on PostgreSQL: pg_dump in its custom format, when it is installed. */
function pgDump(databaseUrl: string, file: string): number {
  const { dbname, env } = pgArgs(databaseUrl);
  const partial = `${file}.partial-${process.pid}`;
  const run = spawnSync(
    'pg_dump',
    ['--format=custom', '--no-owner', '--file', partial, '--dbname', dbname],
    {
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  if (run.error) {
    console.error(
      `pg_dump is not installed here. On PostgreSQL, back up with PostgreSQL's own tools (the same major version as the server): pg_dump --format=custom --no-owner --file ${file} --dbname "$DATABASE_URL"`,
    );
    return 1;
  }
  if (run.status !== 0) {
    rmSync(partial, { force: true });
    console.error(`pg_dump failed (exit ${run.status}); nothing was written to ${file}.`);
    return 1;
  }
  chmodSync(partial, 0o600);
  renameSync(partial, file);
  console.log(
    `Backup of ${databaseTarget(databaseUrl)} written to ${file} (pg_dump custom format).`,
  );
  console.log(
    `Restore it with: pg_restore --clean --if-exists --no-owner --dbname "$DATABASE_URL" ${file}`,
  );
  return 0;
}

/** `restore FILE`: an embedded-database backup into an empty DATA_DIR, no server running. */
async function restore(env: Env, file: string): Promise<number> {
  if (env.DATABASE_URL) {
    console.error(
      `On PostgreSQL, restore with pg_restore (the app stopped): pg_restore --clean --if-exists --no-owner --dbname "$DATABASE_URL" ${file}`,
    );
    return 1;
  }
  try {
    const { users, assessments } = await restorePglite(env.dataDir, file);
    console.log(
      `Restored ${file} into ${env.dataDir}: ${users} user${users === 1 ? '' : 's'}, ${assessments} assessment${assessments === 1 ? '' : 's'}. Start the server.`,
    );
    return 0;
  } catch (err) {
    if (err instanceof RestoreError || err instanceof DataDirBusyError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  }
}

/**
 * `npm run cli -- <command>`. On PostgreSQL it connects directly; on the embedded database it hands
 * the command to a running server, or opens the folder itself when no server runs. `help` and
 * `doctor` run here, on this shell's configuration.
 */
async function main(argv: string[]): Promise<number> {
  // Like the server: what this process writes into DATA_DIR is for its owner only.
  process.umask(0o077);
  let cmd;
  try {
    cmd = parseCommand(argv);
  } catch (err) {
    if (err instanceof UsageError) {
      console.error(err.message);
      return 2;
    }
    throw err;
  }
  if (cmd.name === 'help') {
    console.log(USAGE);
    return 0;
  }
  loadDotEnvFile();
  const env = loadEnv();

  if (cmd.name === 'doctor') {
    const results = await runDoctor(env);
    for (const result of results) console.log(formatCheck(result));
    return results.some((r) => r.status === 'failing') ? 1 : 0;
  }
  if (cmd.name === 'restore') return restore(env, cmd.file);
  if (cmd.name === 'backup' && env.DATABASE_URL) return pgDump(env.DATABASE_URL, cmd.file);

  if (!env.DATABASE_URL) {
    const holder = readLock(env.dataDir);
    if (holder?.kind === 'server' && holder.controlPort) {
      const secret = readFileSync(path.join(env.dataDir, CONTROL_SECRET_FILE), 'utf8').trim();
      const reply = await sendToServer(holder.controlPort, secret, cmd);
      for (const line of reply.lines) console.log(line);
      if (reply.error) console.error(reply.error);
      return reply.exitCode;
    }
  }

  const opened = await openDatabase(env, 'cli');
  try {
    const lines = await runCommand(cmd, {
      database: opened.database,
      env,
      sessionSecret: sessionSecretFor(env),
    });
    for (const line of lines) console.log(line);
    return 0;
  } catch (err) {
    if (err instanceof CommandError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  } finally {
    await opened.database.close();
    opened.lock?.release();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    // A configuration or start-up problem (EnvError exits 2, the others 1) is one line, no stack.
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = err instanceof StartupError ? err.exitCode : 1;
  },
);
