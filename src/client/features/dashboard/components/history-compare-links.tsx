import { GitCompareArrows } from 'lucide-react';
import { Link } from 'wouter';
import { onePointPerDay } from '@shared/charts/history';
import { COMPARE_TEXTS, compareRoute } from '@shared/compare-texts';
import type { DashboardData } from '@shared/contracts/dashboard';
import { Button } from '@client/components/ui/button';
import { formatHistoryDate } from './charts/format';

/** The days offered as links under the chart; "What changed" lists every snapshot. */
const MAX_DAYS = 6;

/**
 * Under 'Progress Over Time': a "Compare" link per point of the chart (the day's last snapshot,
 * as the chart draws it) for its latest days, and the "What changed" button (docs/decisions/035).
 */
export function HistoryCompareLinks({
  assessmentId,
  history,
}: {
  assessmentId: string;
  history: DashboardData['historicalData'];
}) {
  const days = onePointPerDay(history)
    .filter((d) => d.snapshotId)
    .slice(-MAX_DAYS);
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t pt-4">
      {days.length > 0 ? (
        <nav
          aria-label={COMPARE_TEXTS.historyLinks}
          className="flex flex-wrap items-center gap-x-2 gap-y-2 text-sm"
        >
          <span className="text-muted-foreground" aria-hidden="true">
            {COMPARE_TEXTS.compareLink}:
          </span>
          {days.map((day) => {
            const date = formatHistoryDate(day.date);
            return (
              <Link
                key={day.snapshotId}
                href={compareRoute(assessmentId, { snapshot: day.snapshotId! })}
                aria-label={COMPARE_TEXTS.compareWithDay(date)}
                className="rounded-md border px-2 py-0.5 tabular-nums hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                data-testid="history-compare-link"
              >
                {date}
              </Link>
            );
          })}
        </nav>
      ) : null}
      <Button asChild variant="outline" size="sm" className="ml-auto">
        <Link href={compareRoute(assessmentId)}>
          <GitCompareArrows aria-hidden="true" />
          {COMPARE_TEXTS.open}
        </Link>
      </Button>
    </div>
  );
}
