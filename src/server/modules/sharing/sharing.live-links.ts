import { ExpiringMap } from '../../infra/cache/expiring-map';

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
  private readonly links: ExpiringMap<LiveLink>;

  constructor(ttlMs = 5_000, max = 10_000) {
    this.links = new ExpiringMap(ttlMs, max, (link) => link.expiresAt.getTime());
  }

  /** The kept link of `hash` while it is fresh and not expired at `now`, else undefined. */
  get(hash: string, now: Date): LiveLink | undefined {
    return this.links.get(hash, now.getTime());
  }

  set(hash: string, link: LiveLink, now: Date): void {
    this.links.set(hash, link, now.getTime());
  }

  clear(): void {
    this.links.clear();
  }
}
