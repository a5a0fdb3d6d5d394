// Starts the built app for the browser tests on a fresh embedded database in .tmp/e2e-data (or on
// the PostgreSQL database E2E_DATABASE_URL names, with .tmp/e2e-data for its files).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, isBuildFresh } from '../scripts/build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const E2E_DATA_DIR = path.join(root, '.tmp', 'e2e-data');
rmSync(E2E_DATA_DIR, { recursive: true, force: true });

if (!isBuildFresh()) await build({ quiet: true });

const env = { ...process.env };
// The embedded database, unless E2E_DATABASE_URL names a PostgreSQL database for this run (.ci/run).
delete env.DATABASE_URL;
if (process.env.E2E_DATABASE_URL) env.DATABASE_URL = process.env.E2E_DATABASE_URL;
const child = spawn(process.execPath, [path.join(root, 'dist/server/main.js')], {
  stdio: 'inherit',
  env: {
    ...env,
    NODE_ENV: 'production',
    PORT: process.env.E2E_PORT ?? '5055',
    DATA_DIR: E2E_DATA_DIR,
    ADMIN_EMAILS: 'admin@e2e.test',
    COMMUNITY_URL: 'https://community.example.com/join',
    LOG_LEVEL: 'warn',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill('SIGTERM'));
child.on('exit', (code) => process.exit(code ?? 0));
