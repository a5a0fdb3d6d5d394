import { desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { authorizedGroups, creditLedger, users } from '../../db/schema';

export type GroupRow = typeof authorizedGroups.$inferSelect;

/** Every user, newest first. */
export async function listUsers(db: Db) {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      isAdmin: users.isAdmin,
      credits: users.credits,
      createdAt: users.createdAt,
    })
    .from(users)
    .orderBy(desc(users.createdAt), desc(users.id));
}

export async function userExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  return row !== undefined;
}

/** The authorised groups, oldest first. */
export async function listGroups(db: Db): Promise<GroupRow[]> {
  return db
    .select()
    .from(authorizedGroups)
    .orderBy(authorizedGroups.createdAt, authorizedGroups.id);
}

const sameName = (name: string) =>
  sql`lower(btrim(${authorizedGroups.groupName})) = lower(${name})`;

/**
 * Inserts the group unless one with the same name (ignoring case and surrounding spaces) exists;
 * answers undefined then. The column's unique constraint only sees exact names, so a transaction
 * advisory lock makes concurrent additions of 'Founders' and 'founders' take turns: the second
 * one's check runs after the first has committed and sees it. ON CONFLICT covers any writer that
 * skips the lock, so a duplicate is never an error. `name` must already be trimmed.
 */
export async function insertGroupIfNew(db: Db, name: string): Promise<GroupRow | undefined> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('authorized_groups'))`);
    const [existing] = await tx
      .select({ id: authorizedGroups.id })
      .from(authorizedGroups)
      .where(sameName(name));
    if (existing) return undefined;
    const [row] = await tx
      .insert(authorizedGroups)
      .values({ groupName: name })
      .onConflictDoNothing({ target: authorizedGroups.groupName })
      .returning();
    return row;
  });
}

/** Removes the group with this name (ignoring case, as the membership gate does); answers it. */
export async function deleteGroup(db: Db, name: string): Promise<GroupRow[]> {
  return db.delete(authorizedGroups).where(sameName(name)).returning();
}

const actors = alias(users, 'actor');

/** The user's credit ledger, newest first, with the email of whoever made each change. */
export async function listCreditHistory(db: Db, userId: string) {
  return db
    .select({
      id: creditLedger.id,
      delta: creditLedger.delta,
      reason: creditLedger.reason,
      actorEmail: actors.email,
      at: creditLedger.at,
    })
    .from(creditLedger)
    .leftJoin(actors, eq(actors.id, creditLedger.actorId))
    .where(eq(creditLedger.userId, userId))
    .orderBy(desc(creditLedger.at), desc(creditLedger.id));
}
