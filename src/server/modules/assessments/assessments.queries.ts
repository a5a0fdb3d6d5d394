import type { FormFacts } from '@shared/dashboard-rules';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assessments, assessmentSnapshots } from '../../db/schema';

export type AssessmentRow = typeof assessments.$inferSelect;
export type SnapshotRow = typeof assessmentSnapshots.$inferSelect;
type FormData = AssessmentRow['formData'];

function buildListQuery(db: Db) {
  return db
    .select({
      id: assessments.id,
      name: assessments.name,
      completedAt: assessments.completedAt,
      createdAt: assessments.createdAt,
    })
    .from(assessments)
    .where(eq(assessments.userId, sql.placeholder('userId')))
    .orderBy(asc(assessments.createdAt), asc(assessments.id))
    .prepare('list_assessments');
}

// The list is read on every screen: a prepared statement per database skips rebuilding its SQL.
const listQueries = new WeakMap<Db, ReturnType<typeof buildListQuery>>();

/** The user's assessments, oldest first (the first is the one chosen automatically). */
export async function listAssessments(db: Db, userId: string) {
  let query = listQueries.get(db);
  if (!query) {
    query = buildListQuery(db);
    listQueries.set(db, query);
  }
  return query.execute({ userId });
}

/** One of the user's assessments; another user's is as absent as a missing one. */
export async function findAssessment(
  db: Db,
  userId: string,
  id: string,
): Promise<AssessmentRow | undefined> {
  const [row] = await db
    .select()
    .from(assessments)
    .where(and(eq(assessments.id, id), eq(assessments.userId, userId)));
  return row;
}

export interface NewAssessment {
  userId: string;
  name: string;
  formData: FormData;
  /** `formFactsOf(form)`: what the dashboard reads of it. */
  formFacts: FormFacts;
  /** Created already complete (a first save with `completed: true`). */
  completed?: boolean;
}

export async function insertAssessment(db: Db, input: NewAssessment): Promise<AssessmentRow> {
  const [row] = await db
    .insert(assessments)
    .values({
      userId: input.userId,
      name: input.name,
      formData: input.formData,
      formFacts: input.formFacts,
      ...(input.completed ? { completedAt: sql`now()` } : {}),
    })
    .returning();
  if (!row) throw new Error('insert into assessments returned no row');
  return row;
}

const savedColumns = {
  id: assessments.id,
  name: assessments.name,
  updatedAt: assessments.updatedAt,
  completedAt: assessments.completedAt,
  version: assessments.version,
};
export type SavedAssessment = { [K in keyof typeof savedColumns]: AssessmentRow[K] };

export interface FormUpdate {
  userId: string;
  id: string;
  formData: FormData;
  /** `formFactsOf(form)`: what the dashboard reads of it. */
  formFacts: FormFacts;
  /** Sets completedAt unless it is set already; false never clears it. */
  completed: boolean;
  /** When given, the update happens only if the stored version is still this one. */
  expectedVersion?: number | undefined;
}

/**
 * Stores the form and bumps the version in one statement, so the version check and the write are
 * atomic. No row means: not the user's, or (with `expectedVersion`) changed since.
 */
export async function updateAssessmentForm(
  db: Db,
  input: FormUpdate,
): Promise<SavedAssessment | undefined> {
  const [row] = await db
    .update(assessments)
    .set({
      formData: input.formData,
      formFacts: input.formFacts,
      version: sql`${assessments.version} + 1`,
      updatedAt: sql`now()`,
      ...(input.completed ? { completedAt: sql`coalesce(${assessments.completedAt}, now())` } : {}),
    })
    .where(ownedWhere(input))
    .returning(savedColumns);
  return row;
}

export interface NewSnapshot {
  assessmentId: string;
  userId: string;
  productScore: number;
  marketScore: number;
  executionScore: number;
  overallScore: number;
  note: string | null;
  /** The form as it stood, so "What changed" can show each changed answer (ADR 035). */
  formData: FormData;
}

export async function insertSnapshot(db: Db, input: NewSnapshot): Promise<SnapshotRow> {
  const [row] = await db.insert(assessmentSnapshots).values(input).returning();
  if (!row) throw new Error('insert into assessment_snapshots returned no row');
  return row;
}

/** Which of the user's assessments to change; with `expectedVersion`, only while it is current. */
export interface OwnedAssessment {
  userId: string;
  id: string;
  expectedVersion?: number | undefined;
}

function ownedWhere(input: OwnedAssessment) {
  const conditions = [eq(assessments.id, input.id), eq(assessments.userId, input.userId)];
  if (input.expectedVersion !== undefined)
    conditions.push(eq(assessments.version, input.expectedVersion));
  return and(...conditions);
}

/**
 * Renames in one statement. Neither the version nor `updatedAt` moves: they guard the form's
 * content, which a name is not. No row means: not the user's, or changed since `expectedVersion`.
 */
export async function renameAssessmentRow(
  db: Db,
  input: OwnedAssessment & { name: string },
): Promise<SavedAssessment | undefined> {
  const [row] = await db
    .update(assessments)
    .set({ name: input.name })
    .where(ownedWhere(input))
    .returning(savedColumns);
  return row;
}

/**
 * Deletes in one statement; its snapshots and coaching sessions go with it (ON DELETE CASCADE).
 * No row means: not the user's, or changed since `expectedVersion`.
 */
export async function deleteAssessmentRow(
  db: Db,
  input: OwnedAssessment,
): Promise<{ id: string } | undefined> {
  const [row] = await db
    .delete(assessments)
    .where(ownedWhere(input))
    .returning({ id: assessments.id });
  return row;
}

/**
 * The hash a coaching session is built from: md5 of the form data as PostgreSQL prints jsonb
 * (keys in a fixed order, no insignificant whitespace), so the same answers always give the same
 * hash, on PGlite and PostgreSQL alike, and the name (a column of its own) is not part of it.
 */
export const assessmentFormHash = sql<string>`md5(${assessments.formData}::text)`;

/** The user's assessment `assessmentId`, or any of theirs (ordered by FIRST_ASSESSMENT, the first). */
export function givenOrFirstAssessment(userId: string, assessmentId?: string | null) {
  return assessmentId
    ? and(eq(assessments.id, assessmentId), eq(assessments.userId, userId))
    : eq(assessments.userId, userId);
}
/** The order in which the client takes the first assessment: the oldest, then by id. */
export const FIRST_ASSESSMENT = [asc(assessments.createdAt), asc(assessments.id)] as const;

/** The assessment's id when it belongs to the user (another user's answers undefined, as a 404). */
export async function findOwnedAssessmentId(
  db: Db,
  userId: string,
  assessmentId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: assessments.id })
    .from(assessments)
    .where(and(eq(assessments.id, assessmentId), eq(assessments.userId, userId)));
  return row?.id;
}

/**
 * One of the user's assessments (the given one, else the first, as the client chooses) with the
 * hash of its form read in the same statement, so the hash is of exactly the form the coach gets.
 */
export async function findAssessmentToCoach(db: Db, userId: string, assessmentId?: string | null) {
  const [row] = await db
    .select({ assessment: assessments, formHash: assessmentFormHash })
    .from(assessments)
    .where(givenOrFirstAssessment(userId, assessmentId))
    .orderBy(...FIRST_ASSESSMENT)
    .limit(1);
  return row;
}

/** The user's first (oldest) assessment: the one the client selects when none is chosen. */
export async function findFirstAssessment(db: Db, userId: string) {
  const [row] = await db
    .select()
    .from(assessments)
    .where(eq(assessments.userId, userId))
    .orderBy(asc(assessments.createdAt), asc(assessments.id))
    .limit(1);
  return row;
}

/**
 * One of the user's assessments and one of its snapshots, in one statement ("What changed",
 * ADR 035). No row: not the user's assessment; `snapshot` null: no such snapshot of it (another
 * assessment's, even the user's own, is as absent as a missing one).
 */
export async function findAssessmentWithSnapshot(
  db: Db,
  userId: string,
  id: string,
  snapshotId: string,
): Promise<{ assessment: AssessmentRow; snapshot: SnapshotRow | null } | undefined> {
  const [row] = await db
    .select({ assessment: assessments, snapshot: assessmentSnapshots })
    .from(assessments)
    .leftJoin(
      assessmentSnapshots,
      and(
        eq(assessmentSnapshots.id, snapshotId),
        eq(assessmentSnapshots.assessmentId, assessments.id),
      ),
    )
    .where(and(eq(assessments.id, id), eq(assessments.userId, userId)));
  return row;
}

/** Those of the given assessments that are the user's, in one statement (any order). */
export async function findAssessments(
  db: Db,
  userId: string,
  ids: string[],
): Promise<AssessmentRow[]> {
  return db
    .select()
    .from(assessments)
    .where(and(inArray(assessments.id, ids), eq(assessments.userId, userId)));
}

/**
 * The snapshots of one of the user's assessments, newest first, without their forms. Undefined
 * when the assessment is not the user's; one statement (the assessment left-joined to them).
 */
export async function listSnapshots(db: Db, userId: string, id: string) {
  const rows = await db
    .select({
      snapshot: {
        id: assessmentSnapshots.id,
        createdAt: assessmentSnapshots.createdAt,
        note: assessmentSnapshots.note,
        productScore: assessmentSnapshots.productScore,
        marketScore: assessmentSnapshots.marketScore,
        executionScore: assessmentSnapshots.executionScore,
        overallScore: assessmentSnapshots.overallScore,
        hasAnswers: sql<boolean>`${assessmentSnapshots.formData} is not null`,
      },
    })
    .from(assessments)
    .leftJoin(assessmentSnapshots, eq(assessmentSnapshots.assessmentId, assessments.id))
    .where(and(eq(assessments.id, id), eq(assessments.userId, userId)))
    .orderBy(desc(assessmentSnapshots.createdAt), desc(assessmentSnapshots.id));
  if (rows.length === 0) return undefined;
  return rows.flatMap((r) => (r.snapshot ? [r.snapshot] : []));
}
