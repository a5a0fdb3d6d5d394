// A stand-in PDF thread for renderer.test.ts, speaking thread.ts's messages: `ready` once, then
// one answer per job. A job `{ kind: 'slow', ms, text }` holds its thread for `ms` ms (as a long
// layout does: the thread does nothing else meanwhile), then answers `text` as the file's bytes;
// `{ kind: 'crash' }` ends the thread with an uncaught error, `{ kind: 'hog' }` by filling its heap.
import { parentPort } from 'node:worker_threads';

const port = parentPort;
if (!port) throw new Error('slow-worker runs as a worker thread');

const clock = new Int32Array(new SharedArrayBuffer(4));

port.on('message', ({ id, job }) => {
  if (job.kind === 'crash') {
    setImmediate(() => {
      throw new Error('the slow worker crashed on purpose');
    });
    return;
  }
  if (job.kind === 'hog') {
    const kept = [];
    for (;;) kept.push(new Array(100_000).fill(kept.length));
  }
  Atomics.wait(clock, 0, 0, job.ms);
  const bytes = new TextEncoder().encode(job.text);
  port.postMessage({ id, pdf: bytes }, [bytes.buffer]);
});

port.postMessage({ ready: true });
