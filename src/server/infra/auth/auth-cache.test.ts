import { describe, expect, it } from 'vitest';
import type { SessionWithUser } from './session.queries';
import { AuthCache } from './auth-cache';

const entry = (userId: string, expire = Date.now() + 60_000): SessionWithUser => ({
  sess: { userId, checkedAt: new Date().toISOString(), method: 'email' },
  expire: new Date(expire),
  user: {
    id: userId,
    email: `${userId}@example.com`,
    firstName: null,
    lastName: null,
    profileImageUrl: null,
    credits: 1,
    isAdmin: 0,
    createdAt: new Date(),
  },
});

describe('AuthCache', () => {
  it('serves an entry for its time to live only', () => {
    const cache = new AuthCache(5000);
    cache.set('s1', entry('u1'), 1000);
    expect(cache.get('s1', 5999)?.user.id).toBe('u1');
    expect(cache.get('s1', 6000)).toBeUndefined();
  });

  it('never serves a session past its own expiry', () => {
    const cache = new AuthCache(60_000);
    const now = Date.now();
    cache.set('s1', entry('u1', now + 10), now);
    expect(cache.get('s1', now + 10)).toBeUndefined();
  });

  it('evicts every session of a user whose row changed, and one session by id', () => {
    const cache = new AuthCache();
    const now = Date.now();
    cache.set('a', entry('u1'), now);
    cache.set('b', entry('u1'), now);
    cache.set('c', entry('u2'), now);
    cache.evictUser('u1');
    expect(cache.get('a', now)).toBeUndefined();
    expect(cache.get('b', now)).toBeUndefined();
    expect(cache.get('c', now)?.user.id).toBe('u2');
    cache.evictSid('c');
    expect(cache.get('c', now)).toBeUndefined();
  });

  it('drops the oldest entry when full', () => {
    const cache = new AuthCache(5000, 2);
    const now = Date.now();
    cache.set('a', entry('u1'), now);
    cache.set('b', entry('u2'), now);
    cache.set('c', entry('u3'), now);
    expect(cache.get('a', now)).toBeUndefined();
    expect(cache.get('c', now)?.user.id).toBe('u3');
  });
});
