/**
 * A bounded map whose entries live `ttlMs` from when they were set, or less when the value itself
 * says it ends sooner (a session's or a link's own expiry). The oldest entry goes first when the
 * map is full, so a flood of distinct keys cannot grow it past `max`. The read caches of the
 * embedded database are built on it (signed-in sessions, live mentor links).
 */
export class ExpiringMap<V> {
  private readonly entries = new Map<string, { value: V; until: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly max: number,
    /** When the value itself ends (ms since the epoch), if it can end before the TTL. */
    private readonly endsAt: (value: V) => number = () => Infinity,
  ) {}

  /** The value kept for `key` while it is fresh and has not ended at `now` (ms), else undefined. */
  get(key: string, now: number): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.until <= now || this.endsAt(hit.value) <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return hit.value;
  }

  set(key: string, value: V, now: number): void {
    if (this.entries.size >= this.max) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, until: now + this.ttlMs });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  /** Drops every entry whose value matches. */
  deleteWhere(matches: (value: V) => boolean): void {
    for (const [key, hit] of this.entries) if (matches(hit.value)) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
