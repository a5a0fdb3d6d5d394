import { randomBytes } from 'node:crypto';
import { chmodSync, lstatSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { StartupError } from '../env';

const CODE_TEXT: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'read-only file system',
  ENOTDIR: 'a part of the path is a file, not a folder',
  EEXIST: 'a file of that name exists',
  ENOSPC: 'no space left on the device',
};

function cause(err: unknown): string {
  const code = (err as NodeJS.ErrnoException).code;
  if (code) return CODE_TEXT[code] ? `${code} (${CODE_TEXT[code]})` : code;
  return err instanceof Error ? err.message : String(err);
}

/**
 * Makes sure DATA_DIR exists as a folder this process can write, created private (0700), and
 * drops any group/other permission from it. Throws a one-line StartupError naming the path.
 */
export function prepareDataDir(dataDir: string): void {
  try {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  } catch (err) {
    throw new StartupError(`DATA_DIR ${dataDir} cannot be created: ${cause(err)}.`);
  }
  const probe = path.join(dataDir, `.write-test-${process.pid}-${randomBytes(4).toString('hex')}`);
  try {
    writeFileSync(probe, '', { flag: 'wx', mode: 0o600 });
    rmSync(probe, { force: true });
  } catch (err) {
    throw new StartupError(`DATA_DIR ${dataDir} is not writable: ${cause(err)}.`);
  }
  makePrivate(dataDir, { recursive: false });
}

/**
 * Removes group and other permissions from `dir` and, with `recursive`, from everything under it
 * (symbolic links are left alone). PGlite writes its files 0666 whatever the umask.
 */
export function makePrivate(dir: string, { recursive = true } = {}): void {
  const entries = [dir];
  if (recursive) {
    for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' }))
      entries.push(path.join(dir, name));
  }
  for (const entry of entries) {
    try {
      const stat = lstatSync(entry);
      const mode = stat.mode & 0o7777;
      if (!stat.isSymbolicLink() && mode & 0o077) chmodSync(entry, mode & ~0o077);
    } catch (err) {
      // Removed meanwhile (PGlite's temporary files).
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }
}
