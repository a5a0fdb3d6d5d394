import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { MembershipUnavailableError, type CircleDirectory, type CircleMember } from './gate';

export interface CircleClientOptions {
  /** Admin API v2 root, e.g. `https://app.circle.so/api/admin/v2` (a trailing '/' is fine). */
  baseUrl: string;
  token: string;
  fetch?: typeof fetch;
  /** Per request, body included. */
  timeoutMs?: number;
  cacheTtlMs?: number;
  /** Retries after a 429; nothing else is retried. */
  maxRetries?: number;
  retryBaseMs?: number;
  logger?: { warn(obj: object, msg?: string): void };
}

// Circle sends much more (profile fields, tags, gamification); only these decide admission.
const memberSchema = z.object({ id: z.number().int(), email: z.string(), active: z.boolean() });
const groupsPageSchema = z.object({
  has_next_page: z.boolean(),
  records: z.array(z.object({ name: z.string() })),
});

const PER_PAGE = 100;
// 5,000 access groups for one member is Circle misbehaving, not a real community.
const MAX_PAGES = 50;
const MAX_CACHE_ENTRIES = 1000;
// Someone is waiting on the sign-in page: a long Retry-After is not honoured in full.
const MAX_RETRY_WAIT_MS = 5000;
const NOT_FOUND = Symbol('not found');

// Frees the connection; a body that fails while being dropped changes nothing we decide.
const discard = (res: Response) => res.body?.cancel().catch(() => undefined);

function createTtlCache<K, V>(ttlMs: number) {
  const entries = new Map<K, { value: V; expiresAt: number }>();
  return {
    get(key: K): V | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt > Date.now()) return entry.value;
      entries.delete(key);
      return undefined;
    },
    set(key: K, value: V): void {
      if (ttlMs <= 0) return;
      // Deleting first moves a refreshed key to the end, so the first key is always the oldest.
      entries.delete(key);
      entries.set(key, { value, expiresAt: Date.now() + ttlMs });
      if (entries.size > MAX_CACHE_ENTRIES) entries.delete(entries.keys().next().value as K);
    },
  };
}

function describeStatus(status: number): string {
  if (status === 401 || status === 403) {
    return `Circle refused the API token (HTTP ${status}); check CIRCLE_API_TOKEN`;
  }
  if (status >= 500) return `Circle is failing (HTTP ${status})`;
  return `Circle answered with unexpected HTTP ${status}`;
}

/**
 * Circle Admin API v2 client behind the membership gate. Any answer other than a clear "found" or
 * "not found" (outage, timeout, bad token, rate limiting past `maxRetries`, a body of the wrong
 * shape) throws `MembershipUnavailableError`, so the gate refuses rather than guessing. Successful
 * answers are cached for `cacheTtlMs`, except "not a member": someone who has just joined the
 * community from the refusal page must be let in on their next attempt.
 */
export function createCircleClient(options: CircleClientOptions): CircleDirectory {
  const {
    token,
    fetch: fetchImpl = fetch,
    timeoutMs = 5000,
    cacheTtlMs = 60_000,
    maxRetries = 3,
    retryBaseMs = 250,
    logger,
  } = options;
  const root = new URL(options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`);
  // docs/product-decisions.md ('Identity, sign-in and membership') specifies the `Token` scheme;
  // Circle's quick start also shows `Bearer`. A wrong scheme answers 401, which refuses sign-ins as
  // "unavailable" rather than admitting anyone.
  const headers = { Authorization: `Token ${token}`, Accept: 'application/json' };
  const members = createTtlCache<string, CircleMember>(cacheTtlMs);
  const groups = createTtlCache<number, string[]>(cacheTtlMs);

  const unavailable = (err: unknown, doing: string) =>
    err instanceof Error && err.name === 'TimeoutError'
      ? new MembershipUnavailableError(`Circle did not answer within ${timeoutMs} ms`, {
          cause: err,
        })
      : new MembershipUnavailableError(`Circle could not be reached while ${doing}`, {
          cause: err,
        });

  function retryDelayMs(retryAfter: string | null, attempt: number): number {
    const seconds = retryAfter?.trim() ? Number(retryAfter) : NaN;
    const wanted = seconds >= 0 ? seconds * 1000 : retryBaseMs * 2 ** attempt;
    return Math.min(wanted, MAX_RETRY_WAIT_MS);
  }

  async function send(url: URL): Promise<Response> {
    for (let attempt = 0; ; attempt++) {
      let res: Response;
      try {
        res = await fetchImpl(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
      } catch (err) {
        throw unavailable(err, 'sending the request');
      }
      if (res.status !== 429) return res;
      await discard(res);
      if (attempt >= maxRetries) {
        throw new MembershipUnavailableError(
          `Circle is still rate limiting (HTTP 429) after ${maxRetries} retries`,
        );
      }
      const waitMs = retryDelayMs(res.headers.get('retry-after'), attempt);
      logger?.warn(
        { path: url.pathname, retry: attempt + 1, waitMs },
        'Circle rate limited; retrying',
      );
      await sleep(waitMs);
    }
  }

  async function getJson<T>(url: URL, schema: z.ZodType<T>): Promise<T | typeof NOT_FOUND> {
    const res = await send(url);
    if (res.status !== 200) {
      await discard(res);
      if (res.status === 404) return NOT_FOUND;
      throw new MembershipUnavailableError(describeStatus(res.status));
    }
    let body: unknown;
    try {
      body = await res.json();
    } catch (err) {
      if (err instanceof SyntaxError) {
        throw new MembershipUnavailableError('Circle answered with a body that is not JSON', {
          cause: err,
        });
      }
      throw unavailable(err, 'reading the answer');
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      throw new MembershipUnavailableError(
        `Circle answered ${url.pathname} in an unexpected shape`,
        { cause: parsed.error },
      );
    }
    return parsed.data;
  }

  return {
    async findMember(email) {
      const key = email.trim().toLowerCase();
      const cached = members.get(key);
      if (cached) return cached;
      const url = new URL('community_members/search', root);
      url.searchParams.set('email', email.trim());
      const member = await getJson(url, memberSchema);
      if (member === NOT_FOUND) return null;
      members.set(key, member);
      return member;
    },

    async listMemberGroups(memberId) {
      const cached = groups.get(memberId);
      if (cached) return [...cached];
      const names: string[] = [];
      for (let page = 1; page <= MAX_PAGES; page++) {
        const url = new URL(
          `community_members/${encodeURIComponent(memberId)}/access_groups`,
          root,
        );
        url.searchParams.set('page', String(page));
        url.searchParams.set('per_page', String(PER_PAGE));
        const body = await getJson(url, groupsPageSchema);
        // The member was found a moment ago, so a 404 here is Circle being inconsistent.
        if (body === NOT_FOUND) {
          throw new MembershipUnavailableError(
            `Circle has no access groups for member ${memberId}`,
          );
        }
        names.push(...body.records.map((group) => group.name));
        if (!body.has_next_page) {
          groups.set(memberId, names);
          return [...names];
        }
      }
      throw new MembershipUnavailableError(
        `Circle still reported more access groups after ${MAX_PAGES} pages`,
      );
    },
  };
}
