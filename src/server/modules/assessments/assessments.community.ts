import { desc, eq, isNotNull, sql } from 'drizzle-orm';
import { FORM_FACTS_VERSION } from '@shared/dashboard-rules';
import type { Db } from '../../db/client';
import { assessments } from '../../db/schema';
import { FIRST_ASSESSMENT, givenOrFirstAssessment } from './assessments.queries';

/**
 * The reads of this module's table that the community benchmark asks (docs/decisions/034). They
 * answer only industries and ratings, never an answer's text.
 *
 * The ratings are the ones the dashboard scores: those of the stored form facts when they are of
 * the current version, else (a row saved before facts existed) the form's own, read as the three
 * rating values only. The caller reads them with `ratingsOf` (the dashboard's coercion).
 */
const ratings = sql<unknown>`case when ${assessments.formFacts}->>'v' = ${sql.raw(`'${FORM_FACTS_VERSION}'`)}
  then ${assessments.formFacts}->'ratings'
  else jsonb_build_object(
    'product', ${assessments.formData}->'product'->'rating',
    'market', ${assessments.formData}->'market'->'rating',
    'execution', ${assessments.formData}->'execution'->'rating'
  ) end`;

const industry = sql<string | null>`${assessments.formData}->>'industry'`;

export interface CommunityRatingsRow {
  /** The form's industry as stored (a listed one, 'Other/Custom', '' or anything an old row holds). */
  industry: string | null;
  ratings: unknown;
  /** Founders whose latest completed assessment has this industry and these ratings. */
  founders: number;
}

/**
 * Each founder's most recent completed assessment (by completion time), counted by industry and
 * ratings: a founder with five assessments counts once. The latest ids are picked from narrow
 * columns first, so only those forms are opened for their industry.
 */
export async function listCommunityRatings(db: Db): Promise<CommunityRatingsRow[]> {
  const latest = db
    .selectDistinctOn([assessments.userId], { id: assessments.id })
    .from(assessments)
    .where(isNotNull(assessments.completedAt))
    .orderBy(assessments.userId, desc(assessments.completedAt), desc(assessments.id))
    .as('latest');
  const rows = await db
    .select({
      industry: industry.as('industry'),
      ratings: ratings.as('ratings'),
      founders: sql<number>`count(*)::int`.as('founders'),
    })
    .from(assessments)
    .innerJoin(latest, eq(latest.id, assessments.id))
    .groupBy(sql`1`, sql`2`);
  return rows;
}

/**
 * What the benchmark reads of one of the user's assessments (their first when no id is given, as
 * the dashboard); another user's is as absent as a missing one.
 */
export async function findAssessmentStanding(db: Db, userId: string, assessmentId?: string) {
  const [row] = await db
    .select({ id: assessments.id, completedAt: assessments.completedAt, industry, ratings })
    .from(assessments)
    .where(givenOrFirstAssessment(userId, assessmentId))
    .orderBy(...FIRST_ASSESSMENT)
    .limit(1);
  return row;
}
