import { describe, expect, it } from 'vitest';
import type { CoachingResult } from '@shared/contracts/ai';
import { taskKeyOf, taskTextOf } from '@shared/session-tasks';
import { buildCoaching } from './coach';
import { carryOver } from './carry-over';
import { FIXTURES } from './fixtures';

const session = (microTasks: string[]): CoachingResult => ({
  teach: 'The lesson.',
  recommendActions: ['An action.'],
  recommendLearning: ['A book.'],
  metrics: ['A metric.'],
  risks: ['A risk.'],
  microTasks,
});

const WEEK = [
  'Day 1: Call 5 past clients and ask what they would miss.',
  'Day 2: List each tool, person and hour behind "owners guess quantities the night before".',
  'Day 3: Draft a one-page offer at £49 a month.',
  'Day 4: Review the week and choose one change.',
];

describe('the offline coach carries done tasks over (ADR 036)', () => {
  it('changes nothing when nothing was done', () => {
    const result = session(WEEK);
    expect(carryOver(result, [])).toBe(result);
    expect(carryOver(result, undefined)).toBe(result);
  });

  it('never gives a done task again, and opens the week with its next step', () => {
    const out = carryOver(session(WEEK), ['Call 5 past clients and ask what they would miss']);
    const keys = out.microTasks.map(taskKeyOf);
    expect(keys).not.toContain(taskKeyOf(WEEK[0]!));
    expect(out.microTasks[0]).toBe(
      'Day 1: Go back to the people you reached in "call 5 past clients and ask what they would miss": thank them, ask the one question their answers raised, and ask each for an introduction to someone like them.',
    );
    // The tasks not done stay, renumbered.
    expect(out.microTasks.slice(1).map(taskTextOf)).toEqual(WEEK.slice(1).map(taskTextOf));
    expect(out.microTasks.map((t) => /^Day (\d+):/.exec(t)?.[1])).toEqual(['1', '2', '3', '4']);
    expect(out.teach).toMatch(
      /^You have done one of this session’s tasks so far: "call 5 past clients and ask what they would miss"\./,
    );
    expect(out.teach.endsWith('The lesson.')).toBe(true);
  });

  it('names a task by its words before a quote, never ending on a small word', () => {
    const out = carryOver(session(WEEK), [taskTextOf(WEEK[1]!)]);
    expect(out.microTasks[0]).toContain('"list each tool, person and hour"');
  });

  it('builds on the latest two done tasks and counts them all', () => {
    const done = [WEEK[0]!, WEEK[1]!, WEEK[2]!].map(taskTextOf);
    const out = carryOver(session(WEEK), done);
    expect(out.microTasks.map(taskTextOf)).toEqual([
      expect.stringMatching(
        /^Put what you made in "draft a one-page offer at £49 a month" in front/,
      ),
      expect.stringMatching(/^Act on what "list each tool, person and hour" showed you/),
      'Review the week and choose one change.',
    ]);
    expect(out.teach).toMatch(/^You have done 3 of this session’s tasks so far, most recently/);
  });

  it('builds on a done next step through the task it names, not on itself', () => {
    const first = carryOver(session(WEEK), [taskTextOf(WEEK[0]!)]);
    const step = taskTextOf(first.microTasks[0]!);
    const second = carryOver(session(WEEK), [taskTextOf(WEEK[0]!), step]);
    expect(second.microTasks.map(taskKeyOf)).not.toContain(taskKeyOf(step));
    expect(second.microTasks.join('\n')).not.toMatch(
      /Go back to the people you reached in "go back/,
    );
  });

  it('builds on a plan task through its plan item, and says the time was given to it', () => {
    const plan = 'Block two hours this week for "Run a price test", from your 30-day plan.';
    const out = carryOver(session([`Day 1: ${plan}`, ...WEEK]), [plan]);
    expect(out.microTasks[0]).toBe(
      'Day 1: Finish what you started on "run a price test": write down where it stands, what is left and the day it will be done.',
    );
    expect(out.teach).toMatch(
      /^You have done one of this session’s tasks so far: the time you set aside for "run a price test"\./,
    );
  });

  it('keeps every task within the contract', () => {
    const long = `Call ${'the owners of the independent bakeries '.repeat(30)}`;
    const out = carryOver(session([`Day 1: ${long}`, ...WEEK.slice(1)]), [long]);
    for (const t of out.microTasks) expect(t.length).toBeLessThanOrEqual(800);
    expect(out.microTasks.length).toBeLessThanOrEqual(7);
  });

  it('is what the coach writes for a founder who ticked tasks of a session', () => {
    const { form } = FIXTURES[0]!;
    const before = buildCoaching({ sessionNumber: 3, form, industry: null });
    const done = [taskTextOf(before.microTasks[1]!)];
    const after = buildCoaching({ sessionNumber: 3, form, industry: null, doneTasks: done });
    expect(after.microTasks.map(taskKeyOf)).not.toContain(taskKeyOf(done[0]!));
    expect(after.teach.startsWith('You have done one of this session’s tasks')).toBe(true);
    // The other sessions and the rest of this one are as they were.
    expect(after.recommendActions).toEqual(before.recommendActions);
    expect(buildCoaching({ sessionNumber: 3, form, industry: null })).toEqual(before);
  });
});
