// `node scripts/initial-database.mjs DIR` (run by scripts/build.mjs): an empty embedded database,
// initialised once at build time, written to DIR/pglite-initial.tgz with the PGlite version that
// made it. A server's first start on a new DATA_DIR loads it instead of running initdb
// (src/server/db/client.ts: `initialDatabase`; ADR 027).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: node scripts/initial-database.mjs DIR');
  process.exit(2);
}
const pg = await PGlite.create();
try {
  // Only the database `postgres` is used: the two templates initdb makes are 600 of the folder's
  // 1,000 files, and creating them is most of a first start's time (ADR 029). Nothing here creates
  // databases, which is all a template is for.
  await pg.exec(
    "UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')",
  );
  await pg.exec('DROP DATABASE template0');
  await pg.exec('DROP DATABASE template1');
  const dump = await pg.dumpDataDir('gzip');
  writeFileSync(path.join(dir, 'pglite-initial.tgz'), new Uint8Array(await dump.arrayBuffer()));
} finally {
  await pg.close();
}
const pkg = path.join(
  path.dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite'))),
  '..',
);
const { version } = JSON.parse(readFileSync(path.join(pkg, 'package.json'), 'utf8'));
writeFileSync(path.join(dir, 'pglite-initial.tgz.json'), JSON.stringify({ pglite: version }));
