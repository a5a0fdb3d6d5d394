/**
 * A per-user value kept in memory for a few seconds on the embedded database, where every read
 * queues behind the others and this process is the only writer. Every write that changes the
 * value must call `evict(userId)`; on PostgreSQL (several instances) no such cache is used.
 */
export class UserCache<T> {
  private readonly entries = new Map<string, { value: T; until: number }>();

  constructor(
    private readonly ttlMs = 5000,
    private readonly maxEntries = 10_000,
  ) {}

  get(userId: string, now = Date.now()): T | undefined {
    const hit = this.entries.get(userId);
    if (!hit) return undefined;
    if (hit.until <= now) {
      this.entries.delete(userId);
      return undefined;
    }
    return hit.value;
  }

  set(userId: string, value: T, now = Date.now()): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(userId, { value, until: now + this.ttlMs });
  }

  evict(userId: string): void {
    this.entries.delete(userId);
  }
}
