import type { SessionWithUser } from './session.queries';

/**
 * Signed-in reads on the embedded database cost one queued round trip each, so the session and its
 * user are kept in memory for a few seconds. Only used on PGlite, where this process is the only
 * writer: every write to a user or a session in this process evicts the entry (see `evictUser`),
 * so nothing stale is ever served. On PostgreSQL (several instances) there is no cache.
 */
export class AuthCache {
  private readonly entries = new Map<string, { value: SessionWithUser; until: number }>();

  constructor(
    private readonly ttlMs = 5000,
    private readonly maxEntries = 10_000,
  ) {}

  get(sid: string, now: number): SessionWithUser | undefined {
    const hit = this.entries.get(sid);
    if (!hit) return undefined;
    if (hit.until <= now || hit.value.expire.getTime() <= now) {
      this.entries.delete(sid);
      return undefined;
    }
    return hit.value;
  }

  set(sid: string, value: SessionWithUser, now: number): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(sid, { value, until: now + this.ttlMs });
  }

  evictSid(sid: string): void {
    this.entries.delete(sid);
  }

  /** Call after any change to a user row (credits, admin flag, names). */
  evictUser(userId: string): void {
    for (const [sid, hit] of this.entries)
      if (hit.value.user.id === userId) this.entries.delete(sid);
  }
}
