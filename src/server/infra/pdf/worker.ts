// A PDF thread (see renderer.ts): loads the renderer and its fonts, says it is ready, then renders
// each job it is sent (the pool sends one at a time) and answers with the file's bytes.
import { parentPort } from 'node:worker_threads';
import type { PdfJob } from './jobs';
import { loadPdfKit } from './kit';
import { renderJob } from './render';

export interface JobMessage {
  id: number;
  job: PdfJob;
}

/** `ready` once, when the thread has loaded what it renders with; then one answer per job. */
export type ResultMessage =
  { ready: true } | { id: number; pdf: Uint8Array } | { id: number; error: string };

const port = parentPort;
if (!port) throw new Error('infra/pdf/worker runs as a worker thread');

port.on('message', (message: JobMessage) => {
  renderJob(message.job).then(
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

// Loading takes about a second: it is not counted against the first job's time limit. A failure
// here ends the thread with an error, which the pool reports (renderer.ts).
await loadPdfKit();
port.postMessage({ ready: true } satisfies ResultMessage);
