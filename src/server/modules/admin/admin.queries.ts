import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authorizedGroups } from '../../db/schema';

export type GroupRow = typeof authorizedGroups.$inferSelect;

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
