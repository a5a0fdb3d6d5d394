import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { LIMITS } from '@shared/domain';
import type { Db } from '../../db/client';
import { creditLedger, users } from '../../db/schema';
import { authUserColumns, type AuthUser } from '../../infra/auth/session.queries';

export async function findUserByEmail(db: Db, email: string): Promise<AuthUser | undefined> {
  const [row] = await db
    .select(authUserColumns)
    .from(users)
    .where(eq(users.email, email.toLowerCase()));
  return row;
}

export interface NewUser {
  email: string;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  profileImageUrl?: string | null | undefined;
  isAdmin?: boolean | undefined;
  credits?: number | undefined;
}

/**
 * Finds the user by email or creates them with the default credit and its ledger row, in one
 * transaction. `isAdmin: true` makes the user an admin (ADMIN_EMAILS at each sign-in, the CLI's
 * --admin); it never removes admin rights, which an admin granted some other way keeps.
 */
export async function upsertUser(db: Db, input: NewUser): Promise<AuthUser> {
  const email = input.email.toLowerCase();
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        email,
        firstName: input.firstName ?? null,
        lastName: input.lastName ?? null,
        profileImageUrl: input.profileImageUrl ?? null,
        isAdmin: input.isAdmin ? 1 : 0,
        ...(input.credits !== undefined ? { credits: input.credits } : {}),
      })
      .onConflictDoNothing({ target: users.email })
      .returning(authUserColumns);
    if (created) {
      if (created.credits !== 0) {
        await tx
          .insert(creditLedger)
          .values({ userId: created.id, delta: created.credits, reason: 'signup' });
      }
      return created;
    }
    const patch: Partial<typeof users.$inferInsert> = {};
    if (input.isAdmin) patch.isAdmin = 1;
    if (input.firstName) patch.firstName = input.firstName;
    if (input.lastName) patch.lastName = input.lastName;
    if (input.profileImageUrl) patch.profileImageUrl = input.profileImageUrl;
    if (Object.keys(patch).length > 0) {
      const [updated] = await tx
        .update(users)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(eq(users.email, email))
        .returning(authUserColumns);
      if (updated) return updated;
    }
    const [existing] = await tx.select(authUserColumns).from(users).where(eq(users.email, email));
    if (!existing) throw new Error(`user ${email} vanished during sign-in`);
    return existing;
  });
}

/** What a grant did: the new balance, or why there is none. */
export type AddCreditsResult =
  | { balance: number }
  | { notFound: true }
  /** The grant would take the balance over LIMITS.creditBalanceMax; nothing changed. */
  | { overLimit: true; balance: number };

/**
 * Adds credits and writes the ledger row in one transaction. The increment and the cap check
 * happen in one UPDATE, so concurrent grants add up exactly and never pass the cap together.
 */
export async function addCredits(
  db: Db,
  userId: string,
  amount: number,
  reason: string,
  actorId: string | null,
): Promise<AddCreditsResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ credits: sql`${users.credits} + ${amount}`, updatedAt: sql`now()` })
      .where(
        and(eq(users.id, userId), sql`${users.credits} <= ${LIMITS.creditBalanceMax - amount}`),
      )
      .returning({ credits: users.credits });
    if (!row) {
      const [user] = await tx
        .select({ credits: users.credits })
        .from(users)
        .where(eq(users.id, userId));
      return user ? { overLimit: true, balance: user.credits } : { notFound: true };
    }
    await tx.insert(creditLedger).values({ userId, delta: amount, reason, actorId });
    return { balance: row.credits };
  });
}

/**
 * Takes credits from a balance that covers them and writes the ledger row; answers the new balance,
 * or undefined when the balance is too low. The check and the deduction are one UPDATE, whose row
 * lock makes concurrent spends wait and re-check, so a balance never goes below 0. Call it inside
 * the caller's transaction, together with whatever the credit buys.
 */
export async function spendCredits(
  db: Db,
  userId: string,
  amount: number,
  reason: string,
): Promise<number | undefined> {
  const [row] = await db
    .update(users)
    .set({ credits: sql`${users.credits} - ${amount}`, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), gte(users.credits, amount)))
    .returning({ credits: users.credits });
  if (!row) return undefined;
  await db.insert(creditLedger).values({ userId, delta: -amount, reason, actorId: userId });
  return row.credits;
}

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
