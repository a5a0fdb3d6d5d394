import { execFileSync } from 'node:child_process';
import { chmodSync } from 'node:fs';

/**
 * Makes a folder that this process cannot write into, and answers how to undo it: root ignores
 * file modes, so as root the folder is made immutable (chattr +i), as anyone else read-only (0500).
 */
export function lockFolder(dir: string): () => void {
  if (process.getuid?.() === 0) {
    execFileSync('chattr', ['+i', dir]);
    return () => execFileSync('chattr', ['-i', dir]);
  }
  chmodSync(dir, 0o500);
  return () => chmodSync(dir, 0o700);
}
