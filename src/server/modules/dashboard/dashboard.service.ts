import { coerceFormState } from '@shared/contracts/assessment-rules';
import { ASSESSMENT_MESSAGES } from '@shared/contracts/assessments';
import type { DashboardData } from '@shared/contracts/dashboard';
import {
  DASHBOARD_MESSAGES,
  formFactsOf,
  improvementsOf,
  isFormFacts,
  strengthsOf,
  type FormFacts,
} from '@shared/dashboard-rules';
import { AppError } from '@shared/errors';
import { computeSessionProgress } from '@shared/progress';
import { scoresOfRatings } from '@shared/scores';
import type { Db } from '../../db/client';
import { findDashboardRow, findFormData, type DashboardRow } from './dashboard.queries';

/**
 * The facts the dashboard's rules read: those stored with the form at its last save, else (a row
 * saved before they existed) derived from the form. Stored forms were validated when saved;
 * coercion only supplies defaults for fields an older version did not write.
 */
async function factsOf(db: Db, row: DashboardRow): Promise<FormFacts> {
  if (isFormFacts(row.formFacts)) return row.formFacts;
  const formData = row.formData ?? (await findFormData(db, row.id));
  return formFactsOf(coerceFormState(formData));
}

function toDashboard(row: DashboardRow, facts: FormFacts): DashboardData {
  const { unlocked: _unlocked, ...sessionProgress } = computeSessionProgress({
    hasCompletedAssessment: row.completedAt !== null,
    coachingSessionNumbers: row.coachingNumbers,
  });
  return {
    assessmentId: row.id,
    assessmentName: row.name,
    assessmentScores: scoresOfRatings(facts.ratings),
    historicalData: row.history.map(([date, product, market, execution, snapshotId]) => ({
      date,
      product,
      market,
      execution,
      snapshotId,
    })),
    strengths: strengthsOf(facts),
    improvements: improvementsOf(facts),
    sessionProgress,
    lastUpdated: row.updatedAt.toISOString(),
  };
}

/**
 * GET /api/dashboard: scores, snapshot history, strengths, improvements and session progress of
 * one of the user's assessments (their oldest when `assessmentId` is not given), read in one query.
 * No assessment at all, or an id that is not the user's: 404.
 */
export async function getDashboard(
  db: Db,
  userId: string,
  assessmentId?: string,
): Promise<DashboardData> {
  const row = await findDashboardRow(db, userId, assessmentId);
  if (!row) {
    throw new AppError(
      'NOT_FOUND',
      assessmentId ? ASSESSMENT_MESSAGES.notFound : DASHBOARD_MESSAGES.noAssessment,
    );
  }
  return toDashboard(row, await factsOf(db, row));
}
