import { describe, expect, it } from 'vitest';
import { ValueCache } from './value-cache';

function clock() {
  const c = { ms: 0, now: () => c.ms };
  return c;
}

/** A load that finishes when the test says so. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (err: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('ValueCache', () => {
  it('serves a value for its time to live, and loads again after it or after an eviction', async () => {
    const time = clock();
    const cache = new ValueCache<number>(1000, time.now);
    expect(await cache.read(() => Promise.resolve(1))).toBe(1);
    time.ms = 999;
    expect(await cache.read(() => Promise.resolve(9))).toBe(1);
    time.ms = 1000;
    expect(await cache.read(() => Promise.resolve(2))).toBe(2);
    cache.evict();
    expect(await cache.read(() => Promise.resolve(3))).toBe(3);
  });

  it('runs one load for readers arriving while it is under way', async () => {
    const cache = new ValueCache<string>();
    const load = deferred<string>();
    let loads = 0;
    const start = () => {
      loads += 1;
      return load.promise;
    };
    const readers = [cache.read(start), cache.read(start), cache.read(start)];
    load.resolve('tally');
    expect(await Promise.all(readers)).toEqual(['tally', 'tally', 'tally']);
    expect(loads).toBe(1);
  });

  it('does not keep a load that began before an eviction, and starts a new one for later readers', async () => {
    const cache = new ValueCache<string>();
    const before = deferred<string>();
    const early = cache.read(() => before.promise);
    cache.evict();
    const late = cache.read(() => Promise.resolve('after the write'));
    before.resolve('before the write');
    expect(await early).toBe('before the write');
    expect(await late).toBe('after the write');
    expect(await cache.read(() => Promise.resolve('not called'))).toBe('after the write');
  });

  it('keeps no failed load: the next reader tries again', async () => {
    const cache = new ValueCache<string>();
    const failing = deferred<string>();
    const first = cache.read(() => failing.promise);
    failing.reject(new Error('database down'));
    await expect(first).rejects.toThrow('database down');
    expect(await cache.read(() => Promise.resolve('back'))).toBe('back');
  });
});
