// The built server's entry (dist/server/main.js): it makes sure the process runs with the server's
// V8 flags (node-flags.ts), replacing itself once with them when started without (same process, same
// PID: nothing is left waiting on a child), then loads the server (dist/server/server.js).
import { fileURLToPath } from 'node:url';
import { missingFlags, RELAUNCHED_ENV, relaunchArgv } from './node-flags';

const argv = relaunchArgv({
  execPath: process.execPath,
  execArgv: process.execArgv,
  script: fileURLToPath(import.meta.url),
  args: process.argv.slice(2),
  env: process.env,
  canExec: typeof process.execve === 'function',
});
if (argv) {
  try {
    // Replaces this process: nothing below runs unless it fails.
    process.execve!(argv[0]!, argv, { ...process.env, [RELAUNCHED_ENV]: '1' });
  } catch (err) {
    console.warn(
      `Could not restart with ${missingFlags(process.execArgv).join(' ')} (${(err as Error).message}); running without them, which takes more memory.`,
    );
  }
}
await import(new URL('./server.js', import.meta.url).href);
