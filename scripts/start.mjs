// `npm start`: builds what is missing or out of date, then serves everything from one port, in
// this process (no wrapper holding a second Node). The build runs in a child process of its own so
// that the bundlers' memory is gone before the server starts.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isBuildFresh } from './build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

if (!isBuildFresh()) {
  console.log('Building Pillars (first start, or the sources changed)...');
  const built = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs'), '--quiet'], {
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

process.setSourceMapsEnabled(true);
process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(path.join(root, 'dist/server/main.js')).href);
