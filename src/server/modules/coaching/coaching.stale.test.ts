import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ASSESSMENT_PATHS } from '@shared/contracts/assessments';
import {
  coachingListItemSchema,
  coachingSessionSchema,
  type CoachingSession,
} from '@shared/contracts/coaching';
import { assessments, coachingSessions } from '../../db/schema';
import type { SignedIn } from '../../test/api';
import { filledForm, memberWithAssessment } from '../../test/coaching';
import { form } from '../../test/forms';
import { useTestApp } from '../../test/use-test-app';
import { isStale } from './coaching.stale';

const t = useTestApp();

type Member = SignedIn & { assessmentId: string };

/**
 * Saves the form as the client does (through the shared schema, so stored as a save stores it),
 * based on the stored version.
 */
async function save(me: Member, formState: Record<string, unknown>) {
  const current = await me.api.get(ASSESSMENT_PATHS.one(me.assessmentId));
  const { version } = (await current.json()) as { version: number };
  const res = await me.api.post(ASSESSMENT_PATHS.one(me.assessmentId), { formState, version });
  expect(res.status).toBe(200);
}

async function generate(me: Member, sessionId = 2, regenerate = false): Promise<CoachingSession> {
  const res = await me.api.post('/api/coach', {
    sessionId,
    assessmentId: me.assessmentId,
    regenerate,
  });
  expect(res.status).toBe(200);
  return coachingSessionSchema.parse(await res.json());
}

async function read(me: Member, sessionId = 2): Promise<CoachingSession> {
  const res = await me.api.get(`/api/coach/${sessionId}?assessmentId=${me.assessmentId}`);
  expect(res.status).toBe(200);
  return coachingSessionSchema.parse(await res.json());
}

/** The `stale` flags of the nav's list, by session number. */
async function listed(me: Member): Promise<Record<number, boolean>> {
  const res = await me.api.get('/api/coach/all');
  expect(res.status).toBe(200);
  const items = coachingListItemSchema.array().parse(await res.json());
  return Object.fromEntries(items.map((i) => [i.sessionNumber, i.stale]));
}

/** A member whose saved assessment has sessions 2 and 3 generated from it. */
async function coached(): Promise<Member> {
  const me = await memberWithAssessment(t.ctx);
  await save(me, filledForm());
  await generate(me, 2);
  await generate(me, 3);
  return me;
}

describe('isStale', () => {
  it('is stale only when both hashes are known and differ', () => {
    expect(isStale('a', 'b')).toBe(true);
    expect(isStale('a', 'a')).toBe(false);
    expect(isStale(null, 'b')).toBe(false);
    expect(isStale('a', null)).toBe(false);
  });
});

describe('stale coaching sessions', () => {
  it('are fresh right after generation, in the session and in the list', async () => {
    const me = await coached();
    expect((await read(me)).stale).toBe(false);
    expect(await listed(me)).toEqual({ 2: false, 3: false });
  });

  it('turn stale when an answer changes', async () => {
    const me = await coached();
    const changed = filledForm();
    changed.product.problem = 'Invoices are chased by hand, and reminders are forgotten';
    await save(me, changed);
    expect((await read(me)).stale).toBe(true);
    expect((await read(me, 3)).stale).toBe(true);
    expect(await listed(me)).toEqual({ 2: true, 3: true });
  });

  it('turn stale when a rating changes', async () => {
    const me = await coached();
    const changed = filledForm();
    changed.market.rating = 5;
    await save(me, changed);
    expect((await read(me)).stale).toBe(true);
  });

  it('stay fresh after a save that changes nothing, and after a rename', async () => {
    const me = await coached();
    await save(me, filledForm());
    await t.database.db
      .update(assessments)
      .set({ name: 'Q1 2025 Review', version: 99, updatedAt: new Date() })
      .where(eq(assessments.id, me.assessmentId));
    expect((await read(me)).stale).toBe(false);
    expect(await listed(me)).toEqual({ 2: false, 3: false });
  });

  it('are fresh again when changed back', async () => {
    const me = await coached();
    const changed = filledForm();
    changed.execution.rating = 1;
    await save(me, changed);
    expect((await read(me)).stale).toBe(true);
    await save(me, filledForm());
    expect((await read(me)).stale).toBe(false);
  });

  it('regenerating one clears its flag and leaves the others stale', async () => {
    const me = await coached();
    const changed = filledForm();
    changed.product.solution = 'Automatic reminders from the accounting system';
    await save(me, changed);
    const regenerated = await generate(me, 2, true);
    expect(regenerated.stale).toBe(false);
    expect((await read(me)).stale).toBe(false);
    expect(await listed(me)).toEqual({ 2: false, 3: true });
  });

  it('a POST without regenerate answers the stored session with its stale flag', async () => {
    const me = await coached();
    const changed = filledForm();
    changed.product.rating = 5;
    await save(me, changed);
    expect((await generate(me, 2)).stale).toBe(true);
  });

  it("one user's changes leave another user's sessions untouched", async () => {
    const me = await coached();
    const other = await coached();
    const changed = filledForm();
    changed.product.problem = 'Something else entirely';
    await save(other, changed);
    expect(await listed(other)).toEqual({ 2: true, 3: true });
    expect(await listed(me)).toEqual({ 2: false, 3: false });
    expect((await read(me)).stale).toBe(false);

    await generate(other, 2, true);
    expect(await listed(me)).toEqual({ 2: false, 3: false });
    expect(await listed(other)).toEqual({ 2: false, 3: true });
  });

  it('sessions stored before the source was kept (null) are never stale', async () => {
    const me = await coached();
    await t.database.db
      .update(coachingSessions)
      .set({ sourceHash: null })
      .where(eq(coachingSessions.assessmentId, me.assessmentId));
    await save(me, form({ product: { problem: 'A different problem', rating: 1 } }));
    expect((await read(me)).stale).toBe(false);
    expect(await listed(me)).toEqual({ 2: false, 3: false });
  });

  it("a session built from the request's form (nothing stored yet) has an unknown source", async () => {
    const me = await memberWithAssessment(t.ctx, {});
    const res = await me.api.post('/api/coach', {
      sessionId: 2,
      assessmentId: me.assessmentId,
      formState: filledForm(),
    });
    expect(res.status).toBe(200);
    const [row] = await t.database.db
      .select({ sourceHash: coachingSessions.sourceHash })
      .from(coachingSessions)
      .where(eq(coachingSessions.assessmentId, me.assessmentId));
    expect(row?.sourceHash).toBeNull();
    expect(coachingSessionSchema.parse(await res.json()).stale).toBe(false);
  });
});
