import { createElement, type ReactNode } from 'react';
import { historyGeometry, type HistoryLayout, type HistoryPoint } from '@shared/charts/history';
import { radarGeometry, type RadarLayout } from '@shared/charts/radar';
import { PILLAR_LABELS, PILLARS, type Pillar } from '@shared/domain';
import { useFontStack, usePdfKit } from '../../../infra/pdf/kit';
import { formatShortDate } from '../../../infra/pdf/format';
import { COLORS, PILLAR_COLORS } from '../../../infra/pdf/theme';

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

/** How tall the charts are, so that a section title can stay on the same page as its chart. */
export const RADAR_HEIGHT = 206;
export const HISTORY_HEIGHT = 176;

const GRID = '#d3d6dd';
const RADAR: RadarLayout = { width: 280, height: RADAR_HEIGHT, cx: 140, cy: 110, r: 82 };
const RADAR_LABELS = { fontSize: 8, lineHeight: 9, gap: 5 } as const;

/** 'Three Pillars Analysis': the three scores on axes from 0 to 100 (src/shared/charts/radar.ts). */
export function RadarChart({ scores }: { scores: PillarScores }) {
  const { Svg, Polygon, Line, Circle, G } = usePdfKit();
  const g = radarGeometry(scores, RADAR, RADAR_LABELS);
  return (
    <Svg width={RADAR.width} height={RADAR.height} viewBox={`0 0 ${RADAR.width} ${RADAR.height}`}>
      {g.rings.map((ring) => (
        <Polygon
          key={ring.value}
          points={ring.points}
          fill={ring.value === 100 ? COLORS.panel : 'none'}
          stroke={ring.value === 100 ? COLORS.rule : GRID}
          strokeWidth={ring.value === 100 ? 1 : 0.5}
        />
      ))}
      {g.spokes.map((s) => (
        <Line
          key={s.pillar}
          x1={s.x1}
          y1={s.y1}
          x2={s.x2}
          y2={s.y2}
          stroke={GRID}
          strokeWidth={0.6}
        />
      ))}
      {g.ticks.map((tick) => (
        <ChartText key={tick.value} x={tick.x} y={tick.y} size={5.5} color={COLORS.faint}>
          {String(tick.value)}
        </ChartText>
      ))}
      <Polygon
        points={g.area}
        fill={PILLAR_COLORS.product.main}
        fillOpacity={0.16}
        stroke={PILLAR_COLORS.product.main}
        strokeWidth={1.4}
        strokeLinejoin="round"
      />
      {g.dots.map((d) => (
        <Circle
          key={d.pillar}
          cx={d.x}
          cy={d.y}
          r={3}
          fill={PILLAR_COLORS[d.pillar].main}
          stroke={COLORS.white}
          strokeWidth={1}
        />
      ))}
      {g.labels.map((l) => (
        <G key={l.pillar}>
          <ChartText
            x={l.x}
            y={l.nameY}
            size={RADAR_LABELS.fontSize}
            bold
            color={PILLAR_COLORS[l.pillar].main}
            anchor="middle"
          >
            {l.text}
          </ChartText>
          <ChartText x={l.x} y={l.valueY} size={7.5} color={COLORS.ink} anchor="middle">
            {l.value}
          </ChartText>
        </G>
      ))}
    </Svg>
  );
}

const LINE: HistoryLayout = {
  width: 487,
  height: HISTORY_HEIGHT - 26,
  left: 30,
  right: 24,
  top: 8,
  bottom: 22,
};
/** Room a date label needs on the axis ('12 May 2026' at 6.5 pt is about 38 pt wide). */
const DATE_LABEL_GAP = 46;

/** 'Progress Over Time': one line per pillar over the days (src/shared/charts/history.ts). */
export function HistoryChart({ points }: { points: HistoryPoint[] }) {
  const { Svg, Line, Polyline, Circle, G } = usePdfKit();
  const g = historyGeometry(
    points,
    LINE,
    points.map((point) => formatShortDate(point.date)),
    DATE_LABEL_GAP,
  );
  return (
    <Svg width={LINE.width} height={LINE.height} viewBox={`0 0 ${LINE.width} ${LINE.height}`}>
      {g.grid.map((tick) => (
        <G key={tick.value}>
          <Line
            x1={LINE.left}
            x2={LINE.width - LINE.right}
            y1={tick.y}
            y2={tick.y}
            stroke={tick.value === 0 ? COLORS.muted : COLORS.rule}
            strokeWidth={tick.value === 0 ? 0.8 : 0.6}
          />
          <ChartText x={LINE.left - 5} y={tick.y + 2.5} anchor="end" size={6.5}>
            {String(tick.value)}
          </ChartText>
        </G>
      ))}
      {g.dateLabels.map((label) => (
        <ChartText key={label.index} x={label.x} y={LINE.height - 8} anchor="middle" size={6.5}>
          {label.text}
        </ChartText>
      ))}
      {g.series.map((s) => (
        <G key={s.pillar}>
          {s.line ? (
            <Polyline
              points={s.line}
              fill="none"
              stroke={PILLAR_COLORS[s.pillar].main}
              strokeWidth={1.6}
              strokeLinejoin="round"
            />
          ) : null}
          {s.dots.map((d, i) => (
            <Circle key={i} cx={d.x} cy={d.y} r={2.2} fill={PILLAR_COLORS[s.pillar].main} />
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
