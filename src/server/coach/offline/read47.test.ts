// The thirtieth read (read 47, ADR 017): a reviewer re-read the ten founders of reads 42 and 45
// after their fixes. Each case is a defect the read named, checked on its founder and, where the
// reading is general, on a sentence or a founder of its own.
import { describe, expect, it } from 'vitest';
import { coerceFormState } from '@shared/contracts/assessment-form';
import { READ27_FOUNDERS } from './fixtures/read27';
import { READ42_FOUNDERS } from './fixtures/read42';
import { READ45_FOUNDERS } from './fixtures/read45';
import { READ46_FOUNDERS } from './fixtures/read46';
import { coachReviewFounder, REVIEW_SESSIONS, sessionText } from './fixtures/review';
import { goalShort } from './words';

describe('read 47: the 30-day priority, said once a session', () => {
  it("names the priority as the founder's aim after its first quote in a session", () => {
    expect(goalShort('Launch Hikayati by Ramadan with 100 subscribers')).toBe(
      'your aim to launch Hikayati by Ramadan',
    );
    expect(goalShort('Bring receivable days from 58 to 40 and add 25 importers')).toBe(
      'your aim to bring receivable days from 58 to 40',
    );
    // The founder's 'my' is the reader's 'your'.
    expect(goalShort('Raise my retainer to €2,900 for new clients and cut hours')).toBe(
      'your aim to raise your retainer to €2,900 for new clients',
    );
    // A decimal or a thousands mark is no end of the aim.
    expect(goalShort('Close the USD 1.5M debt facility - lenders want PAR30')).toBe(
      'your aim to close the USD 1.5M debt facility',
    );
    // A priority that opens on no verb, or whose first aim is long, is 'your 30-day priority'.
    expect(goalShort('5 Pilotbetriebe live on a Lexoffice-only MVP')).toBe('your 30-day priority');
    expect(goalShort('Decide if the 1.2MW site is still worth it with a 2031 grid date')).toBe(
      'your 30-day priority',
    );
  });

  it("quotes the priority at most once in a session, and holds at most three cards' items about it", () => {
    for (const prefix of ['hikayati', 'chuya']) {
      const founder = coachReviewFounder([...READ42_FOUNDERS, ...READ45_FOUNDERS], prefix);
      const priority = founder.form.actionPlan.priority;
      const opening = `"${priority.split(/\s+/).slice(0, 3).join(' ')}`;
      const aim = goalShort(priority).toLowerCase();
      for (const n of REVIEW_SESSIONS) {
        const text = sessionText(founder.sessions[n]);
        expect(text.split(opening).length - 1, `${prefix} session ${n}`).toBeLessThanOrEqual(1);
        const { recommendActions, recommendLearning, metrics, risks, microTasks } =
          founder.sessions[n];
        const items = [
          ...recommendActions,
          ...recommendLearning,
          ...metrics,
          ...risks,
          ...microTasks,
        ].filter((item) => item.includes(opening) || item.toLowerCase().includes(aim));
        expect(items.length, `${prefix} session ${n}`).toBeLessThanOrEqual(3);
      }
    }
    // Read 47 counted 'Launch Hikayati by Ramadan...' six times in one session.
  });
});

describe('read 47: counts and who pays', () => {
  it('counts "The 64 tastings, talked with 12 bodegueros" as 64 tastings', () => {
    const chuya = coachReviewFounder(READ42_FOUNDERS, 'chuya');
    expect(chuya.all).not.toMatch(/tastings talked/);
    expect(chuya.profile.done.find((d) => d.count === 64)?.phrase).toBe('64 tastings');
    // The distribuidora's 25% margin is a cost of selling, not a cut the founder earns.
    expect(chuya.profile.revenue).not.toBe('commission');
    expect(chuya.all).not.toMatch(/earning a cut of each transaction/);
  });

  it('says what a modest rating\'s evidence shows, not that the founder "weighs" it', () => {
    const banks = coachReviewFounder(READ27_FOUNDERS, 'ai-compliance');
    expect(banks.all).not.toMatch(/against the gap you name/);
    expect(banks.sessions[2].teach).toMatch(
      /"2 paid pilots w\/ UK tier-2 banks at £50k each \(6 months\)" shows more than 2\/5, but you rate the gap you name/,
    );
  });
});

describe('read 47: lines every founder got alike', () => {
  it('sets up the success measure by what it is: parts, one number, or a yes', () => {
    const measure = (prefix: string, founders: Parameters<typeof coachReviewFounder>[0]) =>
      coachReviewFounder(founders, prefix).sessions[2].metrics.find((m) =>
        m.startsWith('Your success measure'),
      );
    // 'DSO 40, 25 new importers by June, 0 top-20 clients lost' is measured in three parts.
    expect(measure('rahbar', READ45_FOUNDERS)).toMatch(
      /today's figure beside each part, every Friday\.$/,
    );
    expect(measure('rahbar', READ45_FOUNDERS)).not.toMatch(
      /note today's value and your day-30 target/,
    );
  });

  it('prices against the workaround in the terms of who pays', () => {
    // A person weighs money and bother; a business, its cost.
    expect(coachReviewFounder(READ46_FOUNDERS, 'lune').sessions[2].teach).toMatch(
      /You replace that: its cost to [^.]+, in money and bother, caps what Lune can ask\./,
    );
    expect(coachReviewFounder(READ42_FOUNDERS, 'chuanhoa').sessions[2].teach).toMatch(
      /That is your competitor: its cost to [^.]+ caps what/,
    );
  });
});

describe("read 47: the founder's own numbers, worked out", () => {
  it('sets a volume goal against the capacity the founder names', () => {
    const hatch = coachReviewFounder(READ45_FOUNDERS, 'kukuhatch');
    expect(hatch.sessions[4].recommendActions.join('\n')).toMatch(
      /"~60 units\/month" is about 720 a year; "Sell 900 units in 2025" needs 900, 180 more\./,
    );
    // Room to spare, or another noun, says nothing.
    const form = (capacity: string, priority: string) =>
      coachReviewFounder(
        [
          {
            name: 'x',
            labels: { product: 'honest', market: 'honest', execution: 'honest' },
            form: coerceFormState({ execution: { delivery: capacity }, actionPlan: { priority } }),
          },
        ],
        'x',
      ).all;
    expect(form('We can make 40 tables a year.', 'Sell 12 tables in 2025')).not.toMatch(/a year;/);
    expect(form('Capacity 60 boxes a month.', 'Sell 900 tables in 2025')).not.toMatch(/a year;/);
    expect(form('We can make 40 tables a year.', 'Sell 38 tables in 2025')).toMatch(
      /"Sell 38 tables in 2025" uses 95% of what "40 tables a year" makes a year/,
    );
  });

  it("turns a marketplace's commission target into the orders it needs", () => {
    const tanker = coachReviewFounder(READ42_FOUNDERS, 'tankerline');
    expect(tanker.sessions[7].recommendActions.join('\n')).toMatch(
      /At 10% of about GH₵ ?520 an order, "GH₵ 15k commission in the month" means GH₵ ?150k of orders through you: about 289 deliveries a month\./,
    );
  });
});
