/** A live link as a visit found it: whose assessment it opens, and until when. */
export interface LiveLink {
  userId: string;
  assessmentId: string;
  expiresAt: Date;
}

/**
 * Live mentor links found by a visit, kept a few seconds by token hash (embedded database only,
 * like the other read caches): a mentor's page and its refetches look the link up once, not on
 * every read. Every signed-in write empties it (app.ts), so a revoke, a deletion or an account
 * closed ends the link at once; an expiry is checked on every visit against the kept time.
 */
export class LiveLinkCache {
  private readonly links = new Map<string, { link: LiveLink; until: number }>();

  constructor(
    private readonly ttlMs = 5_000,
    private readonly max = 10_000,
  ) {}

  /** The kept link of `hash` while it is fresh and not expired at `now`, else undefined. */
  get(hash: string, now: Date): LiveLink | undefined {
    const kept = this.links.get(hash);
    if (!kept) return undefined;
    if (kept.until <= now.getTime() || kept.link.expiresAt <= now) {
      this.links.delete(hash);
      return undefined;
    }
    return kept.link;
  }

  set(hash: string, link: LiveLink, now: Date): void {
    // Bounded: a flood of distinct tokens cannot grow it past `max` (the oldest go first).
    if (this.links.size >= this.max) {
      const oldest = this.links.keys().next().value;
      if (oldest !== undefined) this.links.delete(oldest);
    }
    this.links.set(hash, { link, until: now.getTime() + this.ttlMs });
  }

  clear(): void {
    this.links.clear();
  }
}
