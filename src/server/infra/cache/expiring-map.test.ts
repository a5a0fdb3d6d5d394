import { describe, expect, it } from 'vitest';
import { ExpiringMap } from './expiring-map';

describe('ExpiringMap', () => {
  it('keeps a value for its time to live, or until the value itself ends', () => {
    const map = new ExpiringMap<{ ends: number }>(1000, 10, (v) => v.ends);
    map.set('a', { ends: 5000 }, 0);
    map.set('b', { ends: 500 }, 0);
    expect(map.get('a', 999)).toEqual({ ends: 5000 });
    expect(map.get('a', 1000)).toBeUndefined();
    expect(map.get('b', 499)).toEqual({ ends: 500 });
    expect(map.get('b', 500)).toBeUndefined();
  });

  it('drops the oldest entry when full, and entries by key, by match or all at once', () => {
    const map = new ExpiringMap<string>(1000, 2);
    map.set('a', 'x', 0);
    map.set('b', 'y', 0);
    map.set('c', 'y', 0);
    expect(map.get('a', 1)).toBeUndefined();
    expect(map.get('b', 1)).toBe('y');
    map.deleteWhere((v) => v === 'y');
    expect(map.get('b', 1)).toBeUndefined();
    expect(map.get('c', 1)).toBeUndefined();
    map.set('d', 'z', 0);
    map.delete('d');
    expect(map.get('d', 1)).toBeUndefined();
    map.set('e', 'z', 0);
    map.clear();
    expect(map.get('e', 1)).toBeUndefined();
  });
});
