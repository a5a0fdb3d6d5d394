import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coachingSessions } from '../../db/schema';

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
