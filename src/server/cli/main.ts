import { readFileSync } from 'node:fs';
import path from 'node:path';
import { openDatabase, sessionSecretFor } from '../bootstrap';
import { DataDirBusyError, readLock } from '../db/lock';
import { EnvError, loadDotEnvFile, loadEnv } from '../env';
import { CommandError, parseCommand, runCommand, UsageError } from './commands';
import { CONTROL_SECRET_FILE, sendToServer } from './control';

/**
 * `npm run cli -- <command>`. On PostgreSQL it connects directly; on the embedded database it hands
 * the command to a running server, or opens the folder itself when no server runs.
 */
async function main(argv: string[]): Promise<number> {
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
  let env;
  try {
    loadDotEnvFile();
    env = loadEnv();
  } catch (err) {
    if (err instanceof EnvError) {
      console.error(err.message);
      return 2;
    }
    throw err;
  }

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

  let opened;
  try {
    opened = await openDatabase(env, 'cli');
  } catch (err) {
    if (err instanceof DataDirBusyError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  }
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
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  },
);
