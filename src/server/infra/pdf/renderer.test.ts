import { afterEach, describe, expect, it } from 'vitest';
import { PdfBusyError, type PdfJob, type PdfRenderer } from './jobs';
import {
  DEFAULT_PDF_EXPORTS_PER_USER,
  DEFAULT_PDF_QUEUE,
  defaultThreads,
  pdfLimitsFromEnv,
} from './limits';
import { createThreadRenderer, type ThreadRendererOptions } from './renderer';

let renderer: PdfRenderer | undefined;
afterEach(async () => {
  await renderer?.close();
});

// The pool itself, with a stand-in thread whose jobs take as long as they are told to. The
// export's own thread, rendering its documents, is tested beside it (modules/export/pdf).
const SLOW_WORKER = new URL('./slow-worker.test-support.mjs', import.meta.url);

function slow(ms: number, text = `slept ${ms}`): PdfJob {
  return { kind: 'slow', ms, text } as unknown as PdfJob;
}
const crash = { kind: 'crash' } as unknown as PdfJob;
const hog = { kind: 'hog' } as unknown as PdfJob;

function pool(opts: Omit<ThreadRendererOptions, 'workerUrl'>): PdfRenderer {
  renderer = createThreadRenderer({ workerUrl: SLOW_WORKER, queue: 20, perUser: 20, ...opts });
  return renderer;
}

/** A job's outcome and when it came, in ms from `since`. */
function settle(promise: Promise<Buffer>, since: number) {
  return promise.then(
    (pdf) => ({ text: pdf.toString(), ms: performance.now() - since }),
    (err: Error) => ({ error: err.message, ms: performance.now() - since }),
  );
}

describe('the PDF thread pool', () => {
  it("starts a job's time limit when a thread takes it, not while it waits", async () => {
    const r = pool({ threads: 1, timeoutMs: 450 });
    await r.render(slow(0, 'warm')); // the thread is started and ready
    // Three jobs of 200 ms on one thread: the last ends after 600 ms, each ran for 200.
    const pdfs = await Promise.all([1, 2, 3].map((i) => r.render(slow(200, `job ${i}`))));
    expect(pdfs.map(String)).toEqual(['job 1', 'job 2', 'job 3']);
  });

  it('fails only the job that overran: the jobs waiting run on a new thread', async () => {
    const r = pool({ threads: 1, timeoutMs: 300 });
    await r.render(slow(0, 'warm'));
    const since = performance.now();
    const results = await Promise.all(
      [slow(10_000, 'stuck'), slow(50, 'next'), slow(50, 'after')].map((j) =>
        settle(r.render(j), since),
      ),
    );
    expect(results[0]).toMatchObject({ error: 'PDF rendering took longer than 300 ms' });
    expect(results.slice(1).map((x) => ('text' in x ? x.text : x.error))).toEqual([
      'next',
      'after',
    ]);
    // They did not wait for the stuck job's 10 s: its thread was replaced after 300 ms.
    expect(results[2]!.ms).toBeLessThan(5_000);
  });

  it('fails only its own job when a thread overruns or crashes next to a busy one', async () => {
    const r = pool({ threads: 2, timeoutMs: 400 });
    await Promise.all([r.render(slow(0)), r.render(slow(0))]);
    const since = performance.now();
    const [stuck, busy, crashed, later] = await Promise.all(
      [slow(10_000, 'stuck'), slow(300, 'busy'), crash, slow(10, 'later')].map((j) =>
        settle(r.render(j), since),
      ),
    );
    expect(stuck).toMatchObject({ error: 'PDF rendering took longer than 400 ms' });
    expect(busy).toMatchObject({ text: 'busy' });
    expect(crashed).toMatchObject({ error: 'the slow worker crashed on purpose' });
    expect(later).toMatchObject({ text: 'later' });
  });

  it("fails only its own job when a thread runs out of its heap's limit", async () => {
    const r = pool({ threads: 1, timeoutMs: 20_000, heapMb: 16 });
    const [hogged, next] = await Promise.all(
      [hog, slow(10, 'next')].map((j) => settle(r.render(j), performance.now())),
    );
    expect(hogged).toMatchObject({ error: expect.stringMatching(/out of memory/i) as unknown });
    expect(next).toMatchObject({ text: 'next' });
  });

  it('refuses at once beyond the per-owner and the process limits, until a place frees up', async () => {
    const r = pool({ threads: 1, queue: 2, perUser: 2, timeoutMs: 5_000 });
    const a1 = r.reserve('a');
    const a2 = r.reserve('a');
    const third = (() => {
      try {
        r.reserve('a');
      } catch (err) {
        return err;
      }
    })();
    expect(third).toBeInstanceOf(PdfBusyError);
    expect(third).toMatchObject({ reason: 'user', limit: 2 });
    const retry = (third as PdfBusyError).retryAfterSeconds;
    expect(Number.isInteger(retry) && retry >= 1 && retry <= 60).toBe(true);
    // Another owner gets the last place of the three (one thread + two waiting).
    const b1 = r.reserve('b');
    expect(() => r.reserve('c')).toThrow(expect.objectContaining({ reason: 'busy', limit: 3 }));
    expect(() => r.reserve()).toThrow(PdfBusyError);
    // A place is given back when its job is done, or when it is released without one.
    await expect(r.render(slow(0))).rejects.toThrow(PdfBusyError);
    expect(String(await a1.render(slow(20, 'a1')))).toBe('a1');
    const a3 = r.reserve('a');
    b1.release();
    b1.release(); // twice is once
    const c1 = r.reserve('c');
    expect(() => r.reserve('d')).toThrow(expect.objectContaining({ reason: 'busy' }));
    a2.release();
    a3.release();
    c1.release();
    expect(String(await r.render(slow(0, 'free')))).toBe('free');
    // A ticket renders one job only.
    const once = r.reserve('a');
    await once.render(slow(0));
    await expect(once.render(slow(0))).rejects.toThrow(/one job/);
  });

  it('fails a job, rather than waiting for ever, when a thread cannot start', async () => {
    renderer = createThreadRenderer({
      workerUrl: new URL('data:text/javascript,throw new Error("no fonts here")'),
      threads: 1,
      queue: 5,
    });
    await expect(renderer.render(slow(0))).rejects.toThrow(/no fonts here/);
    await expect(renderer.render(slow(0))).rejects.toThrow(/no fonts here/);
  });

  it('fails the running and the waiting jobs when closed', async () => {
    const r = pool({ threads: 1, timeoutMs: 5_000 });
    await r.render(slow(0));
    const running = expect(r.render(slow(2_000))).rejects.toThrow(/closed/);
    const waiting = expect(r.render(slow(0))).rejects.toThrow(/closed/);
    await r.close();
    await Promise.all([running, waiting]);
  });
});

describe('the PDF limits from the environment', () => {
  it('read PDF_THREADS, PDF_QUEUE and PDF_EXPORTS_PER_USER, with defaults', () => {
    expect(pdfLimitsFromEnv({})).toEqual({
      threads: defaultThreads(),
      queue: DEFAULT_PDF_QUEUE,
      perUser: DEFAULT_PDF_EXPORTS_PER_USER,
    });
    expect(
      pdfLimitsFromEnv({ PDF_THREADS: '2', PDF_QUEUE: '0', PDF_EXPORTS_PER_USER: ' 5 ' }),
    ).toEqual({ threads: 2, queue: 0, perUser: 5 });
    expect([1, 2, 4, 8].map(defaultThreads)).toEqual([1, 1, 3, 4]);
  });

  it('stop with the name of a bad value', () => {
    for (const env of [
      { PDF_THREADS: '0' },
      { PDF_THREADS: 'two' },
      { PDF_QUEUE: '-1' },
      { PDF_QUEUE: '1.5' },
      { PDF_EXPORTS_PER_USER: '0' },
    ])
      expect(() => pdfLimitsFromEnv(env)).toThrow(new RegExp(`^${Object.keys(env)[0]} must be`));
  });
});
