// The eighteenth read (read 30, ADR 017): six founders written by two reviewers who had never seen
// the coach. Each case is a defect they named, checked on their founder and, where the reading is
// general, on a sentence of its own.
import { describe, expect, it } from 'vitest';
import { coerceFormState } from '@shared/contracts/assessment-form';
import { buildProfile } from '../profile';
import { heavyChurn } from '../profile/evidence';
import { READ29_FOUNDERS } from './fixtures/read29';
import { READ30_FOUNDERS } from './fixtures/read30';
import { coachReviewFounder, sessionText } from './fixtures/review';
import { plural } from './words';

const read30 = (prefix: string) => coachReviewFounder(READ30_FOUNDERS, prefix);
const profileOf = (input: Record<string, unknown>) => buildProfile(coerceFormState(input));

describe('read 30: what each business is', () => {
  it('reads a managed-IT firm that resells some hardware as a services firm, not a device maker', () => {
    const { profile, all } = read30('it-msp-cluj');
    expect(profile.model).toBe('services');
    expect(all).not.toMatch(/this is a hardware product|Unit cost at your next batch size/);
    // Its chosen industry, Technology/Software, speaks of IT run for others, not of code.
    expect(all).toMatch(/IT run for other firms is bought after an incident/);
    expect(all).not.toMatch(/software is cheap to copy|stickiness|SaaS Metrics/);
    // A client lost quietly after one let-down, not 'falling use' of a product.
    expect(all).toMatch(/A client let down once by "Managed IT on monthly contract"/);
  });

  it('reads a booking site where tourists pay a fee and boatmen list free as a consumer marketplace', () => {
    const { profile } = read30('bangka');
    expect(profile.model).toBe('marketplace');
    expect(profile.audience).toBe('consumer');
    // '63 paid, nobody asked why theres a fee': 63 who paid.
    expect(profile.done).toContainEqual(
      expect.objectContaining({ kind: 'paying-customers', count: 63 }),
    );
    // A distributor's GMV is its own sales, not a marketplace's.
    expect(coachReviewFounder(READ29_FOUNDERS, 'sembako').profile.model).toBe('goods');
  });

  it('does not give developer-API notes to a product that only reads someone else’s API', () => {
    const { all } = read30('garagenudge');
    expect(all).not.toMatch(/an API is bought by engineers|first successful call/);
  });
});

describe('read 30: counts and sums', () => {
  it('does not read a year as a number sold', () => {
    const { profile, all } = read30('pontoaponto');
    expect(profile.done.map((d) => d.count)).not.toContain(2023);
    expect(all).not.toMatch(/2023 sold/);
    expect(
      profileOf({
        market: { payEvidence: 'Since March 2021 sold 400 boxes; Christmas 2023 sold 90.' },
      }).done.map((d) => d.count),
    ).not.toContain(2021);
  });

  it('works the runway out on the burn less the monthly revenue when the burn lists its costs', () => {
    const { profile, all } = read30('garagenudge');
    expect(profile.runway?.months).toBeCloseTo(13.7, 1);
    expect(all).toMatch(
      /About 13\.7 months of runway \(£14k left at £3\.1k a month, less £2,080 coming in\)/,
    );
    // A burn stated without its costs is already net: the founder's own figure stands.
    expect(
      profileOf({
        product: { evidence: 'MRR about £2,080.' },
        execution: { resourcesPartners: '£14k left in bank. Burn ~£3.1k/mo.' },
      }).runway?.months,
    ).toBeCloseTo(4.5, 1);
  });

  it('names the largest funder in a list of grants, not the total that names nobody', () => {
    const { all } = read30('pranibondhu');
    expect(all).toMatch(/Ask your funder \("PKSF climate window Tk 85 lakh"\)/);
    expect(all).not.toMatch(/funder \("Grants Tk/);
  });
});

describe('read 30: stage and ratings', () => {
  it('puts refundable deposits and no paid sale beside the pilots, not among the paying', () => {
    expect(read30('battery-servo').profile.stage).toBe('pilots');
    expect(
      profileOf({ market: { payEvidence: '40 pre-orders at $20 deposit, shipping in May.' } })
        .stage,
    ).toBe('paying');
  });

  it('promises no delivery date on a battery that cannot legally ship before its certification', () => {
    const { profile, all } = read30('battery-servo');
    expect(profile.cannotSellYet).toBe(true);
    expect(all).not.toMatch(
      /with a delivery date|on the promised date|backwards from the promised date/,
    );
  });

  it('leaves a low Execution alone when the founder names a permit still missing', () => {
    expect(read30('bangka').profile.evidence.execution.verdict).toBe('fair');
  });

  it('challenges a Market 5 argued from every tourist needing a boat, on position not payment', () => {
    const { profile, sessions } = read30('bangka');
    expect(profile.evidence.market.verdict).toBe('inflated');
    const market = sessions[3].recommendActions.join('\n');
    expect(market).toMatch(
      /Your 5\/5 for Market \(Dominant\) is not yet backed by a leading position/,
    );
    expect(market).not.toMatch(/a defined group that has paid or pre-ordered/);
  });
});

describe('read 30: a course sold many times, and who buys it', () => {
  it('reads video lessons sold on Hotmart as a digital product, not hours taught', () => {
    const { profile, all } = read30('pontoaponto');
    expect(profile.model).toBe('software');
    expect(all).not.toMatch(/billable hours|Raise your rate for new clients/);
    // Two years and 1,140 sales in, she is past testing a minimum viable product.
    expect(all).not.toMatch(/Wizard of Oz|minimum viable products/);
    // The course platform she sells on is no money to count months from.
    expect(all).not.toMatch(/how many months "Hotmart|spend beside "Hotmart/);
    // A tutor thinking of a course platform still sells hours.
    expect(
      profileOf({
        product: {
          solution: '1:1 lessons on Zoom, $45/hour. Thinking Kajabi or Teachable for the course.',
        },
      }).model,
    ).toBe('services');
  });

  it('does not take a word for mother as a persona’s name', () => {
    const { all } = read30('pontoaponto');
    expect(all).not.toMatch(/people like Mãe/);
    expect(all).toMatch(/Brazilian women aged 35-60/);
  });

  it('keeps a plural noun plural and does not read "aged" as a noun', () => {
    expect(plural('Brazilian women 35-60')).toBe('Brazilian women aged 35-60');
    expect(plural('women aged 30-50')).toBe('women aged 30-50');
    expect(plural('Woman 35-70')).toBe('women aged 35-70');
  });
});

describe('read 30: customers who buy once', () => {
  it('sets no repeat-purchase target for a founder who says customers come once', () => {
    for (const prefix of ['bangka', 'battery-servo']) {
      const { profile, all } = read30(prefix);
      expect(profile.noRepeat).toBe(true);
      expect(all).not.toMatch(
        /Repeat customers within a year|buy again within a year|again within 30 days/,
      );
      // Nor is 'they come once' quoted back as a plan to keep them.
      expect(all).not.toMatch(/"tourists dont repeat[^"]*" (left for quiet weeks|missed|keeps)/i);
      expect(all).not.toMatch(/"one time purchase[^"]*" (left for quiet weeks|keeps)/i);
    }
  });
});

describe('read 30: a firm that wins a few clients a year', () => {
  it('tests its price at renewal and charts a yearly count by the quarter', () => {
    const { all } = read30('it-msp-cluj');
    expect(all).toMatch(/Test your price at renewal, not on new private dental clinics/);
    expect(all).not.toMatch(/quote 15% higher to the next five/);
    expect(all).toMatch(/Chart "new clients\/yr" by quarter for a year/);
    expect(all).not.toMatch(/Chart "new clients\/yr" weekly/);
  });
});

describe('read 30: a programme’s measured result', () => {
  it('leads a funder’s proposal with the result against its baseline and comparison', () => {
    const { sessions } = read30('pranibondhu');
    expect(sessions[3].recommendActions.join('\n')).toMatch(
      /Open every proposal and funder report with "[^"]*kid mortality 12% vs 31% baseline, comparison villages 27%"/,
    );
  });
});

describe('read 30: a 5 for Product beside heavy churn', () => {
  it('is challenged on retention, not conceded', () => {
    const { profile, sessions } = read30('garagenudge');
    expect(profile.evidence.product.verdict).toBe('inflated');
    expect(profile.evidence.product.supported).toBe(4);
    expect(sessions[2].teach).not.toMatch(
      /You rated Product 5\/5 \(Excellent\)\. Your answers back it/,
    );
    expect(sessions[2].recommendActions.join('\n')).toMatch(
      /Your 5\/5 for Product \(Excellent\) is not yet backed by retention/,
    );
    expect(sessions[5].teach).not.toMatch(/your answers show it at 5\/5/);
  });

  it('reads monthly churn from the founder’s words', () => {
    expect(heavyChurn('Churn 7%+ a month.')).toBe(true);
    expect(heavyChurn('BUT churn is rough - lost 4 in March')).toBe(true);
    expect(heavyChurn('monthly cancel around 8%')).toBe(true);
    expect(heavyChurn('Churn 2% a month, NRR 112%.')).toBe(false);
  });
});

describe('read 30: a team counted in decimals', () => {
  it('reads "1.5 people" as a part-time pair, not a team of 5 or 5 paying people', () => {
    const { profile, all } = read30('garagenudge');
    expect(profile.team.size).toBe(2);
    expect(all).not.toMatch(/team of 5/);
    expect(profile.done.map((d) => d.phrase)).not.toContain('5 people');
    // '2 sold up/closed' are garages that left the trade, not 2 sales.
    expect(all).not.toMatch(/\b2 sold\b/);
  });
});

describe('read 30: a programme with paid staff', () => {
  it('writes the week-one page for a new staff member, not a volunteer it does not have', () => {
    const { all } = read30('pranibondhu');
    expect(all).toMatch(/One page from "Team of 14": what a new staff member does in week one\./);
    expect(all).not.toMatch(/checklist for a new volunteer/);
  });
});

describe('read 30: a product customers never open', () => {
  it('measures no logins or stickiness when customers “dont look at the dashboard”', () => {
    const { profile, all } = read30('garagenudge');
    expect(profile.usedRarely).toBe(true);
    expect(all).not.toMatch(/stickiness|Weekly active users/);
  });
});

describe('read 30: the offer named once, and a pilot that is a phase', () => {
  it('calls "Bangkapp (web app, no download, ...)" Bangkapp after quoting it once a session', () => {
    const { sessions } = read30('bangka');
    for (const n of [2, 3, 4, 5, 6, 7] as const) {
      const text = sessionText(sessions[n]);
      expect(text.match(/Bangkapp \(web app/g)?.length ?? 0).toBeLessThanOrEqual(2);
      // Cut short mid-aside, it read "Bangkapp (web app, no..." seven times in a session.
      expect(text).not.toMatch(/Bangkapp \(web app, no\.\.\./);
    }
    expect(sessionText(sessions[5])).toMatch(/\bBangkapp\b(?! \()/);
  });

  it('does not speak to "the pilots" when the pilot is the product’s phase and 63 have paid', () => {
    const { all } = read30('bangka');
    expect(all).not.toMatch(/\bthe pilots\b/);
    expect(all).toMatch(/your 63 paid/);
  });
});
