// `npm run cli -- <command>`: the built CLI (dist/server/cli.js), which runs without dev
// dependencies; from a checkout whose build is missing or older than the sources, the sources
// themselves through tsx (a dev dependency), so a developer never runs a stale CLI.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isBuildFresh } from './build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const built = path.join(root, 'dist/server/cli.js');

function hasTsx() {
  try {
    createRequire(import.meta.url).resolve('tsx');
    return true;
  } catch {
    return false;
  }
}

if (existsSync(built) && (isBuildFresh() || !hasTsx())) {
  process.setSourceMapsEnabled(true);
  await import(pathToFileURL(built).href);
} else if (hasTsx()) {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'src/server/cli/main.ts'), ...process.argv.slice(2)],
    { stdio: 'inherit' },
  );
  process.exit(run.status ?? 1);
} else {
  console.error('The CLI is not built: run `npm run build` first (it needs the dev dependencies).');
  process.exit(1);
}
