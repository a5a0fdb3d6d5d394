// The parts of pdfkit (the version @react-pdf/renderer pins) that infra/pdf/pipeline.ts uses.
// pdfkit ships no types, and @types/pdfkit describes an older release.
declare module 'pdfkit' {
  export interface PdfKitOptions {
    compress?: boolean;
    pdfVersion?: string;
    lang?: string;
    displayTitle?: boolean;
    autoFirstPage?: boolean;
    info?: Record<string, string | Date>;
  }

  export default class PDFDocument {
    constructor(options?: PdfKitOptions);
    end(): void;
    on(event: 'data', listener: (chunk: Buffer) => void): this;
    on(event: 'end', listener: () => void): this;
    on(event: 'error', listener: (err: Error) => void): this;
  }
}
