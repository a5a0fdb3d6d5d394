import { PILLARS, type Pillar } from '../domain';
import { clampScore, pointList, round1, SCORE_TICKS } from './scale';

export interface HistoryPoint {
  /** The snapshot's day, 'YYYY-MM-DD'. */
  date: string;
  product: number;
  market: number;
  execution: number;
}

/**
 * 'Progress Over Time' draws one point per day: the last snapshot taken that day. Several
 * snapshots of one day would otherwise stand side by side under the same date, with nothing to
 * tell them apart (the dashboard's data carry the day, not the time). Keeps the days' order.
 */
export function onePointPerDay<T extends { date: string }>(points: T[]): T[] {
  const byDay = new Map<string, T>();
  for (const point of points) {
    byDay.delete(point.date);
    byDay.set(point.date, point);
  }
  return [...byDay.values()];
}

/** The plot's box inside the drawing: the room left for the score axis (left) and dates (bottom). */
export interface HistoryLayout {
  width: number;
  height: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export interface HistoryGeometry {
  /** Each point's x, evenly spaced (a single point sits in the middle). */
  xs: number[];
  grid: { value: number; y: number }[];
  /** Per pillar: the line through its points (absent for a single point) and the points. */
  series: {
    pillar: Pillar;
    line: string | null;
    dots: { x: number; y: number; value: number }[];
  }[];
  /** The dates shown under the axis (see dateLabelIndices). */
  dateLabels: { index: number; x: number; text: string }[];
}

/**
 * Which points get a date under the axis: the first, then each one at least `gap` from the last
 * label and with a different date, and the last point, which takes the place of the label before
 * it when the two would touch.
 */
export function dateLabelIndices(labels: string[], xs: number[], gap: number): number[] {
  const chosen: number[] = [];
  labels.forEach((label, i) => {
    const last = chosen.at(-1);
    if (last === undefined) chosen.push(i);
    else if (label !== labels[last] && xs[i]! - xs[last]! >= gap) chosen.push(i);
  });
  const end = labels.length - 1;
  const last = chosen.at(-1);
  if (last !== undefined && last !== end && labels[end] !== labels[last]) {
    if (xs[end]! - xs[last]! < gap && chosen.length > 1) chosen.pop();
    if (xs[end]! - xs[chosen.at(-1)!]! >= gap) chosen.push(end);
  }
  return chosen;
}

/**
 * Everything a renderer draws for 'Progress Over Time', y from 0 to 100. `dates` are the points'
 * dates as the renderer prints them; `labelGap` is the room one printed date needs.
 */
export function historyGeometry(
  points: HistoryPoint[],
  layout: HistoryLayout,
  dates: string[],
  labelGap: number,
): HistoryGeometry {
  const plotW = layout.width - layout.left - layout.right;
  const plotH = layout.height - layout.top - layout.bottom;
  const xs = points.map((_, i) =>
    round1(layout.left + (points.length === 1 ? plotW / 2 : (plotW * i) / (points.length - 1))),
  );
  const yAt = (v: number) => round1(layout.top + plotH - (plotH * clampScore(v)) / 100);
  const series = PILLARS.map((pillar) => {
    const dots = points.map((point, i) => ({
      x: xs[i]!,
      y: yAt(point[pillar]),
      value: point[pillar],
    }));
    return {
      pillar,
      line: dots.length > 1 ? pointList(dots.map((d) => [d.x, d.y])) : null,
      dots,
    };
  });
  return {
    xs,
    grid: SCORE_TICKS.map((value) => ({ value, y: yAt(value) })),
    series,
    dateLabels: dateLabelIndices(dates, xs, labelGap).map((index) => ({
      index,
      x: xs[index]!,
      text: dates[index]!,
    })),
  };
}

/** The point nearest to `x` (for a tooltip that follows the pointer). */
export function nearestIndex(xs: number[], x: number): number {
  let best = 0;
  xs.forEach((xi, i) => {
    if (Math.abs(xi - x) < Math.abs(xs[best]! - x)) best = i;
  });
  return best;
}
