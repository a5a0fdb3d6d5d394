import { and, asc, eq, sql } from 'drizzle-orm';
import { FORM_FACTS_VERSION } from '@shared/dashboard-rules';
import type { Db } from '../../db/client';
import { assessments, assessmentSnapshots, coachingSessions } from '../../db/schema';

/** A snapshot's point: [ISO date (UTC), product, market, execution, snapshot id]. */
export type HistoryPoint = [string, number, number, number, string];

/**
 * The assessment with its snapshots and coaching session numbers, in one statement: on PGlite
 * every round trip queues behind the others (docs/architecture.md, 'Budgets'), so the dashboard
 * reads once. Correlated subqueries aggregate the children as JSON (both indexed by assessment
 * id); an aggregate over no rows is null, hence the coalesce. The subqueries are written out with
 * table aliases because drizzle leaves columns unqualified in a single-table select, which would
 * make `assessment_id = id` compare a child with itself.
 */
const columns = {
  id: assessments.id,
  name: assessments.name,
  formFacts: assessments.formFacts,
  // The form itself only where its facts are missing or of an older version (rows saved before
  // they existed): a form can be ~115 kB, its facts are a few hundred bytes.
  formData: sql<Record<
    string,
    unknown
  > | null>`case when ${assessments.formFacts}->>'v' = ${sql.raw(`'${FORM_FACTS_VERSION}'`)} then null else ${assessments.formData} end`,
  completedAt: assessments.completedAt,
  updatedAt: assessments.updatedAt,
  history: sql<HistoryPoint[]>`coalesce((
    select json_agg(json_build_array(
      to_char(s.created_at at time zone 'UTC', 'YYYY-MM-DD'),
      s.product_score, s.market_score, s.execution_score, s.id
    ) order by s.created_at, s.id)
    from ${assessmentSnapshots} s
    where s.assessment_id = ${assessments}.id
  ), '[]'::json)`,
  coachingNumbers: sql<number[]>`coalesce((
    select json_agg(c.session_number order by c.session_number)
    from ${coachingSessions} c
    where c.assessment_id = ${assessments}.id
  ), '[]'::json)`,
};

function buildQueries(db: Db) {
  const select = () => db.select(columns).from(assessments);
  return {
    byId: select()
      .where(
        and(
          eq(assessments.id, sql.placeholder('id')),
          eq(assessments.userId, sql.placeholder('userId')),
        ),
      )
      .prepare('dashboard_by_id'),
    // The oldest assessment: the one the client selects when none is chosen.
    first: select()
      .where(eq(assessments.userId, sql.placeholder('userId')))
      .orderBy(asc(assessments.createdAt), asc(assessments.id))
      .limit(1)
      .prepare('dashboard_first'),
  };
}

// The dashboard is read on every visit: a prepared statement per database skips rebuilding its SQL.
const prepared = new WeakMap<Db, ReturnType<typeof buildQueries>>();

export type DashboardRow = Awaited<
  ReturnType<ReturnType<typeof buildQueries>['byId']['execute']>
>[number];

/**
 * The dashboard's data for one of the user's assessments, or for the user's oldest one when no id
 * is given. Another user's assessment is as absent as a missing one.
 */
export async function findDashboardRow(
  db: Db,
  userId: string,
  assessmentId: string | undefined,
): Promise<DashboardRow | undefined> {
  let queries = prepared.get(db);
  if (!queries) {
    queries = buildQueries(db);
    prepared.set(db, queries);
  }
  const [row] = assessmentId
    ? await queries.byId.execute({ id: assessmentId, userId })
    : await queries.first.execute({ userId });
  return row;
}

/** The stored form alone, for the rare row whose stored facts cannot be read. */
export async function findFormData(
  db: Db,
  id: string,
): Promise<Record<string, unknown> | undefined> {
  const [row] = await db
    .select({ formData: assessments.formData })
    .from(assessments)
    .where(eq(assessments.id, id));
  return row?.formData;
}
