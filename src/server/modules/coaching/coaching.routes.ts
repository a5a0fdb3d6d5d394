import { Hono } from 'hono';
import { z } from 'zod';
import { COACHING_PATHS, type CoachingListItem } from '@shared/contracts/coaching';
import type { AppEnv } from '../../context';
import { requireAuth } from '../../lib/auth/require';
import { parseWith } from '../../lib/http/validate';
import { AppError } from '@shared/errors';
import {
  deleteCoachingSessions,
  findOwnedAssessmentId,
  listCoachingSessions,
} from './coaching.queries';

const allQuery = z.object({ assessmentId: z.uuid('assessmentId must be a valid id').optional() });

export function coachingRoutes() {
  const app = new Hono<AppEnv>();
  app.get(COACHING_PATHS.all, async (c) => {
    const { user } = await requireAuth(c);
    const { assessmentId } = parseWith(allQuery, c.req.query());
    const rows = await listCoachingSessions(c.get('db'), user.id, assessmentId);
    const body: CoachingListItem[] = rows.map((r) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    }));
    return c.json(body);
  });

  app.delete(COACHING_PATHS.cache, async (c) => {
    const { user } = await requireAuth(c);
    const { assessmentId } = parseWith(allQuery, c.req.query());
    const db = c.get('db');
    if (assessmentId && !(await findOwnedAssessmentId(db, user.id, assessmentId))) {
      throw new AppError('NOT_FOUND', 'Assessment not found');
    }
    const deleted = await deleteCoachingSessions(db, user.id, assessmentId);
    return c.json({ deleted });
  });
  return app;
}
