import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assessments, coachingSessions, users } from '../../db/schema';

/**
 * The admin's community counts, over three modules' tables in one statement (docs/decisions/032:
 * a read joining several modules' tables lives with the module whose question it answers). Counts
 * only: no answer, name or email leaves the database.
 */
type CountColumn =
  | 'signed_up'
  | 'founders_started'
  | 'founders_completed'
  | 'founders_coached'
  | 'assessments_started'
  | 'assessments_completed';

export async function countCommunity(db: Db) {
  const result = await db.execute(sql`select
    (select count(*)::int from ${users}) as signed_up,
    (select count(distinct ${assessments.userId})::int from ${assessments}) as founders_started,
    (select count(distinct ${assessments.userId})::int from ${assessments}
      where ${assessments.completedAt} is not null) as founders_completed,
    (select count(distinct ${coachingSessions.userId})::int from ${coachingSessions}) as founders_coached,
    (select count(*)::int from ${assessments}) as assessments_started,
    (select count(*)::int from ${assessments}
      where ${assessments.completedAt} is not null) as assessments_completed`);
  // Both drivers answer `{rows}`; every column is an int4, which both read as a number.
  const [row] = (result as unknown as { rows: Record<CountColumn, number>[] }).rows;
  if (!row) throw new Error('countCommunity: no row');
  return {
    founders: {
      signedUp: row.signed_up,
      started: row.founders_started,
      completed: row.founders_completed,
      coached: row.founders_coached,
    },
    assessments: { started: row.assessments_started, completed: row.assessments_completed },
  };
}
