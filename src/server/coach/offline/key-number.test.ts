import { describe, expect, it } from 'vitest';
import { coerceFormState } from '@shared/contracts/assessment-form';
import { buildProfile } from '../profile';
import { FOUNDERS } from '../../../../evals/founders';
import { READ23_FOUNDERS } from './fixtures/read23';
import { coachReviewFounder, sessionText } from './fixtures/review';
import { runwaySum, takeLine } from './key-number';

const profileOf = (execution: Record<string, string>, market: Record<string, string> = {}) =>
  buildProfile(coerceFormState({ execution, market }));

const runwayLine = (session: Parameters<typeof runwaySum>[0], p: Parameters<typeof runwaySum>[1]) =>
  runwaySum(session, p)?.action ?? null;

describe("the Execution session's sum on the founder's own deadline", () => {
  it('puts the runway against the sales cycle: the month a new deal must start by', () => {
    const p = profileOf(
      { resourcesPartners: 'Seed €3.2M closed Nov 2024. Runway ~20 months at €150k/month burn.' },
      { discoveryEvaluation: '55 discovery calls, 18 demos. Sales cycle seems 9-12 months.' },
    );
    const line = runwayLine(4, p);
    expect(line).toContain('Your runway (about 20 months) against your sales cycle (9-12 months)');
    expect(line).toContain('has not started by month 8');
    // One session holds the sum.
    for (const s of [2, 3, 5, 6, 7] as const) expect(runwayLine(s, p)).toBeNull();
  });

  it('says so when the runway is no longer than one sales cycle', () => {
    const p = profileOf(
      { risks: 'Long sales cycles vs 7 months of runway.' },
      { discoveryEvaluation: 'Sales cycles have been 4-7 months for the 4 pilots.' },
    );
    expect(runwayLine(4, p)).toContain('is no longer than your sales cycle (4-7 months)');
  });

  it('without a sales cycle, puts the runway against the months a raise or a loan takes', () => {
    expect(
      runwayLine(4, profileOf({ resourcesPartners: 'Savings, about 11 months of runway.' })),
    ).toContain('month 5 is the latest to start one');
    expect(runwayLine(4, profileOf({ risks: 'Cash: runway 5 months.' }))).toContain(
      'leaves no slack for a raise or a loan',
    );
  });

  it('says nothing to a founder who named no runway', () => {
    expect(
      runwayLine(4, profileOf({ resourcesPartners: 'Runway till about Nov 2025.' })),
    ).toBeNull();
    expect(
      runwayLine(4, profileOf({ risks: 'We need 18 months of runway for Series A.' })),
    ).toBeNull();
  });

  it("reaches the carbon SaaS's Execution session, which no longer asks it to work its runway out", () => {
    const { sessions, all } = coachReviewFounder(READ23_FOUNDERS, 'carbon-saas');
    expect(sessionText(sessions[4])).toContain('has not started by month 8');
    expect(sessions[4].microTasks.join('\n')).toContain(
      'List every deal that can sign within your 20 months of runway',
    );
    expect(all).not.toMatch(
      /work out how many months are left|Work out your runway|Work out how many weeks|Mark the month/,
    );
  });
});

describe('one runway task a week', () => {
  it('a founder who named 14 months of runway gets the decision date once, not also its end month', () => {
    const founder = FOUNDERS.find((f) => f.name === 'contract-review-saas');
    if (!founder) throw new Error('no contract-review-saas founder');
    const { sessions } = coachReviewFounder(
      [
        {
          name: founder.name,
          labels: { product: '', market: '', execution: '' },
          form: founder.form,
        },
      ],
      founder.name,
    );
    const week = sessions[4].microTasks.join('\n');
    expect(week).toContain('Put month 8 in the calendar as the day you decide');
    expect(week).not.toContain('Mark the month');
  });
});

describe("the Product-Execution session's sum on a cut of each order", () => {
  const sum = (input: Record<string, unknown>) => {
    const form = coerceFormState(input);
    return takeLine(6, form, buildProfile(form));
  };

  it("puts the Lagos marketplace's commission on an average order against its delivery cost", () => {
    const { sessions } = coachReviewFounder(READ23_FOUNDERS, 'restaurant-supplies');
    const line = sessions[6].recommendActions.find((a) => a.startsWith('At 5-7%'));
    expect(line).toContain('an average order of about N120k (N41m over 340 orders)');
    expect(line).toContain('you keep about N6,000-8,400 an order, against N6,500 a delivery');
    expect(line).toContain('at 5% each order loses money on delivery alone');
  });

  it('reads a stated average order, and says nothing when the cut is comfortable', () => {
    const market = (aov: string) => ({
      product: {
        solution:
          'A marketplace for farm boxes: farms list, families order. We take 12% commission.',
      },
      market: { payEvidence: `210 orders so far, AOV $${aov}.` },
      execution: { risks: 'Each delivery costs us about $9 with the courier.' },
    });
    expect(sum(market('46'))).toContain(
      'At 12% of an average order of about $46, you keep about $5.50 an order, against $9 a delivery: each order loses money on delivery alone.',
    );
    expect(sum(market('400'))).toBeNull();
  });

  it("does not take a platform's cut of the founder's own sales for the founder's take", () => {
    expect(
      sum({
        product: {
          solution: 'A 6-room guesthouse in Hoi An; rooms sell via booking.com at 17% commission.',
        },
        market: {
          payEvidence: 'Average booking value $80; each booking costs us $12 in cleaning.',
        },
      }),
    ).toBeNull();
  });
});
