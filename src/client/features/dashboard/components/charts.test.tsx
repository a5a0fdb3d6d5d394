import { describe, expect, it } from 'vitest';
import { formatHistoryDate } from './charts';

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
