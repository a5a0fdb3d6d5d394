import { coachingResultSchema } from '@shared/contracts/ai';
import type { AccountExport } from '@shared/contracts/account';
import type { Db } from '../../db/client';
import { AppError, MESSAGES } from '@shared/errors';
import { toAssessment, toSnapshot } from '../assessments';
import { readOwnData } from './account.queries';

/** GET /api/me/export: the user's own data, nobody else's, as one document. */
export async function exportOwnData(db: Db, userId: string, now: Date): Promise<AccountExport> {
  const data = await readOwnData(db, userId);
  // Signed in a moment ago, and gone since (deleted by an admin): nobody to export.
  if (!data.user) throw new AppError('UNAUTHORIZED', MESSAGES.unauthorized);
  return {
    format: 'pillars-export/1',
    exportedAt: now.toISOString(),
    user: {
      email: data.user.email,
      firstName: data.user.firstName,
      lastName: data.user.lastName,
      credits: data.user.credits,
      createdAt: data.user.createdAt.toISOString(),
    },
    assessments: data.assessments.map((row) => ({
      ...toAssessment(row),
      snapshots: data.snapshots
        .filter((s) => s.assessmentId === row.id)
        .map((s) => {
          const { userId: _user, assessmentId: _assessment, ...snapshot } = toSnapshot(s);
          return snapshot;
        }),
      coachingSessions: data.sessions
        .filter((s) => s.assessmentId === row.id)
        .flatMap((s) => {
          // A stored session that no longer reads as coaching is left out rather than failing
          // the whole export.
          const coaching = coachingResultSchema.safeParse(s.coachingData);
          if (!coaching.success) return [];
          return [
            {
              sessionNumber: s.sessionNumber,
              generatedBy: s.generatedBy,
              coaching: coaching.data,
              createdAt: s.createdAt.toISOString(),
              updatedAt: s.updatedAt.toISOString(),
            },
          ];
        }),
      tasksDone: data.tasks
        .filter((t) => t.assessmentId === row.id)
        .map((t) => ({
          sessionNumber: t.sessionNumber,
          task: t.taskText,
          doneAt: t.doneAt.toISOString(),
        })),
      mentorLinks: data.links
        .filter((l) => l.assessmentId === row.id)
        .map((l) => ({
          createdAt: l.createdAt.toISOString(),
          expiresAt: l.expiresAt.toISOString(),
          revokedAt: l.revokedAt?.toISOString() ?? null,
          lastViewedAt: l.lastViewedAt?.toISOString() ?? null,
        })),
    })),
    creditLedger: data.ledger.map((l) => ({
      delta: l.delta,
      reason: l.reason,
      at: l.at.toISOString(),
    })),
  };
}
