import type { AssessmentPdfInput } from './assessment-document';
import type { CoachingPdfInput } from './coaching-document';
import type { DashboardPdfInput } from './dashboard-document';

/**
 * One export to render: which document, and all it shows. Plain data, so it can cross to the PDF
 * thread (worker.ts), where render.ts picks the document.
 */
export type ExportPdfJob =
  | { kind: 'assessment'; input: AssessmentPdfInput }
  | { kind: 'coaching'; input: CoachingPdfInput }
  | { kind: 'dashboard'; input: DashboardPdfInput };
