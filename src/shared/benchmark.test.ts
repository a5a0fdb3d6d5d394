import { describe, expect, it } from 'vitest';
import {
  bucketOf,
  distributionSentence,
  industryGroupOf,
  LISTED_INDUSTRIES,
  positionOf,
  positionSentence,
  SCORE_BUCKETS,
} from './benchmark';
import { INDUSTRIES } from './domain';

describe('the benchmark’s rules', () => {
  it('puts every score from 0 to 100 in exactly one bar, cut where the dashboard’s colours change', () => {
    for (let score = 0; score <= 100; score++) {
      const bucket = SCORE_BUCKETS[bucketOf(score)]!;
      expect(score).toBeGreaterThanOrEqual(bucket.min);
      expect(score).toBeLessThanOrEqual(bucket.max);
    }
    expect([0, 19, 20, 59, 60, 79, 80, 100].map(bucketOf)).toEqual([0, 0, 1, 2, 3, 3, 4, 4]);
  });

  it('says 0% only for none and 100% only for all, whatever the rounding', () => {
    expect(positionOf(0, 3, 10)).toEqual({ below: 0, same: 30 });
    expect(positionOf(10, 0, 10)).toEqual({ below: 100, same: 0 });
    expect(positionOf(1, 0, 1000)).toEqual({ below: 1, same: 0 });
    expect(positionOf(999, 1, 1000)).toEqual({ below: 99, same: 1 });
    expect(positionOf(62, 20, 100)).toEqual({ below: 62, same: 20 });
  });

  it('groups listed industries only: a custom one and none never form a group', () => {
    expect(LISTED_INDUSTRIES).toHaveLength(INDUSTRIES.length - 1);
    expect(industryGroupOf('Manufacturing')).toEqual({ kind: 'listed', name: 'Manufacturing' });
    expect(industryGroupOf('Other/Custom')).toEqual({ kind: 'custom' });
    for (const value of ['', null, undefined, 'manufacturing', 42]) {
      expect(industryGroupOf(value)).toEqual({ kind: 'none' });
    }
  });

  it('writes a founder’s position and a distribution as plain sentences', () => {
    expect(positionSentence('market', 80, { below: 62, same: 20 }, 'in Manufacturing')).toBe(
      'Your Market score (80%) is higher than 62% of founders in Manufacturing, and the same as 20%.',
    );
    expect(positionSentence('overall', 100, { below: 100, same: 0 }, 'in the community')).toBe(
      'Your Overall score (100%) is higher than every founder’s in the community.',
    );
    expect(positionSentence('product', 20, { below: 0, same: 10 }, 'in the community')).toBe(
      'Your Product score (20%) is not higher than any founder’s in the community, and the same as 10%.',
    );
    expect(distributionSentence('execution', [1, 0, 8, 0, 1], 100)).toBe(
      'Execution scores of 10 founders: 0–19%: 10%, 20–39%: 0%, 40–59%: 80%, 60–79%: 0%, 80–100%: 10%; your 100% is in 80–100%.',
    );
    expect(distributionSentence('execution', [1, 0, 8, 0, 1], null)).toBe(
      'Execution scores of 10 founders: 0–19%: 10%, 20–39%: 0%, 40–59%: 80%, 60–79%: 0%, 80–100%: 10%.',
    );
  });
});
