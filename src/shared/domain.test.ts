import { describe, expect, it } from 'vitest';
import { formatCredits, INDUSTRIES, REGIONS, scoreTone } from './domain';
import { RATING_GUIDES } from './rating-guides';

describe('domain constants', () => {
  it("says 'Credit' for exactly one and 'Credits' otherwise", () => {
    expect(formatCredits(1)).toBe('1 Credit');
    expect(formatCredits(0)).toBe('0 Credits');
    expect(formatCredits(6)).toBe('6 Credits');
    expect(formatCredits(-1)).toBe('-1 Credits');
  });

  it('colours scores green from 80, yellow from 60, red below', () => {
    expect([100, 80, 79, 60, 59, 0].map(scoreTone)).toEqual([
      'green',
      'green',
      'yellow',
      'yellow',
      'red',
      'red',
    ]);
  });

  it('lists the 16 industries and 7 regions of the spec', () => {
    expect(INDUSTRIES).toHaveLength(16);
    expect(INDUSTRIES.at(-1)).toBe('Other/Custom');
    expect(Object.keys(REGIONS)).toHaveLength(7);
    expect(REGIONS['Global/Multiple Regions']).toEqual([]);
  });

  it('names the five levels of each rating guide as the spec does, each with a description', () => {
    expect(RATING_GUIDES.product.map((l) => l.label)).toEqual([
      'Very Early',
      'Early',
      'Developing',
      'Mature',
      'Excellent',
    ]);
    expect(RATING_GUIDES.market.map((l) => l.label)).toEqual([
      'Unvalidated',
      'Exploring',
      'Validated',
      'Growing',
      'Dominant',
    ]);
    expect(RATING_GUIDES.execution.map((l) => l.label)).toEqual([
      'Planning',
      'Starting',
      'Progressing',
      'Scaling',
      'Optimized',
    ]);
    for (const guide of Object.values(RATING_GUIDES)) {
      for (const level of guide) expect(level.description.length).toBeGreaterThan(30);
    }
  });
});
