import {
  coachingResultSchema,
  industryInferenceSchema,
  type CoachingResult,
  type IndustryInference,
} from '@shared/contracts/ai';
import type { FormState } from '@shared/contracts/assessment-form';
import type { CoachingSession } from '@shared/contracts/coaching';
import { NO_ANSWERS_REASON } from '@shared/coaching-texts';
import { CUSTOM_INDUSTRY, type Industry } from '@shared/domain';
import { AppError } from '@shared/errors';
import type { Db } from '../../db/client';
import { AiError } from '../../infra/ai/errors';
import type { AiCallOptions, CoachingSessionNumber, OtherSession } from '../../infra/ai/types';
import { checkedOutput, spendAiRequest, toAiFailure, withUsage, type AiDeps } from '../ai';
import { findAssessmentToCoach, readFormData, type AssessmentRow } from '../assessments';
import {
  findCoachingSession,
  findSessionToRead,
  findOtherCoachingSessions,
  storeCoachingSession,
  type CoachingRow,
} from './coaching.queries';
import { COACHING_MESSAGES } from './coaching.messages';
import { isStale } from './coaching.stale';
import { doneTasksOf, readTaskTicks, type TaskTickRow } from './coaching.tasks';
import { hasAnswers } from '@shared/form-answers';

export interface CoachRequestInput {
  sessionId: number;
  assessmentId?: string | null | undefined;
  formState?: FormState | undefined;
  explicitIndustry?: Industry | null | undefined;
  industryInference?: IndustryInference | null | undefined;
  regenerate: boolean;
}

interface AssessmentToCoach {
  assessment: AssessmentRow;
  /** The hash of its form as stored now (see `isStale`). */
  formHash: string;
}

/** The given assessment (404 when not the user's), else the user's first one, else none. */
async function resolveAssessment(
  db: Db,
  userId: string,
  assessmentId: string | null | undefined,
): Promise<AssessmentToCoach | undefined> {
  const row = await findAssessmentToCoach(db, userId, assessmentId);
  if (!row && assessmentId) throw new AppError('NOT_FOUND', COACHING_MESSAGES.assessmentNotFound);
  return row;
}

/**
 * A stored row as the API answers it, stale when its assessment's form now hashes to something
 * else than what it was built from; a row whose data no longer fits the contract is none.
 */
function toCoachResponse(row: CoachingRow, formHash: string): CoachingSession | undefined {
  const coaching = coachingResultSchema.safeParse(row.coachingData);
  if (!coaching.success) return undefined;
  const inference = industryInferenceSchema.safeParse(row.industryInference);
  return {
    coaching: coaching.data,
    industryInference: inference.success ? inference.data : null,
    sessionNumber: row.sessionNumber,
    createdAt: row.createdAt.toISOString(),
    generatedBy: row.generatedBy,
    stale: isStale(row.sourceHash, formHash),
  };
}

/**
 * GET /api/coach/{sessionId}: the stored session of the given assessment (the user's first when
 * none is given). Nothing stored is a 404, which tells the client to generate it.
 */
export async function getCoaching(
  db: Db,
  userId: string,
  sessionNumber: number,
  assessmentId?: string,
): Promise<CoachingSession> {
  const found = await findSessionToRead(db, userId, sessionNumber, assessmentId);
  if (!found && assessmentId) throw new AppError('NOT_FOUND', COACHING_MESSAGES.assessmentNotFound);
  const response = found?.session ? toCoachResponse(found.session, found.formHash) : undefined;
  if (!response) throw new AppError('NOT_FOUND', COACHING_MESSAGES.notStored(sessionNumber));
  return response;
}

/**
 * The form to coach on: the stored one, else the one the client sent, when either has answers;
 * with the hash of what it was built from, unknown (null) for a sent form.
 */
function formToCoach(
  found: AssessmentToCoach,
  sent: FormState | undefined,
): { form: FormState; sourceHash: string | null } {
  const stored = readFormData(found.assessment.formData);
  if (hasAnswers(stored)) return { form: stored, sourceHash: found.formHash };
  if (sent && hasAnswers(sent)) return { form: sent, sourceHash: null };
  throw new AppError('BAD_REQUEST', COACHING_MESSAGES.noAssessment, { reason: NO_ANSWERS_REASON });
}

interface IndustryChoice {
  industry: Industry | null;
  inference: IndustryInference | null;
}

/**
 * The industry to coach for, cheapest first: an explicit one (spec 4: a low-confidence inference
 * comes back this way), the user's own choice, an inference the client already made, the one
 * already made for this assessment's form as it is now (`stored`), else the engine's. An
 * inference that fails on bad output is not worth failing the session for: the coach then works
 * without an industry. Timeouts and provider errors do fail it.
 */
async function chooseIndustry(
  deps: AiDeps,
  form: FormState,
  input: CoachRequestInput,
  stored: IndustryInference | null,
  options: AiCallOptions,
): Promise<IndustryChoice> {
  if (input.explicitIndustry) {
    const given = input.industryInference;
    return {
      industry: input.explicitIndustry,
      inference:
        given?.inferredIndustry === input.explicitIndustry
          ? given
          : { inferredIndustry: input.explicitIndustry, confidence: 1 },
    };
  }
  if (form.industry && form.industry !== CUSTOM_INDUSTRY) {
    return {
      industry: form.industry,
      inference: { inferredIndustry: form.industry, confidence: 1 },
    };
  }
  const known = input.industryInference ?? stored;
  if (known) return { industry: known.inferredIndustry, inference: known };
  try {
    const inference = checkedOutput(
      deps,
      'infer-industry',
      industryInferenceSchema,
      await deps.ai.inferIndustry(form, options),
    );
    return { industry: inference.inferredIndustry, inference };
  } catch (err) {
    if (!(err instanceof AiError) || err.failure !== 'invalid_output') throw err;
    deps.log.warn({ err, engine: deps.ai.name }, 'industry inference failed; coaching without it');
    return { industry: form.industry || null, inference: null };
  }
}

type OtherRow = Awaited<ReturnType<typeof findOtherCoachingSessions>>[number];

/**
 * What the assessment's other stored sessions already gave (actions and 7-day tasks, and which of
 * those the founder ticked), so that a new session does not repeat them. Rows that no longer fit
 * the contract are left out.
 */
function otherSessionsOf(rows: OtherRow[], ticks: TaskTickRow[]): OtherSession[] {
  return rows.flatMap((row) => {
    const coaching = coachingResultSchema.safeParse(row.coachingData);
    if (!coaching.success) return [];
    return [
      {
        sessionNumber: row.sessionNumber as CoachingSessionNumber,
        actions: coaching.data.recommendActions,
        microTasks: coaching.data.microTasks,
        doneTasks: doneTasksOf(ticks, row.sessionNumber),
      },
    ];
  });
}

/**
 * The industry already inferred for this assessment's form as it is now: stored with any of its
 * sessions (this one's earlier version included) built from the same form. The industry is a
 * property of the form, so a form is classified once, not once per session or regeneration.
 * A form sent with the request (no `sourceHash`) has none.
 */
function storedInference(
  rows: (OtherRow | CoachingRow | undefined)[],
  sourceHash: string | null,
): IndustryInference | null {
  if (sourceHash === null) return null;
  for (const row of rows) {
    if (row?.sourceHash !== sourceHash) continue;
    const inference = industryInferenceSchema.safeParse(row.industryInference);
    if (inference.success) return inference.data;
  }
  return null;
}

/** The loads under way in one app, per user, assessment and session (see `generateCoaching`). */
export type LoadsUnderWay = Map<string, Promise<CoachingSession>>;

/**
 * POST /api/coach, and the whole of spec 4's coaching load decided in one place: the stored
 * session unless `regenerate`; else the industry (the user's, else the one already inferred for
 * this form, else inferred now) and a new session, generated from the assessment's form and
 * stored per (assessment, session number), for one AI request of the user's quota. The coach
 * learns the industry's confidence and what the assessment's other stored sessions already gave.
 *
 * Concurrent loads (not regenerations) of one session in one app (`underWay`, kept by its
 * routes) share one: the second answers what the first generates, spending no AI request and
 * calling no engine. Across processes (several instances on PostgreSQL) the unique row still
 * holds: the first stored wins and the others answer it.
 */
export function generateCoaching(
  deps: AiDeps,
  userId: string,
  input: CoachRequestInput,
  underWay: LoadsUnderWay = new Map(),
): Promise<CoachingSession> {
  if (input.regenerate) return loadOrGenerate(deps, userId, input);
  const key = `${userId}:${input.assessmentId ?? ''}:${input.sessionId}`;
  const joined = underWay.get(key);
  if (joined) return joined;
  const load = loadOrGenerate(deps, userId, input).finally(() => underWay.delete(key));
  underWay.set(key, load);
  return load;
}

async function loadOrGenerate(
  deps: AiDeps,
  userId: string,
  input: CoachRequestInput,
): Promise<CoachingSession> {
  const sessionNumber = input.sessionId as CoachingSessionNumber;
  const found = await resolveAssessment(deps.db, userId, input.assessmentId);
  if (!found) throw new AppError('BAD_REQUEST', COACHING_MESSAGES.noAssessment);
  const { assessment, formHash } = found;
  const { form, sourceHash } = formToCoach(found, input.formState);

  const existing = await findCoachingSession(deps.db, userId, assessment.id, sessionNumber);
  const existingResponse = existing && toCoachResponse(existing, formHash);
  if (existingResponse && !input.regenerate) return existingResponse;

  await spendAiRequest(deps, userId);
  const others = await findOtherCoachingSessions(deps.db, userId, assessment.id, sessionNumber);
  const ticks = await readTaskTicks(deps.db, userId, assessment.id);
  const otherSessions = otherSessionsOf(others, ticks);
  const inferred = storedInference([existing, ...others], sourceHash);
  let choice: IndustryChoice;
  let coaching: CoachingResult;
  try {
    ({ choice, coaching } = await withUsage(deps, userId, async (options) => {
      const chosen = await chooseIndustry(deps, form, input, inferred, options);
      const result = await deps.ai.coach(
        {
          sessionNumber,
          form,
          industry: chosen.industry,
          industryConfidence: chosen.inference?.confidence ?? null,
          otherSessions,
          doneTasks: doneTasksOf(ticks, sessionNumber),
        },
        options,
      );
      return { choice: chosen, coaching: result };
    }));
  } catch (err) {
    throw toAiFailure(deps, 'coach', err);
  }
  coaching = checkedOutput(deps, 'coach', coachingResultSchema, coaching);

  // A stored row that no longer fits the contract is replaced, as if regenerating.
  const mode = input.regenerate || existing ? 'replace' : 'keep';
  const values = {
    userId,
    assessmentId: assessment.id,
    analysisId: assessment.analysisId,
    sessionNumber,
    coachingData: coaching,
    industryInference: choice.inference,
    generatedBy: deps.ai.name,
    sourceHash,
  };
  const stored =
    (await storeCoachingSession(deps.db, values, mode)) ??
    (await findCoachingSession(deps.db, userId, assessment.id, sessionNumber));
  const response = stored && toCoachResponse(stored, formHash);
  if (!response) throw new Error('coaching session was neither stored nor found');
  return response;
}
