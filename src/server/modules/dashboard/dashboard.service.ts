import { coerceFormState } from '@shared/contracts/assessment-rules';
import { ASSESSMENT_MESSAGES } from '@shared/contracts/assessments';
import type { DashboardData } from '@shared/contracts/dashboard';
import { DASHBOARD_MESSAGES, improvementsOf, strengthsOf } from '@shared/dashboard-rules';
import { AppError } from '@shared/errors';
import { computeSessionProgress } from '@shared/progress';
import { computeScores } from '@shared/scores';
import type { Db } from '../../db/client';
import { findDashboardRow, type DashboardRow } from './dashboard.queries';

function toDashboard(row: DashboardRow): DashboardData {
  // Stored forms were validated when saved; coercion only supplies defaults for fields an older
  // version did not write, and is far cheaper than a full schema parse on every visit.
  const form = coerceFormState(row.formData);
  const { unlocked: _unlocked, ...sessionProgress } = computeSessionProgress({
    hasCompletedAssessment: row.completedAt !== null,
    coachingSessionNumbers: row.coachingNumbers,
  });
  return {
    assessmentId: row.id,
    assessmentName: row.name,
    assessmentScores: computeScores(form),
    historicalData: row.history.map(([date, product, market, execution]) => ({
      date,
      product,
      market,
      execution,
    })),
    strengths: strengthsOf(form),
    improvements: improvementsOf(form),
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
  return toDashboard(row);
}
