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
import type { DashboardData } from '@shared/contracts/dashboard';

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
  return (
    <ResponsiveContainer width="100%" height={280}>
      <RadarChart data={data} outerRadius="75%">
        <PolarGrid />
        <PolarAngleAxis dataKey="pillar" tick={{ fontSize: 13 }} />
        <PolarRadiusAxis domain={[0, 100]} tickCount={6} angle={90} tick={{ fontSize: 11 }} />
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
  if (data.length === 0)
    return <p className="py-16 text-center text-sm text-muted-foreground">No ratings yet.</p>;
  return (
    <ResponsiveContainer width="100%" height={280}>
      <PieChart margin={{ top: 8, right: 48, bottom: 8, left: 48 }}>
        <Pie
          data={data}
          dataKey="value"
          nameKey="name"
          outerRadius="62%"
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

export function HistoryChart({ history }: { history: DashboardData['historicalData'] }) {
  return (
    <ResponsiveContainer width="100%" height={300}>
      <LineChart data={history} margin={{ top: 8, right: 16, left: 0, bottom: 8 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="date" tick={{ fontSize: 12 }} />
        <YAxis domain={[0, 100]} tick={{ fontSize: 12 }} />
        <Tooltip />
        <Legend />
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
