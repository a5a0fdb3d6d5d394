interface Entry<T> {
  value: T;
  until: number;
}

/**
 * Per-user values (a user's assessment list, a dashboard) kept in memory for a few seconds on the
 * embedded database, where every read queues behind the others and this process is the only
 * writer. A write that changes what a user reads must call `evict(userId)`; the app does so after
 * every write request of a signed-in user (app.ts). On PostgreSQL (several instances) no such cache
 * is used.
 *
 * A load that was under way when its user's data was evicted may have read the data from before
 * the write: `read` does not keep its result, so a stale value is never cached.
 */
export class UserCache<T> {
  private readonly users = new Map<string, Map<string, Entry<T>>>();
  /** Counts evictions; each user's latest is in `evictedAt`. */
  private tick = 0;
  private readonly evictedAt = new Map<string, number>();
  /** Loads that began before this tick are not kept (`evictedAt` was cleared then). */
  private floor = 0;

  constructor(
    private readonly ttlMs = 5000,
    private readonly maxUsers = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(userId: string, key = ''): T | undefined {
    const entries = this.users.get(userId);
    const hit = entries?.get(key);
    if (!entries || !hit) return undefined;
    if (hit.until <= this.now()) {
      entries.delete(key);
      if (entries.size === 0) this.users.delete(userId);
      return undefined;
    }
    return hit.value;
  }

  /** The cached value, or `load()`'s, kept unless the user's data was evicted while it loaded. */
  async read(userId: string, key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.get(userId, key);
    if (hit !== undefined) return hit;
    const startedAt = this.tick;
    const value = await load();
    if (startedAt >= this.floor && (this.evictedAt.get(userId) ?? 0) <= startedAt)
      this.set(userId, key, value);
    return value;
  }

  private set(userId: string, key: string, value: T): void {
    let entries = this.users.get(userId);
    if (!entries) {
      if (this.users.size >= this.maxUsers) {
        const oldest = this.users.keys().next().value;
        if (oldest !== undefined) this.users.delete(oldest);
      }
      entries = new Map();
      this.users.set(userId, entries);
    }
    entries.set(key, { value, until: this.now() + this.ttlMs });
  }

  /** Drops every value of the user, and any load of theirs under way. */
  evict(userId: string): void {
    this.users.delete(userId);
    this.tick += 1;
    if (this.evictedAt.size >= this.maxUsers) {
      this.evictedAt.clear();
      this.floor = this.tick;
    }
    this.evictedAt.set(userId, this.tick);
  }
}
