import { describe, expect, it } from 'vitest';
import { carryOver } from './carry-over';
import { planTaskStep } from './plan-steps';

describe('the first step of a 30-day plan task, by what the task is', () => {
  it.each([
    ['Call 10 churned customers', /^Put the first of "Call 10 churned customers" in the calendar/],
    [
      'Meet ward 4 councillor about the renewal',
      /^Put "Meet ward 4 councillor about the renewal" in the calendar/,
    ],
    [
      'Pilot review meeting with the plant manager',
      /^Put "Pilot review meeting with the plant manager" in the calendar/,
    ],
    [
      'decide if we hire another writer or raise price to 2.500',
      /^Write the options in "decide if we hire/,
    ],
    [
      'File the MEI annual return by 31 May',
      /^List what "File the MEI annual return by 31 May" needs/,
    ],
    ['Get 3 quotes from test labs', /^List what "Get 3 quotes from test labs" needs/],
    [
      'Hire a part time booking person',
      /in five lines \(the work of week one, the hours, the pay\)/,
    ],
    ['Recruit 1 more volunteer for admin', /the hours, what they get from it\)/],
    ['Send a price proposal to the 3 pilots', /^Put a reply-by date on "Send a price proposal/],
    [
      'Run the 500-hour arm bench test',
      /^Before starting "Run the 500-hour arm bench test".*the day you will judge it\.$/,
    ],
    [
      'launch lesson packs to all families',
      /^Set the day "launch lesson packs to all families" goes live/,
    ],
    [
      'raise large dog price to $175',
      /^Set the day "raise large dog price to \$175" takes effect.*tell customers why\.$/,
    ],
    ['update pricing page + Stripe to $179', /takes effect/],
    [
      'Write the health check offer + price',
      /^Give "Write the health check offer \+ price", from your 30-day plan, its first two hours/,
    ],
    ['write interview playbook v1', /^Give "write interview playbook v1"/],
    ['2 more condo partnerships', /^Block two hours this week for "2 more condo partnerships"/],
  ])('%s', (task, expected) => {
    const step = planTaskStep(task);
    expect(step).toMatch(expected);
    // Every step quotes the task and names the plan, so a later version knows it when ticked.
    expect(step).toContain(`"${task}"`);
    expect(step).toContain('30-day plan');
  });

  it('is built on, once ticked, as the first step of the task', () => {
    const step = planTaskStep('Call 10 churned customers');
    const result = {
      teach: 'Lesson.',
      recommendActions: ['a'],
      recommendLearning: ['b'],
      metrics: ['c'],
      risks: ['d'],
      microTasks: [`Day 1: ${step}`, 'Day 2: Something else entirely this week.'],
    };
    const out = carryOver(result, [step]);
    expect(out.teach).toMatch(/so far: the first step of "call 10 churned customers"\./);
    expect(out.microTasks[0]).toMatch(
      /^Day 1: Finish what you started on "call 10 churned customers"/,
    );
  });
});
