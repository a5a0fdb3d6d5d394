import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ASSESSMENT_MESSAGES,
  ASSESSMENT_PATHS,
  assessmentListItemSchema,
  assessmentSchema,
  deleteAssessmentResponseSchema,
  saveAssessmentResponseSchema,
  type Assessment,
} from '@shared/contracts/assessments';
import { MESSAGES } from '@shared/errors';
import { assessments, coachingSessions } from '../../db/schema';
import { insertAssessmentRow, signedInUser, type SignedIn } from '../../test/api';
import { creditsOf, ledgerOf } from '../../test/credits';
import { completableForm, form } from '../../test/forms';
import { useTestApp } from '../../test/use-test-app';
import { snapshotsOf, withAssessment } from './assessments.test-support';

const t = useTestApp();

/** PATCH and DELETE as the browser's fetcher sends them (JSON body only when given). */
function send(
  method: 'PATCH' | 'DELETE',
  path: string,
  options: { cookie?: string | undefined; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  return Promise.resolve(
    t.ctx.app.request(path, {
      method,
      headers,
      ...(options.body === undefined
        ? {}
        : {
            body: typeof options.body === 'string' ? options.body : JSON.stringify(options.body),
          }),
    }),
  );
}

const rename = (me: SignedIn, id: string, body: unknown, headers?: Record<string, string>) =>
  send('PATCH', ASSESSMENT_PATHS.one(id), { cookie: me.cookie, body, ...(headers && { headers }) });
const remove = (me: SignedIn, id: string, query = '', headers?: Record<string, string>) =>
  send('DELETE', `${ASSESSMENT_PATHS.one(id)}${query}`, {
    cookie: me.cookie,
    ...(headers && { headers }),
  });

async function read(me: SignedIn, id: string): Promise<Assessment> {
  return assessmentSchema.parse(await (await me.api.get(ASSESSMENT_PATHS.one(id))).json());
}

async function rowOf(id: string) {
  const [row] = await t.database.db.select().from(assessments).where(eq(assessments.id, id));
  return row;
}

async function addCoaching(me: SignedIn, assessmentId: string, sessionNumber: number) {
  await t.database.db
    .insert(coachingSessions)
    .values({ userId: me.user.id, assessmentId, sessionNumber, coachingData: { teach: [] } });
}

describe('reading an assessment after writing it (kept in memory on the embedded database)', () => {
  it('answers every write at once: a save, a rename, a delete', async () => {
    const me = await signedInUser(t.ctx);
    const { id } = await insertAssessmentRow(t.database, me.user.id, { name: 'Cached' });
    const first = await read(me, id);
    expect(await read(me, id)).toEqual(first);
    const formState = {
      ...first.formData,
      region: 'Sub-Saharan Africa' as const,
      country: 'Kenya',
    };
    const saved = await me.api.post(ASSESSMENT_PATHS.one(id), {
      formState,
      completed: false,
      version: first.version,
    });
    expect(saved.status).toBe(200);
    const afterSave = await read(me, id);
    expect(afterSave.formData.country).toBe('Kenya');
    expect(afterSave.version).toBe(first.version + 1);
    expect((await rename(me, id, { name: 'Renamed', version: afterSave.version })).status).toBe(
      200,
    );
    expect((await read(me, id)).name).toBe('Renamed');
    expect((await remove(me, id)).status).toBe(200);
    expect((await me.api.get(ASSESSMENT_PATHS.one(id))).status).toBe(404);
  });

  it("never answers one user's cached assessment to another", async () => {
    const me = await signedInUser(t.ctx);
    const other = await signedInUser(t.ctx);
    const { id } = await insertAssessmentRow(t.database, me.user.id);
    expect((await me.api.get(ASSESSMENT_PATHS.one(id))).status).toBe(200);
    const res = await other.api.get(ASSESSMENT_PATHS.one(id));
    expect(res.status).toBe(404);
  });

  it('answers JSON', async () => {
    const me = await signedInUser(t.ctx);
    const { id } = await insertAssessmentRow(t.database, me.user.id);
    const res = await me.api.get(ASSESSMENT_PATHS.one(id));
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  });
});

describe('PATCH and DELETE /api/assessments/{id} when signed out', () => {
  it('answer 401 JSON and change nothing', async () => {
    const me = await withAssessment(t.ctx);
    const patch = await send('PATCH', ASSESSMENT_PATHS.one(me.id), { body: { name: 'Mine now' } });
    const del = await send('DELETE', ASSESSMENT_PATHS.one(me.id));
    for (const res of [patch, del]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ message: MESSAGES.unauthorized });
    }
    expect(await rowOf(me.id)).toMatchObject({ name: 'Untitled Assessment' });
  });
});

describe('PATCH /api/assessments/{id} (rename)', () => {
  it('renames with the name trimmed, keeping the version and updatedAt of the form', async () => {
    const me = await withAssessment(t.ctx);
    const before = await read(me, me.id);
    const res = await rename(me, me.id, { name: '  Q3 Bakery Review  ', version: before.version });
    expect(res.status).toBe(200);
    expect(saveAssessmentResponseSchema.parse(await res.json())).toEqual({
      id: me.id,
      name: 'Q3 Bakery Review',
      updatedAt: before.updatedAt,
      completedAt: null,
      version: before.version,
    });
    const after = await read(me, me.id);
    expect(after).toEqual({ ...before, name: 'Q3 Bakery Review' });
    const list = assessmentListItemSchema
      .array()
      .parse(await (await me.api.get(ASSESSMENT_PATHS.list)).json());
    expect(list.map((a) => a.name)).toEqual(['Q3 Bakery Review']);
  });

  it('renames without a version, and an open editor’s next save is not a conflict', async () => {
    const me = await withAssessment(t.ctx);
    expect((await rename(me, me.id, { name: 'Renamed' })).status).toBe(200);
    const save = await me.api.post(ASSESSMENT_PATHS.one(me.id), {
      formState: form({ product: { problem: 'Saved after the rename' } }),
      version: 1,
    });
    expect(save.status).toBe(200);
    expect(saveAssessmentResponseSchema.parse(await save.json())).toMatchObject({
      name: 'Renamed',
      version: 2,
    });
  });

  it('refuses a stale version with 409 and the current record, renaming nothing', async () => {
    const me = await withAssessment(t.ctx);
    await me.api.post(ASSESSMENT_PATHS.one(me.id), { formState: form(), version: 1 });
    const current = await read(me, me.id);
    const res = await rename(me, me.id, { name: 'From a stale tab', version: 1 });
    expect(res.status).toBe(409);
    const body = (await res.json()) as { message: string; current: unknown };
    expect(body.message).toBe(ASSESSMENT_MESSAGES.conflict);
    expect(assessmentSchema.parse(body.current)).toEqual(current);
    expect(await read(me, me.id)).toEqual(current);
  });

  it.each([
    ['a blank name', { name: '   ' }, 'Enter a name for the assessment'],
    ['an empty name', { name: '' }, 'Enter a name for the assessment'],
    ['no name', {}, 'Enter a name for the assessment'],
    ['a name that is not text', { name: 42 }, 'Enter a name for the assessment'],
    [
      'a name over 120 characters',
      { name: 'n'.repeat(121) },
      'The name must be at most 120 characters',
    ],
    ['a version that is not whole', { name: 'Ok', version: 1.5 }, 'version must be a whole number'],
    ['a version below 1', { name: 'Ok', version: 0 }, undefined],
    ['broken JSON', '{"name":', MESSAGES.badJson],
  ])('refuses %s with 400 JSON and renames nothing', async (_, body, message) => {
    const me = await withAssessment(t.ctx);
    const res = await rename(me, me.id, body);
    expect(res.status).toBe(400);
    const json = (await res.json()) as { message: string };
    expect(typeof json.message).toBe('string');
    if (message) expect(json.message).toBe(message);
    expect(await rowOf(me.id)).toMatchObject({ name: 'Untitled Assessment', version: 1 });
  });

  it('accepts a name of exactly 120 characters, the limit at creation', async () => {
    const me = await withAssessment(t.ctx);
    const res = await rename(me, me.id, { name: 'n'.repeat(120) });
    expect(res.status).toBe(200);
    expect(await rowOf(me.id)).toMatchObject({ name: 'n'.repeat(120) });
  });

  it('answers 404 for another user’s, an unknown or a malformed id, with or without a version', async () => {
    const me = await signedInUser(t.ctx);
    const other = await withAssessment(t.ctx);
    for (const id of [other.id, randomUUID(), 'not-a-uuid']) {
      for (const version of [undefined, 1]) {
        const res = await rename(me, id, { name: 'Taken', version });
        expect(res.status, `${id} ${version}`).toBe(404);
        expect(await res.json()).toMatchObject({ message: ASSESSMENT_MESSAGES.notFound });
      }
    }
    expect(await rowOf(other.id)).toMatchObject({ name: 'Untitled Assessment' });
  });

  it('refuses a cross-site request with 403', async () => {
    const me = await withAssessment(t.ctx);
    const res = await rename(me, me.id, { name: 'Cross-site' }, { 'sec-fetch-site': 'cross-site' });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ message: 'Cross-site request refused' });
    expect(await rowOf(me.id)).toMatchObject({ name: 'Untitled Assessment' });
  });
});

describe('DELETE /api/assessments/{id}', () => {
  it('deletes it with its snapshots and coaching sessions, and refunds no credit', async () => {
    const me = await signedInUser(t.ctx);
    const created = await me.api.post(ASSESSMENT_PATHS.create, { name: 'Paid for' });
    const { id } = assessmentSchema.parse(await created.json());
    const kept = await insertAssessmentRow(t.database, me.user.id, { name: 'Kept' });
    await me.api.post(ASSESSMENT_PATHS.one(id), {
      formState: completableForm({ product: 2, market: 3, execution: 4 }),
      completed: true,
      version: 1,
    });
    await addCoaching(me, id, 2);
    await addCoaching(me, kept.id, 2);
    expect(await snapshotsOf(t.database, id)).toHaveLength(1);
    const ledgerBefore = await ledgerOf(t.database, me.user.id);
    expect(await creditsOf(me)).toBe(0);

    const res = await remove(me, id);
    expect(res.status).toBe(200);
    expect(deleteAssessmentResponseSchema.parse(await res.json())).toEqual({ id, deleted: true });

    expect(await rowOf(id)).toBeUndefined();
    expect(await snapshotsOf(t.database, id)).toEqual([]);
    const coaching = await t.database.db.select().from(coachingSessions);
    expect(coaching.filter((c) => c.assessmentId === id)).toEqual([]);
    expect(coaching.filter((c) => c.assessmentId === kept.id)).toHaveLength(1);
    expect(await creditsOf(me)).toBe(0);
    expect(await ledgerOf(t.database, me.user.id)).toEqual(ledgerBefore);
    const list = assessmentListItemSchema
      .array()
      .parse(await (await me.api.get(ASSESSMENT_PATHS.list)).json());
    expect(list.map((a) => a.id)).toEqual([kept.id]);
    expect((await me.api.get(ASSESSMENT_PATHS.one(id))).status).toBe(404);
    expect((await remove(me, id)).status).toBe(404);
    const late = await me.api.post(ASSESSMENT_PATHS.one(id), { formState: form(), version: 2 });
    expect(late.status).toBe(404);
  });

  it('deletes with the current version and refuses a stale one with 409, deleting nothing', async () => {
    const me = await withAssessment(t.ctx);
    await me.api.post(ASSESSMENT_PATHS.one(me.id), { formState: form(), version: 1 });
    const stale = await remove(me, me.id, '?version=1');
    expect(stale.status).toBe(409);
    const body = (await stale.json()) as { message: string; current: unknown };
    expect(body.message).toBe(ASSESSMENT_MESSAGES.conflict);
    expect(assessmentSchema.parse(body.current).version).toBe(2);
    expect(await rowOf(me.id)).toBeDefined();
    expect((await remove(me, me.id, '?version=2')).status).toBe(200);
    expect(await rowOf(me.id)).toBeUndefined();
  });

  it.each(['?version=abc', '?version=0', '?version=1.5', '?version=2147483648'])(
    'refuses %s with 400 JSON and deletes nothing',
    async (query) => {
      const me = await withAssessment(t.ctx);
      const res = await remove(me, me.id, query);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ issues: [{ path: 'version' }] });
      expect(await rowOf(me.id)).toBeDefined();
    },
  );

  it('answers 404 for another user’s, an unknown or a malformed id, deleting nothing', async () => {
    const me = await signedInUser(t.ctx);
    const other = await withAssessment(t.ctx);
    for (const id of [other.id, randomUUID(), 'nope']) {
      for (const query of ['', '?version=1']) {
        const res = await remove(me, id, query);
        expect(res.status, `${id}${query}`).toBe(404);
        expect(await res.json()).toMatchObject({ message: ASSESSMENT_MESSAGES.notFound });
      }
    }
    expect(await rowOf(other.id)).toBeDefined();
  });

  it('refuses a cross-site request with 403, by Sec-Fetch-Site or by a foreign Origin', async () => {
    const me = await withAssessment(t.ctx);
    const refused: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
    ];
    for (const headers of refused) {
      const res = await remove(me, me.id, '', headers);
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ message: 'Cross-site request refused' });
    }
    expect(await rowOf(me.id)).toBeDefined();
  });
});
