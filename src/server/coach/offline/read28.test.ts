// The sixteenth read (read 28, ADR 017): six founders written by two reviewers who had never seen
// the coach. Each case is a defect they named, checked on their founder and, where the reading is
// general, on a sentence of its own.
import { describe, expect, it } from 'vitest';
import { coerceFormState } from '@shared/contracts/assessment-form';
import { buildProfile } from '../profile';
import { READ28_FOUNDERS } from './fixtures/read28';
import { coachReviewFounder } from './fixtures/review';
import { inferIndustry } from './industry';
import { plural } from './words';

const read28 = (prefix: string) => coachReviewFounder(READ28_FOUNDERS, prefix);
const profileOf = (input: Record<string, unknown>) => buildProfile(coerceFormState(input));

describe('read 28: how each founder is paid', () => {
  it('reads a sensor sold once with a monthly fee per sensor as paid by subscription', () => {
    expect(read28('steamtrap').profile.revenue).toBe('subscription');
    // 'False alarms per sensor per month' is a metric, not a price.
    expect(
      profileOf({ product: { solution: 'A $89 leak sensor, bought once, no subscription ever.' } })
        .revenue,
    ).not.toBe('subscription');
  });

  it('reads frames hand built to measurements as made to order and paid once', () => {
    const { profile, all } = read28('bike-frame');
    expect(profile.model).toBe('made-to-order');
    expect(profile.revenue).toBe('one-off');
    expect(all).not.toMatch(/churn|still paying at 6 months|paid by subscription/i);
  });

  it('reads quarterly service contracts paid per term as recurring, not paid once per sale', () => {
    expect(read28('shieldpro').profile.revenue).toBe('subscription');
  });
});

describe('read 28: who works and what was sold', () => {
  it('counts the founder and his wife beside 9 technicians and a driver', () => {
    expect(read28('shieldpro').profile.team.size).toBe(12);
    expect(profileOf({ execution: { delivery: 'me and my brother, 3 cooks' } }).team.size).toBe(5);
  });

  it('reads what a crew can do in a day as capacity, not as sales', () => {
    const { profile, all } = read28('shieldpro');
    expect(profile.done.some((d) => d.kind === 'sales' && /jobs a day/.test(d.phrase))).toBe(false);
    expect(all).not.toMatch(/4 jobs a day prove people buy|For your 4 jobs a day/);
  });

  it('names customers of a size as many of that size', () => {
    expect(plural('private boarding school 400-1200 students')).toBe(
      'private boarding schools with 400-1200 students',
    );
    expect(read28('shieldpro').all).not.toMatch(/private boarding school 400-1200 students cope/);
  });
});

describe('read 28: the industry and the loop', () => {
  it('does not read a founder’s day job at a bank as a fintech', () => {
    const { form, all } = read28('fut7');
    const inference = inferIndustry({ ...form, industry: '' });
    expect(inference.inferredIndustry !== 'Finance/Fintech' || inference.confidence < 0.6).toBe(
      true,
    );
    expect(all).not.toMatch(/KYC|payment institution|banking-as-a-service/);
  });

  it('reads one report sent to a manager as one change, not two at once', () => {
    expect(read28('steamtrap').all).not.toMatch(/changes at once/);
  });

  it('says one win in four weeks plainly', () => {
    const all = read28('fut7').all;
    expect(all).toMatch(/means one in four weeks/);
    expect(all).not.toMatch(/one every four weeks, one in four weeks/);
  });
});
