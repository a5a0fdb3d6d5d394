import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { Database, Db } from '../../db/client';
import * as schema from '../../db/schema';
import { assessmentSnapshots, coachingSessions } from '../../db/schema';

/**
 * The same database (same PGlite instance or pg pool) behind a drizzle instance whose logger records
 * every statement it sends, so a test can count the round trips of a request.
 */
export function countingDatabase(database: Database): { database: Database; statements: string[] } {
  const statements: string[] = [];
  const logger = { logQuery: (query: string) => void statements.push(query) };
  let db: Db;
  if (database.kind === 'pglite' && database.pglite) {
    db = drizzlePglite({ client: database.pglite, schema, logger }) as unknown as Db;
  } else if (database.pool) {
    db = drizzlePg({ client: database.pool, schema, logger }) as unknown as Db;
  } else {
    throw new Error('countingDatabase: neither a PGlite instance nor a pg pool');
  }
  return { database: { ...database, db }, statements };
}

/** Statements sent while `run` runs. */
export async function statementsDuring(
  statements: string[],
  run: () => Promise<unknown>,
): Promise<string[]> {
  const start = statements.length;
  await run();
  return statements.slice(start);
}

export async function insertSnapshotRow(
  db: Db,
  values: {
    assessmentId: string;
    userId: string;
    createdAt: Date;
    scores: [product: number, market: number, execution: number];
  },
) {
  const [product, market, execution] = values.scores;
  await db.insert(assessmentSnapshots).values({
    assessmentId: values.assessmentId,
    userId: values.userId,
    productScore: product,
    marketScore: market,
    executionScore: execution,
    overallScore: Math.round((product + market + execution) / 3),
    createdAt: values.createdAt,
  });
}

export async function insertCoachingRow(
  db: Db,
  values: { assessmentId: string; userId: string; sessionNumber: number },
) {
  await db.insert(coachingSessions).values({ ...values, coachingData: {}, generatedBy: 'offline' });
}
