import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import type { AppEnv } from './app-env';

/**
 * Serves the built SPA: hashed assets with an immutable cache (and their pre-compressed .br/.gz
 * twins), and index.html, never cached, for every other GET so that client-side routes work.
 */
export function serveSpa(app: Hono<AppEnv>, clientDir: string, communityUrl: string): void {
  const root = path.relative(process.cwd(), clientDir) || '.';
  const attr = communityUrl.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  const indexHtml = readFileSync(path.join(clientDir, 'index.html'), 'utf8').replace(
    '__COMMUNITY_URL__',
    attr,
  );

  app.use(
    '/assets/*',
    serveStatic({
      root,
      precompressed: true,
      onFound: (_path, c) => {
        c.header('cache-control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.get('/assets/*', (c) => c.text('Not found', 404));
  app.use('*', serveStatic({ root, precompressed: true, index: '__no_index__' }));
  app.get('*', (c) => {
    c.header('cache-control', 'no-cache');
    return c.html(indexHtml);
  });
}
