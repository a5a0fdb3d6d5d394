import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users, type SessionData, type UserRow } from '../../db/schema';

// The sessions table belongs to the auth infrastructure (ADR 037): session.ts starts, reads,
// renews and ends sessions with these queries, and the auth module's purge calls
// deleteExpiredSessions. The signed-in read joins the user's row in the same statement, because
// one round trip per signed-in request is the point (docs/architecture.md, 'Budgets'); the users
// module owns that table and answers its other reads with the same columns.

/** The signed-in user: the columns of `users` read with the session on every signed-in request. */
export type AuthUser = Pick<
  UserRow,
  | 'id'
  | 'email'
  | 'firstName'
  | 'lastName'
  | 'profileImageUrl'
  | 'credits'
  | 'isAdmin'
  | 'createdAt'
>;

/** The columns of AuthUser, for a select or a returning clause. */
export const authUserColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
  credits: users.credits,
  isAdmin: users.isAdmin,
  createdAt: users.createdAt,
};

export interface SessionWithUser {
  sess: SessionData;
  expire: Date;
  user: AuthUser;
}

/** The signed-in read path: session and its user in one round trip. */
export async function findSessionWithUser(
  db: Db,
  sid: string,
  now: Date,
): Promise<SessionWithUser | undefined> {
  const [row] = await db
    .select({ sess: sessions.sess, expire: sessions.expire, user: authUserColumns })
    .from(sessions)
    .innerJoin(users, eq(users.id, sql`(${sessions.sess}->>'userId')::uuid`))
    .where(and(eq(sessions.sid, sid), gt(sessions.expire, now)));
  return row;
}

export async function insertSession(
  db: Db,
  sid: string,
  sess: SessionData,
  expire: Date,
): Promise<void> {
  await db.insert(sessions).values({ sid, sess, expire });
}

export async function updateSession(
  db: Db,
  sid: string,
  sess: SessionData,
  expire: Date,
): Promise<void> {
  await db.update(sessions).set({ sess, expire }).where(eq(sessions.sid, sid));
}

export async function deleteSession(db: Db, sid: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.sid, sid));
}

/** Deletes the sessions expired before `now`; answers how many. */
export async function deleteExpiredSessions(db: Db, now: Date): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(lt(sessions.expire, now))
    .returning({ sid: sessions.sid });
  return deleted.length;
}
