import { computeSessionProgress } from './progress';

/**
 * The sessions of the assessment on screen, as the navigation and the coaching screen both show
 * them: one rule for both, so that an entry never looks open and then says 'Session Not
 * Available'. Spec 4, as written: coaching sessions 2-7 unlock once any of the user's assessments
 * is completed or any coaching session exists; which sessions are done is counted for the current
 * assessment (docs/product-decisions.md 'Scores and dashboard'). Without a current assessment there
 * is no assessment data, and nothing is open.
 */
export function sessionProgressOf(
  current: { id: string; completedAt: string | null } | undefined,
  assessments: readonly { completedAt: string | null }[],
  coaching: readonly { assessmentId: string; sessionNumber: number }[],
) {
  const own = current
    ? coaching.filter((c) => c.assessmentId === current.id).map((c) => c.sessionNumber)
    : [];
  const progress = computeSessionProgress({
    hasCompletedAssessment: !!current?.completedAt,
    coachingSessionNumbers: own,
  });
  const unlocked = !!current && (assessments.some((a) => a.completedAt) || coaching.length > 0);
  return { ...progress, unlocked };
}
