import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ADMIN_MESSAGES,
  ADMIN_PATHS,
  accessGroupSchema,
  type AccessGroup,
} from '@shared/contracts/admin';
import { MESSAGES } from '@shared/errors';
import { authorizedGroups } from '../../db/schema';
import { createLogCapture } from '../../test/app';
import type { SignedIn } from '../../test/api';
import { useTestApp } from '../../test/use-test-app';
import { createMembershipGate, type CircleDirectory } from '../../infra/membership/gate';
import { adminAndMember, deleteRequest } from './admin.test-support';

const t = useTestApp();
let admin: SignedIn;

beforeAll(async () => {
  ({ admin } = await adminAndMember(t.ctx));
});
beforeEach(async () => {
  await t.database.db.delete(authorizedGroups);
});

const addGroup = (groupName: unknown) => admin.api.post(ADMIN_PATHS.accessGroups, { groupName });
const removeGroup = (name: string) =>
  deleteRequest(t.ctx, ADMIN_PATHS.accessGroup(name), admin.cookie);

async function groupNames() {
  const res = await admin.api.get(ADMIN_PATHS.accessGroups);
  expect(res.status).toBe(200);
  return accessGroupSchema
    .array()
    .parse(await res.json())
    .map((g) => g.groupName);
}

describe('POST /api/admin/access-groups', () => {
  it('adds the trimmed name and answers 201 with the group', async () => {
    const res = await addGroup('  Founders  ');
    expect(res.status).toBe(201);
    const group = accessGroupSchema.parse(await res.json());
    expect(group.groupName).toBe('Founders');
    expect(await groupNames()).toEqual(['Founders']);
  });

  it.each(['Founders', 'founders', '  FOUNDERS  '])(
    'refuses %j with 409 when "Founders" is already authorized',
    async (name) => {
      expect((await addGroup('Founders')).status).toBe(201);
      const res = await addGroup(name);
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({
        message: `The group "${name.trim()}" is already authorized`,
      });
      expect(await groupNames()).toEqual(['Founders']);
    },
  );

  it('adds exactly one of concurrent additions of the same name in different cases', async () => {
    const variants = [
      'Alumni',
      'alumni',
      'ALUMNI',
      'aLuMnI',
      'AlUmNi',
      'alUMNI',
      'ALumni',
      'Alumni',
    ];
    for (let round = 1; round <= 3; round++) {
      const names = variants.map((v, i) => (i === 3 ? `  ${v} ${round}  ` : `${v} ${round}`));
      const statuses = await Promise.all(names.map(async (n) => (await addGroup(n)).status));
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(names.length - 1);
    }
    expect(await groupNames()).toHaveLength(3);
  });

  it.each([
    { name: '', message: ADMIN_MESSAGES.groupNameRequired },
    { name: '   ', message: ADMIN_MESSAGES.groupNameRequired },
    { name: undefined, message: ADMIN_MESSAGES.groupNameRequired },
    { name: 42, message: ADMIN_MESSAGES.groupNameRequired },
    { name: 'x'.repeat(101), message: ADMIN_MESSAGES.groupNameTooLong },
  ])('refuses the name $name with 400 "$message"', async ({ name, message }) => {
    const res = await addGroup(name);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message });
    expect(await groupNames()).toEqual([]);
  });

  it('accepts a name of exactly 100 characters', async () => {
    expect((await addGroup('y'.repeat(100))).status).toBe(201);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await admin.api.post(ADMIN_PATHS.accessGroups, 'groupName=Founders');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: MESSAGES.badJson });
  });
});

describe('GET /api/admin/access-groups', () => {
  it('lists the groups oldest first with id, name and the date added', async () => {
    for (const name of ['Cohort A', 'Cohort B', 'Cohort C']) await addGroup(name);
    const res = await admin.api.get(ADMIN_PATHS.accessGroups);
    const groups = accessGroupSchema.array().parse(await res.json());
    expect(groups.map((g) => g.groupName)).toEqual(['Cohort A', 'Cohort B', 'Cohort C']);
    const times = groups.map((g) => Date.parse(g.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });
});

describe('DELETE /api/admin/access-groups/{groupName}', () => {
  it('removes "Founders & Friends / 2026" through its URL-encoded path', async () => {
    const name = 'Founders & Friends / 2026';
    expect((await addGroup(name)).status).toBe(201);
    await addGroup('Stays');
    const path = ADMIN_PATHS.accessGroup(name);
    expect(path).toBe('/api/admin/access-groups/Founders%20%26%20Friends%20%2F%202026');
    const res = await removeGroup(name);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ deleted: name });
    expect(await groupNames()).toEqual(['Stays']);
  });

  it.each(['100% Club', 'Café Ünited', 'a+b=c?#x', 'Tab\there'])(
    'removes %j, whose name needs escaping in a path',
    async (name) => {
      expect((await addGroup(name)).status).toBe(201);
      const res = await removeGroup(name);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ deleted: name });
      expect(await groupNames()).toEqual([]);
    },
  );

  it('removes a group whatever the case of the name in the path', async () => {
    await addGroup('Mentors');
    const res = await removeGroup('MENTORS');
    expect(await res.json()).toEqual({ deleted: 'Mentors' });
    expect(await groupNames()).toEqual([]);
  });

  it('answers 404 for a name with a NUL character (%00), which no group can have', async () => {
    await addGroup('Mentors');
    expect(ADMIN_PATHS.accessGroup('Men\u0000tors')).toMatch(/Men%00tors$/);
    const res = await removeGroup('Men\u0000tors');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ message: ADMIN_MESSAGES.groupNotFound('Mentors') });
    expect(await groupNames()).toEqual(['Mentors']);
  });

  it('answers 404 for a group that is not authorized', async () => {
    const res = await removeGroup('Nobody Here');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({
      message: ADMIN_MESSAGES.groupNotFound('Nobody Here'),
    });
  });
});

describe('the membership gate', () => {
  const memberEmail = 'circle.member@example.com';
  // A fake Circle directory (the gate's interface): one active member in the 'Early Adopters' group.
  const directory: CircleDirectory = {
    findMember: async (email) => (email === memberEmail ? { id: 7, email, active: true } : null),
    listMemberGroups: async (id) => (id === 7 ? ['Early Adopters'] : []),
  };
  const gate = () =>
    createMembershipGate({
      provider: 'circle',
      adminEmails: [],
      allowedEmails: [],
      circle: directory,
      db: t.database.db,
      logger: createLogCapture().logger,
    });

  it('admits the member as soon as an admin authorizes their group, and refuses once removed', async () => {
    const membership = gate();
    expect((await addGroup('Alumni')).status).toBe(201);
    expect(await membership.check(memberEmail)).toEqual({
      admitted: false,
      reason: 'not_in_group',
    });
    const added = (await (await addGroup('early adopters')).json()) as AccessGroup;
    expect(await membership.check(memberEmail)).toEqual({ admitted: true, isAdmin: false });
    expect((await removeGroup(added.groupName)).status).toBe(200);
    expect(await membership.check(memberEmail)).toEqual({
      admitted: false,
      reason: 'not_in_group',
    });
  });
});
