import { ASSESSMENT_MESSAGES } from '@shared/contracts/assessments';
import { EXPORT_TOASTS } from '@shared/dashboard-texts';
import { CUSTOM_INDUSTRY, LIMITS } from '@shared/domain';
import { AppError } from '@shared/errors';
import type { Db } from '../../db/client';
import type { CoachingSessionNumber } from '../../infra/ai/types';
import type { AuthUser } from '../../infra/auth/session.queries';
import { displayName } from '../../infra/pdf/format';
import type { PdfTicket } from '../../infra/pdf/jobs';
import type { ExportPdfJob } from './pdf/jobs';
import { findAssessment, findFirstAssessment, readFormData } from '../assessments';
import { getCoaching } from '../coaching';
import { getDashboard } from '../dashboard';
import { getBenchmark, type BenchmarkDeps } from '../benchmark';
import { EXPORT_FILE_NAMES } from './export.files';

export interface ExportDeps {
  db: Db;
  /** The export's time: its date is printed in the PDF and carried in the file name. */
  now: Date;
  /** The export's place in the PDF renderer (taken by the route before any data is read). */
  pdf: Pick<PdfTicket<ExportPdfJob>, 'render'>;
  /** The community benchmark's tally, kept as for the dashboard's read of it. */
  communityCache?: BenchmarkDeps['communityCache'];
}

export interface PdfFile {
  fileName: string;
  pdf: Buffer;
}

type Exporter = Pick<AuthUser, 'id' | 'email' | 'firstName' | 'lastName'>;

function seconds(n: number): string {
  return n === 1 ? '1 second' : `${n} seconds`;
}

/**
 * The spec's 'Export failed' texts (section 8), answered as `{error}` where they fit, and the
 * server errors the client shows in that toast when rendering is busy (docs/decisions/025).
 */
export const EXPORT_MESSAGES = {
  assessmentNotFound: EXPORT_TOASTS.assessmentFallback,
  sessionNotReady: EXPORT_TOASTS.coachingFallback,
  failed: EXPORT_TOASTS.dashboardFallback,
  userBusy: (retryAfter: number) =>
    `Your other PDF exports are still being made. Please try again in ${seconds(retryAfter)}.`,
  serverBusy: (retryAfter: number) =>
    `Too many PDF exports are being made right now. Please try again in ${seconds(retryAfter)}.`,
} as const;

/** GET /api/export/assessment: one of the user's assessments, every answer, as a PDF. */
export async function exportAssessment(
  deps: ExportDeps,
  user: Exporter,
  assessmentId: string,
): Promise<PdfFile> {
  const row = await findAssessment(deps.db, user.id, assessmentId);
  if (!row) throw new AppError('NOT_FOUND', EXPORT_MESSAGES.assessmentNotFound);
  const pdf = await deps.pdf.render({
    kind: 'assessment',
    input: {
      name: row.name,
      form: readFormData(row.formData),
      completedAt: row.completedAt?.toISOString() ?? null,
      updatedAt: row.updatedAt.toISOString(),
      preparedFor: displayName(user),
      exportedAt: deps.now,
    },
  });
  return { fileName: EXPORT_FILE_NAMES.assessment(row.name, deps.now), pdf };
}

/**
 * GET /api/export/coaching/{n}: a stored coaching session of one of the user's assessments (their
 * first when no id is given, as GET /api/coach/{n} reads it). A session not generated yet (or stored in a shape that no longer fits) answers 404.
 */
export async function exportCoaching(
  deps: ExportDeps,
  user: Exporter,
  sessionNumber: CoachingSessionNumber,
  assessmentId: string | undefined,
): Promise<PdfFile> {
  const row = assessmentId
    ? await findAssessment(deps.db, user.id, assessmentId)
    : await findFirstAssessment(deps.db, user.id);
  if (!row)
    throw new AppError(
      'NOT_FOUND',
      assessmentId ? ASSESSMENT_MESSAGES.notFound : EXPORT_MESSAGES.sessionNotReady,
    );
  const session = await getCoaching(deps.db, user.id, sessionNumber, row.id).catch(
    (err: unknown) => {
      if (err instanceof AppError && err.code === 'NOT_FOUND')
        throw new AppError('NOT_FOUND', EXPORT_MESSAGES.sessionNotReady);
      throw err;
    },
  );
  const inference = session.industryInference;
  const form = readFormData(row.formData);
  const custom = form.customIndustry.trim();
  const industry =
    inference?.inferredIndustry === CUSTOM_INDUSTRY && custom
      ? `${CUSTOM_INDUSTRY}: ${custom}`
      : (inference?.inferredIndustry ?? (form.industry || null));
  const pdf = await deps.pdf.render({
    kind: 'coaching',
    input: {
      sessionNumber,
      assessmentName: row.name,
      industry,
      lowConfidence: !!inference && inference.confidence < LIMITS.lowConfidence,
      coaching: session.coaching,
      generatedBy: session.generatedBy,
      generatedAt: session.createdAt,
      preparedFor: displayName(user),
      exportedAt: deps.now,
    },
  });
  return { fileName: EXPORT_FILE_NAMES.coaching(sessionNumber, deps.now), pdf };
}

/** GET /api/export/dashboard: the dashboard of one of the user's assessments, charts drawn as vectors. */
export async function exportDashboard(
  deps: ExportDeps,
  user: Exporter,
  assessmentId: string,
): Promise<PdfFile> {
  const dashboard = await getDashboard(deps.db, user.id, assessmentId);
  const standing = await getBenchmark(
    { db: deps.db, communityCache: deps.communityCache },
    user.id,
    assessmentId,
  );
  const pdf = await deps.pdf.render({
    kind: 'dashboard',
    input: { dashboard, standing, preparedFor: displayName(user), exportedAt: deps.now },
  });
  return { fileName: EXPORT_FILE_NAMES.dashboard(deps.now), pdf };
}
