// The twentieth read (read 32, ADR 017): five founders a reviewer wrote, and a re-read of read 31.
// Each case is a defect the read named, checked on its founder and, where the reading is general,
// on a sentence of its own.
import { describe, expect, it } from 'vitest';
import { coerceFormState } from '@shared/contracts/assessment-form';
import { buildProfile } from '../profile';
import { READ32_FOUNDERS } from './fixtures/read32';
import { coachReviewFounder } from './fixtures/review';
import { readPriority } from './priority-lines';

const read32 = (prefix: string) => coachReviewFounder(READ32_FOUNDERS, prefix);

describe('read 32: a 31-year hawker stall', () => {
  it('reads plates a day, monthly sales and "3 ppl" as a food business with revenue, not an idea', () => {
    const { profile, all } = read32('ah-heng');
    expect(profile.model).toBe('goods');
    expect(profile.audience).toBe('consumer');
    expect(profile.stage).toBe('revenue');
    expect(profile.team.size).toBe(3);
    expect(profile.done).toContainEqual(expect.objectContaining({ kind: 'sales', count: 380 }));
    expect(all).not.toMatch(/at the idea stage|future buyers|Design partners/);
    // 'GrabFood takes 30% commission' is a cost the stall would pay, not how it earns.
    expect(profile.revenue).not.toBe('commission');
  });

  it('reads "learn to fry good enough before father’s surgery" as a skill handed over, not a test', () => {
    expect(readPriority("learn to fry good enough before father's surgery")?.kind).toBe('train');
    expect(readPriority('learn whether offices will pay for lunch boxes')?.kind).toBe('test');
    expect(read32('ah-heng').all).toMatch(/show the work, then watch them do it/);
  });

  it('reads "~S$58-62k/mth sales" as revenue', () => {
    const p = buildProfile(
      coerceFormState({ product: { evidence: 'avg $5.40 so ~S$58-62k/mth sales' } }),
    );
    expect(p.done.map((d) => d.kind)).toContain('revenue');
  });
});
