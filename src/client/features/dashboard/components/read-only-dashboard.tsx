import type { DashboardData } from '@shared/contracts/dashboard';
import { DASHBOARD_TEXTS } from '@shared/dashboard-texts';
import { HistoryChart } from './charts';
import { ChartCard, ListCard, ScoreOverview } from './dashboard-view';

export type ReadOnlyDashboardData = Pick<
  DashboardData,
  'assessmentScores' | 'historicalData' | 'strengths' | 'improvements'
>;

/**
 * The dashboard's scores, charts, strengths and areas for improvement, read-only: nothing that
 * reads the owner's account (tasks, the community, links to their screens), for a mentor's
 * shared view (docs/decisions/033).
 */
export function ReadOnlyDashboard({ data }: { data: ReadOnlyDashboardData }) {
  const s = data.assessmentScores;
  return (
    <div className="space-y-6">
      <ScoreOverview scores={s} />
      {data.historicalData.length > 0 ? (
        <ChartCard title={DASHBOARD_TEXTS.historyTitle}>
          <HistoryChart history={data.historicalData} />
        </ChartCard>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-2">
        <ListCard
          title={DASHBOARD_TEXTS.strengthsTitle}
          items={data.strengths}
          empty={DASHBOARD_TEXTS.noStrengths}
        />
        <ListCard
          title={DASHBOARD_TEXTS.improvementsTitle}
          items={data.improvements}
          empty={DASHBOARD_TEXTS.noImprovements}
        />
      </div>
    </div>
  );
}
