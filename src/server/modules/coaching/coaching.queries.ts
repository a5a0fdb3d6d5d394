import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assessments, coachingSessions } from '../../db/schema';

/** The user's coaching sessions, of one assessment when given. */
export async function listCoachingSessions(db: Db, userId: string, assessmentId?: string) {
  return db
    .select({
      id: coachingSessions.id,
      assessmentId: coachingSessions.assessmentId,
      sessionNumber: coachingSessions.sessionNumber,
      createdAt: coachingSessions.createdAt,
      updatedAt: coachingSessions.updatedAt,
    })
    .from(coachingSessions)
    .where(
      assessmentId
        ? and(eq(coachingSessions.userId, userId), eq(coachingSessions.assessmentId, assessmentId))
        : eq(coachingSessions.userId, userId),
    )
    .orderBy(asc(coachingSessions.sessionNumber));
}

/** Deletes the user's stored coaching sessions: of one assessment, or all of them. */
export async function deleteCoachingSessions(
  db: Db,
  userId: string,
  assessmentId?: string,
): Promise<number> {
  const rows = await db
    .delete(coachingSessions)
    .where(
      assessmentId
        ? and(eq(coachingSessions.userId, userId), eq(coachingSessions.assessmentId, assessmentId))
        : eq(coachingSessions.userId, userId),
    )
    .returning({ id: coachingSessions.id });
  return rows.length;
}

/** The assessment's id when it belongs to the user (another user's answers undefined, as a 404). */
export async function findOwnedAssessmentId(
  db: Db,
  userId: string,
  assessmentId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: assessments.id })
    .from(assessments)
    .where(and(eq(assessments.id, assessmentId), eq(assessments.userId, userId)));
  return row?.id;
}
