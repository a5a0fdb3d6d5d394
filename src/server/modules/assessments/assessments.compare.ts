import { changedAnswers, ratingsOf, ratingsOfScores } from '@shared/answer-changes';
import { COMPARE_TEXTS } from '@shared/compare-texts';
import { ASSESSMENT_MESSAGES } from '@shared/contracts/assessments';
import {
  COMPARE_MESSAGES,
  type CompareQuery,
  type CompareSide,
  type Comparison,
  type SnapshotListItem,
} from '@shared/contracts/compare';
import { AppError } from '@shared/errors';
import { computeScores } from '@shared/scores';
import type { Db } from '../../db/client';
import { readFormData } from './assessments.mapping';
import {
  findAssessments,
  findAssessmentWithSnapshot,
  listSnapshots,
  type AssessmentRow,
  type SnapshotRow,
} from './assessments.queries';

// "What changed" (docs/decisions/035): the assessment as it is now against one of its snapshots or
// another of the user's assessments. Each comparison is one statement; another user's assessment
// or snapshot, and a snapshot of another assessment, answer 404 like a missing one.

const notFound = () => new AppError('NOT_FOUND', ASSESSMENT_MESSAGES.notFound);

function assessmentSide(row: AssessmentRow) {
  const form = readFormData(row.formData);
  const side: CompareSide = {
    kind: 'assessment',
    id: row.id,
    assessmentId: row.id,
    name: row.name,
    label: row.name,
    date: row.updatedAt.toISOString(),
    ratings: ratingsOf(form),
    scores: computeScores(form),
    hasAnswers: true,
  };
  return { side, form };
}

/** A snapshot's side: its stored scores, and its form when it was taken after forms were kept. */
function snapshotSide(row: SnapshotRow, assessment: AssessmentRow) {
  const form = row.formData === null ? null : readFormData(row.formData);
  const scores = {
    overall: row.overallScore,
    product: row.productScore,
    market: row.marketScore,
    execution: row.executionScore,
  };
  const side: CompareSide = {
    kind: 'snapshot',
    id: row.id,
    assessmentId: row.assessmentId,
    name: assessment.name,
    label: row.note || COMPARE_TEXTS.snapshotLabel,
    date: row.createdAt.toISOString(),
    ratings: form ? ratingsOf(form) : ratingsOfScores(scores),
    scores,
    hasAnswers: form !== null,
  };
  return { side, form };
}

/**
 * GET /api/assessments/{id}/compare: `from` is the snapshot (`?snapshot=`) or the other assessment
 * (`?with=`), `to` the assessment now; the changed answers with their text on each side. A snapshot
 * taken before snapshots kept the form compares by ratings and scores only.
 */
export async function compareAssessment(
  db: Db,
  userId: string,
  id: string,
  query: CompareQuery,
): Promise<Comparison> {
  if (query.snapshot !== undefined) {
    const found = await findAssessmentWithSnapshot(db, userId, id, query.snapshot);
    if (!found) throw notFound();
    if (!found.snapshot) throw new AppError('NOT_FOUND', COMPARE_MESSAGES.snapshotNotFound);
    const to = assessmentSide(found.assessment);
    const from = snapshotSide(found.snapshot, found.assessment);
    return {
      from: from.side,
      to: to.side,
      answersCompared: from.form !== null,
      changes: from.form ? changedAnswers(from.form, to.form) : [],
    };
  }
  const otherId = query.with!;
  if (otherId === id) throw new AppError('BAD_REQUEST', COMPARE_MESSAGES.sameAssessment);
  const rows = await findAssessments(db, userId, [id, otherId]);
  const current = rows.find((r) => r.id === id);
  const other = rows.find((r) => r.id === otherId);
  if (!current || !other) throw notFound();
  const to = assessmentSide(current);
  const from = assessmentSide(other);
  return {
    from: from.side,
    to: to.side,
    answersCompared: true,
    changes: changedAnswers(from.form, to.form),
  };
}

/** GET /api/assessments/{id}/snapshots: the picker's list, newest first, without the forms. */
export async function listAssessmentSnapshots(
  db: Db,
  userId: string,
  id: string,
): Promise<SnapshotListItem[]> {
  const rows = await listSnapshots(db, userId, id);
  if (!rows) throw notFound();
  return rows.map((r) => ({
    id: r.id,
    createdAt: r.createdAt.toISOString(),
    note: r.note,
    scores: {
      overall: r.overallScore,
      product: r.productScore,
      market: r.marketScore,
      execution: r.executionScore,
    },
    hasAnswers: r.hasAnswers,
  }));
}
