import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { ADMIN_MESSAGES } from '@shared/contracts/admin';
import { ROUTE_SCHEMAS } from '@shared/contracts/route-schemas';
import { API } from '@shared/contracts/routes';
import { AppError } from '@shared/errors';
import type { AppEnv } from '../../context';
import { requireAdmin } from '../../infra/auth/require';
import { parseJson } from '../../infra/http/validate';
import {
  addAccessGroup,
  getAccessGroups,
  getCreditHistory,
  getUsers,
  grantCredits,
  removeAccessGroup,
} from './admin.service';

const idSchema = z.uuid();

/** The :id of the path; anything that is not an id cannot be a user. */
function userId(c: Context<AppEnv>): string {
  const parsed = idSchema.safeParse(c.req.param('id'));
  if (!parsed.success) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.userNotFound);
  return parsed.data;
}

/** Every call checks the admin on the server first: 401 signed out, 403 for members. */
export function adminRoutes() {
  const app = new Hono<AppEnv>();

  app.get(API.adminUsers.path, async (c) => {
    await requireAdmin(c);
    return c.json(await getUsers(c.get('db')));
  });

  app.get(API.creditHistory.path, async (c) => {
    await requireAdmin(c);
    return c.json(await getCreditHistory(c.get('db'), userId(c)));
  });

  app.post(API.grantCredits.path, async (c) => {
    const { user } = await requireAdmin(c);
    const input = await parseJson(c, ROUTE_SCHEMAS.grantCredits.body);
    const deps = { db: c.get('db'), authCache: c.get('deps').authCache };
    return c.json(await grantCredits(deps, user.id, input));
  });

  app.get(API.accessGroups.path, async (c) => {
    await requireAdmin(c);
    return c.json(await getAccessGroups(c.get('db')));
  });

  app.post(API.addAccessGroup.path, async (c) => {
    await requireAdmin(c);
    const { groupName } = await parseJson(c, ROUTE_SCHEMAS.addAccessGroup.body);
    return c.json(await addAccessGroup(c.get('db'), groupName), 201);
  });

  // Hono hands the parameter over URL-decoded: 'Founders%20%26%20Friends' is 'Founders & Friends'.
  app.delete(API.removeAccessGroup.path, async (c) => {
    await requireAdmin(c);
    const deleted = await removeAccessGroup(c.get('db'), c.req.param('groupName'));
    return c.json({ deleted });
  });

  return app;
}
