import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { BENCHMARK_PATHS } from '@shared/paths';
import type { AppEnv } from '../../context';
import { requireAdmin, requireAuth } from '../../infra/auth/require';
import { parseWith } from '../../infra/http/validate';
import { getBenchmark, getCommunityOverview, type BenchmarkDeps } from './benchmark.service';

const standingQuery = z.object({
  assessmentId: z.uuid('assessmentId must be a valid id').optional(),
});

const depsOf = (c: Context<AppEnv>): BenchmarkDeps => ({
  db: c.get('db'),
  communityCache: c.get('deps').communityCache,
  standingCache: c.get('deps').standingCache,
});

/** 'Where you stand' (docs/decisions/034): a founder's standing, and the admins' overview. */
export function benchmarkRoutes() {
  const app = new Hono<AppEnv>();

  app.get(BENCHMARK_PATHS.standing(), async (c) => {
    const { user } = await requireAuth(c);
    const { assessmentId } = parseWith(standingQuery, c.req.query());
    return c.json(await getBenchmark(depsOf(c), user.id, assessmentId));
  });

  // Admins only, checked on the server for every call: 401 signed out, 403 for members.
  app.get(BENCHMARK_PATHS.overview, async (c) => {
    await requireAdmin(c);
    return c.json(await getCommunityOverview(depsOf(c)));
  });

  return app;
}
