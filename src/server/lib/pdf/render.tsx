import type { ReactElement } from 'react';
import { AssessmentDocument, type AssessmentPdfInput } from './assessment-document';
import { CoachingDocument, type CoachingPdfInput } from './coaching-document';
import { DashboardDocument, type DashboardPdfInput } from './dashboard-document';
import { fontStackFor } from './fonts';
import { loadPdfKit, PdfEnvProvider } from './kit';

export type { AssessmentPdfInput, CoachingPdfInput, DashboardPdfInput };

/** Renders a document; `input` is all the text it shows that is not the app's own. */
async function renderPdf(document: ReactElement, input: unknown): Promise<Buffer> {
  const kit = await loadPdfKit();
  const env = { kit, fontStack: fontStackFor(kit, JSON.stringify(input)) };
  // The renderer's own types want a <Document> at the root; the provider renders nothing itself.
  const root = <PdfEnvProvider value={env}>{document}</PdfEnvProvider>;
  return kit.renderToBuffer(root as Parameters<typeof kit.renderToBuffer>[0]);
}

/** The assessment as a PDF: context, the three pillars, loops, 30-day plan and reflection. */
export function renderAssessmentPdf(input: AssessmentPdfInput): Promise<Buffer> {
  return renderPdf(<AssessmentDocument input={input} />, input);
}

/** One coaching session as a PDF: its six cards. */
export function renderCoachingPdf(input: CoachingPdfInput): Promise<Buffer> {
  return renderPdf(<CoachingDocument input={input} />, input);
}

/** The dashboard as a PDF: score cards, radar, history, strengths, improvements and progress. */
export function renderDashboardPdf(input: DashboardPdfInput): Promise<Buffer> {
  return renderPdf(<DashboardDocument input={input} />, input);
}
