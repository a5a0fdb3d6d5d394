import type { AssessmentPdfInput } from './assessment-document';
import type { CoachingPdfInput } from './coaching-document';
import type { DashboardPdfInput } from './dashboard-document';

/** One PDF to render: which document, and all it shows. Plain data, so it can cross to a thread. */
export type PdfJob =
  | { kind: 'assessment'; input: AssessmentPdfInput }
  | { kind: 'coaching'; input: CoachingPdfInput }
  | { kind: 'dashboard'; input: DashboardPdfInput };

/** A place for one export, taken before its data is read (PdfRenderer.reserve). */
export interface PdfTicket {
  /** Renders the export's one job; the place is given back when it settles. */
  render(job: PdfJob): Promise<Buffer>;
  /** Gives the place back when no job was rendered (the export failed before); else nothing. */
  release(): void;
}

export interface PdfRenderer {
  /**
   * Takes a place for one export of `owner` (a user id) or throws PdfBusyError at once: when the
   * owner already has their limit of exports in flight, or the process its limit of exports.
   */
  reserve(owner?: string): PdfTicket;
  /** reserve() without an owner, then render: for callers that are not a user's request. */
  render(job: PdfJob): Promise<Buffer>;
  /** Stops the renderer's threads; jobs still waiting or running fail, and so does any later one. */
  close(): Promise<void>;
}

/**
 * An export refused before any work: `user` when its owner has `limit` exports in flight already
 * (429), `busy` when the process has (503). `retryAfterSeconds` estimates when a place frees up.
 */
export class PdfBusyError extends Error {
  constructor(
    readonly reason: 'user' | 'busy',
    readonly limit: number,
    readonly retryAfterSeconds: number,
  ) {
    super(
      reason === 'user'
        ? `this user already has ${limit} PDF exports in flight`
        : `${limit} PDF exports are in flight already`,
    );
    this.name = 'PdfBusyError';
  }
}
