import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  assessments,
  assessmentSnapshots,
  coachingSessions,
  creditLedger,
  mentorLinks,
  sessionTasks,
  users,
} from '../../db/schema';

/**
 * Every row the user owns, read in one transaction so that the export is one consistent moment
 * (an assessment saved meanwhile is either wholly before or wholly after it).
 */
export async function readOwnData(db: Db, userId: string) {
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId));
    const ownAssessments = await tx
      .select()
      .from(assessments)
      .where(eq(assessments.userId, userId))
      .orderBy(asc(assessments.createdAt), asc(assessments.id));
    const snapshots = await tx
      .select()
      .from(assessmentSnapshots)
      .where(eq(assessmentSnapshots.userId, userId))
      .orderBy(asc(assessmentSnapshots.createdAt), asc(assessmentSnapshots.id));
    const sessions = await tx
      .select()
      .from(coachingSessions)
      .where(eq(coachingSessions.userId, userId))
      .orderBy(asc(coachingSessions.sessionNumber));
    const tasks = await tx
      .select()
      .from(sessionTasks)
      .where(eq(sessionTasks.userId, userId))
      .orderBy(asc(sessionTasks.doneAt), asc(sessionTasks.id));
    // What the owner may see of their mentor links: never a token's hash.
    const links = await tx
      .select({
        assessmentId: mentorLinks.assessmentId,
        createdAt: mentorLinks.createdAt,
        expiresAt: mentorLinks.expiresAt,
        revokedAt: mentorLinks.revokedAt,
        lastViewedAt: mentorLinks.lastViewedAt,
      })
      .from(mentorLinks)
      .where(eq(mentorLinks.userId, userId))
      .orderBy(asc(mentorLinks.createdAt), asc(mentorLinks.id));
    const ledger = await tx
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, userId))
      .orderBy(asc(creditLedger.at), asc(creditLedger.id));
    return { user, assessments: ownAssessments, snapshots, sessions, tasks, links, ledger };
  });
}
