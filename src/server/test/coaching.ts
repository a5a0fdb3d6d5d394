// Coaching test data: members with an assessment, and the rows stored for it.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { coachingSessions } from '../db/schema';
import { insertAssessmentRow, signedInUser, type SignedIn } from './api';
import type { TestContext } from './app';
import { completableForm } from './forms';

/** A completable form with ratings 2/3/4 and the given industry ('' = none chosen). */
export const filledForm = (
  industry: '' | 'Finance/Fintech' | 'Other/Custom' = 'Finance/Fintech',
) => ({ ...completableForm({ product: 2, market: 3, execution: 4 }), industry });

/** A signed-in user with one assessment holding `formData`. */
export async function memberWithAssessment(
  ctx: TestContext,
  formData: Record<string, unknown> = filledForm(),
): Promise<SignedIn & { assessmentId: string }> {
  const signed = await signedInUser(ctx);
  const row = await insertAssessmentRow(ctx.deps.database, signed.user.id, { formData });
  return { ...signed, assessmentId: row.id };
}

export async function storedSessions(database: Database, assessmentId: string) {
  return database.db
    .select()
    .from(coachingSessions)
    .where(eq(coachingSessions.assessmentId, assessmentId));
}

export async function json<T = Record<string, unknown>>(res: Response): Promise<T> {
  return (await res.json()) as T;
}
