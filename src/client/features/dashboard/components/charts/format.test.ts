import { describe, expect, it } from 'vitest';
import { formatHistoryDate, scoresSentence } from './format';

describe('formatHistoryDate', () => {
  it("shows a snapshot's day in the reader's date format, on that day whatever the time zone", () => {
    expect(formatHistoryDate('2026-11-22')).toBe(
      new Date(Date.UTC(2026, 10, 22)).toLocaleDateString(undefined, { timeZone: 'UTC' }),
    );
    expect(formatHistoryDate('2026-01-01')).toContain('2026');
  });

  it('shows anything that is not a day as it is', () => {
    expect(formatHistoryDate('soon')).toBe('soon');
  });
});

describe('scoresSentence', () => {
  it('names each pillar with its score, in pillar order', () => {
    expect(scoresSentence({ product: 60, market: 40, execution: 80 })).toBe(
      'Product 60%, Market 40%, Execution 80%',
    );
  });
});
