import { z } from 'zod';
import { coachResponseSchema, sessionIdSchema } from './ai';

export const coachingListItemSchema = z.object({
  id: z.uuid(),
  assessmentId: z.uuid(),
  sessionNumber: z.number().int().min(2).max(7),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The assessment's answers or ratings changed since this session was generated. */
  stale: z.boolean(),
});
export type CoachingListItem = z.infer<typeof coachingListItemSchema>;

/**
 * A coaching session as `GET /api/coach/{sessionId}` and `POST /api/coach` answer it: the coach's
 * response and whether the answers or ratings it was built from have changed since (`stale`).
 * Sessions stored before this was tracked are never stale (unknown).
 */
export const coachingSessionSchema = coachResponseSchema.extend({ stale: z.boolean() });
export type CoachingSession = z.infer<typeof coachingSessionSchema>;

/** PUT /api/coach/tasks: tick or untick one of a stored session's 7-day tasks. */
export const taskTickSchema = z.object({
  assessmentId: z.uuid('assessmentId must be a valid id'),
  sessionNumber: sessionIdSchema,
  task: z
    .string('task must be the text of a task')
    .trim()
    .min(1, 'task must not be empty')
    .max(800),
  done: z.boolean('done must be true or false'),
});
export type TaskTick = z.input<typeof taskTickSchema>;

/** One task of a session's current Next 7 Days, ticked or not. */
export const sessionTaskSchema = z.object({
  /** The task without its 'Day N:' prefix. */
  text: z.string(),
  doneAt: z.string().nullable(),
});

/**
 * GET /api/coach/tasks?assessmentId=…, and the answer of a tick: per stored session, its current
 * tasks ticked or not, and the tasks ticked in an earlier version that the current one no longer
 * lists; the totals count the current tasks.
 */
export const sessionTasksSchema = z.object({
  sessions: z.array(
    z.object({
      sessionNumber: z.number().int().min(2).max(7),
      tasks: z.array(sessionTaskSchema),
      doneEarlier: z.array(z.object({ text: z.string(), doneAt: z.string() })),
    }),
  ),
  done: z.number().int(),
  total: z.number().int(),
});
export type SessionTasks = z.infer<typeof sessionTasksSchema>;
