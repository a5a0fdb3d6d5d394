import { and, asc, eq, sql } from 'drizzle-orm';
import type { SessionTasks, TaskTick } from '@shared/contracts/coaching';
import { AppError } from '@shared/errors';
import { TASK_MESSAGES, taskKeyOf, taskTextOf } from '@shared/session-tasks';
import type { Db } from '../../db/client';
import { assessments, coachingSessions, sessionTasks } from '../../db/schema';
import { findOwnedAssessmentId } from '../assessments';
import { COACHING_MESSAGES } from './coaching.messages';

/** The ticks of one assessment's 7-day tasks, oldest first. */
export async function readTaskTicks(db: Db, userId: string, assessmentId: string) {
  return db
    .select({
      sessionNumber: sessionTasks.sessionNumber,
      taskKey: sessionTasks.taskKey,
      taskText: sessionTasks.taskText,
      doneAt: sessionTasks.doneAt,
    })
    .from(sessionTasks)
    .where(and(eq(sessionTasks.userId, userId), eq(sessionTasks.assessmentId, assessmentId)))
    .orderBy(asc(sessionTasks.doneAt), asc(sessionTasks.id));
}
export type TaskTickRow = Awaited<ReturnType<typeof readTaskTicks>>[number];

/** The current 7-day tasks of each stored session of one assessment (only that part of each). */
async function readSessionTaskLists(db: Db, userId: string, assessmentId: string) {
  const rows = await db
    .select({
      sessionNumber: coachingSessions.sessionNumber,
      microTasks: sql<unknown>`${coachingSessions.coachingData} -> 'microTasks'`,
    })
    .from(coachingSessions)
    .where(
      and(eq(coachingSessions.userId, userId), eq(coachingSessions.assessmentId, assessmentId)),
    )
    .orderBy(asc(coachingSessions.sessionNumber));
  return rows.map((r) => ({ sessionNumber: r.sessionNumber, tasks: taskTextsOf(r.microTasks) }));
}

/** The tasks of a stored Next 7 Days (a row outside the contract has none). */
function taskTextsOf(microTasks: unknown): string[] {
  return Array.isArray(microTasks)
    ? microTasks.filter((t): t is string => typeof t === 'string').map(taskTextOf)
    : [];
}

/**
 * The texts of the tasks the founder ticked in one session, in any version of it, oldest first:
 * what a new version of that session builds on instead of repeating.
 */
export function doneTasksOf(ticks: TaskTickRow[], sessionNumber: number): string[] {
  return ticks.filter((t) => t.sessionNumber === sessionNumber).map((t) => t.taskText);
}

async function requireOwned(db: Db, userId: string, assessmentId: string) {
  if (!(await findOwnedAssessmentId(db, userId, assessmentId))) {
    throw new AppError('NOT_FOUND', COACHING_MESSAGES.assessmentNotFound);
  }
}

/**
 * One assessment's checklist in one round trip: null when the assessment is not the user's, else
 * the current 7-day tasks of each stored session and the ticks, oldest first.
 */
async function readChecklist(db: Db, userId: string, assessmentId: string) {
  const [row] = await db
    .select({
      // Written out: inside a select of one table, drizzle leaves column names unqualified.
      lists: sql<{ n: number; t: unknown }[] | null>`(
        select json_agg(json_build_object('n', cs.session_number, 't', cs.coaching_data -> 'microTasks') order by cs.session_number)
        from coaching_sessions cs
        where cs.assessment_id = assessments.id and cs.user_id = ${userId})`,
      ticks: sql<{ n: number; k: string; x: string; d: string }[] | null>`(
        select json_agg(json_build_object('n', st.session_number, 'k', st.task_key, 'x', st.task_text, 'd', st.done_at) order by st.done_at, st.id)
        from session_tasks st
        where st.assessment_id = assessments.id and st.user_id = ${userId})`,
    })
    .from(assessments)
    .where(and(eq(assessments.id, assessmentId), eq(assessments.userId, userId)));
  if (!row) return null;
  return {
    lists: (row.lists ?? []).map((l) => ({ sessionNumber: l.n, tasks: taskTextsOf(l.t) })),
    ticks: (row.ticks ?? []).map((t) => ({
      sessionNumber: t.n,
      taskKey: t.k,
      taskText: t.x,
      doneAt: new Date(t.d),
    })),
  };
}

/**
 * GET /api/coach/tasks: per stored session (and per session whose ticks outlived it), its current
 * tasks with their ticks, and what was ticked in an earlier version that this one no longer lists.
 */
export async function sessionTasksOf(
  db: Db,
  userId: string,
  assessmentId: string,
): Promise<SessionTasks> {
  const checklist = await readChecklist(db, userId, assessmentId);
  if (!checklist) throw new AppError('NOT_FOUND', COACHING_MESSAGES.assessmentNotFound);
  const { lists, ticks } = checklist;
  const numbers = [
    ...new Set([...lists.map((l) => l.sessionNumber), ...ticks.map((t) => t.sessionNumber)]),
  ];
  let done = 0;
  let total = 0;
  const sessions = numbers
    .sort((a, b) => a - b)
    .map((sessionNumber) => {
      const current = lists.find((l) => l.sessionNumber === sessionNumber)?.tasks ?? [];
      const own = ticks.filter((t) => t.sessionNumber === sessionNumber);
      const doneAt = new Map(own.map((t) => [t.taskKey, t.doneAt.toISOString()]));
      const keys = new Set(current.map(taskKeyOf));
      const tasks = current.map((text) => ({ text, doneAt: doneAt.get(taskKeyOf(text)) ?? null }));
      total += tasks.length;
      done += tasks.filter((t) => t.doneAt !== null).length;
      return {
        sessionNumber,
        tasks,
        doneEarlier: own
          .filter((t) => !keys.has(t.taskKey))
          .map((t) => ({ text: t.taskText, doneAt: t.doneAt.toISOString() })),
      };
    });
  return { sessions, done, total };
}

/**
 * PUT /api/coach/tasks: ticks a task of the session's current Next 7 Days (the stored words are
 * the session's, not the request's), or unticks one, in any version. Ticking twice, or unticking
 * what is not ticked, changes nothing. Answers the assessment's checklist as it now stands.
 */
export async function setTaskDone(
  db: Db,
  userId: string,
  input: Omit<TaskTick, 'sessionNumber'> & { sessionNumber: number },
): Promise<SessionTasks> {
  await requireOwned(db, userId, input.assessmentId);
  const key = taskKeyOf(input.task);
  if (input.done) {
    const lists = await readSessionTaskLists(db, userId, input.assessmentId);
    const list = lists.find((l) => l.sessionNumber === input.sessionNumber);
    if (!list) throw new AppError('NOT_FOUND', COACHING_MESSAGES.notStored(input.sessionNumber));
    const text = list.tasks.find((t) => taskKeyOf(t) === key);
    if (!text || key === '') throw new AppError('BAD_REQUEST', TASK_MESSAGES.notInSession);
    await db
      .insert(sessionTasks)
      .values({
        userId,
        assessmentId: input.assessmentId,
        sessionNumber: input.sessionNumber,
        taskKey: key,
        taskText: text,
      })
      .onConflictDoNothing();
  } else {
    await db
      .delete(sessionTasks)
      .where(
        and(
          eq(sessionTasks.userId, userId),
          eq(sessionTasks.assessmentId, input.assessmentId),
          eq(sessionTasks.sessionNumber, input.sessionNumber),
          eq(sessionTasks.taskKey, key),
        ),
      );
  }
  return sessionTasksOf(db, userId, input.assessmentId);
}
