import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RUNTIME_FILES } from './runtime-files.mjs';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** The sources each COPY of the Dockerfile's runtime stage takes (a COPY --from=build of dist/ is 'dist'). */
function runtimeCopies(dockerfile: string): string[] {
  const stage = dockerfile.split(/^FROM .* AS runtime$/m)[1] ?? '';
  return stage
    .split('\n')
    .filter((line) => line.startsWith('COPY '))
    .flatMap((line) => {
      const words = line.split(/\s+/).slice(1);
      const fromBuild = words[0]?.startsWith('--from=');
      const sources = words.filter((w) => !w.startsWith('--')).slice(0, -1);
      return sources.map((s) => (fromBuild ? s.replace(/^\/app\//, '') : s).replace(/\/$/, ''));
    });
}

describe('the production image (Dockerfile, compose.yaml, .dockerignore)', () => {
  it('copies into its runtime exactly what npm run check:production runs with', () => {
    expect(runtimeCopies(read('Dockerfile')).sort()).toEqual([...RUNTIME_FILES].sort());
  });

  it('runs the built server as a non-root user with a health check, installing no dev dependency', () => {
    const runtime = read('Dockerfile').split(/^FROM .* AS runtime$/m)[1] ?? '';
    expect(runtime).toMatch(/^RUN npm ci --omit=dev /m);
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/^HEALTHCHECK .*[\s\S]*\/api\/health/m);
    expect(runtime).toMatch(/^CMD \["node", "--enable-source-maps", "dist\/server\/main.js"\]$/m);
    // The build stage runs the same build as CI.
    expect(read('Dockerfile')).toMatch(/^RUN npm run build$/m);
  });

  it('wires the app to a PostgreSQL service that must be healthy first', () => {
    const compose = read('compose.yaml');
    expect(compose).toMatch(/DATABASE_URL: postgres:\/\/pillars:.*@postgres:5432\/pillars/);
    expect(compose).toMatch(/condition: service_healthy/);
    expect(compose).toMatch(/pg_isready/);
    expect(compose).toMatch(/pgdata:\/var\/lib\/postgresql\/data/);
  });

  it('keeps secrets, local data and installed modules out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['node_modules', '.env', 'data', '.git', 'dist'])
      expect(ignored).toContain(entry);
  });
});
