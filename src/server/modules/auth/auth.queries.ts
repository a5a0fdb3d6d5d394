import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginTokens, rateLimits } from '../../db/schema';
import { deleteExpiredSessions } from '../../infra/auth/session.queries';

export async function insertLoginToken(
  db: Db,
  hash: string,
  email: string,
  expiresAt: Date,
): Promise<void> {
  await db.insert(loginTokens).values({ hash, email, expiresAt });
}

/** Answers a token's email while it is unused and unexpired, without spending it (a GET of the link). */
export async function findLoginToken(db: Db, hash: string, now: Date): Promise<string | undefined> {
  const [row] = await db
    .select({ email: loginTokens.email })
    .from(loginTokens)
    .where(
      and(eq(loginTokens.hash, hash), isNull(loginTokens.usedAt), gt(loginTokens.expiresAt, now)),
    );
  return row?.email;
}

/** Marks the token used and answers its email, atomically: a second use (or an expired token) gets nothing. */
export async function consumeLoginToken(
  db: Db,
  hash: string,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .update(loginTokens)
    .set({ usedAt: now })
    .where(
      and(eq(loginTokens.hash, hash), isNull(loginTokens.usedAt), gt(loginTokens.expiresAt, now)),
    )
    .returning({ email: loginTokens.email });
  return row?.email;
}

/** Deletes expired sessions and spent or expired sign-in tokens. */
export async function purgeExpired(
  db: Db,
  now: Date,
): Promise<{ sessions: number; tokens: number }> {
  const s = await deleteExpiredSessions(db, now);
  const t = await db
    .delete(loginTokens)
    .where(
      or(
        lt(loginTokens.expiresAt, now),
        and(
          sql`${loginTokens.usedAt} is not null`,
          lt(loginTokens.usedAt, new Date(now.getTime() - 86_400_000)),
        ),
      ),
    )
    .returning({ hash: loginTokens.hash });
  await db.delete(rateLimits).where(lt(rateLimits.expire, now));
  return { sessions: s, tokens: t.length };
}
