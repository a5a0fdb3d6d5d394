import { createElement, type ReactNode } from 'react';
import { PILLAR_LABELS, PILLARS, type Pillar } from '@shared/domain';
import { useFontStack, usePdfKit } from './kit';
import { formatShortDate } from './format';
import { COLORS, PILLAR_COLORS } from './theme';

type PillarScores = Record<Pillar, number>;

interface ChartTextProps {
  x: number;
  y: number;
  size?: number;
  color?: string;
  bold?: boolean;
  anchor?: 'start' | 'middle' | 'end';
  children: ReactNode;
}

/** SVG text in the document's fonts (the renderer's types leave out the font attributes). */
function ChartText({
  x,
  y,
  size = 7,
  color = COLORS.muted,
  bold,
  anchor,
  children,
}: ChartTextProps) {
  const { Text } = usePdfKit();
  const fontFamily = useFontStack();
  const props = {
    x,
    y,
    fill: color,
    fontSize: size,
    fontFamily,
    fontWeight: bold ? 700 : 400,
    textAnchor: anchor ?? 'start',
  };
  return createElement(Text, props as never, children);
}

const round = (n: number) => Math.round(n * 10) / 10;
const pointList = (points: [number, number][]) =>
  points.map(([x, y]) => `${round(x)},${round(y)}`).join(' ');
const clampScore = (n: number) => Math.max(0, Math.min(100, n));

const RINGS = [20, 40, 60, 80, 100];
const GRID = '#d3d6dd';
/** How tall the charts are, so that a section title can stay on the same page as its chart. */
export const RADAR_HEIGHT = 206;
export const HISTORY_HEIGHT = 176;

const RADAR = { width: 280, height: RADAR_HEIGHT, cx: 140, cy: 110, r: 82 } as const;

/** Where a score sits on a pillar's axis: product up, market lower right, execution lower left. */
function radarPoint(index: number, score: number): [number, number] {
  const angle = ((-90 + index * 120) * Math.PI) / 180;
  const r = (RADAR.r * clampScore(score)) / 100;
  return [RADAR.cx + r * Math.cos(angle), RADAR.cy + r * Math.sin(angle)];
}

/** 'Three Pillars Analysis': the three scores on axes from 0 to 100, drawn as vectors. */
export function RadarChart({ scores }: { scores: PillarScores }) {
  const { Svg, Polygon, Line, Circle, G } = usePdfKit();
  const values = PILLARS.map((p, i) => radarPoint(i, scores[p]));
  return (
    <Svg width={RADAR.width} height={RADAR.height} viewBox={`0 0 ${RADAR.width} ${RADAR.height}`}>
      {/* Outermost first: its fill is the chart's background. */}
      {[...RINGS].reverse().map((ring) => (
        <Polygon
          key={ring}
          points={pointList(PILLARS.map((_, i) => radarPoint(i, ring)))}
          fill={ring === 100 ? COLORS.panel : 'none'}
          stroke={ring === 100 ? COLORS.rule : GRID}
          strokeWidth={ring === 100 ? 1 : 0.5}
        />
      ))}
      {PILLARS.map((p, i) => {
        const [x, y] = radarPoint(i, 100);
        return (
          <Line key={p} x1={RADAR.cx} y1={RADAR.cy} x2={x} y2={y} stroke={GRID} strokeWidth={0.6} />
        );
      })}
      {[0, ...RINGS].map((ring) => (
        <ChartText
          key={ring}
          x={RADAR.cx + 4}
          y={RADAR.cy - (RADAR.r * ring) / 100 + 2}
          size={5.5}
          color={COLORS.faint}
        >
          {String(ring)}
        </ChartText>
      ))}
      <Polygon
        points={pointList(values)}
        fill={PILLAR_COLORS.product.main}
        fillOpacity={0.16}
        stroke={PILLAR_COLORS.product.main}
        strokeWidth={1.4}
        strokeLinejoin="round"
      />
      {PILLARS.map((p, i) => {
        const [x, y] = values[i]!;
        return (
          <G key={p}>
            <Circle
              cx={x}
              cy={y}
              r={3}
              fill={PILLAR_COLORS[p].main}
              stroke={COLORS.white}
              strokeWidth={1}
            />
          </G>
        );
      })}
      {PILLARS.map((p, i) => {
        const [x, y] = radarPoint(i, 100);
        const labelY = i === 0 ? y - 14 : y + 14;
        return (
          <G key={p}>
            <ChartText x={x} y={labelY} size={8} bold color={PILLAR_COLORS[p].main} anchor="middle">
              {PILLAR_LABELS[p]}
            </ChartText>
            <ChartText x={x} y={labelY + 9} size={7.5} color={COLORS.ink} anchor="middle">
              {`${scores[p]}%`}
            </ChartText>
          </G>
        );
      })}
    </Svg>
  );
}

export interface HistoryPoint {
  date: string;
  product: number;
  market: number;
  execution: number;
}

const LINE = {
  width: 487,
  height: HISTORY_HEIGHT - 26,
  left: 30,
  right: 24,
  top: 8,
  bottom: 22,
} as const;
/** Room a date label needs on the axis ('12 May 2026' at 6.5 pt is about 38 pt wide). */
const DATE_LABEL_GAP = 46;

/**
 * Which points get a date under the axis: the first, then each one far enough from the last label
 * to not touch it and with a date different from it (several snapshots a day share one label), and
 * the last point, which takes the place of the label before it when the two would touch.
 */
export function dateLabelIndices(labels: string[], xs: number[]): number[] {
  const chosen: number[] = [];
  labels.forEach((label, i) => {
    const last = chosen.at(-1);
    if (last === undefined) chosen.push(i);
    else if (label !== labels[last] && xs[i]! - xs[last]! >= DATE_LABEL_GAP) chosen.push(i);
  });
  const end = labels.length - 1;
  const last = chosen.at(-1);
  if (last !== undefined && last !== end && labels[end] !== labels[last]) {
    if (xs[end]! - xs[last]! < DATE_LABEL_GAP && chosen.length > 1) chosen.pop();
    if (xs[end]! - xs[chosen.at(-1)!]! >= DATE_LABEL_GAP) chosen.push(end);
  }
  return chosen;
}

/** 'Progress Over Time': one line per pillar over the snapshots' dates, y from 0 to 100. */
export function HistoryChart({ points }: { points: HistoryPoint[] }) {
  const { Svg, Line, Polyline, Circle, G } = usePdfKit();
  const plotW = LINE.width - LINE.left - LINE.right;
  const plotH = LINE.height - LINE.top - LINE.bottom;
  const xAt = (i: number) =>
    LINE.left + (points.length === 1 ? plotW / 2 : (plotW * i) / (points.length - 1));
  const yAt = (v: number) => LINE.top + plotH - (plotH * clampScore(v)) / 100;
  const labelled = new Set(
    dateLabelIndices(
      points.map((point) => formatShortDate(point.date)),
      points.map((_, i) => xAt(i)),
    ),
  );
  return (
    <Svg width={LINE.width} height={LINE.height} viewBox={`0 0 ${LINE.width} ${LINE.height}`}>
      {RINGS.concat(0).map((tick) => (
        <G key={tick}>
          <Line
            x1={LINE.left}
            x2={LINE.width - LINE.right}
            y1={yAt(tick)}
            y2={yAt(tick)}
            stroke={tick === 0 ? COLORS.muted : COLORS.rule}
            strokeWidth={tick === 0 ? 0.8 : 0.6}
          />
          <ChartText x={LINE.left - 5} y={yAt(tick) + 2.5} anchor="end" size={6.5}>
            {String(tick)}
          </ChartText>
        </G>
      ))}
      {points.map((point, i) =>
        labelled.has(i) ? (
          <ChartText
            key={`${point.date}-${i}`}
            x={xAt(i)}
            y={LINE.height - 8}
            anchor="middle"
            size={6.5}
          >
            {formatShortDate(point.date)}
          </ChartText>
        ) : null,
      )}
      {PILLARS.map((p) => (
        <G key={p}>
          {points.length > 1 ? (
            <Polyline
              points={pointList(points.map((pt, i) => [xAt(i), yAt(pt[p])]))}
              fill="none"
              stroke={PILLAR_COLORS[p].main}
              strokeWidth={1.6}
              strokeLinejoin="round"
            />
          ) : null}
          {points.map((pt, i) => (
            <Circle key={i} cx={xAt(i)} cy={yAt(pt[p])} r={2.2} fill={PILLAR_COLORS[p].main} />
          ))}
        </G>
      ))}
    </Svg>
  );
}

/** The colour key under a chart. */
export function PillarLegend() {
  const { View, Text } = usePdfKit();
  return (
    <View style={{ flexDirection: 'row', justifyContent: 'center', marginTop: 4 }}>
      {PILLARS.map((p) => (
        <View key={p} style={{ flexDirection: 'row', alignItems: 'center', marginHorizontal: 8 }}>
          <View
            style={{ width: 10, height: 3, backgroundColor: PILLAR_COLORS[p].main, marginRight: 4 }}
          />
          <Text style={{ fontSize: 8, color: COLORS.muted }}>{PILLAR_LABELS[p]}</Text>
        </View>
      ))}
    </View>
  );
}
