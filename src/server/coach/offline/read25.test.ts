// The thirteenth read (read 25, ADR 017): six founders written by two reviewers who had never seen
// the coach. Each case is a defect they named, checked on their founder and, where the reading is
// general, on a sentence of its own.
import { describe, expect, it } from 'vitest';
import { coerceFormState } from '@shared/contracts/assessment-form';
import { buildProfile } from '../profile';
import { READ25_FOUNDERS } from './fixtures/read25';
import { coachReviewFounder } from './fixtures/review';
import { paybackLine, unitSum } from './key-number';
import { founderWords, unmark } from './words';

const read25 = (prefix: string) => coachReviewFounder(READ25_FOUNDERS, prefix);
const profileOf = (input: Record<string, unknown>) => buildProfile(coerceFormState(input));

describe('read 25: who pays, who works, what was done', () => {
  it('an owner-pharmacist with her counts is the customer, not the patients she serves', () => {
    const { profile, form, all } = read25('pharmacy');
    const words = founderWords(form, profile);
    expect(unmark(words.who ?? '')).toBe('owner-pharmacist');
    expect(all).not.toMatch(/\bPatients pay\b|\bcall two patients\b/i);
    // '2 of us' is the team; '~90 pharmacies called before we built anything' sold nothing.
    expect(profile.team.size).toBe(2);
    expect(profile.done.some((d) => d.count === 90)).toBe(false);
  });

  it('a lease-to-own lender sells credit, not the bike; a planned pilot is not run', () => {
    const { profile, all } = read25('boda');
    expect(profile.model).toBe('services');
    expect(profile.done.some((d) => d.kind === 'pilots')).toBe(false);
    expect(all).not.toMatch(/hardware product|serving the pilots/);
    // Six field officers and more: the team is counted from them.
    expect(profile.team.size).toBeGreaterThanOrEqual(6);
  });

  it('a solo florist who hires freelancers for big Saturdays works alone', () => {
    const { profile, all } = read25('wedding-florist');
    expect(profile.team).toMatchObject({ solo: true, size: 1 });
    expect(all).not.toMatch(/team of 2/);
    // Weddings are booked once and months ahead: no month-3 retention, no two-week price test.
    expect(all).not.toMatch(/Month-3 retention|for two weeks, and compare sales/);
    expect(
      profileOf({ execution: { delivery: 'Just me. I hire 2 freelance designers on big days.' } })
        .team,
    ).toMatchObject({ solo: true, size: 1 });
  });

  it('residents who unlock a lock a housing board buys are users; the board is asked to pay', () => {
    const { profile, all } = read25('bike-room');
    expect(profile.usersNotBuyers).toBe(true);
    expect(all).not.toMatch(/ask your 61 residents to pay|Convert the 61 residents into paying/);
    expect(all).toMatch(/ask whoever runs the pilot with your 61 residents for a paid order/);
    expect(all).toMatch(
      /Turn the pilot with the 61 residents into a paid contract with whoever pays/,
    );
  });
});

describe('read 25: the founder’s own figures, read for what they are', () => {
  it('a cost breakdown or a dealer’s price is no partner who could walk away', () => {
    expect(read25('hot-sauce').all).not.toMatch(/ending early, with nothing in writing/);
    const boda = read25('boda').all;
    expect(boda).not.toMatch(/TVS dealer[^"]*\.\.\."? ending early/);
  });

  it('a share the founder improved is proof, not a fault to log', () => {
    expect(read25('pharmacy').sessions[4].recommendActions.join('\n')).not.toMatch(
      /12% more patients pick up on time.{0,40}log each case/,
    );
  });

  it('a level-4 market is quoted on its sales and its channel, never on a loop remark', () => {
    const florist = read25('wedding-florist').all;
    expect(florist).not.toMatch(/"couples send pinterest photos[^"]*" (is|are) what the guide/);
    const sauce = read25('hot-sauce').sessions[3].recommendActions[0] ?? '';
    expect(sauce).toMatch(/may be underrating/);
    expect(sauce).toMatch(/"Last 6 months: D2C avg 620 orders\/month[^"]*" and "Meta ads/);
  });

  it('a rise for new sign-ups only is judged on the close rate, not on the stores already paying', () => {
    const line = read25('pharmacy').sessions[6].recommendActions.join('\n');
    expect(line).toMatch(/your close rate \(about 1 in 3, 33%\) can fall to about 28%/);
    expect(line).not.toMatch(/bring what your 64 did/);
  });
});

describe('read 25: the sums the founders left undone', () => {
  it('works out the CAC from the spend and the customers it won, against the monthly price', () => {
    const { form, sessions } = read25('pharmacy');
    // $38k / 41 stores is about $927 (about $930 to two figures); 927 / 149 is 6.2 months.
    expect(paybackLine(7, form)).toBe(
      'Your CAC (about $930 a store: $38k for 41 stores) is about 6.2 months of $149, before costs: count, by channel, how many customers stay longer than that.',
    );
    expect(sessions[7].recommendActions.join('\n')).toMatch(/Your CAC \(about \$930 a store/);
    const own = coerceFormState({
      product: { solution: 'Meal-prep boxes for gyms at £120 a month.', rating: 3 },
      market: {
        payEvidence: 'We spent £6,000 on Instagram ads and got 40 customers from it.',
        rating: 3,
      },
    });
    // £6,000 / 40 = £150, 1.25 months of £120.
    expect(paybackLine(7, own)).toMatch(
      /^Your CAC \(about £150 a customer: £6,000 for 40 customers\) is about 1\.3 months of £120/,
    );
  });

  it('shows what one unit keeps, and how many units pay back the mould', () => {
    const { form, profile, sessions } = read25('bike-room');
    // 3,900 - 1,450 = 2,450 (63%); 420,000 / 2,450 = 171.4, so 172 locks.
    expect(unitSum(6, form, profile)).toBe(
      'Each lock sells at SEK 3,900 against a unit cost of SEK 1,450: about SEK 2,450 kept per lock (63%), before shipping, certification and support. The SEK 420,000 for tooling pays back after about 172 locks sold: count the signed orders against that number before you pay it.',
    );
    expect(sessions[6].recommendActions.join('\n')).toMatch(/about 172 locks sold/);
    // Only the Product-Execution session, and only for what is made or bought in.
    expect(unitSum(4, form, profile)).toBeNull();
    const software = { ...profile, model: 'software' as const };
    expect(unitSum(6, form, software)).toBeNull();
  });
});

describe("read 25: the trade's practice, for the trade the founder is in", () => {
  it('a marketplace for used machines gets no builder’s notes; a lock for a bike room no letting rules', () => {
    const dubai = read25('used-equipment').all;
    expect(dubai).not.toMatch(/Late payment from main contractors|weekly use by site teams/);
    const bike = read25('bike-room').all;
    expect(bike).not.toMatch(/short lets|transactions are large and infrequent/);
  });

  it('a sauce sold through 40 stores is measured on reorders, and its stock risk is not unsold stock', () => {
    const { all } = read25('hot-sauce');
    expect(all).toMatch(/Stockists that reorder at your full wholesale price within 60 days/);
    expect(all).not.toMatch(/Full-price quotes won|Cash tied up in stock that does not sell/);
  });

  it('counts no ordinal, average or metric name as something done', () => {
    const dubai = read25('used-equipment').profile;
    // '3rd party inspection report partner' is one partner; 'waitlist signups' in a loop's
    // metric is what will be counted; '212 waitlist signups (64 say they want to sell...)' is done.
    expect(dubai.done.some((d) => d.kind === 'partners')).toBe(false);
    expect(dubai.done.find((d) => d.kind === 'waitlist')?.count).toBe(212);
    const sauce = read25('hot-sauce').profile;
    expect(sauce.done.some((d) => d.count === 2.3)).toBe(false);
  });

  it('a commission marketplace asks its waitlist to commit on its terms, not to buy an early place', () => {
    const { all } = read25('used-equipment');
    expect(all).toMatch(
      /Ask the first 20 on your waitlist \("Landing page live 7 weeks, 212 waitlist signups/,
    );
    expect(all).toMatch(/a listing with your fee in writing/);
    expect(all).not.toMatch(/paid early place|paid early-access offer/);
  });
});
