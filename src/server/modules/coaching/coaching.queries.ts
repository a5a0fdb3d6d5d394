import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assessments, coachingSessions } from '../../db/schema';
import { assessmentFormHash, FIRST_ASSESSMENT, givenOrFirstAssessment } from '../assessments';

/**
 * The user's coaching sessions, of one assessment when given, with what each was built from
 * (`sourceHash`) and what its assessment's form hashes to now (`formHash`).
 */
export async function listCoachingSessions(db: Db, userId: string, assessmentId?: string) {
  return db
    .select({
      id: coachingSessions.id,
      assessmentId: coachingSessions.assessmentId,
      sessionNumber: coachingSessions.sessionNumber,
      createdAt: coachingSessions.createdAt,
      updatedAt: coachingSessions.updatedAt,
      sourceHash: coachingSessions.sourceHash,
      formHash: assessmentFormHash,
    })
    .from(coachingSessions)
    .innerJoin(assessments, eq(assessments.id, coachingSessions.assessmentId))
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

export type CoachingRow = typeof coachingSessions.$inferSelect;
export type NewCoachingSession = Pick<
  typeof coachingSessions.$inferInsert,
  | 'userId'
  | 'assessmentId'
  | 'analysisId'
  | 'sessionNumber'
  | 'coachingData'
  | 'industryInference'
  | 'generatedBy'
  | 'sourceHash'
>;

/**
 * For a session read, in one round trip: one of the user's assessments (the given one, else the
 * first) with the hash of its form and its stored session `sessionNumber` (null when none is
 * stored). The form itself is not read: a read needs only its hash to say whether it is stale.
 */
export async function findSessionToRead(
  db: Db,
  userId: string,
  sessionNumber: number,
  assessmentId?: string | null,
) {
  const [row] = await db
    .select({
      assessmentId: assessments.id,
      formHash: assessmentFormHash,
      session: coachingSessions,
    })
    .from(assessments)
    .leftJoin(
      coachingSessions,
      and(
        eq(coachingSessions.assessmentId, assessments.id),
        eq(coachingSessions.userId, userId),
        eq(coachingSessions.sessionNumber, sessionNumber),
      ),
    )
    .where(givenOrFirstAssessment(userId, assessmentId))
    .orderBy(...FIRST_ASSESSMENT)
    .limit(1);
  return row;
}

/** The stored session of one of the user's assessments. */
export async function findCoachingSession(
  db: Db,
  userId: string,
  assessmentId: string,
  sessionNumber: number,
): Promise<CoachingRow | undefined> {
  const [row] = await db
    .select()
    .from(coachingSessions)
    .where(
      and(
        eq(coachingSessions.userId, userId),
        eq(coachingSessions.assessmentId, assessmentId),
        eq(coachingSessions.sessionNumber, sessionNumber),
      ),
    );
  return row;
}

/**
 * The other stored sessions of one of the user's assessments (all but `sessionNumber`), in session
 * order: what a new session must not repeat, and the industry inferred for the form they were
 * built from.
 */
export async function findOtherCoachingSessions(
  db: Db,
  userId: string,
  assessmentId: string,
  sessionNumber: number,
): Promise<
  Pick<CoachingRow, 'sessionNumber' | 'coachingData' | 'industryInference' | 'sourceHash'>[]
> {
  return db
    .select({
      sessionNumber: coachingSessions.sessionNumber,
      coachingData: coachingSessions.coachingData,
      industryInference: coachingSessions.industryInference,
      sourceHash: coachingSessions.sourceHash,
    })
    .from(coachingSessions)
    .where(
      and(
        eq(coachingSessions.userId, userId),
        eq(coachingSessions.assessmentId, assessmentId),
        ne(coachingSessions.sessionNumber, sessionNumber),
      ),
    )
    .orderBy(asc(coachingSessions.sessionNumber));
}

/**
 * Stores a session, unique per (assessment, session number). `replace` overwrites the stored one
 * (regenerate); `keep` leaves it and answers nothing when one exists, so that of two generations
 * at once exactly one is stored and the other reads it.
 */
export async function storeCoachingSession(
  db: Db,
  values: NewCoachingSession,
  mode: 'replace' | 'keep',
): Promise<CoachingRow | undefined> {
  const target = [coachingSessions.assessmentId, coachingSessions.sessionNumber];
  const insert = db.insert(coachingSessions).values(values);
  const [row] = await (
    mode === 'replace'
      ? insert.onConflictDoUpdate({
          target,
          set: {
            coachingData: values.coachingData,
            industryInference: values.industryInference ?? null,
            generatedBy: values.generatedBy,
            sourceHash: values.sourceHash ?? null,
            createdAt: sql`now()`,
            updatedAt: sql`now()`,
          },
        })
      : insert.onConflictDoNothing({ target })
  ).returning();
  return row;
}
