// Builds the SPA (Vite), the server and the CLI (esbuild bundles), and pre-compresses the static
// assets: everything `npm run serve` and `npm run cli` need, so that they run after
// `npm ci --omit=dev`. The build is written beside dist/ and replaces it only once it is whole,
// so a failed build leaves the previous one in place.
// Plain JavaScript so that `npm start` can run it with nothing but Node.
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
export const STAMP = path.join(dist, '.build-stamp');

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(p);
    else yield p;
  }
}

/**
 * Dependencies bundled into the server rather than loaded from node_modules at start. Node reads a
 * package's package.json for every file it loads from it; drizzle-orm's is 180 kB and it has
 * hundreds of files, so loading it from node_modules took half a second and grew the heap to 200 MB
 * before the server answered anything (ADR 029).
 */
export const BUNDLED = [
  'drizzle-orm',
  'zod',
  'ai',
  '@ai-sdk/anthropic',
  '@ai-sdk/openai',
  '@ai-sdk/openai-compatible',
  'hono',
  '@hono/node-server',
  'compromise',
  'openid-client',
];

/** What esbuild leaves as imports: every dependency but the bundled ones, with its subpaths. */
export function serverExternals() {
  const { dependencies = {} } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  return Object.keys(dependencies)
    .filter((name) => !BUNDLED.includes(name))
    .flatMap((name) => [name, `${name}/*`]);
}

/** The newest modification time among the inputs of a build. */
export function newestInput() {
  const inputs = [
    'src',
    'drizzle',
    'package.json',
    'vite.config.ts',
    'tsconfig.json',
    'tsconfig.base.json',
  ];
  let newest = 0;
  for (const input of inputs) {
    const p = path.join(root, input);
    const st = statSync(p, { throwIfNoEntry: false });
    if (!st) continue;
    if (st.isDirectory()) {
      for (const file of walk(p)) newest = Math.max(newest, statSync(file).mtimeMs);
    } else newest = Math.max(newest, st.mtimeMs);
  }
  return newest;
}

export function isBuildFresh() {
  const stamp = statSync(STAMP, { throwIfNoEntry: false });
  return !!stamp && stamp.mtimeMs >= newestInput();
}

function precompress(dir) {
  for (const file of walk(dir)) {
    if (!/\.(js|css|html|svg|json|txt|map)$/.test(file)) continue;
    const data = readFileSync(file);
    if (data.length < 1024) continue;
    writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
  }
}

export async function build({ quiet = false } = {}) {
  const started = Date.now();
  await replaceBuild(root, (out) => buildInto(out, quiet));
  if (!quiet) console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * Writes a build into `<base>/dist.next` with `write`, then swaps it in as `<base>/dist` with its
 * stamp. When `write` fails, `dist.next` is removed and `dist` stays as it was.
 */
export async function replaceBuild(base, write) {
  const next = path.join(base, 'dist.next');
  const old = path.join(base, 'dist.old');
  const current = path.join(base, 'dist');
  rmSync(next, { recursive: true, force: true });
  try {
    await write(next);
  } catch (err) {
    rmSync(next, { recursive: true, force: true });
    throw err;
  }
  // The old build goes only once the new one is complete.
  rmSync(old, { recursive: true, force: true });
  if (existsSync(current)) renameSync(current, old);
  renameSync(next, current);
  rmSync(old, { recursive: true, force: true });
  writeFileSync(path.join(current, '.build-stamp'), new Date().toISOString());
}

async function buildInto(out, quiet) {
  // The empty embedded database (scripts/initial-database.mjs) is made in a process of its own,
  // beside the bundlers, on the other core.
  mkdirSync(path.join(out, 'server'), { recursive: true });
  const initialDb = new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(root, 'scripts/initial-database.mjs'), path.join(out, 'server')],
      { stdio: ['ignore', 'inherit', 'inherit'] },
    );
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`making the initial database failed (${code})`)),
    );
  });
  // A failure of the bundlers must not leave the child's promise unobserved.
  initialDb.catch(() => undefined);
  const vite = await import('vite');
  await vite.build({
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: quiet ? 'warn' : 'info',
    build: { outDir: path.join(out, 'client'), emptyOutDir: true },
  });
  precompress(path.join(out, 'client'));
  const esbuild = await import('esbuild');
  await esbuild.build({
    // The server, the PDF thread it starts beside it (the export's documents on the kit's loop:
    // src/server/modules/export/pdf/renderer.ts names it), and the CLI.
    entryPoints: [
      // main.js starts the server (server.js) with its V8 flags (src/server/launch, ADR 029).
      { in: path.join(root, 'src/server/launch/main.ts'), out: 'main' },
      { in: path.join(root, 'src/server/main.ts'), out: 'server' },
      { in: path.join(root, 'src/server/modules/export/pdf/worker.ts'), out: 'pdf-worker' },
      { in: path.join(root, 'src/server/cli/main.ts'), out: 'cli' },
    ],
    outdir: path.join(out, 'server'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    // Dependencies stay in node_modules (npm ci --omit=dev installs them), except the few bundled
    // for the start's sake (BUNDLED, ADR 029).
    external: serverExternals(),
    // Bundled CommonJS code requires Node's own modules; an ES module has no require of its own.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    tsconfig: path.join(root, 'tsconfig.json'),
    sourcemap: true,
    // Stack traces need lines, not the sources: a map with them is 9 MB for --enable-source-maps to hold.
    sourcesContent: false,
    logLevel: quiet ? 'warning' : 'info',
  });
  await initialDb;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  build({ quiet: process.argv.includes('--quiet') }).catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
