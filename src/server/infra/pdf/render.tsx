import type { ReactElement } from 'react';
import { AssessmentDocument, type AssessmentPdfInput } from './assessment-document';
import { CoachingDocument, type CoachingPdfInput } from './coaching-document';
import { DashboardDocument, type DashboardPdfInput } from './dashboard-document';
import { FONT_STACK, fontStackFor } from './fonts';
import type { PdfJob } from './jobs';
import { loadPdfKit, PdfEnvProvider } from './kit';
import { renderNumberedPdf } from './pipeline';
import { FOOTER_TEXT } from './theme';

export type { AssessmentPdfInput, CoachingPdfInput, DashboardPdfInput };

/**
 * Every string in NFC: the embedded fonts place no combining accents (see fonts.ts), so an 'é'
 * typed as 'e' + U+0301 must become the one precomposed letter.
 */
function precomposed<T>(value: T): T {
  if (typeof value === 'string') return value.normalize('NFC') as T;
  if (Array.isArray(value)) return value.map(precomposed) as T;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, precomposed(v)])) as T;
  }
  return value;
}

/** Renders a document; `input` is all the text it shows that is not the app's own. */
async function renderPdf(document: ReactElement, input: unknown): Promise<Buffer> {
  const kit = await loadPdfKit();
  const env = { kit, fontStack: fontStackFor(kit, JSON.stringify(input)) };
  // The provider renders nothing itself: the <Document> inside is the root react-pdf sees.
  const root = <PdfEnvProvider value={env}>{document}</PdfEnvProvider>;
  return renderNumberedPdf(kit, root, { ...FOOTER_TEXT, fontFamily: FONT_STACK[0]! });
}

/** The assessment as a PDF: context, the three pillars, loops, 30-day plan and reflection. */
export function renderAssessmentPdf(input: AssessmentPdfInput): Promise<Buffer> {
  const text = precomposed(input);
  return renderPdf(<AssessmentDocument input={text} />, text);
}

/** One coaching session as a PDF: its six cards. */
export function renderCoachingPdf(input: CoachingPdfInput): Promise<Buffer> {
  const text = precomposed(input);
  return renderPdf(<CoachingDocument input={text} />, text);
}

/** The dashboard as a PDF: score cards, radar, history, strengths, improvements and progress. */
export function renderDashboardPdf(input: DashboardPdfInput): Promise<Buffer> {
  const text = precomposed(input);
  return renderPdf(<DashboardDocument input={text} />, text);
}

/** Renders a job on this thread. */
export function renderJob(job: PdfJob): Promise<Buffer> {
  switch (job.kind) {
    case 'assessment':
      return renderAssessmentPdf(job.input);
    case 'coaching':
      return renderCoachingPdf(job.input);
    case 'dashboard':
      return renderDashboardPdf(job.input);
  }
}
