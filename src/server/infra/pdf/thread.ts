// A PDF thread's loop (see renderer.ts): it loads the renderer and its fonts, says it is ready,
// then renders each job it is sent (the pool sends one at a time) and answers with the file's
// bytes. The thread's entry script knows the documents and calls servePdfJobs with them
// (modules/export/pdf/worker.ts); the kit knows none.
import { parentPort } from 'node:worker_threads';
import type { PdfJob } from './jobs';
import { loadPdfKit } from './kit';

export interface JobMessage<J extends PdfJob = PdfJob> {
  id: number;
  job: J;
}

/** `ready` once, when the thread has loaded what it renders with; then one answer per job. */
export type ResultMessage =
  { ready: true } | { id: number; pdf: Uint8Array } | { id: number; error: string };

/**
 * Serves this worker thread's jobs with `render`. Loading takes about a second: it is not counted
 * against the first job's time limit. A failure to load rejects, which ends the thread with an
 * error when the entry awaits it, and the pool reports that (renderer.ts).
 */
export async function servePdfJobs<J extends PdfJob>(
  render: (job: J) => Promise<Buffer>,
): Promise<void> {
  const port = parentPort;
  if (!port) throw new Error('a PDF thread runs as a worker thread');

  port.on('message', (message: JobMessage<J>) => {
    render(message.job).then(
      (pdf) => {
        // A copy with its own memory, handed over rather than copied again.
        const bytes = new Uint8Array(pdf);
        const result: ResultMessage = { id: message.id, pdf: bytes };
        port.postMessage(result, [bytes.buffer]);
      },
      (err: unknown) => {
        const result: ResultMessage = {
          id: message.id,
          error: err instanceof Error ? (err.stack ?? err.message) : String(err),
        };
        port.postMessage(result);
      },
    );
  });

  await loadPdfKit();
  port.postMessage({ ready: true } satisfies ResultMessage);
}
