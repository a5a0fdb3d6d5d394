import { renderPdf } from '../../../infra/pdf/render';
import { AssessmentDocument, type AssessmentPdfInput } from './assessment-document';
import { CoachingDocument, type CoachingPdfInput } from './coaching-document';
import { DashboardDocument, type DashboardPdfInput } from './dashboard-document';
import type { ExportPdfJob } from './jobs';

export type { AssessmentPdfInput, CoachingPdfInput, DashboardPdfInput };

/** The assessment as a PDF: context, the three pillars, loops, 30-day plan and reflection. */
export function renderAssessmentPdf(input: AssessmentPdfInput): Promise<Buffer> {
  return renderPdf(AssessmentDocument, input);
}

/** One coaching session as a PDF: its six cards. */
export function renderCoachingPdf(input: CoachingPdfInput): Promise<Buffer> {
  return renderPdf(CoachingDocument, input);
}

/** The dashboard as a PDF: score cards, radar, history, strengths, improvements and progress. */
export function renderDashboardPdf(input: DashboardPdfInput): Promise<Buffer> {
  return renderPdf(DashboardDocument, input);
}

/** Renders a job on this thread. */
export function renderJob(job: ExportPdfJob): Promise<Buffer> {
  switch (job.kind) {
    case 'assessment':
      return renderAssessmentPdf(job.input);
    case 'coaching':
      return renderCoachingPdf(job.input);
    case 'dashboard':
      return renderDashboardPdf(job.input);
  }
}
