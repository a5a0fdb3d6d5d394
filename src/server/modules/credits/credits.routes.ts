import { Hono } from 'hono';
import { CREDITS_PATH, type CreditsResponse } from '@shared/contracts/credits';
import type { AppEnv } from '../../context';
import { requireAuth } from '../../infra/auth/require';

export function creditsRoutes() {
  const app = new Hono<AppEnv>();
  app.get(CREDITS_PATH, async (c) => {
    const { user } = await requireAuth(c);
    const body: CreditsResponse = { credits: user.credits, isAdmin: user.isAdmin === 1 };
    return c.json(body);
  });
  return app;
}
