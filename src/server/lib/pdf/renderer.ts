import { Worker } from 'node:worker_threads';
import type { PdfJob, PdfRenderer } from './jobs';
import type { JobMessage, ResultMessage } from './worker';

export type { PdfJob, PdfRenderer };

/** A job still running after this long is given up, and its thread replaced. */
const JOB_TIMEOUT_MS = 60_000;

/**
 * The thread's script: the built one beside the server bundle (dist/server/pdf-worker.js), or,
 * when running from the TypeScript sources (tsx, Vitest), a small module that loads worker.ts.
 */
function defaultWorkerUrl(): URL {
  const here = import.meta.url;
  return /\.tsx?$/.test(new URL(here).pathname)
    ? new URL('./worker-source.mjs', here)
    : new URL('./pdf-worker.js', here);
}

interface Pending {
  resolve: (pdf: Buffer) => void;
  reject: (err: Error) => void;
  timer: NodeJS.Timeout;
}

/** One worker thread and the jobs sent to it. */
class PdfThread {
  readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  dead = false;

  constructor(url: URL) {
    this.worker = new Worker(url);
    // A thread waiting for work must not keep the process alive (the CLI, tests).
    this.worker.unref();
    this.worker.on('message', (message: ResultMessage) => {
      const job = this.pending.get(message.id);
      if (!job) return;
      this.pending.delete(message.id);
      clearTimeout(job.timer);
      if ('error' in message) job.reject(new Error(`PDF rendering failed: ${message.error}`));
      else job.resolve(Buffer.from(message.pdf.buffer, message.pdf.byteOffset, message.pdf.length));
    });
    this.worker.on('error', (err) => this.fail(err));
    this.worker.on('exit', (code) => this.fail(new Error(`the PDF thread stopped (code ${code})`)));
  }

  render(job: PdfJob, timeoutMs: number, onTimeout: () => void): Promise<Buffer> {
    const id = this.nextId++;
    return new Promise<Buffer>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error(`PDF rendering took longer than ${timeoutMs} ms`));
        onTimeout();
      }, timeoutMs);
      this.pending.set(id, { resolve, reject, timer });
      const message: JobMessage = { id, job };
      this.worker.postMessage(message);
    });
  }

  /** Fails every job still waiting on this thread. */
  fail(err: Error): void {
    this.dead = true;
    for (const job of this.pending.values()) {
      clearTimeout(job.timer);
      job.reject(err);
    }
    this.pending.clear();
  }

  async stop(reason: Error): Promise<void> {
    this.fail(reason);
    await this.worker.terminate();
  }
}

/**
 * Renders PDFs on a worker thread, so that a long document (a maximal assessment takes most of a
 * second) never holds up the requests of other users on the server's event loop. The thread
 * starts with the first export and keeps the renderer and its fonts loaded; jobs run one after
 * another. A thread that crashes or overruns `timeoutMs` is replaced for the next job.
 */
export function createThreadRenderer(
  opts: { timeoutMs?: number; workerUrl?: URL } = {},
): PdfRenderer {
  const timeoutMs = opts.timeoutMs ?? JOB_TIMEOUT_MS;
  let thread: PdfThread | undefined;
  return {
    render(job) {
      if (!thread || thread.dead) thread = new PdfThread(opts.workerUrl ?? defaultWorkerUrl());
      const current = thread;
      return current.render(job, timeoutMs, () => {
        if (thread === current) thread = undefined;
        void current.stop(new Error('the PDF thread was restarted after a job overran'));
      });
    },
    async close() {
      const current = thread;
      thread = undefined;
      await current?.stop(new Error('the PDF renderer was closed'));
    },
  };
}
