import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { StartupError } from '../env';

/**
 * Only one process may open an embedded database folder. The owner writes `server.lock` with its
 * pid (and, for a server, the port of its loopback control channel); a second process sees a live
 * pid there and refuses to open the folder.
 */
export interface LockInfo {
  pid: number;
  kind: 'server' | 'cli';
  controlPort?: number;
  startedAt: string;
}

export class DataDirBusyError extends StartupError {
  constructor(
    readonly dataDir: string,
    readonly holder: LockInfo,
  ) {
    super(
      `The data folder ${dataDir} is in use by another Pillars process (pid ${holder.pid}, ${holder.kind}). ` +
        'Only one process may open the embedded database: stop that process, or set DATA_DIR to another folder ' +
        '(or DATABASE_URL to use PostgreSQL).',
    );
    this.name = 'DataDirBusyError';
  }
}

export function lockPath(dataDir: string): string {
  return path.join(dataDir, 'server.lock');
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The live holder of the folder, or undefined when it is free (a stale lock counts as free). */
export function readLock(dataDir: string): LockInfo | undefined {
  try {
    const info = JSON.parse(readFileSync(lockPath(dataDir), 'utf8')) as LockInfo;
    if (typeof info.pid === 'number' && info.pid !== process.pid && isAlive(info.pid)) return info;
  } catch {
    // missing or unreadable: free
  }
  return undefined;
}

export interface DataDirLock {
  update(patch: Partial<LockInfo>): void;
  release(): void;
}

export function acquireLock(dataDir: string, kind: LockInfo['kind']): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = lockPath(dataDir);
  let info: LockInfo = { pid: process.pid, kind, startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, JSON.stringify(info), { flag: 'wx', mode: 0o600 });
      let released = false;
      return {
        update(patch) {
          info = { ...info, ...patch };
          writeFileSync(file, JSON.stringify(info), { mode: 0o600 });
        },
        release() {
          if (released) return;
          released = true;
          rmSync(file, { force: true });
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = readLock(dataDir);
      if (holder) throw new DataDirBusyError(dataDir, holder);
      rmSync(file, { force: true }); // stale: its process is gone
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}

/** A secret kept in DATA_DIR (created on first use, readable only by its owner). */
export function readOrCreateSecret(dataDir: string, name: string, bytes = 32): string {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, name);
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // create below
  }
  const secret = randomBytes(bytes).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
