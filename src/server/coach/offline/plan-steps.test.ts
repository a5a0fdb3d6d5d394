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
    // A quote is asked for with a spec, not a list of papers (read 36).
    ['Get 3 quotes from test labs', /^Write the spec behind "Get 3 quotes from test labs"/],
    ['2nd CNC quote from Dongguan, target < $58', /^Write the spec behind/],
    ['get the trade license', /^List what "get the trade license" needs/],
    ['collect the 140 triệu from the 3 garages nợ quá hạn', /^List who owes what in/],
    ['Chase Procore partner team, get a contact through our investor', /^(?!List who owes)/],
    ['sign 2 more restaurants in Heliopolis', /^Write what still stands between you and/],
    ['Renegotiate Adeslas fee or limit Adeslas slots', /^Write the terms you want in/],
    ['model winter cash May-Aug with 3 scenarios', /on one sheet this week: the figures you know/],
    ['say no to non-wedding cakes June-Aug', /^Write the two lines you will say for/],
    ['cut google ads to $6k', /^Set the day "cut google ads to \$6k" starts/],
    ['train Musa (senior driver) to handle the checkpoint calls', /the three things the person/],
    ['Move Mei to writing the Port Watch section', /the three things the person/],
    ['exit survey on every cancel (typeform)', /^Write the three questions of/],
    ['fix the Gesden sync bugs', /^Write what is left of/],
    ['list 40 target banks/NBFCs + who I know there', /^Start "list 40 target banks/],
    ['move clients from google sheet to a CRM', /switches over/],
    ['Start ISO 27001 gap analysis', /^Set the day "Start ISO 27001 gap analysis" starts/],
    ['Grow waitlist to 2.000', /into four weekly numbers/],
    ['order PMW3610 for 500 units now ($6,800 deposit)', /^Confirm the amount and the date of/],
    ['add annual plan discount', /goes live/],
    ['charge 20% on all shifts from 1 Dec', /takes effect/],
    ['pick a platform (Teachable vs Podia vs just Circle)', /^Write the options in/],
    [
      'Deniz: Lexoffice sync + reminder email flow',
      /its first two hours this week, and try the first version/,
    ],
    ['AVV template for DSGVO', /a rough version one person can react to/],
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
