import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IndustryInference } from '@shared/contracts/ai';
import type { Assessment } from '@shared/contracts/assessments';
import type { CoachingSession } from '@shared/contracts/coaching';
import { LIMITS } from '@shared/domain';
import { AI_PATHS, ASSESSMENT_PATHS, COACHING_PATHS } from '@shared/paths';
import { ApiError, apiRequest, getJson } from '@client/lib/api';
import { hasAnswers } from '@shared/form-answers';

export async function fetchStoredSession(
  sessionId: number,
  assessmentId: string,
): Promise<CoachingSession | null> {
  try {
    return await getJson<CoachingSession>(COACHING_PATHS.one(sessionId, assessmentId));
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

export async function inferIndustry(formState: Assessment['formData']): Promise<IndustryInference> {
  try {
    const res = await apiRequest('POST', AI_PATHS.inferIndustry, { formState });
    return (await res.json()) as IndustryInference;
  } catch (err) {
    if (err instanceof ApiError)
      throw new Error(`Industry inference failed: ${err.message}`, { cause: err });
    throw err;
  }
}

export async function generateSession(input: {
  sessionId: number;
  assessmentId: string;
  regenerate: boolean;
  industryInference: IndustryInference | null;
}): Promise<CoachingSession> {
  const lowConfidence =
    input.industryInference && input.industryInference.confidence < LIMITS.lowConfidence;
  try {
    const res = await apiRequest('POST', COACHING_PATHS.generate, {
      sessionId: input.sessionId,
      assessmentId: input.assessmentId,
      regenerate: input.regenerate,
      industryInference: input.industryInference,
      // Spec 4: below the confidence threshold the inferred industry is passed explicitly.
      explicitIndustry: lowConfidence ? input.industryInference!.inferredIndustry : null,
    });
    return (await res.json()) as CoachingSession;
  } catch (err) {
    if (err instanceof ApiError)
      throw new Error(`AI coaching failed: ${err.message}`, { cause: err });
    throw err;
  }
}

/** The assessment has no answers yet: nothing to coach on ('Session Not Available', spec 4). */
export class NoAssessmentData extends Error {
  constructor() {
    super('No answers to coach on yet');
  }
}

/**
 * The industry to coach for: the user's own choice when it is a listed industry, else inferred.
 * An assessment with no answers stops here, before any request the server would refuse.
 */
async function industryFor(assessmentId: string): Promise<IndustryInference | null> {
  const assessment = await getJson<Assessment>(ASSESSMENT_PATHS.one(assessmentId));
  if (!hasAnswers(assessment.formData)) throw new NoAssessmentData();
  const chosen = assessment.formData.industry;
  if (chosen && chosen !== 'Other/Custom') return null;
  return inferIndustry(assessment.formData);
}

/**
 * Spec 4 'Coaching load': the stored session first; otherwise infer the industry, then generate.
 * `known` says whether the list of sessions shows one stored; when it does not, the read is skipped
 * (a generation request answers a stored session anyway, so a stale list costs nothing).
 */
export async function loadSession(
  sessionId: number,
  assessmentId: string,
  known = true,
): Promise<CoachingSession> {
  const stored = known ? await fetchStoredSession(sessionId, assessmentId) : null;
  if (stored) return stored;
  const industryInference = await industryFor(assessmentId);
  return generateSession({ sessionId, assessmentId, regenerate: false, industryInference });
}

export const coachingSessionQuery = (sessionId: number, assessmentId: string | undefined) =>
  queryOptions({
    queryKey: [COACHING_PATHS.generate, sessionId, assessmentId],
    queryFn: () => loadSession(sessionId, assessmentId!),
    enabled: !!assessmentId,
    // The answers may have changed since it was read: reading it again on each visit keeps its
    // `stale` flag true (a stored session is one cheap read; the cached one shows meanwhile).
    refetchOnMount: 'always',
  });

export function useCoachingSession(
  sessionId: number,
  assessmentId: string | undefined,
  known = true,
) {
  const queryClient = useQueryClient();
  const options = coachingSessionQuery(sessionId, assessmentId);
  const query = useQuery({
    ...options,
    queryFn: async () => {
      const session = await loadSession(sessionId, assessmentId!, known);
      // A newly generated session marks its number done in the navigation.
      void queryClient.invalidateQueries({ queryKey: [COACHING_PATHS.all] });
      return session;
    },
  });
  const regenerate = useMutation({
    mutationFn: async () => {
      const industryInference = await industryFor(assessmentId!);
      return generateSession({
        sessionId,
        assessmentId: assessmentId!,
        regenerate: true,
        industryInference,
      });
    },
    // The shown session stays until this one arrives; a failure leaves it as it was.
    onSuccess: (data) => {
      queryClient.setQueryData(options.queryKey, data);
      void queryClient.invalidateQueries({ queryKey: [COACHING_PATHS.all] });
    },
  });
  return { query, regenerate };
}
