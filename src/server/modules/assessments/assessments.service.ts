import {
  COMPLETION_MESSAGES,
  completionSummary,
  emptyFormState,
  hasAllRatings,
  hasCompletionErrors,
  normalizeFormState,
  validateCompletion,
  type CompletionErrors,
  type FormState,
} from '@shared/contracts/assessment-form';
import {
  ASSESSMENT_MESSAGES,
  type Assessment,
  type AssessmentListItem,
  type DeleteAssessmentResponse,
  type SaveAssessmentResponse,
  type Snapshot,
} from '@shared/contracts/assessments';
import { formFactsOf } from '@shared/dashboard-rules';
import { LIMITS } from '@shared/domain';
import { AppError, type ErrorBody } from '@shared/errors';
import { computeScores } from '@shared/scores';
import type { Db } from '../../db/client';
import type { AuthCache } from '../../infra/auth/auth-cache';
import type { AuthUser } from '../../infra/auth/session.queries';
import type { UserCache } from '../../infra/cache/user-cache';
import type { Metrics } from '../../infra/metrics/metrics';
import { spendCredits } from '../users';
import {
  deleteAssessmentRow,
  findAssessment,
  insertAssessment,
  insertSnapshot,
  listAssessments,
  renameAssessmentRow,
  updateAssessmentForm,
  type NewSnapshot,
  type OwnedAssessment,
} from './assessments.queries';
import { readFormData, toAssessment, toListItem, toSaved, toSnapshot } from './assessments.mapping';

export interface AssessmentDeps {
  db: Db;
  /** The embedded database's session cache; a spent credit must evict the user from it. */
  authCache?: AuthCache | undefined;
  /** The embedded database's cache of assessment lists; creation and completion evict it. */
  listCache?: UserCache<AssessmentListItem[]> | undefined;
  /** Counts credits spent, when metrics are on. */
  metrics?: Metrics | undefined;
}

export interface SaveInput {
  formState: FormState;
  completed: boolean;
  assessmentId?: string | null | undefined;
  version?: number | null | undefined;
}

export type SaveResult = { created: boolean; saved: SaveAssessmentResponse };

type Issues = NonNullable<ErrorBody['issues']>;

const notFound = () => new AppError('NOT_FOUND', ASSESSMENT_MESSAGES.notFound);

function completionIssues(errors: CompletionErrors): Issues {
  const issues: Issues = [];
  const at = (field: string) => `formState.actionPlan.${field}`;
  if (errors.priority) issues.push({ path: at('priority'), message: errors.priority });
  if (errors.successMeasures)
    issues.push({ path: at('successMeasures'), message: errors.successMeasures });
  for (const [index, message] of Object.entries(errors.tasks ?? {}))
    issues.push({ path: at(`next30Days.${index}`), message });
  return issues;
}

/**
 * Completion re-checks the spec's rules on the server; a refusal writes nothing. It checks the form
 * as it would be stored, so a task's index in `issues` is its index once blank tasks are dropped.
 */
function assertCompletable(form: FormState): void {
  const errors = validateCompletion(form);
  if (!hasCompletionErrors(errors)) return;
  const message = `${COMPLETION_MESSAGES.summaryTitle} ${completionSummary(errors).join(', ')}`;
  throw new AppError('BAD_REQUEST', message, { issues: completionIssues(errors) });
}

function snapshotOf(
  form: FormState,
  assessmentId: string,
  userId: string,
  note: string | null,
): NewSnapshot {
  const scores = computeScores(form);
  return {
    assessmentId,
    userId,
    productScore: scores.product,
    marketScore: scores.market,
    executionScore: scores.execution,
    overallScore: scores.overall,
    note,
    formData: form,
  };
}

/** The user's assessments, oldest first: the client selects the first one automatically. */
export async function listUserAssessments(
  deps: AssessmentDeps,
  userId: string,
): Promise<AssessmentListItem[]> {
  const load = async () => (await listAssessments(deps.db, userId)).map(toListItem);
  return deps.listCache ? deps.listCache.read(userId, '', load) : load();
}

/** One of the user's assessments; another user's answers 404 like a missing one. */
export async function getAssessment(db: Db, userId: string, id: string): Promise<Assessment> {
  const row = await findAssessment(db, userId, id);
  if (!row) throw notFound();
  return toAssessment(row);
}

/**
 * Creates an assessment. For a non-admin it costs one credit: the deduction, the ledger row, the
 * assessment and (when it is created complete with all ratings) its first snapshot are one
 * transaction, so concurrent creations cannot spend a credit twice. No credit: 402.
 */
async function createPaidAssessment(
  deps: AssessmentDeps,
  user: AuthUser,
  input: { name: string; form: FormState; completed: boolean },
) {
  const isPaid = user.isAdmin !== 1;
  const row = await deps.db.transaction(async (tx) => {
    if (isPaid) {
      const balance = await spendCredits(tx, user.id, LIMITS.assessmentCost, 'assessment');
      if (balance === undefined)
        throw new AppError('PAYMENT_REQUIRED', ASSESSMENT_MESSAGES.noCredits);
    }
    const created = await insertAssessment(tx, {
      userId: user.id,
      name: input.name,
      formData: input.form,
      formFacts: formFactsOf(input.form),
      completed: input.completed,
    });
    if (input.completed && hasAllRatings(input.form))
      await insertSnapshot(tx, snapshotOf(input.form, created.id, user.id, null));
    return created;
  });
  if (isPaid) {
    deps.authCache?.evictUser(user.id);
    deps.metrics?.creditsSpent.inc(LIMITS.assessmentCost);
  }
  deps.listCache?.evict(user.id);
  return row;
}

/** POST /api/assessments/new: a named, empty assessment (1 credit for non-admins). */
export async function createAssessment(
  deps: AssessmentDeps,
  user: AuthUser,
  name: string,
): Promise<Assessment> {
  const row = await createPaidAssessment(deps, user, {
    name,
    form: emptyFormState(),
    completed: false,
  });
  return toAssessment(row);
}

export const ASSESSMENT_VERSION_REQUIRED =
  'version is required to save an existing assessment: send the version your copy is based on';

/**
 * Saves the form (blank tasks dropped) and bumps the version. Without an id it creates the user's
 * default assessment, which costs a credit like any other. A save of an existing assessment must
 * carry the `version` it is based on (400 without one); a `version` older than the stored one
 * answers 409 with the current record and writes nothing. `completed: true` re-checks the
 * completion rules, keeps the first completion time, and snapshots the scores when all three
 * pillars are rated.
 */
export async function saveAssessment(
  deps: AssessmentDeps,
  user: AuthUser,
  input: SaveInput,
): Promise<SaveResult> {
  const form = normalizeFormState(input.formState);
  if (input.completed) assertCompletable(form);
  const id = input.assessmentId ?? undefined;
  if (id === undefined) {
    const row = await createPaidAssessment(deps, user, {
      name: ASSESSMENT_MESSAGES.defaultName,
      form,
      completed: input.completed,
    });
    return { created: true, saved: toSaved(row) };
  }

  // A save without the version it is based on could overwrite newer data unseen (ADR 022).
  if (input.version === undefined || input.version === null) {
    throw new AppError('BAD_REQUEST', ASSESSMENT_VERSION_REQUIRED, {
      issues: [{ path: 'version', message: ASSESSMENT_VERSION_REQUIRED }],
    });
  }
  const expectedVersion = input.version;
  const update = {
    userId: user.id,
    id,
    formData: form,
    formFacts: formFactsOf(form),
    completed: input.completed,
    expectedVersion,
  };
  const saved =
    input.completed && hasAllRatings(form)
      ? await deps.db.transaction(async (tx) => {
          const row = await updateAssessmentForm(tx, update);
          if (row) await insertSnapshot(tx, snapshotOf(form, id, user.id, null));
          return row;
        })
      : await updateAssessmentForm(deps.db, update);
  if (saved) {
    if (input.completed) deps.listCache?.evict(user.id); // completedAt is on the list
    return { created: false, saved: toSaved(saved) };
  }

  // Nothing matched: either not the user's, or saved elsewhere in the meantime.
  const current = await findAssessment(deps.db, user.id, id);
  if (!current) throw notFound();
  throw new AppError('CONFLICT', ASSESSMENT_MESSAGES.conflict, { current: toAssessment(current) });
}

/** POST /api/assessments/{id}/snapshot: the stored form's scores, which need all three ratings. */
export async function createSnapshot(
  db: Db,
  userId: string,
  id: string,
  note: string | null,
): Promise<Snapshot> {
  const row = await findAssessment(db, userId, id);
  if (!row) throw notFound();
  const form = readFormData(row.formData);
  if (!hasAllRatings(form)) throw new AppError('BAD_REQUEST', ASSESSMENT_MESSAGES.needRatings);
  return toSnapshot(await insertSnapshot(db, snapshotOf(form, id, userId, note)));
}

/**
 * Nothing matched a change of one of the user's assessments: 404 when it is not theirs (or gone),
 * else (with a version) 409 with the current record, as a stale save answers.
 */
async function refusal(db: Db, target: OwnedAssessment): Promise<AppError> {
  const current =
    target.expectedVersion === undefined
      ? undefined
      : await findAssessment(db, target.userId, target.id);
  if (!current) return notFound();
  return new AppError('CONFLICT', ASSESSMENT_MESSAGES.conflict, { current: toAssessment(current) });
}

/** PATCH /api/assessments/{id}: renames one of the user's assessments (name rules as at creation). */
export async function renameAssessment(
  deps: AssessmentDeps,
  target: OwnedAssessment,
  name: string,
): Promise<SaveAssessmentResponse> {
  const row = await renameAssessmentRow(deps.db, { ...target, name });
  if (!row) throw await refusal(deps.db, target);
  deps.listCache?.evict(target.userId);
  return toSaved(row);
}

/**
 * DELETE /api/assessments/{id}: deletes one of the user's assessments with its snapshots and
 * coaching sessions. The credit it cost is not refunded (docs/product-decisions.md 'Assessments').
 */
export async function deleteAssessment(
  deps: AssessmentDeps,
  target: OwnedAssessment,
): Promise<DeleteAssessmentResponse> {
  const row = await deleteAssessmentRow(deps.db, target);
  if (!row) throw await refusal(deps.db, target);
  deps.listCache?.evict(target.userId);
  return { id: row.id, deleted: true };
}
