import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { CoachingSession } from '@shared/contracts/coaching';
import { API } from '@shared/contracts/routes';
import { NO_ANSWERS_REASON } from '@shared/coaching-texts';
import { hasAnswers } from '@shared/form-answers';
import { ApiError, call, queryKey } from '@client/lib/api';

/** The stored session (`GET /api/coach/{sessionId}`), or null when none is stored yet (404). */
export async function fetchStoredSession(
  sessionId: number,
  assessmentId: string,
): Promise<CoachingSession | null> {
  try {
    return await call(API.coachingSession, {
      params: { sessionId },
      query: { assessmentId: assessmentId || undefined },
    });
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

/** The assessment has no answers yet: nothing to coach on ('Session Not Available', spec 4). */
export class NoAssessmentData extends Error {
  constructor() {
    super('No answers to coach on yet');
  }
}

function reasonOf(err: ApiError): unknown {
  try {
    return (JSON.parse(err.body) as { reason?: unknown }).reason;
  } catch {
    return undefined;
  }
}

export interface SessionRequest {
  sessionId: number;
  assessmentId: string;
  regenerate: boolean;
}

/**
 * `POST /api/coach`: the server decides spec 4's coaching load in one place (the stored session;
 * else the industry, inferred once per assessment form, and a new session) or, with `regenerate`,
 * writes a new one. The client sends no industry: the server knows the user's choice and the
 * inference, and keeps the low-confidence inference for the badge.
 */
export async function generateSession(input: SessionRequest): Promise<CoachingSession> {
  try {
    return await call(API.generateCoaching, { body: input });
  } catch (err) {
    if (err instanceof ApiError && err.status === 400 && reasonOf(err) === NO_ANSWERS_REASON)
      throw new NoAssessmentData();
    if (err instanceof ApiError)
      throw new Error(`AI coaching failed: ${err.message}`, { cause: err });
    throw err;
  }
}

/**
 * Loads a session that is not stored yet. An assessment with no answers stops before the POST,
 * which the server would refuse (its 400 says the same, should the answers go in between).
 */
export async function loadSession(input: SessionRequest): Promise<CoachingSession> {
  const assessment = await call(API.assessment, { params: { id: input.assessmentId } });
  if (!hasAnswers(assessment.formData)) throw new NoAssessmentData();
  return generateSession(input);
}

/**
 * The read of a session: a GET only, the stored session or null. Generating one is a write and
 * happens in `useCoachingSession`'s mutation, never in a query function.
 */
export const coachingSessionQuery = (sessionId: number, assessmentId: string | undefined) =>
  queryOptions({
    queryKey: queryKey(API.coachingSession, sessionId, assessmentId),
    queryFn: () => fetchStoredSession(sessionId, assessmentId!),
    enabled: !!assessmentId,
    // The answers may have changed since it was read: reading it again on each visit keeps its
    // `stale` flag true (a stored session is one cheap read; the cached one shows meanwhile).
    refetchOnMount: 'always',
  });

const sameSession = (a: SessionRequest | undefined, sessionId: number, assessmentId?: string) =>
  a?.sessionId === sessionId && a.assessmentId === assessmentId;

/**
 * Spec 4 'Coaching load': the stored session is read (one GET); when none is stored, the
 * assessment is read (are there answers to coach on?) and one `POST /api/coach` has the server
 * infer the industry and generate it. `known` says whether the
 * list of sessions shows one stored; when it does not, the read is skipped and the POST answers a
 * stored one anyway. Each (session, assessment) is loaded once while the screen shows it.
 */
export function useCoachingSession(
  sessionId: number,
  assessmentId: string | undefined,
  known = true,
) {
  const queryClient = useQueryClient();
  const options = coachingSessionQuery(sessionId, assessmentId);
  const stored = useQuery({ ...options, enabled: options.enabled && known });
  const onWritten = (data: CoachingSession, vars: SessionRequest) => {
    queryClient.setQueryData(
      coachingSessionQuery(vars.sessionId, vars.assessmentId).queryKey,
      data,
    );
    // A newly generated session marks its number done in the navigation.
    void queryClient.invalidateQueries({ queryKey: queryKey(API.coachingList) });
    // A new version may list other tasks: the checklist is read again (its ticks stay).
    void queryClient.invalidateQueries({ queryKey: queryKey(API.sessionTasks) });
  };
  const load = useMutation({ mutationFn: loadSession, onSuccess: onWritten });
  const regenerate = useMutation({
    mutationFn: () => generateSession({ sessionId, assessmentId: assessmentId!, regenerate: true }),
    // The shown session stays until this one arrives; a failure leaves it as it was.
    onSuccess: (data) =>
      onWritten(data, { sessionId, assessmentId: assessmentId!, regenerate: true }),
  });

  const loadedHere = sameSession(load.variables, sessionId, assessmentId);
  const missing = known ? stored.isSuccess && stored.data === null : stored.data === undefined;
  const mustLoad = !!assessmentId && missing && !loadedHere;
  const { mutate } = load;
  useEffect(() => {
    if (mustLoad) mutate({ sessionId, assessmentId: assessmentId!, regenerate: false });
  }, [mustLoad, mutate, sessionId, assessmentId]);

  const error = stored.error ?? (loadedHere ? load.error : null);
  const session = {
    data: stored.data ?? undefined,
    error,
    /** Reads again after a failed read, or loads again after a failed load. */
    retry: () => {
      if (stored.error) void stored.refetch();
      else if (loadedHere && load.error) load.mutate(load.variables!);
    },
  };
  return { session, regenerate };
}
