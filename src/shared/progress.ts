import { SESSION_NUMBERS, SESSION_TITLES, type SessionNumber } from './domain';

export interface SessionState {
  id: SessionNumber;
  title: string;
  completed: boolean;
}

/**
 * The spec's unlock and done rules (section 4): coaching sessions 2-7 unlock once any assessment is
 * completed or any coaching session exists; session N (2-7) is done when a coaching record with its
 * number exists; session 1 is done when an assessment is completed or any coaching exists.
 */
export function computeSessionProgress(input: {
  hasCompletedAssessment: boolean;
  coachingSessionNumbers: readonly number[];
}): { unlocked: boolean; completed: number; total: number; sessions: SessionState[] } {
  const done = new Set(input.coachingSessionNumbers);
  const anyCoaching = done.size > 0;
  const sessions = SESSION_NUMBERS.map((id) => ({
    id,
    title: SESSION_TITLES[id],
    completed: id === 1 ? input.hasCompletedAssessment || anyCoaching : done.has(id),
  }));
  return {
    unlocked: input.hasCompletedAssessment || anyCoaching,
    completed: sessions.filter((s) => s.completed).length,
    total: sessions.length,
    sessions,
  };
}
