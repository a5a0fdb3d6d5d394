import { ExpiringMap } from '../cache/expiring-map';
import type { SessionWithUser } from './session.queries';

/**
 * Signed-in reads on the embedded database cost one queued round trip each, so the session and its
 * user are kept in memory for a few seconds. Only used on PGlite, where this process is the only
 * writer: every write to a user or a session in this process evicts the entry (see `evictUser`),
 * so nothing stale is ever served. On PostgreSQL (several instances) there is no cache.
 */
export class AuthCache {
  private readonly entries: ExpiringMap<SessionWithUser>;

  constructor(ttlMs = 5000, maxEntries = 10_000) {
    this.entries = new ExpiringMap(ttlMs, maxEntries, (value) => value.expire.getTime());
  }

  get(sid: string, now: number): SessionWithUser | undefined {
    return this.entries.get(sid, now);
  }

  set(sid: string, value: SessionWithUser, now: number): void {
    this.entries.set(sid, value, now);
  }

  evictSid(sid: string): void {
    this.entries.delete(sid);
  }

  /** Call after any change to a user row (credits, admin flag, names). */
  evictUser(userId: string): void {
    this.entries.deleteWhere((value) => value.user.id === userId);
  }
}
