import { Hono } from 'hono';
import { z } from 'zod';
import { DASHBOARD_PATHS } from '@shared/paths';
import type { AppEnv } from '../../context';
import { requireAuth } from '../../infra/auth/require';
import { parseWith } from '../../infra/http/validate';
import { getDashboard } from './dashboard.service';

const dashboardQuery = z.object({
  assessmentId: z.uuid('assessmentId must be a valid id').optional(),
});

export function dashboardRoutes() {
  const app = new Hono<AppEnv>();

  app.get(DASHBOARD_PATHS.dashboard(), async (c) => {
    const { user } = await requireAuth(c);
    const { assessmentId } = parseWith(dashboardQuery, c.req.query());
    const load = () => getDashboard(c.get('db'), user.id, assessmentId);
    const cache = c.get('deps').dashboardCache;
    return c.json(await (cache ? cache.read(user.id, assessmentId ?? '', load) : load()));
  });

  return app;
}
