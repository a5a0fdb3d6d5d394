import { describe, expect, it } from 'vitest';
import { sessionProgressOf } from './session-availability';

const done = { id: 'a', completedAt: '2026-01-02T00:00:00.000Z' };
const fresh = { id: 'b', completedAt: null };

describe('sessionProgressOf', () => {
  it('locks everything without a current assessment', () => {
    const p = sessionProgressOf(undefined, [done], [{ assessmentId: 'a', sessionNumber: 2 }]);
    expect(p).toMatchObject({ unlocked: false, completed: 0 });
  });

  it('locks a first assessment until it is completed', () => {
    expect(sessionProgressOf(fresh, [fresh], [])).toMatchObject({ unlocked: false, completed: 0 });
  });

  it('unlocks a completed assessment and counts its own sessions only', () => {
    const p = sessionProgressOf(
      done,
      [done, fresh],
      [
        { assessmentId: 'a', sessionNumber: 2 },
        { assessmentId: 'b', sessionNumber: 3 },
      ],
    );
    expect(p.unlocked).toBe(true);
    expect(p.sessions.filter((s) => s.completed).map((s) => s.id)).toEqual([1, 2]);
  });

  it('keeps sessions unlocked on a new assessment once any assessment is complete (spec 4)', () => {
    const p = sessionProgressOf(fresh, [done, fresh], [{ assessmentId: 'a', sessionNumber: 2 }]);
    // Unlocked as the spec says, with nothing done for this assessment yet.
    expect(p).toMatchObject({ unlocked: true, completed: 0 });
  });

  it('unlocks once any coaching session exists, and counts this assessment’s own', () => {
    const p = sessionProgressOf(fresh, [fresh], [{ assessmentId: 'b', sessionNumber: 4 }]);
    expect(p).toMatchObject({ unlocked: true, completed: 2 });
  });
});
