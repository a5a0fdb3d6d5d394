import { Hono } from 'hono';
import { ROUTE_SCHEMAS } from '@shared/contracts/route-schemas';
import { API } from '@shared/contracts/routes';
import type { AppEnv } from '../../context';
import { requireAuth } from '../../infra/auth/require';
import { parseJson } from '../../infra/http/validate';
import { aiDepsOf } from '../ai';
import { inferIndustry, suggestForField } from './suggest.service';

export function suggestRoutes() {
  const app = new Hono<AppEnv>();

  app.post(API.suggest.path, async (c) => {
    const { user } = await requireAuth(c);
    const input = await parseJson(c, ROUTE_SCHEMAS.suggest.body);
    return c.json(await suggestForField(aiDepsOf(c), user.id, input));
  });

  app.post(API.inferIndustry.path, async (c) => {
    const { user } = await requireAuth(c);
    const { formState } = await parseJson(c, ROUTE_SCHEMAS.inferIndustry.body);
    return c.json(await inferIndustry(aiDepsOf(c), user.id, formState));
  });

  return app;
}
