import { Hono } from 'hono';
import { inferIndustryRequestSchema, suggestRequestSchema } from '@shared/contracts/ai';
import { AI_PATHS } from '@shared/paths';
import type { AppEnv } from '../../context';
import { requireAuth } from '../../infra/auth/require';
import { parseJson } from '../../infra/http/validate';
import { aiDepsOf } from '../ai';
import { inferIndustry, suggestForField } from './suggest.service';

export function suggestRoutes() {
  const app = new Hono<AppEnv>();

  app.post(AI_PATHS.suggest, async (c) => {
    const { user } = await requireAuth(c);
    const input = await parseJson(c, suggestRequestSchema);
    return c.json(await suggestForField(aiDepsOf(c), user.id, input));
  });

  app.post(AI_PATHS.inferIndustry, async (c) => {
    const { user } = await requireAuth(c);
    const { formState } = await parseJson(c, inferIndustryRequestSchema);
    return c.json(await inferIndustry(aiDepsOf(c), user.id, formState));
  });

  return app;
}
