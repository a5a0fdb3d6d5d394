import { describe, expect, it } from 'vitest';
import { UserCache } from './user-cache';

function clock() {
  const c = { ms: 0, now: () => c.ms };
  return c;
}

/** A load that finishes when the test says so. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('UserCache', () => {
  it('serves a value for its time to live, and not after an eviction', async () => {
    const time = clock();
    const cache = new UserCache<number[]>(1000, 100, time.now);
    expect(await cache.read('u1', '', () => Promise.resolve([1]))).toEqual([1]);
    time.ms = 999;
    expect(await cache.read('u1', '', () => Promise.resolve([9]))).toEqual([1]);
    time.ms = 1000;
    expect(cache.get('u1')).toBeUndefined();
    expect(await cache.read('u1', '', () => Promise.resolve([2]))).toEqual([2]);
    cache.evict('u1');
    expect(cache.get('u1')).toBeUndefined();
  });

  it('keeps a value per key, and drops them all with their user', async () => {
    const cache = new UserCache<string>();
    await cache.read('u1', 'a', () => Promise.resolve('A'));
    await cache.read('u1', 'b', () => Promise.resolve('B'));
    await cache.read('u2', 'a', () => Promise.resolve('other'));
    expect([cache.get('u1', 'a'), cache.get('u1', 'b'), cache.get('u2', 'a')]).toEqual([
      'A',
      'B',
      'other',
    ]);
    cache.evict('u1');
    expect([cache.get('u1', 'a'), cache.get('u1', 'b'), cache.get('u2', 'a')]).toEqual([
      undefined,
      undefined,
      'other',
    ]);
  });

  it('does not keep what a load read before an eviction that happened while it ran', async () => {
    const cache = new UserCache<string>();
    const load = deferred<string>();
    const reading = cache.read('u1', '', () => load.promise);
    cache.evict('u1'); // a write committed while the read was under way
    load.resolve('before the write');
    expect(await reading).toBe('before the write');
    expect(cache.get('u1')).toBeUndefined();
    // Another user's eviction does not stop this user's value from being kept.
    const next = deferred<string>();
    const again = cache.read('u1', '', () => next.promise);
    cache.evict('u2');
    next.resolve('after the write');
    await again;
    expect(cache.get('u1')).toBe('after the write');
  });

  it('drops the oldest user when full, and stays safe when it forgets old evictions', async () => {
    const cache = new UserCache<string>(1000, 2);
    for (const user of ['a', 'b', 'c']) await cache.read(user, '', () => Promise.resolve(user));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toBe('c');

    const load = deferred<string>();
    const reading = cache.read('d', '', () => load.promise);
    for (const user of ['x', 'y', 'd']) cache.evict(user); // more users than it remembers
    load.resolve('stale');
    await reading;
    expect(cache.get('d')).toBeUndefined();
  });
});
