import type { PdfRenderer } from '../../../infra/pdf/jobs';
import { createThreadRenderer, type ThreadRendererOptions } from '../../../infra/pdf/renderer';
import type { ExportPdfJob } from './jobs';

/**
 * The export's thread script: the built one beside the server bundle (dist/server/pdf-worker.js),
 * or, when running from the TypeScript sources (tsx, Vitest), a small module that loads worker.ts.
 */
function exportWorkerUrl(): URL {
  const here = import.meta.url;
  return /\.tsx?$/.test(new URL(here).pathname)
    ? new URL('./worker-source.mjs', here)
    : new URL('./pdf-worker.js', here);
}

/**
 * The PDF renderer of the exports: the kit's bounded pool of threads (infra/pdf/renderer.ts,
 * docs/decisions/014, 025), each running this folder's documents (worker.ts).
 */
export function createExportRenderer(
  opts: Omit<ThreadRendererOptions, 'workerUrl'> = {},
): PdfRenderer<ExportPdfJob> {
  return createThreadRenderer<ExportPdfJob>({ ...opts, workerUrl: exportWorkerUrl() });
}
