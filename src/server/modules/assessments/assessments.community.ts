import { desc, eq, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
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
/** The stored form and its facts, of the table or of an alias of it. */
type FormColumns = Pick<typeof assessments, 'formData' | 'formFacts'>;

function ratingsOf(t: FormColumns) {
  return sql<unknown>`case when ${t.formFacts}->>'v' = ${sql.raw(`'${FORM_FACTS_VERSION}'`)}
    then ${t.formFacts}->'ratings'
    else jsonb_build_object(
      'product', ${t.formData}->'product'->'rating',
      'market', ${t.formData}->'market'->'rating',
      'execution', ${t.formData}->'execution'->'rating'
    ) end`;
}

const industryOf = (t: FormColumns) => sql<string | null>`${t.formData}->>'industry'`;

const ratings = ratingsOf(assessments);
const industry = industryOf(assessments);

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

export interface AssessmentStanding {
  id: string;
  completedAt: Date | null;
  industry: string | null;
  ratings: unknown;
  counted: { industry: string | null; ratings: unknown } | null;
}

/**
 * What the benchmark reads of one of the user's assessments (their first when no id is given, as
 * the dashboard); another user's is as absent as a missing one. `counted` is the user's own entry
 * in the community's figures (their latest completed assessment's industry and ratings, or null),
 * so that they are compared with the other founders, not with themselves.
 */
export async function findAssessmentStanding(
  db: Db,
  userId: string,
  assessmentId?: string,
): Promise<AssessmentStanding | undefined> {
  // Written out with its alias: drizzle leaves columns unqualified inside a template, and the
  // alias's own columns (below) are the only ones it qualifies.
  const mine = alias(assessments, 'mine') as unknown as FormColumns;
  const counted = sql<{ industry: string | null; ratings: unknown } | null>`(
    select json_build_object('industry', ${industryOf(mine)}, 'ratings', ${ratingsOf(mine)})
    from ${assessments} as "mine"
    where "mine"."user_id" = ${userId} and "mine"."completed_at" is not null
    order by "mine"."completed_at" desc, "mine"."id" desc
    limit 1)`;
  const [row] = await db
    .select({
      id: assessments.id,
      completedAt: assessments.completedAt,
      industry,
      ratings,
      counted,
    })
    .from(assessments)
    .where(givenOrFirstAssessment(userId, assessmentId))
    .orderBy(...FIRST_ASSESSMENT)
    .limit(1);
  return row;
}
