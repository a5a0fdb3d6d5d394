// The built server's entry (dist/server/main.js): it makes sure the process runs with the server's
// V8 flags (node-flags.ts), replacing itself once with them when started without (same process, same
// PID: nothing is left waiting on a child), then loads the server (dist/server/server.js).
import { fileURLToPath } from 'node:url';
import { RELAUNCHED_ENV, relaunchArgv } from './node-flags';

const argv = relaunchArgv({
  execPath: process.execPath,
  execArgv: process.execArgv,
  script: fileURLToPath(import.meta.url),
  args: process.argv.slice(2),
  env: process.env,
  canExec: typeof process.execve === 'function',
});
if (argv) {
  process.execve!(argv[0]!, argv, { ...process.env, [RELAUNCHED_ENV]: '1' });
}
await import(new URL('./server.js', import.meta.url).href);
