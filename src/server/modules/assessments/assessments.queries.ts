import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assessments } from '../../db/schema';

export async function listAssessments(db: Db, userId: string) {
  return db
    .select({
      id: assessments.id,
      name: assessments.name,
      completedAt: assessments.completedAt,
      createdAt: assessments.createdAt,
    })
    .from(assessments)
    .where(eq(assessments.userId, userId))
    .orderBy(asc(assessments.createdAt), asc(assessments.id));
}
