import { describe, expect, it } from 'vitest';
import { fitRadar, radarGeometry } from './radar';
import { textWidth } from './scale';

const metrics = { fontSize: 13, lineHeight: 16, gap: 6 };

describe('fitRadar', () => {
  it.each([280, 327, 500, 640])('keeps the labels inside a %i wide drawing', (width) => {
    const layout = fitRadar(width, metrics, 130);
    const geometry = radarGeometry({ product: 100, market: 100, execution: 100 }, layout, metrics);
    for (const label of geometry.labels) {
      const half = textWidth(label.text, metrics.fontSize) / 2;
      expect(label.x - half).toBeGreaterThanOrEqual(0);
      expect(label.x + half).toBeLessThanOrEqual(width);
      expect(label.nameY - metrics.fontSize).toBeGreaterThanOrEqual(0);
      expect(label.valueY).toBeLessThanOrEqual(layout.height);
    }
  });

  it('grows with the room up to its largest radius', () => {
    expect(fitRadar(300, metrics, 130).r).toBeLessThan(fitRadar(400, metrics, 130).r);
    expect(fitRadar(1000, metrics, 130).r).toBe(130);
  });
});

describe('radarGeometry', () => {
  const layout = { width: 280, height: 206, cx: 140, cy: 110, r: 82 };

  it('puts product up, market lower right and execution lower left, each at its score', () => {
    const g = radarGeometry({ product: 100, market: 50, execution: 0 }, layout, metrics);
    expect(g.dots.map((d) => d.pillar)).toEqual(['product', 'market', 'execution']);
    expect(g.dots[0]).toMatchObject({ x: 140, y: 28, score: 100 });
    expect(g.dots[1]!.x).toBeCloseTo(140 + 41 * Math.cos(Math.PI / 6));
    expect(g.dots[1]!.y).toBeCloseTo(110 + 41 / 2);
    expect(g.dots[2]).toMatchObject({ x: 140, y: 110 });
  });

  it('keeps a score out of range on the chart', () => {
    const g = radarGeometry({ product: 140, market: -5, execution: 60 }, layout, metrics);
    expect(g.dots[0]!.y).toBe(28);
    expect(g.dots[1]).toMatchObject({ x: 140, y: 110 });
  });

  it('draws five rings from the outermost, and labels each pillar with its score', () => {
    const g = radarGeometry({ product: 60, market: 40, execution: 80 }, layout, metrics);
    expect(g.rings.map((r) => r.value)).toEqual([100, 80, 60, 40, 20]);
    expect(g.ticks.map((t) => t.value)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(g.labels.map((l) => `${l.text} ${l.value}`)).toEqual([
      'Product 60%',
      'Market 40%',
      'Execution 80%',
    ]);
    // Product's label above its axis, the others below theirs.
    expect(g.labels[0]!.valueY).toBeLessThan(28);
    expect(g.labels[1]!.nameY).toBeGreaterThan(110 + 41);
  });
});
