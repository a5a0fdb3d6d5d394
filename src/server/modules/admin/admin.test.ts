import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_MESSAGES,
  ADMIN_PATHS,
  adminUserSchema,
  creditHistoryEntrySchema,
} from '@shared/contracts/admin';
import { MESSAGES } from '@shared/errors';
import { apiClient, signedInUser, type SignedIn } from '../../test/api';
import { useTestApp } from '../../test/use-test-app';
import { adminAndMember, deleteRequest } from './admin.test-support';

const t = useTestApp();
let admin: SignedIn;
let member: SignedIn;

beforeAll(async () => {
  ({ admin, member } = await adminAndMember(t.ctx));
});

interface AdminCall {
  name: string;
  /** Sends the call with this cookie (none: signed out); `tag` keeps names of different runs apart. */
  send: (cookie: string | undefined, tag: string) => Promise<Response>;
  okStatus: number;
}

const calls: AdminCall[] = [
  {
    name: 'GET /api/admin/users',
    send: (cookie) => apiClient(t.ctx, cookie).get(ADMIN_PATHS.users),
    okStatus: 200,
  },
  {
    name: 'POST /api/admin/grant-credits',
    send: (cookie) =>
      apiClient(t.ctx, cookie).post(ADMIN_PATHS.grantCredits, {
        userId: member.user.id,
        amount: 1,
      }),
    okStatus: 200,
  },
  {
    name: 'GET /api/admin/access-groups',
    send: (cookie) => apiClient(t.ctx, cookie).get(ADMIN_PATHS.accessGroups),
    okStatus: 200,
  },
  {
    name: 'POST /api/admin/access-groups',
    send: (cookie, tag) =>
      apiClient(t.ctx, cookie).post(ADMIN_PATHS.accessGroups, { groupName: `Added ${tag}` }),
    okStatus: 201,
  },
  {
    name: 'DELETE /api/admin/access-groups/{groupName}',
    send: async (cookie, tag) => {
      const name = `Removed ${tag}`;
      await admin.api.post(ADMIN_PATHS.accessGroups, { groupName: name });
      return deleteRequest(t.ctx, ADMIN_PATHS.accessGroup(name), cookie);
    },
    okStatus: 200,
  },
  {
    name: 'GET /api/admin/users/{id}/credits',
    send: (cookie) => apiClient(t.ctx, cookie).get(ADMIN_PATHS.userCredits(member.user.id)),
    okStatus: 200,
  },
];

describe.each(calls)('$name', ({ send, okStatus }) => {
  it('answers 401 JSON when signed out', async () => {
    const res = await send(undefined, 'signed-out');
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ message: MESSAGES.unauthorized });
  });

  it('answers 403 JSON to a member', async () => {
    const res = await send(member.cookie, 'member');
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ message: MESSAGES.forbidden });
  });

  it(`answers ${okStatus} to an admin`, async () => {
    const res = await send(admin.cookie, 'admin');
    expect(res.status).toBe(okStatus);
  });
});

describe('refused calls change nothing', () => {
  it('leaves balances and groups as they were after a member tried every write', async () => {
    const target = await signedInUser(t.ctx);
    await admin.api.post(ADMIN_PATHS.accessGroups, { groupName: 'Kept group' });
    const before = await (await admin.api.get(ADMIN_PATHS.accessGroups)).json();
    await member.api.post(ADMIN_PATHS.grantCredits, { userId: target.user.id, amount: 50 });
    await member.api.post(ADMIN_PATHS.accessGroups, { groupName: 'Sneaky group' });
    await deleteRequest(t.ctx, ADMIN_PATHS.accessGroup('Kept group'), member.cookie);
    await deleteRequest(t.ctx, ADMIN_PATHS.accessGroup('Kept group'));
    expect(await (await admin.api.get(ADMIN_PATHS.accessGroups)).json()).toEqual(before);
    const history = (await (
      await admin.api.get(ADMIN_PATHS.userCredits(target.user.id))
    ).json()) as unknown[];
    expect(history).toHaveLength(1);
  });
});

describe('GET /api/admin/users', () => {
  it('lists every user newest first with id, names, email, isAdmin 1 or 0, credits and createdAt', async () => {
    const first = await signedInUser(t.ctx, { firstName: 'First' });
    const second = await signedInUser(t.ctx, { firstName: 'Second', lastName: null });
    const res = await admin.api.get(ADMIN_PATHS.users);
    expect(res.status).toBe(200);
    const list = adminUserSchema.array().parse(await res.json());
    const ids = list.map((u) => u.id);
    expect(ids.indexOf(second.user.id)).toBeLessThan(ids.indexOf(first.user.id));
    expect(ids.indexOf(first.user.id)).toBeLessThan(ids.indexOf(admin.user.id));
    const times = list.map((u) => Date.parse(u.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(list.find((u) => u.id === admin.user.id)).toMatchObject({
      isAdmin: 1,
      firstName: 'Ada',
    });
    expect(list.find((u) => u.id === second.user.id)).toEqual({
      id: second.user.id,
      firstName: 'Second',
      lastName: null,
      email: second.user.email,
      isAdmin: 0,
      credits: 1,
      createdAt: second.user.createdAt.toISOString(),
    });
  });
});

describe('GET /api/admin/users/{id}/credits', () => {
  it('lists the signup and grant rows newest first, with the granting admin as actor', async () => {
    const target = await signedInUser(t.ctx);
    await admin.api.post(ADMIN_PATHS.grantCredits, { userId: target.user.id, amount: 7 });
    const res = await admin.api.get(ADMIN_PATHS.userCredits(target.user.id));
    expect(res.status).toBe(200);
    const history = creditHistoryEntrySchema.array().parse(await res.json());
    expect(history.map(({ delta, reason, actorEmail }) => ({ delta, reason, actorEmail }))).toEqual(
      [
        { delta: 7, reason: 'grant', actorEmail: admin.user.email },
        { delta: 1, reason: 'signup', actorEmail: null },
      ],
    );
    expect(Date.parse(history[0]!.at)).toBeGreaterThanOrEqual(Date.parse(history[1]!.at));
  });

  it('answers 404 for an unknown user id and for something that is not an id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await admin.api.get(ADMIN_PATHS.userCredits(id));
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ message: ADMIN_MESSAGES.userNotFound });
    }
  });
});
