import { readFileSync } from 'node:fs';
import path from 'node:path';
import { openDatabase, sessionSecretFor } from '../bootstrap';
import { readLock } from '../db/lock';
import { loadDotEnvFile, loadEnv, StartupError } from '../env';
import { CommandError, parseCommand, runCommand, USAGE, UsageError } from './commands';
import { CONTROL_SECRET_FILE, sendToServer } from './control';
import { runDoctor, formatCheck } from './doctor';

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
