import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  PolarAngleAxis,
  PolarGrid,
  PolarRadiusAxis,
  Radar,
  RadarChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  Cell,
} from 'recharts';
import { useSyncExternalStore } from 'react';
import type { DashboardData } from '@shared/contracts/dashboard';

const NARROW = '(max-width: 640px)';

function subscribeNarrow(onChange: () => void) {
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** A phone-sized screen, where the charts' outside labels need more room around them. */
function useNarrow(): boolean {
  return useSyncExternalStore(
    subscribeNarrow,
    () => window.matchMedia(NARROW).matches,
    () => false,
  );
}

/** Pillar colours (spec 9): product violet, market blue, execution green. */
export const PILLAR_COLORS = {
  product: '#6d28d9',
  market: '#1d4ed8',
  execution: '#047857',
} as const;

type Scores = DashboardData['assessmentScores'];

export function PillarsRadar({ scores }: { scores: Scores }) {
  const data = [
    { pillar: 'Product', score: scores.product },
    { pillar: 'Market', score: scores.market },
    { pillar: 'Execution', score: scores.execution },
  ];
  const narrow = useNarrow();
  return (
    <ResponsiveContainer width="100%" height={280}>
      {/* Three axes draw a triangle whose centre sits above the middle of its height: cy moves
          it down so that it fills the card evenly. */}
      <RadarChart data={data} outerRadius={narrow ? '58%' : '75%'} cy="58%">
        <PolarGrid />
        <PolarAngleAxis dataKey="pillar" tick={{ fontSize: 13 }} />
        {/* Between two pillars, so that the scale does not run over a pillar name. */}
        <PolarRadiusAxis
          domain={[0, 100]}
          tickCount={6}
          angle={30}
          tick={{ fontSize: 11, fill: 'var(--muted-foreground)' }}
        />
        <Radar
          dataKey="score"
          name="Score"
          stroke={PILLAR_COLORS.product}
          fill={PILLAR_COLORS.product}
          fillOpacity={0.35}
        />
        <Tooltip />
      </RadarChart>
    </ResponsiveContainer>
  );
}

export function ScorePie({ scores }: { scores: Scores }) {
  const data = [
    { name: 'Product', value: scores.product, color: PILLAR_COLORS.product },
    { name: 'Market', value: scores.market, color: PILLAR_COLORS.market },
    { name: 'Execution', value: scores.execution, color: PILLAR_COLORS.execution },
  ].filter((d) => d.value > 0);
  const narrow = useNarrow();
  if (data.length === 0)
    return <p className="py-16 text-center text-sm text-muted-foreground">No ratings yet.</p>;
  // On a phone the pie shrinks so that 'Execution: 100%' fits beside it.
  return (
    <ResponsiveContainer width="100%" height={280}>
      <PieChart
        margin={
          narrow
            ? { top: 8, right: 0, bottom: 8, left: 0 }
            : { top: 8, right: 48, bottom: 8, left: 48 }
        }
        style={narrow ? { fontSize: 11 } : undefined}
      >
        <Pie
          data={data}
          dataKey="value"
          nameKey="name"
          outerRadius={narrow ? '36%' : '62%'}
          label={({ name, value }) => `${name}: ${value}%`}
          isAnimationActive={false}
        >
          {data.map((d) => (
            <Cell key={d.name} fill={d.color} />
          ))}
        </Pie>
        <Tooltip formatter={(v) => `${String(v)}%`} />
      </PieChart>
    </ResponsiveContainer>
  );
}

/** A snapshot's day ('YYYY-MM-DD', UTC) in the reader's date format, as the 'Updated' badge shows dates. */
export function formatHistoryDate(date: unknown): string {
  const day = new Date(`${String(date)}T00:00:00Z`);
  return Number.isNaN(day.getTime())
    ? String(date)
    : day.toLocaleDateString(undefined, { timeZone: 'UTC' });
}

export function HistoryChart({ history }: { history: DashboardData['historicalData'] }) {
  return (
    <ResponsiveContainer width="100%" height={300}>
      <LineChart data={history} margin={{ top: 8, right: 16, left: 0, bottom: 8 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="date" tick={{ fontSize: 12 }} tickFormatter={formatHistoryDate} />
        <YAxis domain={[0, 100]} tick={{ fontSize: 12 }} />
        <Tooltip labelFormatter={formatHistoryDate} />
        {/* In pillar order, not sorted by name. */}
        <Legend itemSorter={null} />
        <Line
          type="monotone"
          dataKey="product"
          name="Product"
          stroke={PILLAR_COLORS.product}
          strokeWidth={2}
        />
        <Line
          type="monotone"
          dataKey="market"
          name="Market"
          stroke={PILLAR_COLORS.market}
          strokeWidth={2}
        />
        <Line
          type="monotone"
          dataKey="execution"
          name="Execution"
          stroke={PILLAR_COLORS.execution}
          strokeWidth={2}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
