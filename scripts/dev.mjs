// `npm run dev`: the API under `tsx watch` (restarts on change) behind Vite's dev server, which
// serves the client with hot reload on http://localhost:5000 and proxies /api to the API.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.PORT ?? '5000';
const apiPort = process.env.API_PORT ?? '5001';

const children = [
  spawn(
    process.execPath,
    ['--import', 'tsx', '--watch', '--watch-preserve-output', 'src/server/main.ts'],
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        NODE_ENV: 'development',
        PUBLIC_URL: `http://localhost:${port}`,
        ...process.env,
        PORT: apiPort,
        HOST: '127.0.0.1',
      },
    },
  ),
  spawn(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: port, API_PORT: apiPort },
  }),
];

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
