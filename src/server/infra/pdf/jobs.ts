/**
 * One PDF to render: which document (`kind`), and all it shows (`input`). Plain data, so it can
 * cross to a thread; the thread's entry knows the kinds it renders (the export's: ExportPdfJob in
 * modules/export/pdf/jobs.ts).
 */
export interface PdfJob {
  kind: string;
  input: unknown;
}

/** A place for one export, taken before its data is read (PdfRenderer.reserve). */
export interface PdfTicket<J extends PdfJob = PdfJob> {
  /** Renders the export's one job; the place is given back when it settles. */
  render(job: J): Promise<Buffer>;
  /** Gives the place back when no job was rendered (the export failed before); else nothing. */
  release(): void;
}

export interface PdfRenderer<J extends PdfJob = PdfJob> {
  /**
   * Takes a place for one export of `owner` (a user id) or throws PdfBusyError at once: when the
   * owner already has their limit of exports in flight, or the process its limit of exports.
   */
  reserve(owner?: string): PdfTicket<J>;
  /** reserve() without an owner, then render: for callers that are not a user's request. */
  render(job: J): Promise<Buffer>;
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
