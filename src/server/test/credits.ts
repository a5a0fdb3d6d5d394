// Credit checks for tests: the ledger as stored, and the balance a signed-in user is shown.
import { eq } from 'drizzle-orm';
import { CREDITS_PATH } from '@shared/paths';
import type { Database } from '../db/client';
import { creditLedger } from '../db/schema';
import type { SignedIn } from './api';

/** The user's ledger rows (delta, reason, actor), oldest first. */
export async function ledgerOf(database: Database, userId: string) {
  return database.db
    .select({
      delta: creditLedger.delta,
      reason: creditLedger.reason,
      actorId: creditLedger.actorId,
    })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId))
    .orderBy(creditLedger.at);
}

/** The credits GET /api/credits answers the signed-in user. */
export async function creditsOf(me: SignedIn) {
  return ((await (await me.api.get(CREDITS_PATH)).json()) as { credits: number }).credits;
}
