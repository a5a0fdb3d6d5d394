// The twenty-ninth read (read 46, ADR 017): five founders a reviewer wrote who had never seen
// the coach (a Brno SaaS for owners' associations, a Hungarian trail-race series, a Copenhagen
// kids' sleep light before preorders, a solo audiologist in Haifa, a Dongguan contract
// electronics maker). Each case is a defect the read named, checked on its founder and, where
// the reading is general, on a sentence of its own.
import { describe, expect, it } from 'vitest';
import { coerceFormState } from '@shared/contracts/assessment-form';
import { buildProfile } from '../profile';
import { READ14_FOUNDERS } from './fixtures/read14';
import { READ46_FOUNDERS } from './fixtures/read46';
import { coachReviewFounder } from './fixtures/review';
import { valueElsewhere } from './gap-checks-execution';
import { Weave } from './weave';

const read46 = (prefix: string) => coachReviewFounder(READ46_FOUNDERS, prefix);

describe('read 46: what the business is', () => {
  it('reads a race series that counts its profit as a company, and its races as events', () => {
    const races = read46('dunakanyar');
    expect(races.profile.model).not.toBe('non-profit');
    expect(races.all).not.toMatch(/\bfunders?\b|theory-of-change|people you serve/);
    // Industry left blank: races with entries are events, not food for the lángos at the finish.
    expect(races.industry).toBe('Media/Entertainment');
    expect(races.sessions[2].teach).toMatch(/each event is a date with a fixed number of places/);
    expect(races.all).not.toMatch(/Publish on a fixed schedule|average watch or read time/);
    // Its 4,860 entries are what it sold.
    expect(races.sessions[2].teach).toMatch(/Your answers count [^.]*4,860 entries/);
    const charity = buildProfile(
      coerceFormState({
        product: {
          solution: 'A registered charity: free meals on Saturdays, run by 40 volunteers.',
          evidence: 'Donations cover 80% of costs. Profit is not our aim.',
        },
      }),
    );
    expect(charity.model).toBe('non-profit');
  });

  it('does not count a year, or the partners who refer customers, as sales', () => {
    const ems = read46('huaxin');
    expect(ems.all).not.toMatch(/2019 tariffs prove|your 2019 tariffs|2 design houses prove/);
    expect(ems.profile.done.some((d) => d.count === 2019)).toBe(false);
    // Boards built again in the next run are not a device sold once.
    expect(ems.all).not.toMatch(/Each device is sold once/);
  });

  it('raises no cash question where the founder says there is none', () => {
    const svj = read46('svj');
    expect(svj.profile.cashTight).toBe(false);
    expect(svj.all).not.toMatch(/Plan 13 weeks of cash/);
    // 'No outside investors' and 'no late payments' raise no cash question.
    const calm = buildProfile(
      coerceFormState({
        market: { payEvidence: 'Invoice monthly, basically no late payments.' },
        execution: { resourcesPartners: 'No outside investors.' },
      }),
    );
    expect(calm.cashTight).toBe(false);
    const tight = buildProfile(
      coerceFormState({ execution: { resourcesPartners: 'Six months of runway from savings.' } }),
    );
    expect(tight.cashTight).toBe(true);
  });
});

describe("read 46: the founder's own numbers", () => {
  it('treats a wait as something the slowest step sets, not a share a week', () => {
    const kol = read46('kol');
    expect(kol.all).not.toMatch(/weeks a week|about 1 weeks/);
    expect(kol.all).toMatch(
      /the gap is 4 weeks, from 7 to 3\. A wait does not shrink by a share each week/,
    );
  });

  it('paces a share over 18 months by the month', () => {
    const ems = read46('huaxin');
    expect(ems.all).not.toMatch(/0\.23 points a week|over 78 weeks/);
    expect(ems.all).toMatch(/the gap is 18 points over 18 months: about 1 point a month/);
  });

  it('finds a loop metric\'s value written in other words ("FPY", "sponsors 15M", "7 weeks")', () => {
    for (const prefix of ['huaxin', 'dunakanyar']) {
      expect(read46(prefix).all).not.toMatch(/Not in your answers yet: today's value of your/);
    }
    expect(read46('kol').all).not.toMatch(/today's value of your Product-Execution Loop metric/);
    const form = coerceFormState({
      product: {
        evidence: 'First-pass yield avg 98.6% on FCT. Revenue: entries 71M, sponsors 15M.',
      },
    });
    const w = new Weave(form, 'Manufacturing', true, 'Manufacturing');
    expect(valueElsewhere(w, 'FPY, RMA rate')).toBe(true);
    expect(valueElsewhere(w, 'sponsor revenue per race')).toBe(true);
    expect(valueElsewhere(w, 'corporate revenue')).toBe(false);
  });
});

describe('read 46: names', () => {
  it('keeps a name of capitalised words capitalised after "your"', () => {
    // The laundromat franchise of read 14 named its distributor twice; the third mention is short.
    const laundromat = coachReviewFounder(READ14_FOUNDERS, 'laundromat');
    expect(laundromat.all).toMatch(/your Electrolux Professional distributor/);
    expect(laundromat.all).not.toMatch(/your electrolux/);
  });
});
