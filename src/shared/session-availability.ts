import { computeSessionProgress } from './progress';

/**
 * The sessions of the assessment on screen, as the navigation and the coaching screen both show
 * them: one rule for both, so that an entry never looks open and then says 'Session Not
 * Available'. Spec 4's unlock and done rules are read for the current assessment (the one whose
 * sessions are listed): its coaching sessions unlock once it is completed or has a coaching
 * session. A completed other assessment does not unlock a new, empty one: there would be nothing
 * to coach on.
 */
export function sessionProgressOf(
  current: { id: string; completedAt: string | null } | undefined,
  coaching: readonly { assessmentId: string; sessionNumber: number }[],
) {
  return computeSessionProgress({
    hasCompletedAssessment: !!current?.completedAt,
    coachingSessionNumbers: current
      ? coaching.filter((c) => c.assessmentId === current.id).map((c) => c.sessionNumber)
      : [],
  });
}
