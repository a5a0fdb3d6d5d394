import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv, AuthState } from '../http/app-env';
import type { SessionData } from '../../db/schema';
import {
  deleteSession,
  findSessionWithUser,
  insertSession,
  updateSession,
} from './session.queries';
import { hashToken, randomToken } from './tokens';

export const SESSION_COOKIE = 'pillars_sid';
export const SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;
/** Membership is checked again when a session's last check is older than this. */
export const MEMBERSHIP_RECHECK_MS = 24 * 60 * 60 * 1000;

function isSecure(c: Context<AppEnv>): boolean {
  return c.get('deps').env.publicUrl.startsWith('https://');
}

/** Starts a fresh session (a new id at every sign-in) and sets the cookie. */
export async function startSession(
  c: Context<AppEnv>,
  sess: Omit<SessionData, 'checkedAt'>,
): Promise<void> {
  const { sessionSecret } = c.get('deps');
  const now = clock(c)();
  const previous = getCookie(c, SESSION_COOKIE);
  if (previous) {
    const previousSid = hashToken(sessionSecret, previous);
    await deleteSession(c.get('db'), previousSid);
    c.get('deps').authCache?.evictSid(previousSid);
  }
  const token = randomToken();
  const expire = new Date(now.getTime() + SESSION_TTL_MS);
  await insertSession(
    c.get('db'),
    hashToken(sessionSecret, token),
    { ...sess, checkedAt: now.toISOString() },
    expire,
  );
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: isSecure(c),
    path: '/',
    expires: expire,
  });
  c.get('deps').metrics?.signIns.inc({ method: sess.method });
}

export async function endSession(c: Context<AppEnv>): Promise<SessionData | undefined> {
  const auth = await loadAuth(c);
  const token = getCookie(c, SESSION_COOKIE);
  if (token) {
    const sid = hashToken(c.get('deps').sessionSecret, token);
    await deleteSession(c.get('db'), sid);
    c.get('deps').authCache?.evictSid(sid);
  }
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: isSecure(c) });
  return auth?.sess;
}

export function clock(c: Context<AppEnv>): () => Date {
  return c.get('deps').clock ?? (() => new Date());
}

/**
 * Loads the signed-in user once per request (one query). Sessions whose membership check is older
 * than 24 hours are checked again; a refused member loses the session.
 */
export async function loadAuth(c: Context<AppEnv>): Promise<AuthState | undefined> {
  const cached = c.get('auth');
  if (cached !== undefined) return cached;
  const token = getCookie(c, SESSION_COOKIE);
  if (!token || token.length > 100) return undefined;
  const deps = c.get('deps');
  const db = c.get('db');
  const sid = hashToken(deps.sessionSecret, token);
  const now = clock(c)();
  const cache = deps.authCache;
  const found = cache?.get(sid, now.getTime()) ?? (await findSessionWithUser(db, sid, now));
  if (!found) return undefined;
  let { sess } = found;
  let expire = found.expire;
  let dirty = false;

  if (now.getTime() - Date.parse(sess.checkedAt) > MEMBERSHIP_RECHECK_MS) {
    const decision = await deps.membership.check(found.user.email);
    if (!decision.admitted && decision.reason !== 'unavailable') {
      deps.logger.info(
        { email: found.user.email, reason: decision.reason },
        'membership re-check refused; session ended',
      );
      await deleteSession(db, sid);
      cache?.evictSid(sid);
      return undefined;
    }
    // When the membership service is down, keep the session and try again in an hour.
    const checkedAt = decision.admitted
      ? now
      : new Date(now.getTime() - MEMBERSHIP_RECHECK_MS + 3_600_000);
    sess = { ...sess, checkedAt: checkedAt.toISOString() };
    dirty = true;
  }
  // Rolling expiry, written at most about once a week rather than on every request.
  if (expire.getTime() - now.getTime() < SESSION_TTL_MS / 2) {
    expire = new Date(now.getTime() + SESSION_TTL_MS);
    dirty = true;
    setCookie(c, SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'Lax',
      secure: isSecure(c),
      path: '/',
      expires: expire,
    });
  }
  if (dirty) await updateSession(db, sid, sess, expire);
  cache?.set(sid, { user: found.user, sess, expire }, now.getTime());
  const auth: AuthState = { user: found.user, sid, sess };
  c.set('auth', auth);
  return auth;
}
