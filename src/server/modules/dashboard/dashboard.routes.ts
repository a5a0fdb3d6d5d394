import { Hono } from 'hono';
import { ROUTE_SCHEMAS } from '@shared/contracts/route-schemas';
import { API } from '@shared/contracts/routes';
import type { AppEnv } from '../../context';
import { requireAuth } from '../../infra/auth/require';
import { parseWith } from '../../infra/http/validate';
import { getDashboard } from './dashboard.service';

export function dashboardRoutes() {
  const app = new Hono<AppEnv>();

  app.get(API.dashboard.path, async (c) => {
    const { user } = await requireAuth(c);
    const { assessmentId } = parseWith(ROUTE_SCHEMAS.dashboard.query, c.req.query());
    const load = () => getDashboard(c.get('db'), user.id, assessmentId);
    const cache = c.get('deps').dashboardCache;
    return c.json(await (cache ? cache.read(user.id, assessmentId ?? '', load) : load()));
  });

  return app;
}
