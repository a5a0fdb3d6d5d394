import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { sessionIdSchema } from '@shared/contracts/ai';
import type { CoachingListItem } from '@shared/contracts/coaching';
import { ROUTE_SCHEMAS } from '@shared/contracts/route-schemas';
import { API } from '@shared/contracts/routes';
import { AppError } from '@shared/errors';
import type { AppEnv } from '../../context';
import type { Db } from '../../db/client';
import { requireAuth } from '../../infra/auth/require';
import { parseJson, parseWith } from '../../infra/http/validate';
import { aiDepsOf } from '../ai';
import { findOwnedAssessmentId } from '../assessments';
import { deleteCoachingSessions, listCoachingSessions } from './coaching.queries';
import { COACHING_MESSAGES } from './coaching.messages';
import { generateCoaching, getCoaching, type LoadsUnderWay } from './coaching.service';
import { sessionTasksOf, setTaskDone } from './coaching.tasks';
import { isStale } from './coaching.stale';
import { jsonBytes } from '../../infra/http/json-bytes';

const sessionParam = z.object({ sessionId: sessionIdSchema });

function sessionNumber(c: Context<AppEnv>): number {
  return parseWith(sessionParam, { sessionId: c.req.param('sessionId') }).sessionId;
}

/** An assessment id given in a query must be the user's own: another's, or none, answers 404. */
async function requireOwnedAssessment(db: Db, userId: string, assessmentId: string | undefined) {
  if (assessmentId && !(await findOwnedAssessmentId(db, userId, assessmentId))) {
    throw new AppError('NOT_FOUND', COACHING_MESSAGES.assessmentNotFound);
  }
}

export function coachingRoutes() {
  const app = new Hono<AppEnv>();
  // This app's coaching loads under way: a second load of a session joins the first.
  const underWay: LoadsUnderWay = new Map();
  // The fixed paths come before `/api/coach/:sessionId`, which would otherwise match them.
  app.get(API.coachingList.path, async (c) => {
    const { user } = await requireAuth(c);
    const { assessmentId } = parseWith(ROUTE_SCHEMAS.coachingList.query, c.req.query());
    const db = c.get('db');
    await requireOwnedAssessment(db, user.id, assessmentId);
    const rows = await listCoachingSessions(db, user.id, assessmentId);
    const body: CoachingListItem[] = rows.map(({ sourceHash, formHash, ...r }) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
      stale: isStale(sourceHash, formHash),
    }));
    return c.json(body);
  });

  app.delete(API.clearCoaching.path, async (c) => {
    const { user } = await requireAuth(c);
    const { assessmentId } = parseWith(ROUTE_SCHEMAS.clearCoaching.query, c.req.query());
    const db = c.get('db');
    await requireOwnedAssessment(db, user.id, assessmentId);
    const deleted = await deleteCoachingSessions(db, user.id, assessmentId);
    return c.json({ deleted });
  });

  // The 7-day task checklist of one assessment (ADR 036).
  app.get(API.sessionTasks.path, async (c) => {
    const { user } = await requireAuth(c);
    const { assessmentId } = parseWith(ROUTE_SCHEMAS.sessionTasks.query, c.req.query());
    // Kept as JSON text until the user's next write (a tick, a regeneration), as a session is.
    const load = async () =>
      Buffer.from(JSON.stringify(await sessionTasksOf(c.get('db'), user.id, assessmentId)));
    const cache = c.get('deps').coachingCache;
    const json = await (cache ? cache.read(user.id, `tasks:${assessmentId}`, load) : load());
    return jsonBytes(c, json);
  });

  app.put(API.tickTask.path, async (c) => {
    const { user } = await requireAuth(c);
    const tick = await parseJson(c, ROUTE_SCHEMAS.tickTask.body);
    return c.json(await setTaskDone(c.get('db'), user.id, tick));
  });

  // The read behind every visit to a session screen. On the embedded database its answer is kept
  // as JSON text until the user's next write (app.ts: a save makes it stale, a regenerate replaces
  // it), since reading the stored session through the contract is most of its cost.
  app.get(API.coachingSession.path, async (c) => {
    const { user } = await requireAuth(c);
    const session = sessionNumber(c);
    const { assessmentId } = parseWith(ROUTE_SCHEMAS.coachingSession.query, c.req.query());
    const load = async () =>
      Buffer.from(JSON.stringify(await getCoaching(c.get('db'), user.id, session, assessmentId)));
    const cache = c.get('deps').coachingCache;
    const key = `${assessmentId ?? ''}:${session}`;
    const json = await (cache ? cache.read(user.id, key, load) : load());
    return jsonBytes(c, json);
  });

  app.post(API.generateCoaching.path, async (c) => {
    const { user } = await requireAuth(c);
    const input = await parseJson(c, ROUTE_SCHEMAS.generateCoaching.body);
    return c.json(await generateCoaching(aiDepsOf(c), user.id, input, underWay));
  });
  return app;
}
