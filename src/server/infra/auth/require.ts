import type { Context } from 'hono';
import { AppError, MESSAGES } from '@shared/errors';
import type { AppEnv, AuthState } from '../http/app-env';
import { loadAuth } from './session';

/** The signed-in user, or a 401. */
export async function requireAuth(c: Context<AppEnv>): Promise<AuthState> {
  const auth = await loadAuth(c);
  if (!auth) throw new AppError('UNAUTHORIZED', MESSAGES.unauthorized);
  return auth;
}

/** The signed-in admin, or 401 (signed out) / 403 (a member), checked on the server for every call. */
export async function requireAdmin(c: Context<AppEnv>): Promise<AuthState> {
  const auth = await requireAuth(c);
  if (auth.user.isAdmin !== 1) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
  return auth;
}
