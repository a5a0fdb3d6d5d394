import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { aiUsage } from '../../db/schema';

export interface NewAiUsage {
  userId: string;
  kind: string;
  model: string;
  tokens: number;
}

export async function insertAiUsage(db: Db, rows: NewAiUsage[]): Promise<void> {
  if (rows.length) await db.insert(aiUsage).values(rows);
}

/** The user's recorded AI calls, oldest first. */
export async function listAiUsage(db: Db, userId: string) {
  return db
    .select({ kind: aiUsage.kind, model: aiUsage.model, tokens: aiUsage.tokens, at: aiUsage.at })
    .from(aiUsage)
    .where(eq(aiUsage.userId, userId))
    .orderBy(asc(aiUsage.at));
}
