import { Worker } from 'node:worker_threads';
import { PdfBusyError, type PdfJob, type PdfRenderer, type PdfTicket } from './jobs';
import { pdfLimitsFromEnv, type PdfLimits } from './limits';
import type { JobMessage, ResultMessage } from './thread';

/** A job still running this long after its thread took it is given up, and its thread replaced. */
const JOB_TIMEOUT_MS = 60_000;
/** A thread that has not loaded the renderer after this long is given up. */
const START_TIMEOUT_MS = 60_000;
/**
 * The most a thread's heap (V8's old generation) may hold. The largest assessment renders with
 * under 100 MB; a job that needs more ends its thread out of memory, and fails alone.
 */
const THREAD_HEAP_MB = 256;
/** What a job is assumed to take before any has been timed (for Retry-After). */
const FIRST_GUESS_MS = 1_000;
const RETRY_AFTER_MAX_SECONDS = 60;

/** A job handed to the pool, waiting for a thread or running on one. */
interface Task {
  job: PdfJob;
  resolve: (pdf: Buffer) => void;
  reject: (err: Error) => void;
}

/** One worker thread: it loads the renderer, says it is ready, then runs one job at a time. */
interface Thread {
  worker: Worker;
  ready: boolean;
  startTimer: NodeJS.Timeout | undefined;
  running?: { id: number; task: Task; timer: NodeJS.Timeout; started: number };
}

export interface ThreadRendererOptions extends Partial<PdfLimits> {
  /** How long a job may run once its thread has taken it (default 60 s). */
  timeoutMs?: number;
  /** How long a new thread may take to load the renderer (default 60 s). */
  startTimeoutMs?: number;
  /** The most each thread's heap may hold, in MB (default 256). */
  heapMb?: number;
  /**
   * The thread's script: an entry that serves its documents' jobs with servePdfJobs (thread.ts),
   * such as the export's (modules/export/pdf/worker.ts); tests use one of their own.
   */
  workerUrl: URL;
}

/**
 * Renders PDFs on a small pool of worker threads (docs/decisions/014, 025), so that a long
 * document (a maximal assessment takes most of a second) never holds up the requests of other
 * users on the server's event loop, and so that a burst of exports is bounded:
 *
 * - `threads` threads render at once; each runs one job at a time. They start as work arrives
 *   and stay loaded (the renderer and its fonts), `unref`'d so they never keep a process alive.
 * - An export takes a place (`reserve`) before it reads the database: at most `threads + queue`
 *   places in the process, `perUser` per owner. Beyond either the export is refused at once with
 *   PdfBusyError, which the export routes answer 429/503 with Retry-After.
 * - A job's time limit starts when a thread takes it, not while it waits. A job that overruns
 *   fails alone: its thread is terminated and replaced, and the jobs waiting are not touched. A
 *   thread that crashes fails only the job it was running.
 */
export function createThreadRenderer<J extends PdfJob = PdfJob>(
  opts: ThreadRendererOptions,
): PdfRenderer<J> {
  const env = pdfLimitsFromEnv();
  const limits: PdfLimits = {
    threads: opts.threads ?? env.threads,
    queue: opts.queue ?? env.queue,
    perUser: opts.perUser ?? env.perUser,
  };
  const timeoutMs = opts.timeoutMs ?? JOB_TIMEOUT_MS;
  const startTimeoutMs = opts.startTimeoutMs ?? START_TIMEOUT_MS;
  const heapMb = opts.heapMb ?? THREAD_HEAP_MB;
  const workerUrl = opts.workerUrl;

  /** Places taken: exports reading their data, waiting for a thread, or rendering. */
  let taken = 0;
  const takenBy = new Map<string, number>();
  const waiting: Task[] = [];
  /** One entry per thread slot; `undefined` until a thread is started in it. */
  const slots: (Thread | undefined)[] = Array.from({ length: limits.threads }, () => undefined);
  let nextId = 1;
  let averageMs = FIRST_GUESS_MS;
  let closed: Error | undefined;

  /** Seconds until the work taken on now is likely done: when a place will have freed up. */
  function retryAfterSeconds(): number {
    const seconds = Math.ceil((taken * averageMs) / limits.threads / 1000);
    return Math.min(RETRY_AFTER_MAX_SECONDS, Math.max(1, seconds));
  }

  function finish(thread: Thread, outcome: { pdf: Buffer } | { error: Error }) {
    const running = thread.running;
    if (!running) return;
    clearTimeout(running.timer);
    thread.running = undefined;
    if ('pdf' in outcome) {
      averageMs = 0.8 * averageMs + 0.2 * (performance.now() - running.started);
      running.task.resolve(outcome.pdf);
    } else running.task.reject(outcome.error);
    dispatch();
  }

  /** Ends a thread: its running job (if any) fails with `err`; the slot is free for a new one. */
  function drop(slot: number, thread: Thread, err: Error) {
    if (slots[slot] !== thread) return;
    slots[slot] = undefined;
    clearTimeout(thread.startTimer);
    const running = thread.running;
    if (running) {
      clearTimeout(running.timer);
      thread.running = undefined;
      running.task.reject(err);
    } else if (!thread.ready) {
      // It never started: the next job fails with the reason rather than waiting for a thread
      // that cannot start (each failed start uses up one job, so this cannot loop forever).
      waiting.shift()?.reject(err);
    }
    void thread.worker.terminate();
    dispatch();
  }

  function start(slot: number): Thread {
    const worker = new Worker(workerUrl, { resourceLimits: { maxOldGenerationSizeMb: heapMb } });
    worker.unref();
    const thread: Thread = { worker, ready: false, startTimer: undefined };
    thread.startTimer = setTimeout(
      () => drop(slot, thread, new Error(`the PDF thread did not start in ${startTimeoutMs} ms`)),
      startTimeoutMs,
    );
    worker.on('message', (message: ResultMessage) => {
      if (slots[slot] !== thread) return;
      if ('ready' in message) {
        clearTimeout(thread.startTimer);
        thread.ready = true;
        dispatch();
      } else if (message.id === thread.running?.id) {
        finish(
          thread,
          'error' in message
            ? { error: new Error(`PDF rendering failed: ${message.error}`) }
            : { pdf: Buffer.from(message.pdf.buffer, message.pdf.byteOffset, message.pdf.length) },
        );
      }
    });
    worker.on('error', (err) => drop(slot, thread, err));
    worker.on('exit', (code) =>
      drop(slot, thread, new Error(`the PDF thread stopped (code ${code})`)),
    );
    slots[slot] = thread;
    return thread;
  }

  function run(slot: number, thread: Thread, task: Task) {
    const id = nextId++;
    const timer = setTimeout(
      () => drop(slot, thread, new Error(`PDF rendering took longer than ${timeoutMs} ms`)),
      timeoutMs,
    );
    thread.running = { id, task, timer, started: performance.now() };
    const message: JobMessage = { id, job: task.job };
    thread.worker.postMessage(message);
  }

  /** Hands waiting jobs to idle threads, then starts threads for the jobs still left waiting. */
  function dispatch() {
    if (closed) return;
    for (const [slot, thread] of slots.entries())
      if (waiting.length > 0 && thread?.ready && !thread.running)
        run(slot, thread, waiting.shift()!);
    let starting = slots.filter((thread) => thread && !thread.ready).length;
    for (let slot = 0; slot < slots.length && waiting.length > starting; slot++) {
      if (slots[slot]) continue;
      start(slot);
      starting++;
    }
  }

  function enqueue(job: PdfJob): Promise<Buffer> {
    if (closed) return Promise.reject(closed);
    return new Promise<Buffer>((resolve, reject) => {
      waiting.push({ job, resolve, reject });
      dispatch();
    });
  }

  function reserve(owner?: string): PdfTicket<J> {
    if (closed) throw closed;
    const mine = owner === undefined ? 0 : (takenBy.get(owner) ?? 0);
    if (owner !== undefined && mine >= limits.perUser)
      throw new PdfBusyError('user', limits.perUser, retryAfterSeconds());
    if (taken >= limits.threads + limits.queue)
      throw new PdfBusyError('busy', limits.threads + limits.queue, retryAfterSeconds());
    taken++;
    if (owner !== undefined) takenBy.set(owner, mine + 1);
    let state: 'held' | 'rendering' | 'free' = 'held';
    const free = () => {
      if (state === 'free') return;
      state = 'free';
      taken--;
      if (owner === undefined) return;
      const left = (takenBy.get(owner) ?? 1) - 1;
      if (left > 0) takenBy.set(owner, left);
      else takenBy.delete(owner);
    };
    return {
      render(job) {
        if (state !== 'held') return Promise.reject(new Error('a PDF ticket renders one job'));
        state = 'rendering';
        const done = enqueue(job);
        done.then(free, free);
        return done;
      },
      release() {
        if (state === 'held') free();
      },
    };
  }

  return {
    reserve,
    render(job) {
      let ticket: PdfTicket<J>;
      try {
        ticket = reserve();
      } catch (err) {
        return Promise.reject(err as Error);
      }
      return ticket.render(job);
    },
    async close() {
      closed ??= new Error('the PDF renderer was closed');
      for (const task of waiting.splice(0)) task.reject(closed);
      const stopping: Promise<number>[] = [];
      for (const [slot, thread] of slots.entries()) {
        if (!thread) continue;
        slots[slot] = undefined;
        clearTimeout(thread.startTimer);
        if (thread.running) {
          clearTimeout(thread.running.timer);
          thread.running.task.reject(closed);
        }
        stopping.push(thread.worker.terminate());
      }
      await Promise.all(stopping);
    },
  };
}
