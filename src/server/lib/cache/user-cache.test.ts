import { describe, expect, it } from 'vitest';
import { UserCache } from './user-cache';

describe('UserCache', () => {
  it('serves a value for its time to live, and not after an eviction', () => {
    const cache = new UserCache<number[]>(1000);
    cache.set('u1', [1], 0);
    expect(cache.get('u1', 999)).toEqual([1]);
    expect(cache.get('u1', 1000)).toBeUndefined();
    cache.set('u1', [2], 2000);
    cache.evict('u1');
    expect(cache.get('u1', 2001)).toBeUndefined();
  });

  it('drops the oldest entry when full', () => {
    const cache = new UserCache<string>(1000, 2);
    cache.set('a', 'A', 0);
    cache.set('b', 'B', 0);
    cache.set('c', 'C', 0);
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('c', 1)).toBe('C');
  });
});
