import { describe, expect, it } from 'vitest';
import { dateLabelIndices, historyGeometry, nearestIndex, onePointPerDay } from './history';

const evenly = (n: number, width = 400) =>
  Array.from({ length: n }, (_, i) => (n === 1 ? width / 2 : (width * i) / (n - 1)));

const point = (date: string, product: number, market = 40, execution = 20) => ({
  date,
  product,
  market,
  execution,
});

describe('onePointPerDay', () => {
  it("keeps each day's last snapshot, in the days' order", () => {
    const days = onePointPerDay([
      point('2026-11-01', 20),
      point('2026-11-22', 40),
      point('2026-11-22', 60),
      point('2026-11-23', 60),
      point('2026-11-23', 80),
      point('2026-11-23', 100),
    ]);
    expect(days.map((d) => [d.date, d.product])).toEqual([
      ['2026-11-01', 20],
      ['2026-11-22', 60],
      ['2026-11-23', 100],
    ]);
  });

  it('leaves days with one snapshot as they are', () => {
    const points = [point('2026-01-01', 20), point('2026-02-01', 40)];
    expect(onePointPerDay(points)).toEqual(points);
    expect(onePointPerDay([])).toEqual([]);
  });
});

describe('dateLabelIndices', () => {
  it('labels every point when there is room', () => {
    expect(dateLabelIndices(['1 Jan', '1 Feb', '1 Mar'], evenly(3), 46)).toEqual([0, 1, 2]);
    expect(dateLabelIndices(['1 Jan'], evenly(1), 46)).toEqual([0]);
  });

  it('keeps labels at least a label apart, first and last included', () => {
    const labels = Array.from({ length: 12 }, (_, i) => `${i + 1} May`);
    const xs = evenly(12); // about 36 apart
    const chosen = dateLabelIndices(labels, xs, 46);
    expect(chosen[0]).toBe(0);
    expect(chosen.at(-1)).toBe(11);
    for (let k = 1; k < chosen.length; k++)
      expect(xs[chosen[k]!]! - xs[chosen[k - 1]!]!).toBeGreaterThanOrEqual(46);
    expect(chosen.length).toBeGreaterThanOrEqual(6);
  });

  it('shows a date once when two points print the same', () => {
    expect(dateLabelIndices(Array(12).fill('22 Nov 2026'), evenly(12), 46)).toEqual([0]);
    expect(
      dateLabelIndices(['1 Jan', '1 Jan', '1 Jan', '9 Mar', '9 Mar'], evenly(5, 200), 46),
    ).toEqual([0, 3]);
  });
});

describe('historyGeometry', () => {
  const layout = { width: 400, height: 200, left: 40, right: 20, top: 10, bottom: 30 };

  it('spreads the points over the plot and maps 0-100 onto its height', () => {
    const g = historyGeometry(
      [point('2026-01-01', 0, 50, 100), point('2026-02-01', 100, 50, 0)],
      layout,
      ['1 Jan', '1 Feb'],
      60,
    );
    expect(g.xs).toEqual([40, 380]);
    expect(g.grid.map((t) => [t.value, t.y])).toEqual([
      [0, 170],
      [20, 138],
      [40, 106],
      [60, 74],
      [80, 42],
      [100, 10],
    ]);
    const product = g.series.find((s) => s.pillar === 'product')!;
    expect(product.dots).toEqual([
      { x: 40, y: 170, value: 0 },
      { x: 380, y: 10, value: 100 },
    ]);
    expect(product.line).toBe('40,170 380,10');
    expect(g.dateLabels).toEqual([
      { index: 0, x: 40, text: '1 Jan' },
      { index: 1, x: 380, text: '1 Feb' },
    ]);
  });

  it('puts a single point in the middle, without a line', () => {
    const g = historyGeometry([point('2026-01-01', 60)], layout, ['1 Jan'], 60);
    expect(g.xs).toEqual([210]);
    expect(g.series.every((s) => s.line === null && s.dots.length === 1)).toBe(true);
  });
});

describe('nearestIndex', () => {
  it('finds the point nearest to the pointer', () => {
    expect(nearestIndex([40, 210, 380], 0)).toBe(0);
    expect(nearestIndex([40, 210, 380], 300)).toBe(2);
    expect(nearestIndex([40, 210, 380], 200)).toBe(1);
  });
});
