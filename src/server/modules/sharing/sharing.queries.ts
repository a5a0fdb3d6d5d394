import { and, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assessments, coachingSessions, mentorLinks, users } from '../../db/schema';
import { assessmentFormHash, findOwnedAssessmentId } from '../assessments';

/** What the owner may see of a link: never its token hash. */
const ownerColumns = {
  id: mentorLinks.id,
  createdAt: mentorLinks.createdAt,
  expiresAt: mentorLinks.expiresAt,
  revokedAt: mentorLinks.revokedAt,
  lastViewedAt: mentorLinks.lastViewedAt,
};
export type MentorLinkRow = {
  [K in keyof typeof ownerColumns]: (typeof mentorLinks.$inferSelect)[K];
};

/** A link that still answers at `now`: not revoked and not expired. */
const isLive = (now: Date) => and(isNull(mentorLinks.revokedAt), gt(mentorLinks.expiresAt, now));

export interface NewMentorLink {
  userId: string;
  assessmentId: string;
  tokenHash: string;
  expiresAt: Date;
  now: Date;
  /** Refused when the assessment already has this many live links. */
  maxActive: number;
}

export type InsertOutcome = { row: MentorLinkRow } | { refused: 'not-found' | 'too-many' };

/**
 * Stores a link for one of the user's assessments unless it has `maxActive` live links already.
 * Creations for the same assessment wait for each other (a transaction-scoped advisory lock), so
 * two at once cannot both pass the limit.
 */
export async function insertMentorLink(db: Db, input: NewMentorLink): Promise<InsertOutcome> {
  return db.transaction(async (tx): Promise<InsertOutcome> => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`mentor_links:${input.assessmentId}`}, 0))`,
    );
    const owned = await findOwnedAssessmentId(tx, input.userId, input.assessmentId);
    if (!owned) return { refused: 'not-found' };
    const [counted] = await tx
      .select({ live: sql<number>`count(*)::int` })
      .from(mentorLinks)
      .where(and(eq(mentorLinks.assessmentId, input.assessmentId), isLive(input.now)));
    if ((counted?.live ?? 0) >= input.maxActive) return { refused: 'too-many' };
    const [row] = await tx
      .insert(mentorLinks)
      .values({
        assessmentId: input.assessmentId,
        userId: input.userId,
        tokenHash: input.tokenHash,
        expiresAt: input.expiresAt,
        createdAt: input.now,
      })
      .returning(ownerColumns);
    if (!row) throw new Error('insert into mentor_links returned no row');
    return { row };
  });
}

/**
 * The links of one of the user's assessments, newest first, in one statement; `owned` is false
 * (and `links` empty) when the assessment is not the user's.
 */
export async function listMentorLinkRows(
  db: Db,
  userId: string,
  assessmentId: string,
  limit: number,
): Promise<{ owned: boolean; links: MentorLinkRow[] }> {
  const rows = await db
    .select({ owner: assessments.id, link: ownerColumns })
    .from(assessments)
    .leftJoin(mentorLinks, eq(mentorLinks.assessmentId, assessments.id))
    .where(and(eq(assessments.id, assessmentId), eq(assessments.userId, userId)))
    .orderBy(desc(mentorLinks.createdAt), desc(mentorLinks.id))
    .limit(limit);
  return {
    owned: rows.length > 0,
    links: rows.flatMap((r) => (r.link ? [r.link] : [])),
  };
}

/** Live links of an assessment at `now`. */
export async function countLiveLinks(db: Db, assessmentId: string, now: Date): Promise<number> {
  const [counted] = await db
    .select({ live: sql<number>`count(*)::int` })
    .from(mentorLinks)
    .where(and(eq(mentorLinks.assessmentId, assessmentId), isLive(now)));
  return counted?.live ?? 0;
}

/**
 * Revokes one link of one of the user's assessments (a second revoke keeps the first time).
 * No row: not the user's, not that assessment's, or no such link.
 */
export async function revokeMentorLinkRow(
  db: Db,
  target: { userId: string; assessmentId: string; linkId: string; now: Date },
): Promise<MentorLinkRow | undefined> {
  const [row] = await db
    .update(mentorLinks)
    .set({ revokedAt: sql`coalesce(${mentorLinks.revokedAt}, ${target.now})` })
    .where(
      and(
        eq(mentorLinks.id, target.linkId),
        eq(mentorLinks.assessmentId, target.assessmentId),
        eq(mentorLinks.userId, target.userId),
      ),
    )
    .returning(ownerColumns);
  return row;
}

/** Whether a token's hash names a live link, without counting a view (the page's gate). */
export async function isLiveLink(db: Db, tokenHash: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: mentorLinks.id })
    .from(mentorLinks)
    .where(and(eq(mentorLinks.tokenHash, tokenHash), isLive(now)));
  return row !== undefined;
}

/** A stored coaching session as the shared read aggregates it. */
export interface SharedCoachingJson {
  sessionNumber: number;
  coachingData: unknown;
  createdAt: string;
  generatedBy: string;
  sourceHash: string | null;
}

/**
 * A mentor's visit, in one statement: the live link of `tokenHash` at `now` (what it opens, until
 * when), its view recorded when the last one is a minute old or more, so that a mentor's reloads
 * are reads (PostgreSQL runs a data-modifying WITH once, whether or not the query reads it).
 * No row when no live link has that hash.
 */
function buildVisitQuery(db: Db) {
  const now = sql`${sql.placeholder('now')}::timestamptz`;
  const live = and(
    eq(mentorLinks.tokenHash, sql.placeholder('tokenHash')),
    isNull(mentorLinks.revokedAt),
    gt(mentorLinks.expiresAt, now),
  );
  const link = db.$with('link').as(
    db
      .select({
        assessmentId: mentorLinks.assessmentId,
        userId: mentorLinks.userId,
        expiresAt: mentorLinks.expiresAt,
      })
      .from(mentorLinks)
      .where(live),
  );
  const touched = db.$with('touched').as(
    db
      .update(mentorLinks)
      .set({ lastViewedAt: now })
      .where(
        and(
          live,
          or(
            isNull(mentorLinks.lastViewedAt),
            lte(mentorLinks.lastViewedAt, sql`${now} - interval '1 minute'`),
          ),
        ),
      )
      .returning({ id: mentorLinks.id }),
  );
  return db.with(link, touched).select().from(link).prepare('mentor_link_visit');
}

// Every visit goes through it: a prepared statement per database skips building and planning it.
const visitQueries = new WeakMap<Db, ReturnType<typeof buildVisitQuery>>();

export async function visitLiveLink(db: Db, tokenHash: string, now: Date) {
  let query = visitQueries.get(db);
  if (!query) {
    query = buildVisitQuery(db);
    visitQueries.set(db, query);
  }
  const [row] = await query.execute({ tokenHash, now: now.toISOString() });
  return row;
}

/** A stored coaching session as the shared read aggregates it. */
export interface SharedCoachingJson {
  sessionNumber: number;
  coachingData: unknown;
  createdAt: string;
  generatedBy: string;
  sourceHash: string | null;
}

/**
 * What a mentor reads of the assessment, in one statement: the assessment, its owner's name and
 * email, the hash of its form (to tell stale sessions) and its stored coaching sessions, aggregated
 * in a correlated subquery written with an alias, like the dashboard's.
 */
export async function readSharedAssessment(db: Db, userId: string, assessmentId: string) {
  const [row] = await db
    .select({
      name: assessments.name,
      formData: assessments.formData,
      formHash: assessmentFormHash,
      completedAt: assessments.completedAt,
      updatedAt: assessments.updatedAt,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      coaching: sql<SharedCoachingJson[]>`coalesce((
        select json_agg(json_build_object(
          'sessionNumber', c.session_number,
          'coachingData', c.coaching_data,
          'createdAt', c.created_at,
          'generatedBy', c.generated_by,
          'sourceHash', c.source_hash
        ) order by c.session_number)
        from ${coachingSessions} c
        where c.assessment_id = ${assessments.id}
      ), '[]'::json)`,
    })
    .from(assessments)
    .innerJoin(users, eq(users.id, assessments.userId))
    .where(and(eq(assessments.id, assessmentId), eq(assessments.userId, userId)));
  return row;
}
