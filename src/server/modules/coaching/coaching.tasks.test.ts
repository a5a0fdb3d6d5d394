import { describe, expect, it } from 'vitest';
import type { SessionTasks } from '@shared/contracts/coaching';
import { TASK_MESSAGES } from '@shared/session-tasks';
import { sessionTasks } from '../../db/schema';
import { sampleCoaching } from '../../test/ai';
import { apiClient, insertAssessmentRow, signedInUser } from '../../test/api';
import { filledForm, json, memberWithAssessment } from '../../test/coaching';
import { useScriptedTestApp } from '../../test/use-test-app';

const t = useScriptedTestApp();

const WEEK = ['Day 1: Call 5 past clients.', 'Day 2: Draft the offer.', 'Day 3: Review the week.'];
const week = (tag: string, tasks = WEEK) => ({ ...sampleCoaching(tag), microTasks: tasks });

/** PUT /api/coach/tasks as the browser sends it. */
function put(cookie: string | undefined, body: unknown) {
  return t.ctx.app.request('/api/coach/tasks', {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** A member whose assessment has session 2 stored with WEEK as its Next 7 Days. */
async function withSession() {
  const me = await memberWithAssessment(t.ctx);
  t.engine.script.coach = [week('first')];
  await me.api.post('/api/coach', { sessionId: 2, assessmentId: me.assessmentId });
  const tick = (task: string, done = true, sessionNumber = 2) =>
    put(me.cookie, { assessmentId: me.assessmentId, sessionNumber, task, done });
  const tasks = async () =>
    json<SessionTasks>(await me.api.get(`/api/coach/tasks?assessmentId=${me.assessmentId}`));
  return { ...me, tick, tasks };
}

describe('the 7-day task checklist (ADR 036)', () => {
  it('lists each stored session’s tasks, none done at first', async () => {
    const me = await withSession();
    expect(await me.tasks()).toEqual({
      sessions: [
        {
          sessionNumber: 2,
          tasks: [
            { text: 'Call 5 past clients.', doneAt: null },
            { text: 'Draft the offer.', doneAt: null },
            { text: 'Review the week.', doneAt: null },
          ],
          doneEarlier: [],
        },
      ],
      done: 0,
      total: 3,
    });
  });

  it('ticks and unticks a task, by its words on whichever day, idempotently', async () => {
    const me = await withSession();
    const res = await me.tick('Day 7: call 5 past clients');
    expect(res.status).toBe(200);
    const after = await json<SessionTasks>(res);
    expect(after.done).toBe(1);
    expect(after.sessions[0]!.tasks[0]!.doneAt).toEqual(expect.any(String));
    expect((await me.tick('Call 5 past clients.')).status).toBe(200);
    expect((await me.tasks()).done).toBe(1);
    // The stored words are the session's, not the request's.
    const [row] = await t.database.db.select().from(sessionTasks);
    expect(row!.taskText).toBe('Call 5 past clients.');
    expect((await json<SessionTasks>(await me.tick('Call 5 past clients.', false))).done).toBe(0);
    expect((await me.tick('Call 5 past clients.', false)).status).toBe(200);
    expect(await t.database.db.select().from(sessionTasks)).toHaveLength(0);
  });

  it('refuses a task the session does not list, and a session not stored', async () => {
    const me = await withSession();
    const res = await me.tick('Buy a yacht.');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: TASK_MESSAGES.notInSession });
    const none = await me.tick('Call 5 past clients.', true, 3);
    expect(none.status).toBe(404);
    expect(await none.json()).toMatchObject({ message: 'No coaching stored for session 3 yet' });
    expect(await t.database.db.select().from(sessionTasks)).toHaveLength(0);
  });

  it.each([
    [{}, 'sessionId must be a number from 2 to 7'],
    [
      { assessmentId: 'x', sessionNumber: 2, task: 'a', done: true },
      'assessmentId must be a valid id',
    ],
    [{ sessionNumber: 9, task: 'a', done: true }, 'sessionId must be a number from 2 to 7'],
    [{ sessionNumber: 2, task: '   ', done: true }, 'task must not be empty'],
    [{ sessionNumber: 2, task: 'a', done: 'yes' }, 'done must be true or false'],
    [{ sessionNumber: 2, task: 'x'.repeat(801), done: true }, undefined],
  ])('answers 400 with a message for %j', async (body, message) => {
    const me = await withSession();
    const res = await put(me.cookie, { assessmentId: me.assessmentId, ...body });
    expect(res.status).toBe(400);
    const answer = (await res.json()) as { message: string };
    if (message) expect(answer.message).toBe(message);
    else expect(answer.message).toEqual(expect.any(String));
  });

  it('answers 400 for a body that is not JSON, and 401 signed out', async () => {
    const me = await withSession();
    expect((await put(me.cookie, '{nope')).status).toBe(400);
    expect((await put(undefined, { done: true })).status).toBe(401);
    expect((await apiClient(t.ctx).get('/api/coach/tasks?assessmentId=x')).status).toBe(401);
  });

  it('never shows nor ticks another user’s tasks', async () => {
    const me = await withSession();
    await me.tick('Call 5 past clients.');
    const other = await signedInUser(t.ctx);
    const read = await other.api.get(`/api/coach/tasks?assessmentId=${me.assessmentId}`);
    expect(read.status).toBe(404);
    expect(await read.json()).toMatchObject({ message: 'Assessment not found' });
    const body = { assessmentId: me.assessmentId, sessionNumber: 2, task: 'Draft the offer.' };
    expect((await put(other.cookie, { ...body, done: true })).status).toBe(404);
    expect(
      (await put(other.cookie, { ...body, task: 'Call 5 past clients.', done: false })).status,
    ).toBe(404);
    expect((await me.tasks()).done).toBe(1);
  });

  it('keeps a tick through a regeneration that keeps the task, and lists one it dropped as done earlier', async () => {
    const me = await withSession();
    await me.tick('Call 5 past clients.');
    await me.tick('Draft the offer.');
    t.engine.script.coach = [
      week('second', ['Day 1: Send the offer to 3 clients.', 'Day 2: Draft the offer.']),
    ];
    await me.api.post('/api/coach', {
      sessionId: 2,
      assessmentId: me.assessmentId,
      regenerate: true,
    });
    const after = await me.tasks();
    expect(after.sessions[0]!.tasks).toEqual([
      { text: 'Send the offer to 3 clients.', doneAt: null },
      { text: 'Draft the offer.', doneAt: expect.any(String) },
    ]);
    expect(after.sessions[0]!.doneEarlier).toEqual([
      { text: 'Call 5 past clients.', doneAt: expect.any(String) },
    ]);
    expect([after.done, after.total]).toEqual([1, 2]);
  });

  it('tells the next generation of the session what was done, and the other sessions theirs', async () => {
    const me = await withSession();
    await me.tick('Draft the offer.');
    await me.tick('Call 5 past clients.');
    t.engine.script.coach = [week('three')];
    await me.api.post('/api/coach', { sessionId: 3, assessmentId: me.assessmentId });
    const third = t.engine.calls.coach.at(-1)!;
    expect(third.doneTasks).toEqual([]);
    expect(third.otherSessions?.[0]?.doneTasks).toEqual([
      'Draft the offer.',
      'Call 5 past clients.',
    ]);
    await me.api.post('/api/coach', {
      sessionId: 2,
      assessmentId: me.assessmentId,
      regenerate: true,
    });
    expect(t.engine.calls.coach.at(-1)!.doneTasks).toEqual([
      'Draft the offer.',
      'Call 5 past clients.',
    ]);
  });

  it('keeps ticks when the coaching cache is cleared, and the regenerated session builds on them', async () => {
    const me = await withSession();
    await me.tick('Call 5 past clients.');
    const cleared = await t.ctx.app.request(`/api/coach/cache?assessmentId=${me.assessmentId}`, {
      method: 'DELETE',
      headers: { cookie: me.cookie },
    });
    expect(cleared.status).toBe(200);
    const after = await me.tasks();
    expect(after.sessions).toEqual([
      {
        sessionNumber: 2,
        tasks: [],
        doneEarlier: [{ text: 'Call 5 past clients.', doneAt: expect.any(String) }],
      },
    ]);
    await me.api.post('/api/coach', { sessionId: 2, assessmentId: me.assessmentId });
    expect(t.engine.calls.coach.at(-1)!.doneTasks).toEqual(['Call 5 past clients.']);
  });

  it('goes with its assessment', async () => {
    const me = await withSession();
    await me.tick('Call 5 past clients.');
    const other = await insertAssessmentRow(t.database, me.user.id, { formData: filledForm() });
    expect(
      (await json<SessionTasks>(await me.api.get(`/api/coach/tasks?assessmentId=${other.id}`)))
        .sessions,
    ).toEqual([]);
  });
});
