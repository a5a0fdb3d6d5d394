// The PDF thread (see renderer.ts): renders each job it is sent and answers with the file's bytes.
import { parentPort } from 'node:worker_threads';
import type { PdfJob } from './jobs';
import { renderJob } from './render';

export interface JobMessage {
  id: number;
  job: PdfJob;
}

export type ResultMessage = { id: number; pdf: Uint8Array } | { id: number; error: string };

const port = parentPort;
if (!port) throw new Error('lib/pdf/worker runs as a worker thread');

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
