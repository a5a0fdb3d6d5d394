/**
 * One value shared by every user (an anonymous aggregate such as the community benchmark), kept in
 * memory for a short while. The app calls `evict()` after every signed-in write (app.ts); the time
 * limit bounds what other writers leave behind (the CLI, or other instances on PostgreSQL), which
 * is fine for a figure nobody's own data depends on. Readers arriving while a load is under way
 * share it, so a burst of dashboard visits costs one load.
 *
 * A load that was under way when `evict()` was called may have read the data from before the
 * write: its result is answered to those waiting for it but not kept.
 */
export class ValueCache<T> {
  private value: { value: T; until: number } | undefined;
  private pending: { promise: Promise<T>; epoch: number } | undefined;
  private epoch = 0;

  constructor(
    private readonly ttlMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** The kept value, or `load()`'s (one load at a time; kept unless evicted meanwhile). */
  read(load: () => Promise<T>): Promise<T> {
    if (this.value && this.value.until > this.now()) return Promise.resolve(this.value.value);
    if (this.pending?.epoch === this.epoch) return this.pending.promise;
    const epoch = this.epoch;
    const promise = load().then(
      (value) => {
        if (this.epoch === epoch) this.value = { value, until: this.now() + this.ttlMs };
        if (this.pending?.promise === promise) this.pending = undefined;
        return value;
      },
      (err: unknown) => {
        if (this.pending?.promise === promise) this.pending = undefined;
        throw err;
      },
    );
    this.pending = { promise, epoch };
    return promise;
  }

  /** Drops the value, and keeps no load that is under way. */
  evict(): void {
    this.value = undefined;
    this.epoch += 1;
  }
}
