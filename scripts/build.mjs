// Builds the SPA (Vite) and the server bundle (esbuild), and pre-compresses the static assets.
// Plain JavaScript so that `npm start` can run it with nothing but Node.
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
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

/** The newest modification time among the inputs of a build. */
export function newestInput() {
  const inputs = ['src', 'drizzle', 'package.json', 'vite.config.ts', 'tsconfig.json'];
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
  rmSync(dist, { recursive: true, force: true });
  const vite = await import('vite');
  await vite.build({
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: quiet ? 'warn' : 'info',
  });
  precompress(path.join(dist, 'client'));
  const esbuild = await import('esbuild');
  await esbuild.build({
    // The server, and the PDF thread it starts beside it (src/server/lib/pdf/renderer.ts).
    entryPoints: [
      { in: path.join(root, 'src/server/main.ts'), out: 'main' },
      { in: path.join(root, 'src/server/lib/pdf/worker.ts'), out: 'pdf-worker' },
    ],
    outdir: path.join(dist, 'server'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    tsconfig: path.join(root, 'tsconfig.json'),
    sourcemap: true,
    logLevel: quiet ? 'warning' : 'info',
  });
  writeFileSync(STAMP, new Date().toISOString());
  if (!quiet) console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  build().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
