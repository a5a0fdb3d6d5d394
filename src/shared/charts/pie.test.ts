import { describe, expect, it } from 'vitest';
import { pieGeometry, type PieInput } from './pie';
import { textWidth } from './scale';

const text = (p: PieInput) => `${p.label}: ${p.value}%`;
const opts = { fontSize: 12, maxRadius: 110, minRadius: 70, text };
const scores = (product: number, market: number, execution: number): PieInput[] => [
  { key: 'product', label: 'Product', value: product },
  { key: 'market', label: 'Market', value: market },
  { key: 'execution', label: 'Execution', value: execution },
];

describe('pieGeometry', () => {
  it("labels each slice 'Name: N%' and leaves out zero scores", () => {
    const g = pieGeometry(scores(60, 0, 80), 600, opts);
    expect(g.slices.map((s) => s.text)).toEqual(['Product: 60%', 'Execution: 80%']);
  });

  it("starts at 12 o'clock and turns clockwise in proportion to the values", () => {
    const g = pieGeometry(scores(50, 25, 25), 600, opts);
    expect([g.cx, g.cy, g.r]).toEqual([300, 138.4, 110]);
    // Product: half the pie, from the top to the bottom on the right.
    expect(g.slices[0]!.path).toBe('M 300 138.4 L 300 28.4 A 110 110 0 0 1 300 248.4 Z');
    expect(g.slices[0]!.anchor).toBe('start');
    expect(g.slices[1]!.anchor).toBe('end');
  });

  it('draws a single score as a whole circle', () => {
    const g = pieGeometry(scores(0, 40, 0), 600, opts);
    expect(g.slices).toHaveLength(1);
    expect(g.slices[0]!.path.match(/ A /g)).toHaveLength(2);
  });

  it('keeps labels around the pie inside the drawing when there is room', () => {
    const g = pieGeometry(scores(60, 40, 80), 520, opts);
    expect(g.labelsOutside).toBe(true);
    for (const s of g.slices) {
      const w = textWidth(s.text, 12);
      const left = s.anchor === 'start' ? s.labelX : s.labelX - w;
      expect(left).toBeGreaterThanOrEqual(0);
      expect(left + w).toBeLessThanOrEqual(520);
      expect(s.labelY - 12).toBeGreaterThanOrEqual(0);
      expect(s.labelY).toBeLessThanOrEqual(g.height);
    }
  });

  it('moves the labels to a key below the pie on a narrow screen, keeping the pie large', () => {
    const g = pieGeometry(scores(60, 40, 80), 290, opts);
    expect(g.labelsOutside).toBe(false);
    expect(g.r).toBeGreaterThanOrEqual(110);
  });
});
