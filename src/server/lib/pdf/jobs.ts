import type { AssessmentPdfInput } from './assessment-document';
import type { CoachingPdfInput } from './coaching-document';
import type { DashboardPdfInput } from './dashboard-document';

/** One PDF to render: which document, and all it shows. Plain data, so it can cross to a thread. */
export type PdfJob =
  | { kind: 'assessment'; input: AssessmentPdfInput }
  | { kind: 'coaching'; input: CoachingPdfInput }
  | { kind: 'dashboard'; input: DashboardPdfInput };

export interface PdfRenderer {
  render(job: PdfJob): Promise<Buffer>;
  /** Stops the renderer's thread, if it has one; jobs still waiting fail. */
  close(): Promise<void>;
}
