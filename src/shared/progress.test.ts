import { describe, expect, it } from 'vitest';
import { computeSessionProgress } from './progress';

describe('computeSessionProgress', () => {
  it('locks coaching and counts nothing before any completion', () => {
    const p = computeSessionProgress({ hasCompletedAssessment: false, coachingSessionNumbers: [] });
    expect(p).toMatchObject({ unlocked: false, completed: 0, total: 7 });
    expect(p.sessions.map((s) => s.title)).toEqual([
      'Comprehensive Assessment',
      'Product Focus',
      'Market Focus',
      'Execution Focus',
      'Product-Market Loop',
      'Product-Execution Loop',
      'Market-Execution Loop',
    ]);
  });

  it('unlocks and completes session 1 when an assessment is completed', () => {
    const p = computeSessionProgress({ hasCompletedAssessment: true, coachingSessionNumbers: [] });
    expect(p).toMatchObject({ unlocked: true, completed: 1 });
  });

  it('counts session 1 done and unlocks when any coaching exists', () => {
    const p = computeSessionProgress({
      hasCompletedAssessment: false,
      coachingSessionNumbers: [3, 5],
    });
    expect(p.unlocked).toBe(true);
    expect(p.completed).toBe(3);
    expect(p.sessions.filter((s) => s.completed).map((s) => s.id)).toEqual([1, 3, 5]);
  });
});
