import { Hono } from 'hono';
import { ASSESSMENT_PATHS, type AssessmentListItem } from '@shared/contracts/assessments';
import type { AppEnv } from '../../context';
import { requireAuth } from '../../lib/auth/require';
import { listAssessments } from './assessments.queries';

export function assessmentsRoutes() {
  const app = new Hono<AppEnv>();
  app.get(ASSESSMENT_PATHS.list, async (c) => {
    const { user } = await requireAuth(c);
    const rows = await listAssessments(c.get('db'), user.id);
    const body: AssessmentListItem[] = rows.map((r) => ({
      id: r.id,
      name: r.name,
      completedAt: r.completedAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
    }));
    return c.json(body);
  });
  return app;
}
