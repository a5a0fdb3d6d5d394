import { describe, expect, it } from 'vitest';
import { sessionProgressOf } from './session-availability';

const done = { id: 'a', completedAt: '2026-01-02T00:00:00.000Z' };
const fresh = { id: 'b', completedAt: null };

describe('sessionProgressOf', () => {
  it('locks everything without a current assessment', () => {
    const p = sessionProgressOf(undefined, [{ assessmentId: 'a', sessionNumber: 2 }]);
    expect(p).toMatchObject({ unlocked: false, completed: 0 });
  });

  it('unlocks a completed assessment and counts its own sessions only', () => {
    const p = sessionProgressOf(done, [
      { assessmentId: 'a', sessionNumber: 2 },
      { assessmentId: 'b', sessionNumber: 3 },
    ]);
    expect(p.unlocked).toBe(true);
    expect(p.sessions.filter((s) => s.completed).map((s) => s.id)).toEqual([1, 2]);
  });

  it('keeps a new, incomplete assessment locked though another one is complete and coached', () => {
    const p = sessionProgressOf(fresh, [{ assessmentId: 'a', sessionNumber: 2 }]);
    expect(p).toMatchObject({ unlocked: false, completed: 0 });
  });

  it('unlocks an incomplete assessment that has a coaching session of its own', () => {
    const p = sessionProgressOf(fresh, [{ assessmentId: 'b', sessionNumber: 4 }]);
    expect(p).toMatchObject({ unlocked: true, completed: 2 });
  });
});
