import { useState } from 'react';
import type { DashboardData } from '@shared/contracts/dashboard';
import { DASHBOARD_TEXTS } from '@shared/dashboard-texts';
import { historyGeometry, nearestIndex, onePointPerDay } from '@shared/charts/history';
import { textWidth } from '@shared/charts/scale';
import { PILLAR_LABELS, PILLARS } from '@shared/domain';
import { cn } from '@client/lib/utils';
import { PILLAR_BG, PILLAR_FILL, PILLAR_STROKE } from './colors';
import { formatHistoryDate, scoresSentence } from './format';
import { useWidth } from './use-width';

const FONT_SIZE = 12;
const HEIGHT = 260;

type History = DashboardData['historicalData'];

/** The values behind the chart, for screen readers (the chart itself is one image to them). */
function HistoryTable({ days }: { days: History }) {
  return (
    <table className="sr-only">
      <caption>{DASHBOARD_TEXTS.historyTitle}</caption>
      <thead>
        <tr>
          <th scope="col">Date</th>
          {PILLARS.map((p) => (
            <th key={p} scope="col">
              {PILLAR_LABELS[p]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {days.map((day) => (
          <tr key={day.date}>
            <th scope="row">{formatHistoryDate(day.date)}</th>
            {PILLARS.map((p) => (
              <td key={p}>{day[p]}%</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * 'Progress Over Time' (spec 2): a line per pillar, y from 0 to 100, one point per day (the day's
 * last snapshot, see src/shared/charts/history.ts). Pointing at the chart shows that day's values.
 */
export function HistoryChart({ history }: { history: History }) {
  const [ref, width] = useWidth<HTMLDivElement>(600);
  const [active, setActive] = useState<number | null>(null);
  const days = onePointPerDay(history);
  const dates = days.map((d) => formatHistoryDate(d.date));
  const labelWidth = Math.max(...dates.map((d) => textWidth(d, FONT_SIZE)));
  // Room for half a date beside the first and the last point, whose dates sit centred under them.
  const side = labelWidth / 2 + 2;
  const layout = {
    width,
    height: HEIGHT,
    left: Math.max(34, side),
    right: Math.max(16, side),
    top: 12,
    bottom: 30,
  };
  const labelGap = labelWidth + 16;
  const g = historyGeometry(days, layout, dates, labelGap);
  const latest = days.at(-1);
  const summary = latest
    ? `${DASHBOARD_TEXTS.historyTitle}: ${days.length} ${days.length === 1 ? 'day' : 'days'} from ${dates[0]} to ${dates.at(-1)}; latest ${scoresSentence(latest)}.`
    : DASHBOARD_TEXTS.historyTitle;
  const shown = active === null ? null : days[active];
  return (
    <div ref={ref} className="relative w-full">
      <svg
        role="img"
        aria-label={summary}
        width={layout.width}
        height={layout.height}
        viewBox={`0 0 ${layout.width} ${layout.height}`}
        className="block touch-pan-y"
        data-testid="history-chart"
        onPointerMove={(e) => {
          const box = e.currentTarget.getBoundingClientRect();
          setActive(nearestIndex(g.xs, e.clientX - box.left));
        }}
        onPointerLeave={() => setActive(null)}
      >
        {g.grid.map((tick) => (
          <g key={tick.value}>
            <line
              x1={layout.left}
              x2={layout.width - layout.right}
              y1={tick.y}
              y2={tick.y}
              className={tick.value === 0 ? 'stroke-muted-foreground' : 'stroke-border'}
              strokeDasharray={tick.value === 0 ? undefined : '3 3'}
            />
            <text
              x={layout.left - 6}
              y={tick.y + 4}
              textAnchor="end"
              fontSize={FONT_SIZE}
              className="fill-muted-foreground"
            >
              {tick.value}
            </text>
          </g>
        ))}
        {g.dateLabels.map((label) => (
          <text
            key={label.index}
            x={label.x}
            y={layout.height - 8}
            textAnchor="middle"
            fontSize={FONT_SIZE}
            className="fill-muted-foreground"
            data-testid="history-date"
          >
            {label.text}
          </text>
        ))}
        {active !== null ? (
          <line
            x1={g.xs[active]}
            x2={g.xs[active]}
            y1={layout.top}
            y2={layout.height - layout.bottom}
            className="stroke-muted-foreground"
          />
        ) : null}
        {g.series.map((s) => (
          <g key={s.pillar}>
            {s.line ? (
              <polyline
                points={s.line}
                fill="none"
                className={PILLAR_STROKE[s.pillar]}
                strokeWidth={2}
                strokeLinejoin="round"
              />
            ) : null}
            {s.dots.map((d, i) => (
              <circle
                key={i}
                cx={d.x}
                cy={d.y}
                r={active === i ? 5 : 3.5}
                className={cn(PILLAR_FILL[s.pillar], 'stroke-card')}
                strokeWidth={1.5}
                data-testid={`history-point-${s.pillar}`}
              >
                <title>{`${dates[i]}: ${PILLAR_LABELS[s.pillar]} ${d.value}%`}</title>
              </circle>
            ))}
          </g>
        ))}
      </svg>
      {shown && active !== null ? (
        <div
          aria-hidden="true"
          data-testid="history-tooltip"
          className="pointer-events-none absolute top-0 rounded-md border bg-popover px-3 py-2 text-xs shadow-md"
          style={
            g.xs[active]! > width / 2
              ? { right: width - g.xs[active]! + 8 }
              : { left: g.xs[active]! + 8 }
          }
        >
          <p className="mb-1 font-medium">{dates[active]}</p>
          {PILLARS.map((p) => (
            <p key={p} className="flex items-center gap-1.5 tabular-nums">
              <span className={cn('size-2 rounded-full', PILLAR_BG[p])} />
              {PILLAR_LABELS[p]} {shown[p]}%
            </p>
          ))}
        </div>
      ) : null}
      <ul className="mt-2 flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm" aria-hidden="true">
        {PILLARS.map((p) => (
          <li key={p} className="flex items-center gap-1.5">
            <span className={cn('h-0.5 w-4 rounded', PILLAR_BG[p])} />
            {PILLAR_LABELS[p]}
          </li>
        ))}
      </ul>
      <HistoryTable days={days} />
    </div>
  );
}
