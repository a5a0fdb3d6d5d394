// `npm start`: builds what is missing or out of date, then serves everything from one port.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, isBuildFresh } from './build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

if (!isBuildFresh()) {
  console.log('Building Pillars (first start, or the sources changed)...');
  await build({ quiet: true });
}

const child = spawn(
  process.execPath,
  ['--enable-source-maps', path.join(root, 'dist/server/main.js')],
  {
    stdio: 'inherit',
    env: { NODE_ENV: 'production', ...process.env },
  },
);
// Pass stop signals on, and leave with the server's own exit code.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 1 : 0));
});
