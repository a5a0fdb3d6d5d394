import { Hono, type Context } from 'hono';
import { ROUTE_SCHEMAS } from '@shared/contracts/route-schemas';
import { API } from '@shared/contracts/routes';
import type { AppEnv } from '../../context';
import { requireAdmin, requireAuth } from '../../infra/auth/require';
import { parseWith } from '../../infra/http/validate';
import { getBenchmark, getCommunityOverview, type BenchmarkDeps } from './benchmark.service';

const depsOf = (c: Context<AppEnv>): BenchmarkDeps => ({
  db: c.get('db'),
  communityCache: c.get('deps').communityCache,
  standingCache: c.get('deps').standingCache,
});

/** 'Where you stand' (docs/decisions/034): a founder's standing, and the admins' overview. */
export function benchmarkRoutes() {
  const app = new Hono<AppEnv>();

  app.get(API.benchmark.path, async (c) => {
    const { user } = await requireAuth(c);
    const { assessmentId } = parseWith(ROUTE_SCHEMAS.benchmark.query, c.req.query());
    return c.json(await getBenchmark(depsOf(c), user.id, assessmentId));
  });

  // Admins only, checked on the server for every call: 401 signed out, 403 for members.
  app.get(API.communityOverview.path, async (c) => {
    await requireAdmin(c);
    return c.json(await getCommunityOverview(depsOf(c)));
  });

  return app;
}
