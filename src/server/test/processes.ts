import { spawn, type ChildProcess } from 'node:child_process';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Real processes of the server and the CLI, run the way an operator runs them (node + tsx).
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Generous: PGlite's first open of a new folder takes seconds, tsx's start-up about one more. */
export const STARTUP_MS = 45_000;

export type LogLine = Record<string, unknown> & { msg?: string; level?: number };

export interface Spawned {
  child: ChildProcess;
  logs: LogLine[];
  stdoutLines: string[];
  stderr(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  waitForLog(match: (line: LogLine) => boolean, what: string, timeoutMs?: number): Promise<LogLine>;
}

const children: ChildProcess[] = [];

/** The environment of a fresh shell: none of the configuration the test runner may carry. */
function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const key of [
    'DATABASE_URL',
    'TEST_DATABASE_URL',
    'PUBLIC_URL',
    'SESSION_SECRET',
    'ADMIN_EMAILS',
    'MEMBERSHIP_PROVIDER',
    'ALLOWED_EMAILS',
    'CIRCLE_API_TOKEN',
    'OIDC_ISSUER',
    'OIDC_CLIENT_ID',
    'SMTP_URL',
    'AI_PROVIDER',
    'NODE_OPTIONS',
  ]) {
    delete env[key];
  }
  return { ...env, ...extra };
}

/** Runs a TypeScript entry point with tsx, collecting its output; pino lines are parsed. */
export function spawnTs(script: string, args: string[], env: Record<string, string>): Spawned {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: ROOT,
    env: cleanEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const logs: LogLine[] = [];
  const stdoutLines: string[] = [];
  let stderr = '';
  let partial = '';
  const waiters = new Set<() => void>();
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    const parts = (partial + chunk).split('\n');
    partial = parts.pop() ?? '';
    for (const line of parts) {
      stdoutLines.push(line);
      if (line.startsWith('{')) {
        try {
          logs.push(JSON.parse(line) as LogLine);
        } catch {
          // not a log line: kept in stdoutLines only
        }
      }
    }
    for (const wake of waiters) wake();
  });
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.on('close', (code, signal) => {
      if (partial) stdoutLines.push(partial);
      for (const wake of waiters) wake();
      resolve({ code, signal });
    });
  });

  function waitForLog(match: (line: LogLine) => boolean, what: string, timeoutMs = STARTUP_MS) {
    return new Promise<LogLine>((resolve, reject) => {
      const check = () => {
        const found = logs.find(match);
        if (found) return finish(() => resolve(found));
        if (child.exitCode !== null || child.signalCode !== null) {
          finish(() => reject(new Error(`process ended before logging ${what}: ${stderr}`)));
        }
      };
      const timer = setTimeout(
        () =>
          finish(() => reject(new Error(`no ${what} within ${timeoutMs} ms; stderr: ${stderr}`))),
        timeoutMs,
      );
      const finish = (settle: () => void) => {
        clearTimeout(timer);
        waiters.delete(check);
        settle();
      };
      waiters.add(check);
      check();
    });
  }

  return { child, logs, stdoutLines, stderr: () => stderr, exited, waitForLog };
}

/** Runs the CLI on a data folder to its end; stdout without blank lines. */
export async function runCli(args: string[], dataDir: string) {
  const cli = spawnTs('src/server/cli/main.ts', args, { DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  const { code } = await cli.exited;
  return { code, stdout: cli.stdoutLines.filter(Boolean), stderr: cli.stderr() };
}

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Whether new connections to the port are refused, allowing the server a moment to stop listening. */
export async function isRefusingConnections(port: number): Promise<boolean> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const refused = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(false);
      });
      socket.once('error', (err: NodeJS.ErrnoException) => resolve(err.code === 'ECONNREFUSED'));
    });
    if (refused) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}

export const isRunning = (child: ChildProcess) =>
  child.exitCode === null && child.signalCode === null;

/** Kills every process spawned here that still runs, and waits for them to be gone. */
export async function killAll(): Promise<void> {
  const running = children.filter(isRunning);
  const gone = running.map((child) => new Promise((resolve) => child.once('close', resolve)));
  for (const child of running) child.kill('SIGKILL');
  await Promise.all(gone);
}
