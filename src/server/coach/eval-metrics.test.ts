import { describe, expect, it } from 'vitest';
import type { CoachingResult } from '@shared/contracts/ai';
import { formStateSchema } from '@shared/contracts/assessment-form';
import { FOUNDERS } from '../../../evals/founders';
import { founder, unlessNegated, type FounderInput } from '../../../evals/founders/types';
import { INDUSTRY_REWORDINGS } from '../../../evals/industry-rewordings';
import {
  boilerplateShares,
  checkRating,
  citation,
  containsKept,
  endsMidSentence,
  forbiddenMatches,
  founderAnswers,
  founderFacts,
  groundedCards,
  isGroundedSession,
  isIdea,
  missingKeeps,
  patternLabel,
  pct,
  percentile,
  sessionRuns,
  sessionUnits,
  stripQuoted,
  words,
} from '../../../evals/metrics';

/** The eval's metrics (evals/metrics.ts) and fixtures (evals/founders): pure, no engine. */

const form = formStateSchema.parse({
  product: {
    problem: 'Independent bakeries throw away 10-15% of their bread every day.',
    evidence: 'Tested by hand with 3 bakeries in Leeds for 4 weeks: waste fell from 14% to 8%.',
  },
  market: { payEvidence: 'Two owners would pay £49 a month; the app runs on Next.js.' },
  execution: { resourcesPartners: 'We have 10 staff and $7,800 of savings.' },
  actionPlan: { next30Days: ['Ask the pilot bakeries to pay from next month'] },
});
const facts = founderFacts(form);

function result(partial: Partial<CoachingResult> = {}): CoachingResult {
  return {
    teach: 'A lesson.',
    recommendActions: ['Act.'],
    recommendLearning: ['Read.'],
    metrics: ['Measure.'],
    risks: ['Beware.'],
    microTasks: ['Day 1: start.'],
    ...partial,
  };
}

describe('words and answers', () => {
  it('lower-cases, folds accents, joins apostrophes and splits on punctuation', () => {
    expect(words("The founder's Café: Next.js, 14%!")).toEqual([
      'the',
      'founders',
      'cafe',
      'next',
      'js',
      '14',
    ]);
  });

  it('collects every free-text answer, tasks included, and no choices', () => {
    const answers = founderAnswers(form);
    expect(answers).toContain('Ask the pilot bakeries to pay from next month');
    expect(answers).toHaveLength(5);
  });
});

describe('grounding', () => {
  it('counts a run of four of the founder’s words, whatever the case and punctuation', () => {
    expect(citation('You said bakeries THROW AWAY 10-15%, remember.', facts)).not.toBeNull();
    expect(citation('Bakeries often throw bread away.', facts)).toBeNull();
  });

  it('counts distinctive figures of the founder: money, percentages, separators', () => {
    expect(citation('Your £49 price point', facts)).toBe('£49');
    expect(citation('Keep the $7,800 for later', facts)).toBe('$7,800');
    expect(citation('Waste at 14% is high', facts)).toBe('14%');
    expect(citation('Waste at 12% is high', facts)).toBeNull();
  });

  it('counts a bare small number only with the noun it counts in the answers', () => {
    expect(citation('Go back to the 3 bakeries this week.', facts)).toBe('3 bakery');
    expect(citation('Go back to your 3 bakery owners.', facts)).toBe('3 bakery');
    // '10' is in the answers ('10 staff'), but generic advice uses it for something else.
    expect(citation('Book 10 interviews and wait 4 days.', facts)).toBeNull();
    expect(citation('Day 1: start.', facts)).toBeNull();
  });

  it('grounds a session when 3 or more of its 6 cards cite the founder', () => {
    const two = result({
      teach: 'First paragraph.\n\nYour £49 price is fine.',
      risks: ['Generic risk.', 'The 3 bakeries may leave.'],
    });
    expect(groundedCards(two, facts)).toEqual(['teach', 'risks']);
    expect(isGroundedSession(two, facts)).toBe(false);
    const three = { ...two, metrics: ['Track the 14% waste weekly.'] };
    expect(isGroundedSession(three, facts)).toBe(true);
  });
});

describe('boilerplate', () => {
  const a = 'one two three four five six seven eight nine ten';
  it('is the share of a founder’s distinct 8-word runs found in another founder’s output', () => {
    const shares = boilerplateShares([
      sessionRuns([a]), // 3 runs, all shared with the second founder
      sessionRuns([a, 'alpha beta gamma delta epsilon zeta eta theta']), // 4 runs, 3 shared
      sessionRuns(['completely different words that nobody else wrote at all']),
    ]);
    expect(shares).toEqual([1, 0.75, 0]);
  });

  it('never counts a run across two units, and has no share for an output without runs', () => {
    expect(sessionRuns(['one two three four', 'five six seven eight']).size).toBe(0);
    expect(boilerplateShares([new Set(), sessionRuns([a])])[0]).toBeNaN();
  });
});

describe('contradictions', () => {
  it('removes straight and curly double-quoted spans', () => {
    expect(stripQuoted('You wrote "we will hire" and “hire more” but hire')).toBe(
      'You wrote   and   but hire',
    );
  });

  it('counts every match outside the founder’s quoted words', () => {
    const units = ['Your plan ("hire two staff") is fine.', 'Hire a recruiter, then hire again.'];
    const found = forbiddenMatches(units, [/\bhire\b/i]);
    expect(found.map((m) => m.match)).toEqual(['Hire', 'hire']);
  });

  it('unlessNegated skips refusals of the advice, not the advice', () => {
    const hire = unlessNegated(String.raw`\bhir(e|es|ed|ing)\b`);
    for (const text of [
      'run by you alone, with no plan to hire',
      'grow without hiring',
      'you do not want to hire',
      'you will never hire',
    ]) {
      expect(hire.test(text), text).toBe(false);
    }
    for (const text of ['hire a sales lead', 'time to hire', "don't forget to hire"]) {
      expect(hire.test(text), text).toBe(true);
    }
    expect(patternLabel(hire)).toBe('/\\bhir(e|es|ed|ing)\\b/i (unless negated)');
    expect(patternLabel(/\bMRR\b/)).toBe('/\\bMRR\\b/');
  });
});

describe('ratings', () => {
  const unbacked = 'Your 5/5 for Product is not yet backed by paying customers: the guide says...';
  const underrated = 'You may be underrating your 2/5: 9 clients pay a retainer.';

  it('an inflated rating needs one unit with "{r}/5" and "not yet backed by"', () => {
    expect(checkRating([unbacked], 5, 'inflated').pass).toBe(true);
    // Both in the session, but not in the same unit.
    expect(
      checkRating(['You rated 5/5.', 'It is not yet backed by data.'], 5, 'inflated').pass,
    ).toBe(false);
    // A different rating, or a rating inside a larger number, is not this rating.
    expect(checkRating([unbacked.replace('5/5', '4/5')], 5, 'inflated').pass).toBe(false);
    expect(checkRating([unbacked.replace('5/5', '15/5')], 5, 'inflated').pass).toBe(false);
  });

  it('a modest rating needs "{r}/5" with "may be underrating", and not the opposite call', () => {
    expect(checkRating([underrated], 2, 'modest').pass).toBe(true);
    expect(checkRating(['Your 2/5 is not yet backed by evidence.'], 2, 'modest')).toEqual({
      pass: false,
      detail: 'called 2/5 unbacked',
    });
    expect(checkRating([underrated], 2, 'inflated').pass).toBe(false);
  });

  it('an honest rating is left alone', () => {
    expect(checkRating(['You rated Product 3/5 (Developing).'], 3, 'honest').pass).toBe(true);
    expect(checkRating(['Your 3/5 is not yet backed by sales.'], 3, 'honest').pass).toBe(false);
    expect(checkRating(['You may be underrating your 3/5.'], 3, 'honest').pass).toBe(false);
    expect(checkRating(['Nothing here.'], null, 'honest').pass).toBe(true);
  });
});

describe('improve', () => {
  const input = 'We charge $7,800 to 3 firms in the U.S., e.g. on Next.js, and grew 14%.';

  it('finds every figure and dotted name the improvement dropped', () => {
    const kept =
      'Three firms in the U.S. pay $7,800 (e.g. on Next.js); we grew 14% with 3 of them.';
    expect(missingKeeps(input, kept)).toEqual([]);
    expect(missingKeeps(input, 'Firms in the US pay $7,800 on Next.js; growth 14%.')).toEqual([
      '3',
      'U.S.',
      'e.g.',
    ]);
  });

  it('does not find a figure inside a longer number or a name inside a word', () => {
    expect(containsKept('We have 30 firms', '3')).toBe(false);
    expect(containsKept('It costs $7,8000', '$7,800')).toBe(false);
    expect(containsKept('It costs US$7,800.', '$7,800')).toBe(true);
    expect(containsKept('Built on Next.jsx', 'Next.js')).toBe(false);
  });

  it('a text ends mid-sentence without a closing mark or with an ellipsis', () => {
    for (const ok of ['Done.', 'Really?', 'Yes!', 'He said "go."', 'It works (mostly)', 'Fine’']) {
      expect(endsMidSentence(ok), ok).toBe(false);
    }
    for (const cut of [
      'staff often argue about',
      'argue about...',
      'argue about….',
      'a "quote..."',
      '',
    ]) {
      expect(endsMidSentence(cut), cut).toBe(true);
    }
  });
});

describe('ideas', () => {
  it('an idea neither opens with a writing prompt nor ends with a question', () => {
    expect(isIdea('A concierge pilot with 3 bakeries, with before-and-after waste numbers.')).toBe(
      true,
    );
    expect(isIdea('Describe how your customers handle the problem today.')).toBe(false);
    expect(isIdea('- Add the number of interviews.')).toBe(false);
    expect(isIdea('How many bakeries did you talk to?')).toBe(false);
    expect(isIdea('Listing fees are a second revenue line.')).toBe(true);
  });
});

describe('numbers', () => {
  it('percentile uses the nearest rank; pct never rounds a miss to 100%', () => {
    const values = Array.from({ length: 20 }, (_, i) => i + 1);
    expect(percentile(values, 95)).toBe(19);
    expect(percentile(values, 100)).toBe(20);
    expect(percentile([], 95)).toBeNaN();
    expect(pct(1)).toBe('100%');
    expect(pct(1657 / 1659)).toBe('99.8%');
    expect(pct(0.001)).toBe('0.1%');
    expect(pct(0.724)).toBe('72%');
  });
});

describe('fixtures', () => {
  it('has 32+ distinct founders with 5+ inflated and 4+ modest self-ratings', () => {
    expect(FOUNDERS.length).toBeGreaterThanOrEqual(32);
    expect(new Set(FOUNDERS.map((f) => f.name)).size).toBe(FOUNDERS.length);
    const labels = FOUNDERS.flatMap((f) => Object.values(f.ratings));
    expect(labels.filter((l) => l === 'inflated').length).toBeGreaterThanOrEqual(5);
    expect(labels.filter((l) => l === 'modest').length).toBeGreaterThanOrEqual(4);
  });

  it('no forbidden pattern matches the founder’s own answers (they describe advice, not facts)', () => {
    for (const f of FOUNDERS) {
      const found = forbiddenMatches(founderAnswers(f.form), f.forbidden);
      expect(found, f.name).toEqual([]);
    }
  });

  it('founder() refuses a label that does not fit the rating', () => {
    const base: Omit<FounderInput, 'ratings' | 'form'> = {
      name: 'x',
      expect: {
        model: 'software',
        audience: 'business',
        revenue: 'subscription',
        stage: 'idea',
        solo: true,
        hiring: 'unknown',
      },
      forbidden: [],
    };
    expect(() =>
      founder({
        ...base,
        ratings: { product: 'inflated', market: 'honest', execution: 'honest' },
        form: { product: { rating: 3 } },
      }),
    ).toThrow(/inflated but rated 3/);
    expect(() =>
      founder({
        ...base,
        ratings: { product: 'honest', market: 'modest', execution: 'honest' },
        form: { market: { rating: 4 } },
      }),
    ).toThrow(/modest but rated 4/);
  });

  it('has 10 industry rewordings that avoid their industry’s obvious words', () => {
    expect(INDUSTRY_REWORDINGS).toHaveLength(10);
    const obvious: Record<string, RegExp> = {
      'Healthcare/Medical': /\b(clinic|patient|medical|health|hospital|veterinar)/i,
      'Food & Beverage': /\b(restaurant|food|drink|hospitality|tips?)\b/i,
      'Agriculture/AgTech': /\b(farm|crop|harvest|acre|agri|planting|fertili)/i,
      Construction: /\b(construction|builder|contractor|renovat)/i,
      'Transportation/Logistics': /\b(shipping|parcel|courier|logistic|freight|deliver)/i,
      'Energy/Utilities': /\b(solar|energy|electricity|battery|panel|generator)/i,
      'Finance/Fintech': /\b(loan|lending|bank|payment|fintech|credit|wallet)/i,
      'Education/EdTech': /\b(school|student|teacher|tutor|exam|lesson|education)/i,
      Telecommunications: /\b(internet|wi-?fi|broadband|telecom|connectivity|bandwidth)/i,
      'Real Estate/PropTech': /\b(real estate|property|tenant|landlord|rental|apartment)/i,
    };
    for (const r of INDUSTRY_REWORDINGS) {
      const text = founderAnswers(r.form).join(' ');
      expect(r.form.industry).toBe('');
      expect(obvious[r.expected], r.expected).toBeDefined();
      expect(text, r.name).not.toMatch(obvious[r.expected]!);
    }
  });

  it('sessionUnits splits the lesson into paragraphs and keeps list items whole', () => {
    expect(sessionUnits(result({ teach: 'One.\n\nTwo.\n \nThree.' }))).toHaveLength(3 + 5);
  });
});
