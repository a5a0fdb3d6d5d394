import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { closeServer, listenOnLoopback } from '../../test/local-server';
import { createCircleClient, type CircleClientOptions } from './circle';
import { MembershipUnavailableError } from './gate';

// A fake Circle on 127.0.0.1: each test sets `handle`, and every request is recorded.
type Handler = (req: IncomingMessage, res: ServerResponse, url: URL) => void;
interface Recorded {
  rawUrl: string;
  url: URL;
  headers: IncomingMessage['headers'];
}

let server: Server;
let baseUrl: string;
let handle: Handler;
let requests: Recorded[];

function reply(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

const ann = { id: 42, email: 'ann@example.com', active: true, name: 'Ann', member_tags: [] };

function client(overrides: Partial<CircleClientOptions> = {}) {
  return createCircleClient({ baseUrl, token: 'secret-token', retryBaseMs: 1, ...overrides });
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push({ rawUrl: req.url ?? '', url, headers: req.headers });
    handle(req, res, url);
  });
  baseUrl = `${await listenOnLoopback(server)}/api/admin/v2`;
});

afterAll(async () => {
  await closeServer(server);
});

beforeEach(() => {
  requests = [];
  handle = (_req, res) => reply(res, 500, { message: 'no handler set' });
});

describe('findMember', () => {
  it('finds an active member, sending the token and the url-encoded email', async () => {
    handle = (_req, res) => reply(res, 200, ann);

    await expect(client().findMember('ann+work@example.com')).resolves.toEqual({
      id: 42,
      email: 'ann@example.com',
      active: true,
    });

    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.url.pathname).toBe('/api/admin/v2/community_members/search');
    expect(request?.rawUrl).toContain('email=ann%2Bwork%40example.com');
    expect(request?.url.searchParams.get('email')).toBe('ann+work@example.com');
    expect(request?.headers.authorization).toBe('Token secret-token');
    expect(request?.headers.accept).toBe('application/json');
  });

  it('accepts a base URL that ends with a slash', async () => {
    handle = (_req, res) => reply(res, 200, ann);
    await client({ baseUrl: `${baseUrl}/` }).findMember('ann@example.com');
    expect(requests[0]?.url.pathname).toBe('/api/admin/v2/community_members/search');
  });

  it('answers null when Circle does not know the email (404)', async () => {
    handle = (_req, res) => reply(res, 404, { success: false, message: 'Not found' });
    await expect(client().findMember('nobody@example.com')).resolves.toBeNull();
  });

  it('returns an inactive member with active false', async () => {
    handle = (_req, res) => reply(res, 200, { ...ann, active: false });
    await expect(client().findMember('ann@example.com')).resolves.toMatchObject({ active: false });
  });
});

describe('listMemberGroups', () => {
  it('collects the group names of every page, in order', async () => {
    const pages: Record<string, string[]> = {
      '1': ['Alpha', 'Beta'],
      '2': ['Gamma'],
      '3': ['Delta'],
    };
    handle = (_req, res, url) => {
      const page = url.searchParams.get('page') ?? '';
      reply(res, 200, {
        page: Number(page),
        per_page: 100,
        has_next_page: page !== '3',
        count: 4,
        page_count: 3,
        records: (pages[page] ?? []).map((name, i) => ({ id: i, name, status: 'active' })),
      });
    };

    await expect(client().listMemberGroups(42)).resolves.toEqual([
      'Alpha',
      'Beta',
      'Gamma',
      'Delta',
    ]);
    expect(requests.map((r) => r.url.pathname)).toEqual(
      Array(3).fill('/api/admin/v2/community_members/42/access_groups'),
    );
    expect(requests.map((r) => r.url.searchParams.get('page'))).toEqual(['1', '2', '3']);
    expect(requests.every((r) => r.url.searchParams.get('per_page') === '100')).toBe(true);
  });

  it('gives up as unavailable when Circle never stops reporting a next page', async () => {
    handle = (_req, res) =>
      reply(res, 200, { has_next_page: true, records: [{ id: 1, name: 'A' }] });
    await expect(client().listMemberGroups(42)).rejects.toThrow(MembershipUnavailableError);
    expect(requests).toHaveLength(50);
  });
});

describe('when Circle rate limits', () => {
  it('retries after a 429 and then succeeds', async () => {
    const warnings: object[] = [];
    handle = (_req, res) =>
      requests.length === 1 ? reply(res, 429, { message: 'slow down' }) : reply(res, 200, ann);

    const found = await client({ logger: { warn: (obj) => warnings.push(obj) } }).findMember(
      'ann@example.com',
    );

    expect(found?.id).toBe(42);
    expect(requests).toHaveLength(2);
    expect(warnings).toHaveLength(1);
  });

  it('honours Retry-After rather than its own back-off', async () => {
    handle = (_req, res) =>
      requests.length === 1 ? reply(res, 429, {}, { 'retry-after': '0' }) : reply(res, 200, ann);
    const started = Date.now();
    // Its own back-off would wait the 5 s cap; Retry-After: 0 means at once.
    await expect(
      client({ retryBaseMs: 60_000 }).findMember('ann@example.com'),
    ).resolves.toBeTruthy();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(requests).toHaveLength(2);
  });

  it('refuses as unavailable once the retries are spent', async () => {
    handle = (_req, res) => reply(res, 429, { message: 'slow down' });
    await expect(client({ maxRetries: 2 }).findMember('ann@example.com')).rejects.toThrow(
      MembershipUnavailableError,
    );
    expect(requests).toHaveLength(3);
  });
});

describe('when Circle cannot answer', () => {
  it('treats a 500 as unavailable, without retrying', async () => {
    handle = (_req, res) => reply(res, 500, { message: 'boom' });
    await expect(client().findMember('ann@example.com')).rejects.toThrow(/failing \(HTTP 500\)/);
    expect(requests).toHaveLength(1);
  });

  it('treats a refused token (401) as unavailable', async () => {
    handle = (_req, res) => reply(res, 401, { message: 'unauthorized' });
    const result = client().findMember('ann@example.com');
    await expect(result).rejects.toThrow(MembershipUnavailableError);
    await expect(result).rejects.toThrow(/API token/);
  });

  it('treats a server slower than timeoutMs as unavailable', async () => {
    handle = (_req, res) => setTimeout(() => reply(res, 200, ann), 1000).unref();
    await expect(client({ timeoutMs: 100 }).findMember('ann@example.com')).rejects.toThrow(
      /did not answer within 100 ms/,
    );
  });

  it('treats malformed JSON as unavailable', async () => {
    handle = (_req, res) => reply(res, 200, '{"id": 42, "email":');
    await expect(client().findMember('ann@example.com')).rejects.toThrow(
      MembershipUnavailableError,
    );
  });

  it('treats a member of the wrong shape as unavailable rather than guessing', async () => {
    handle = (_req, res) => reply(res, 200, { id: '42', email: 'ann@example.com' });
    await expect(client().findMember('ann@example.com')).rejects.toThrow(
      MembershipUnavailableError,
    );
  });

  it('treats an unreachable Circle as unavailable', async () => {
    const closed = createServer();
    const closedUrl = await listenOnLoopback(closed);
    await closeServer(closed);
    await expect(client({ baseUrl: closedUrl }).findMember('ann@example.com')).rejects.toThrow(
      /could not be reached/,
    );
  });
});

describe('cache', () => {
  it('asks Circle once for two lookups of the same email within the ttl, whatever its case', async () => {
    handle = (_req, res) => reply(res, 200, ann);
    const circle = client();
    await circle.findMember('ann@example.com');
    await expect(circle.findMember('ANN@example.com')).resolves.toMatchObject({ id: 42 });
    expect(requests).toHaveLength(1);
  });

  it('asks Circle once for the groups of the same member within the ttl', async () => {
    handle = (_req, res) =>
      reply(res, 200, { has_next_page: false, records: [{ id: 1, name: 'A' }] });
    const circle = client();
    await circle.listMemberGroups(42);
    await expect(circle.listMemberGroups(42)).resolves.toEqual(['A']);
    expect(requests).toHaveLength(1);
  });

  it('asks again once the ttl has passed', async () => {
    handle = (_req, res) => reply(res, 200, ann);
    const circle = client({ cacheTtlMs: 5 });
    await circle.findMember('ann@example.com');
    await sleep(20);
    await circle.findMember('ann@example.com');
    expect(requests).toHaveLength(2);
  });

  it('does not cache a failure', async () => {
    handle = (_req, res) => (requests.length === 1 ? reply(res, 500, {}) : reply(res, 200, ann));
    const circle = client();
    await expect(circle.findMember('ann@example.com')).rejects.toThrow(MembershipUnavailableError);
    await expect(circle.findMember('ann@example.com')).resolves.toMatchObject({ id: 42 });
    expect(requests).toHaveLength(2);
  });

  it('does not cache "not a member", so someone who has just joined gets in at once', async () => {
    handle = (_req, res) => (requests.length === 1 ? reply(res, 404, {}) : reply(res, 200, ann));
    const circle = client();
    await expect(circle.findMember('ann@example.com')).resolves.toBeNull();
    await expect(circle.findMember('ann@example.com')).resolves.toMatchObject({ id: 42 });
  });
});
