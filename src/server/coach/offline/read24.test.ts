// The twelfth read (read 24, ADR 017): six founders written by two reviewers who had never seen
// the coach. Each case is a defect they named, checked on their founder and, where the reading is
// general, on a sentence of its own.
import { describe, expect, it } from 'vitest';
import { coerceFormState } from '@shared/contracts/assessment-form';
import { buildProfile } from '../profile';
import { READ24_FOUNDERS } from './fixtures/read24';
import { coachReviewFounder, sessionText } from './fixtures/review';
import { paybackLine, rentSum, stockSum } from './key-number';
import { plural } from './words';

const read24 = (prefix: string) => coachReviewFounder(READ24_FOUNDERS, prefix);
const profileOf = (input: Record<string, unknown>) => buildProfile(coerceFormState(input));

describe('read 24: what the answers say, read right', () => {
  it("a shop's customers a day are its trade, not a group to call or tabulate", () => {
    const { profile, all } = read24('bakery');
    expect(profile.done.map((d) => d.phrase)).toContain('305 paying customers a day');
    // Its customers are customers, not the 'shops' its answers name most.
    expect(all).not.toMatch(/\b(Shops pay|paying shops)\b/);
    expect(all).not.toMatch(/your 305|of your 305|305 paying customers a day (a|what|for)\b/);
    // '2 sites profitable' are the founder's own shops.
    expect(profile.done.some((d) => /sites/.test(d.phrase))).toBe(false);
  });

  it('a cloud layer sold per clinic per month is software, and its waiting-list feature is no waitlist', () => {
    const { profile, all } = read24('dental');
    expect(profile.model).toBe('software');
    expect(profile.done.some((d) => d.kind === 'waitlist')).toBe(false);
    expect(all).not.toMatch(/on your waitlist/);
    expect(profile.salesCycle).toEqual({ months: 7, phrase: '4-7 months' });
  });

  it("a marketplace's own booking fee is its cut, not a platform's; a loyalty threshold is no count", () => {
    const { profile, sessions } = read24('home-cleaning');
    expect(profile.platformCut).toBeNull();
    expect(profile.revenue).toBe('commission');
    expect(profile.done.some((d) => d.phrase === '50 bookings')).toBe(false);
    // 'we burn ~$14k/month' is money going out.
    expect(profile.done.some((d) => d.kind === 'revenue' && d.phrase === '$14k')).toBe(false);
    expect(sessionText(sessions[7])).not.toMatch(/Each sale moved off/);
  });

  it("another body's members are not the founder's users; prototypes installed on farms are a pilot", () => {
    const { profile } = read24('soil-sensor');
    expect(profile.done.some((d) => d.phrase.includes('800 members'))).toBe(false);
    expect(profile.done.find((d) => d.kind === 'pilots' && d.count !== null)?.phrase).toBe(
      '14 farms',
    );
    expect(profile.runway?.months).toBe(10);
  });

  it('a batch minimum is no sale', () => {
    const { profile } = read24('fynbos');
    expect(profile.done.some((d) => d.count === 500)).toBe(false);
  });

  it('counts kept as written elsewhere: members served every week, rooms paid in rent', () => {
    expect(
      profileOf({ product: { evidence: 'We deliver to 1,450 paying members every week.' } }).done[0]
        ?.phrase,
    ).toBe('1,450 paying members');
    expect(
      profileOf({ product: { evidence: 'Two shops, both profitable. 40 cafés buy our bread.' } })
        .done.map((d) => d.phrase)
        .join(' '),
    ).not.toMatch(/shops/);
  });
});

describe("read 24: the founder's deciding sums", () => {
  it('the bakery weighing a lease hears how many sales a week pay the rent, after margin and wages', () => {
    const { form, profile, sessions } = read24('bakery');
    const sum = rentSum(4, form);
    expect(sum?.action).toContain(
      'Each sale of about £7.10 leaves about £2.13 after your 66% gross margin and 36% in wages, so a rent of £42,000 a year and rates of £11k take about 479 sales a week to pay; with the £60k loan (about £15k a year of repayments), about 615.',
    );
    expect(sessions[4].recommendActions.join('\n')).toContain('about 615');
    expect(profile.team.size).toBeGreaterThanOrEqual(15);
    // No premises in the plan, no rent sum.
    expect(
      rentSum(
        4,
        coerceFormState({
          ...form,
          actionPlan: {
            priority: 'Grow wholesale to 10 cafés',
            next30Days: [],
            successMeasures: '',
          },
        }),
      ),
    ).toBeNull();
  });

  it('the skincare brand hears what its stock cost against its cash', () => {
    const { form, profile, sessions } = read24('fynbos');
    expect(stockSum(4, form, profile)?.action).toContain(
      'Your stock (3,380 units at about R64 each) cost about R220k, 5.6 times the R38,500 in the bank',
    );
    expect(sessions[4].microTasks.join('\n')).toContain('more than 6 months of cover');
  });

  it("the cleaning marketplace's CAC is paid back in its cut, not in whole bookings", () => {
    const { form } = read24('home-cleaning');
    // Its listed costs per booking ($3.20 + ~$4.60 + ~$2.50) come off the $29.60 cut.
    expect(paybackLine(7, form)).toBe(
      'Your CAC ($71) is about 3.7 bookings of what you keep (your 20% cut of $148 is about $30, less about $10 of costs per booking): count, by channel, how many customers come back more often than that.',
    );
  });

  it('the dental SaaS hears its runway against its sales cycle, and its named cash risk is not sent back to be counted', () => {
    const { sessions } = read24('dental');
    expect(sessions[4].recommendActions.join('\n')).toContain(
      'a deal that has not started by month 7 pays after the money runs out',
    );
    expect(sessionText(sessions[4])).not.toContain('count what it would cost in weeks of cash');
  });

  it('a founder nobody pays yet asks the people trying it, not "recent customers"', () => {
    const { all } = read24('dental');
    expect(all).not.toMatch(/Ask 3 recent (customers|clients)/);
  });
});

describe('read 24: a solo translator', () => {
  it('names "Partner or senior associate" as "partners or senior associates"', () => {
    expect(plural('Partner or senior associate in M&A/corporate')).toBe(
      'Partners or senior associates in M&A/corporate',
    );
    expect(read24('legal-translator').all).not.toMatch(/partner or senior associates/i);
  });

  it('at capacity ("I say no to ~1 job a week because I\'m full"): no feast and famine, no pre-product bet', () => {
    const { profile, all } = read24('legal-translator');
    expect(profile.atCapacity).toBe(true);
    expect(all).not.toMatch(/Feast and famine|block the selling time|Until it is built/);
  });

  it('free pilots have no recent buyers, reviews, returns or reorders', () => {
    expect(read24('soil-sensor').all).not.toMatch(
      /leaving as fast as you win|reviews, returns and reorders|recent customers/,
    );
  });

  it('a modest Execution whose reasoning names the gap ("I order too much of the wrong things") is heard first', () => {
    const { sessions } = read24('fynbos');
    expect(sessions[4].recommendActions.join('\n')).toContain(
      'You rated Execution 2/5 (Starting) because "I order too much of the wrong things and run out of the right ones". That gap is real',
    );
  });

  it('a loop metric with its value given ("avg R4,200", "34% bought again") is asked only for its target', () => {
    const { all } = read24('fynbos');
    expect(all).not.toMatch(/Today's value of "ROAS|"repeat rate, reviews": note today's value/);
    expect(all).toContain('"repeat rate, reviews": write the day-30 target beside each number');
  });

  it("the cleaning marketplace's runway is worked out from its cash and burn", () => {
    const { profile, sessions } = read24('home-cleaning');
    expect(profile.runway).toEqual({ months: 6.8, phrase: '$95k left at $14k a month' });
    expect(sessions[4].recommendActions.join('\n')).toContain(
      'About 6.8 months of runway ($95k left at $14k a month) leaves no slack for a raise or a loan',
    );
  });

  it("the skincare brand's best seller: weeks of stock against the lead time", () => {
    const { sessions } = read24('fynbos');
    expect(sessions[6].recommendActions.join('\n')).toContain(
      'You have 160 marula face oil left, selling 140 a month: about 5 weeks of stock against a 6-8 week lead time.',
    );
  });

  it('a planned feature is not asked about as if customers had it; a full translator is not sent to those who said no', () => {
    expect(read24('fynbos').all).not.toContain('Refill pouches for cleanser planned');
    expect(read24('legal-translator').all).not.toMatch(/who looked at .* and said no/);
  });

  it('a fair 3/5 one level above the answers is named at the same level in its pillar session and its loops', () => {
    const { sessions } = read24('soil-sensor');
    expect(sessions[3].teach).toContain('Your answers show 2/5 so far');
    for (const s of [5, 7] as const)
      expect(sessions[s].teach).toContain('Market (rated 3/5; your answers show 2/5)');
  });

  it('trade notes that fit: a translator paid per line, and admin software for dental clinics', () => {
    const translator = read24('legal-translator').all;
    expect(translator).toContain('The Prosperous Translator');
    expect(translator).toContain('post-editing priced per line');
    const dental = read24('dental').all;
    expect(dental).not.toMatch(/readmission|regulatory approval/i);
  });

  it('an early founder is given the pre-mortem once to hold, not taught it again in the lesson', () => {
    const { sessions } = read24('home-cleaning');
    expect(sessions[4].teach).not.toMatch(/Pre-mortem for/);
  });

  it('names "Clinic owned by a dentist" as "clinics owned by a dentist", never "clinic owneds"', () => {
    expect(plural('Clinic owned by a dentist 40-55 yrs')).toBe(
      'clinics owned by a dentist 40-55 yrs',
    );
    expect(plural('Bakery run by a couple')).toBe('bakeries run by a couple');
    expect(read24('dental').all).not.toMatch(/owneds/);
  });
});
