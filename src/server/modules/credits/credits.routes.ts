import { Hono } from 'hono';
import type { CreditsResponse } from '@shared/contracts/credits';
import { API } from '@shared/contracts/routes';
import type { AppEnv } from '../../context';
import { requireAuth } from '../../infra/auth/require';

export function creditsRoutes() {
  const app = new Hono<AppEnv>();
  app.get(API.credits.path, async (c) => {
    const { user } = await requireAuth(c);
    const body: CreditsResponse = { credits: user.credits, isAdmin: user.isAdmin === 1 };
    return c.json(body);
  });
  return app;
}
