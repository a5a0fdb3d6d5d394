import { describe, expect, it } from 'vitest';
import { dateLabelIndices } from './charts';

const evenly = (n: number, width = 400) =>
  Array.from({ length: n }, (_, i) => (n === 1 ? width / 2 : (width * i) / (n - 1)));

describe('dateLabelIndices', () => {
  it('labels every point when there is room', () => {
    expect(dateLabelIndices(['1 Jan', '1 Feb', '1 Mar'], evenly(3))).toEqual([0, 1, 2]);
    expect(dateLabelIndices(['1 Jan'], evenly(1))).toEqual([0]);
  });

  it('keeps labels at least a label apart, first and last included', () => {
    const labels = Array.from({ length: 12 }, (_, i) => `${i + 1} May`);
    const xs = evenly(12); // about 36 pt apart
    const chosen = dateLabelIndices(labels, xs);
    expect(chosen[0]).toBe(0);
    expect(chosen.at(-1)).toBe(11);
    for (let k = 1; k < chosen.length; k++)
      expect(xs[chosen[k]!]! - xs[chosen[k - 1]!]!).toBeGreaterThanOrEqual(46);
    expect(chosen.length).toBeGreaterThanOrEqual(6);
  });

  it('shows a date once for several snapshots of the same day', () => {
    expect(dateLabelIndices(Array(12).fill('22 Nov 2026'), evenly(12))).toEqual([0]);
    expect(dateLabelIndices(['1 Jan', '1 Jan', '1 Jan', '9 Mar', '9 Mar'], evenly(5, 200))).toEqual(
      [0, 3],
    );
  });
});
