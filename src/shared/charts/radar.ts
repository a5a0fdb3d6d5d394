import { PILLAR_LABELS, PILLARS, type Pillar } from '../domain';
import { clampScore, pointList, round1, SCORE_TICKS, textWidth, type XY } from './scale';

/** Where the radar sits: its centre, the radius of 100, and the whole drawing's size. */
export interface RadarLayout {
  width: number;
  height: number;
  cx: number;
  cy: number;
  r: number;
}

/** The pillar labels' text: a name line, then a value line. */
export interface RadarLabelMetrics {
  fontSize: number;
  lineHeight: number;
  /** Between the end of an axis and its label. */
  gap: number;
}

export interface RadarGeometry {
  /** The rings from 100 down to 20 (outermost first: its fill is the chart's background). */
  rings: { value: number; points: string }[];
  spokes: { pillar: Pillar; x1: number; y1: number; x2: number; y2: number }[];
  /** The scale's numbers, beside the product axis. */
  ticks: { value: number; x: number; y: number }[];
  /** The scores' triangle. */
  area: string;
  dots: { pillar: Pillar; score: number; x: number; y: number }[];
  /** Each pillar's name and score at the end of its axis, above it for product, below for the others. */
  labels: {
    pillar: Pillar;
    text: string;
    value: string;
    x: number;
    nameY: number;
    valueY: number;
  }[];
}

/** Where a score sits on a pillar's axis: product up, market lower right, execution lower left. */
export function radarPoint(layout: RadarLayout, index: number, score: number): XY {
  const angle = ((-90 + index * 120) * Math.PI) / 180;
  const r = (layout.r * clampScore(score)) / 100;
  return [layout.cx + r * Math.cos(angle), layout.cy + r * Math.sin(angle)];
}

/**
 * The largest radar that fits `width` with its labels around it: the lower labels are centred on
 * the lower corners, so half the widest label must fit beside them. The height follows.
 */
export function fitRadar(
  width: number,
  metrics: RadarLabelMetrics,
  maxRadius: number,
  padding = 4,
): RadarLayout {
  const labelHalf =
    Math.max(...PILLARS.map((p) => textWidth(PILLAR_LABELS[p], metrics.fontSize))) / 2;
  const cos30 = Math.cos(Math.PI / 6);
  const r = Math.max(20, Math.min(maxRadius, (width / 2 - labelHalf - padding) / cos30));
  const labelBlock = metrics.gap + 2 * metrics.lineHeight;
  const top = padding + labelBlock;
  // The triangle reaches r above its centre and r/2 below it.
  const height = top + 1.5 * r + labelBlock + padding;
  return { width, height: round1(height), cx: width / 2, cy: top + r, r };
}

/** Everything a renderer draws for 'Three Pillars Analysis', in the layout's coordinates. */
export function radarGeometry(
  scores: Record<Pillar, number>,
  layout: RadarLayout,
  metrics: RadarLabelMetrics,
): RadarGeometry {
  const rings = SCORE_TICKS.filter((v) => v > 0)
    .reverse()
    .map((value) => ({
      value,
      points: pointList(PILLARS.map((_, i) => radarPoint(layout, i, value))),
    }));
  const spokes = PILLARS.map((pillar, i) => {
    const [x2, y2] = radarPoint(layout, i, 100);
    return { pillar, x1: layout.cx, y1: layout.cy, x2, y2 };
  });
  const ticks = SCORE_TICKS.map((value) => ({
    value,
    // Clear of the product axis' dot (its score), which sits on the axis itself.
    x: layout.cx + 7,
    y: round1(layout.cy - (layout.r * value) / 100 + metrics.fontSize * 0.3),
  }));
  const values = PILLARS.map((p, i) => radarPoint(layout, i, scores[p]));
  const dots = PILLARS.map((pillar, i) => {
    const [x, y] = values[i]!;
    return { pillar, score: scores[pillar], x, y };
  });
  const labels = PILLARS.map((pillar, i) => {
    const [x, y] = radarPoint(layout, i, 100);
    const above = i === 0;
    const nameY = above ? y - metrics.gap - metrics.lineHeight : y + metrics.gap + metrics.fontSize;
    return {
      pillar,
      text: PILLAR_LABELS[pillar],
      value: `${scores[pillar]}%`,
      x,
      nameY: round1(nameY),
      valueY: round1(nameY + metrics.lineHeight),
    };
  });
  return { rings, spokes, ticks, area: pointList(values), dots, labels };
}
