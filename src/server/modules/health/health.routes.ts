import { Hono } from 'hono';
import type { HealthResponse } from '@shared/contracts/credits';
import { API } from '@shared/contracts/routes';
import type { AppEnv } from '../../context';

export function healthRoutes() {
  const app = new Hono<AppEnv>();
  app.get(API.health.path, async (c) => {
    const { database } = c.get('deps');
    try {
      await database.ping();
    } catch (err) {
      c.get('log').error({ err }, 'health check: database unreachable');
      return c.json({ message: 'Database unreachable', status: 'error' }, 503);
    }
    const body: HealthResponse = { status: 'ok', database: database.kind };
    return c.json(body, 200, { 'cache-control': 'no-store' });
  });
  return app;
}
