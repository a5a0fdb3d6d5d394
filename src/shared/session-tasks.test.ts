import { describe, expect, it } from 'vitest';
import { taskKeyOf, taskTextOf } from './session-tasks';

describe('a 7-day task and its key', () => {
  it('is the item without its day', () => {
    expect(taskTextOf('Day 3: Call five clients.')).toBe('Call five clients.');
    expect(taskTextOf('day 12 - Call five clients.')).toBe('Call five clients.');
    expect(taskTextOf('Call five clients on day 3.')).toBe('Call five clients on day 3.');
  });

  it('names the same task on whichever day, in any case, spacing and end mark', () => {
    const key = taskKeyOf('Day 1: Call five clients.');
    expect(taskKeyOf('Day 4: call  five clients')).toBe(key);
    expect(taskKeyOf('Call five clients!')).toBe(key);
    expect(taskKeyOf('Call five clients about price.')).not.toBe(key);
    expect(taskKeyOf('Ask “what would you miss?”')).toBe(taskKeyOf('Ask "what would you miss?"'));
  });
});
