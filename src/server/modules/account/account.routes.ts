import { Hono } from 'hono';
import { API } from '@shared/contracts/routes';
import type { AppEnv } from '../../context';
import { requireAuth } from '../../infra/auth/require';
import { exportOwnData } from './account.service';

export function accountRoutes() {
  const app = new Hono<AppEnv>();
  app.get(API.accountExport.path, async (c) => {
    const { user } = await requireAuth(c);
    const now = c.get('deps').clock?.() ?? new Date();
    const body = await exportOwnData(c.get('db'), user.id, now);
    const day = now.toISOString().slice(0, 10);
    return c.body(JSON.stringify(body, null, 2), 200, {
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': `attachment; filename="pillars-export-${day}.json"`,
      'cache-control': 'no-store',
    });
  });
  return app;
}
