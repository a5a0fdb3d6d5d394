import type { User } from '@shared/contracts/auth';
import { AUTH_PATHS } from '@shared/contracts/auth';
import type { AppDeps } from '../../context';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../infra/auth/session.queries';
import { hashToken, randomToken } from '../../infra/auth/tokens';
import type { RefusalReason } from '../../infra/membership/gate';
import { consume, tryConsume } from '../../infra/rate-limit';
import { upsertUser } from '../users';
import { consumeLoginToken, findLoginToken, insertLoginToken } from './auth.queries';

export const LOGIN_LINK_TTL_MINUTES = 15;

type Now = () => Date;

/** Creates a single-use sign-in link (only its hash is stored) and answers its URL. */
export async function createLoginLink(
  deps: Pick<AppDeps, 'env' | 'sessionSecret'>,
  db: Db,
  email: string,
  now: Now = () => new Date(),
): Promise<string> {
  const token = randomToken();
  const expiresAt = new Date(now().getTime() + LOGIN_LINK_TTL_MINUTES * 60_000);
  await insertLoginToken(db, hashToken(deps.sessionSecret, token), email.toLowerCase(), expiresAt);
  return `${deps.env.publicUrl}${AUTH_PATHS.verify}?token=${token}`;
}

/**
 * Sends a sign-in link. It answers the same way whether or not the email belongs to anyone: the
 * membership gate runs when the link is used, so this reveals nothing about who is a member.
 */
export async function requestLoginLink(
  deps: AppDeps,
  db: Db,
  email: string,
  ip: string,
): Promise<void> {
  await consume(deps.limiters.loginIp, ip);
  await consume(deps.limiters.loginIpEmail, `${ip} ${email}`);
  // Past the per-email mail cap nothing more is sent, but the answer stays the same: requests
  // from elsewhere cannot lock the owner out, whose inbox already holds working links.
  if (!(await tryConsume(deps.limiters.loginEmail, email))) {
    deps.logger.warn({ event: 'login_mail_capped' }, 'Sign-in mail cap reached; no mail sent');
    return;
  }
  const url = await createLoginLink(deps, db, email, deps.clock);
  try {
    await deps.mailer.sendLoginLink({ to: email, url, expiresInMinutes: LOGIN_LINK_TTL_MINUTES });
  } catch (err) {
    deps.logger.error({ err, event: 'login_mail_failed' }, 'Sign-in email could not be sent');
    throw new MailUnavailableError();
  }
}

export const MAIL_UNAVAILABLE_MESSAGE =
  "We couldn't send the sign-in email just now. Please try again in a few minutes.";

/** The mail server refused or could not be reached (the cause is logged where it happened). */
export class MailUnavailableError extends Error {
  constructor() {
    super(MAIL_UNAVAILABLE_MESSAGE);
    this.name = 'MailUnavailableError';
  }
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,100}$/;

/**
 * Answers the email of a sign-in token that can still be used, without spending it: opening the
 * link (a GET or HEAD, which mail scanners do too) only shows the 'Continue as …' page.
 */
export async function peekLoginToken(
  deps: AppDeps,
  db: Db,
  token: string,
): Promise<string | undefined> {
  if (!TOKEN_SHAPE.test(token)) return undefined;
  const now = deps.clock?.() ?? new Date();
  return findLoginToken(db, hashToken(deps.sessionSecret, token), now);
}

/** Spends a sign-in token; answers its email, or undefined when it is unknown, used or expired. */
export async function redeemLoginToken(
  deps: AppDeps,
  db: Db,
  token: string,
): Promise<string | undefined> {
  if (!TOKEN_SHAPE.test(token)) return undefined;
  const now = deps.clock?.() ?? new Date();
  return consumeLoginToken(db, hashToken(deps.sessionSecret, token), now);
}

export type Admission = { ok: true; user: AuthUser } | { ok: false; reason: RefusalReason };

/** Runs the membership gate for a sign-in, then finds or creates the user. */
export async function admit(
  deps: AppDeps,
  db: Db,
  email: string,
  profile: {
    firstName?: string | null;
    lastName?: string | null;
    profileImageUrl?: string | null;
  } = {},
): Promise<Admission> {
  const decision = await deps.membership.check(email);
  if (!decision.admitted) {
    deps.logger.info({ email, reason: decision.reason }, 'sign-in refused by membership gate');
    return { ok: false, reason: decision.reason };
  }
  const user = await upsertUser(db, { email, ...profile, isAdmin: decision.isAdmin });
  deps.authCache?.evictUser(user.id);
  return { ok: true, user };
}

export function toUserJson(user: AuthUser): User {
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  const username = user.email.split('@')[0] ?? user.email;
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    name: fullName || username,
    username,
    credits: user.credits,
    isAdmin: user.isAdmin === 1,
    createdAt: user.createdAt.toISOString(),
  };
}
