import { createServer, type Server, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authorizedGroups } from '../../db/schema';
import { createLogCapture, testEnv } from '../../test/app';
import { closeServer, listenOnLoopback } from '../../test/local-server';
import { useTestDatabase } from '../../test/use-test-app';
import { createCircleClient } from './circle';
import { createMembershipGate, type MembershipGate } from './gate';

const TOKEN = 'circle-test-token';

interface FakeMember {
  id: number;
  active: boolean;
  /** Access group names, one array per page Circle answers. */
  groupPages: string[][];
}

// A fake Circle Admin API v2 on 127.0.0.1: members by email, their access groups page by page.
let circle: Server;
let circleBase: string;
let members: Map<string, FakeMember>;
/** Makes Circle answer this status, for every request or only for paths containing `path`. */
let failure: { status: number; path?: string } | undefined;
let requests: URL[];
const { lines: logs, logger } = createLogCapture();
const t = useTestDatabase();

function reply(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

beforeAll(async () => {
  circle = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push(url);
    if (req.headers.authorization !== `Token ${TOKEN}`)
      return reply(res, 401, { message: 'bad token' });
    if (failure && url.pathname.includes(failure.path ?? '')) {
      return reply(res, failure.status, { message: 'boom' });
    }
    if (url.pathname === '/api/admin/v2/community_members/search') {
      const email = url.searchParams.get('email') ?? '';
      const member = members.get(email.toLowerCase());
      if (!member) return reply(res, 404, { success: false, message: 'Not found' });
      return reply(res, 200, { id: member.id, email, active: member.active, name: 'Someone' });
    }
    const groups = /^\/api\/admin\/v2\/community_members\/(\d+)\/access_groups$/.exec(url.pathname);
    const member = [...members.values()].find((m) => m.id === Number(groups?.[1]));
    if (groups && member) {
      const page = Number(url.searchParams.get('page') ?? '1');
      const records = (member.groupPages[page - 1] ?? []).map((name, i) => ({ id: i + 1, name }));
      return reply(res, 200, { page, has_next_page: page < member.groupPages.length, records });
    }
    return reply(res, 404, { message: 'Not found' });
  });
  circleBase = `${await listenOnLoopback(circle)}/api/admin/v2`;
});

afterAll(async () => {
  await closeServer(circle);
});

beforeEach(async () => {
  members = new Map();
  failure = undefined;
  requests = [];
  await t.database.db.delete(authorizedGroups);
});

/** The gate as the server builds it from its configuration, with the real Circle client. */
function gateFor(env: Record<string, string>): MembershipGate {
  const parsed = testEnv({ CIRCLE_API_BASE: circleBase, CIRCLE_API_TOKEN: TOKEN, ...env });
  return createMembershipGate({
    provider: parsed.MEMBERSHIP_PROVIDER,
    adminEmails: parsed.ADMIN_EMAILS,
    allowedEmails: parsed.ALLOWED_EMAILS,
    circle:
      parsed.MEMBERSHIP_PROVIDER === 'circle'
        ? createCircleClient({ baseUrl: parsed.CIRCLE_API_BASE, token: TOKEN, logger })
        : undefined,
    db: t.database.db,
    logger,
  });
}

const circleGate = () => gateFor({ MEMBERSHIP_PROVIDER: 'circle' });

async function authorize(...names: string[]) {
  await t.database.db.insert(authorizedGroups).values(names.map((groupName) => ({ groupName })));
}

describe('open membership', () => {
  it('admits any email, not as admin', async () => {
    await expect(
      gateFor({ MEMBERSHIP_PROVIDER: 'open' }).check('anyone@example.com'),
    ).resolves.toEqual({
      admitted: true,
      isAdmin: false,
    });
  });
});

describe('allowlist membership', () => {
  const gate = () =>
    gateFor({
      MEMBERSHIP_PROVIDER: 'allowlist',
      ALLOWED_EMAILS: 'Friend@Example.com, other@example.com',
    });

  it('admits a listed email whatever its case', async () => {
    await expect(gate().check('FRIEND@example.COM')).resolves.toEqual({
      admitted: true,
      isAdmin: false,
    });
    await expect(gate().check(' other@example.com ')).resolves.toEqual({
      admitted: true,
      isAdmin: false,
    });
  });

  it("refuses an email that is not listed with 'not_allowed'", async () => {
    await expect(gate().check('stranger@example.com')).resolves.toEqual({
      admitted: false,
      reason: 'not_allowed',
    });
  });
});

describe('ADMIN_EMAILS', () => {
  it.each(['open', 'allowlist', 'circle'])(
    'admits an admin email as admin under the %s provider, without asking Circle',
    async (provider) => {
      const gate = gateFor({ MEMBERSHIP_PROVIDER: provider, ADMIN_EMAILS: 'Boss@Example.com' });
      await expect(gate.check('boss@EXAMPLE.com')).resolves.toEqual({
        admitted: true,
        isAdmin: true,
      });
      expect(requests).toEqual([]);
    },
  );
});

describe('Circle membership', () => {
  it('admits an active member when no authorised groups are configured, without listing groups', async () => {
    members.set('ann@example.com', { id: 7, active: true, groupPages: [['Anything']] });
    await expect(circleGate().check('Ann@Example.com')).resolves.toEqual({
      admitted: true,
      isAdmin: false,
    });
    expect(requests.map((r) => r.pathname)).toEqual(['/api/admin/v2/community_members/search']);
    expect(requests[0]?.searchParams.get('email')).toBe('ann@example.com');
  });

  it("refuses an email Circle does not know (404) with 'not_member'", async () => {
    await expect(circleGate().check('nobody@example.com')).resolves.toEqual({
      admitted: false,
      reason: 'not_member',
    });
  });

  it("refuses an inactive member with 'inactive'", async () => {
    members.set('gone@example.com', { id: 8, active: false, groupPages: [] });
    await expect(circleGate().check('gone@example.com')).resolves.toEqual({
      admitted: false,
      reason: 'inactive',
    });
  });

  it('admits a member of an authorised group found on the second page of access groups', async () => {
    await authorize('Founders', 'Mentors');
    members.set('bea@example.com', {
      id: 9,
      active: true,
      groupPages: [['Newsletter', 'General'], ['founders']],
    });
    await expect(circleGate().check('bea@example.com')).resolves.toEqual({
      admitted: true,
      isAdmin: false,
    });
    const pages = requests
      .filter((r) => r.pathname.endsWith('/community_members/9/access_groups'))
      .map((r) => r.searchParams.get('page'));
    expect(pages).toEqual(['1', '2']);
  });

  it("refuses a member of none of the authorised groups with 'not_in_group'", async () => {
    await authorize('Founders');
    members.set('cal@example.com', {
      id: 10,
      active: true,
      groupPages: [['General'], ['Newsletter']],
    });
    await expect(circleGate().check('cal@example.com')).resolves.toEqual({
      admitted: false,
      reason: 'not_in_group',
    });
  });

  it('applies a group added to the table at the next check, without a restart', async () => {
    await authorize('Founders');
    members.set('dee@example.com', { id: 11, active: true, groupPages: [['Mentors']] });
    const gate = circleGate();
    await expect(gate.check('dee@example.com')).resolves.toMatchObject({
      admitted: false,
      reason: 'not_in_group',
    });

    await authorize('Mentors');
    await expect(gate.check('dee@example.com')).resolves.toEqual({
      admitted: true,
      isAdmin: false,
    });

    await t.database.db.delete(authorizedGroups);
    await authorize('Founders');
    await expect(gate.check('dee@example.com')).resolves.toMatchObject({
      admitted: false,
      reason: 'not_in_group',
    });
  });

  it("refuses with 'unavailable' when Circle fails (500), never admitting, and logs why", async () => {
    members.set('eve@example.com', { id: 12, active: true, groupPages: [] });
    failure = { status: 500 };
    await expect(circleGate().check('eve@example.com')).resolves.toEqual({
      admitted: false,
      reason: 'unavailable',
    });
    expect(logs.at(-1)).toMatchObject({
      level: 40,
      email: 'eve@example.com',
      err: expect.stringContaining('HTTP 500'),
    });
  });

  it("refuses with 'unavailable' when Circle fails while listing a member's groups", async () => {
    await authorize('Founders');
    members.set('fay@example.com', { id: 13, active: true, groupPages: [['Founders']] });
    failure = { status: 503, path: '/access_groups' };
    await expect(circleGate().check('fay@example.com')).resolves.toEqual({
      admitted: false,
      reason: 'unavailable',
    });
  });
});
