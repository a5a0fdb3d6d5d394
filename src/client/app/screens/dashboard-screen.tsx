import { useEffect, useRef } from 'react';
import { DASHBOARD_TOASTS } from '@shared/dashboard-texts';
import { API, pathOf } from '@shared/contracts/routes';
import { toast } from '@client/components/ui/use-toast';
import { useAssessmentList } from '@client/features/assessments/api/use-assessment-list';
import { useDashboard } from '@client/features/dashboard/api/use-dashboard';
import {
  DashboardEmpty,
  DashboardHeader,
  DashboardSkeleton,
  DashboardView,
} from '@client/features/dashboard/components/dashboard-view';
import { useExportPdf } from '@client/lib/export-pdf';
import { useCurrentAssessment } from '../current-assessment';

/** The dashboard for the current assessment (spec 2). */
export function DashboardScreen() {
  const { currentId } = useCurrentAssessment();
  const list = useAssessmentList();
  const dashboard = useDashboard(currentId);
  const exportPdf = useExportPdf('dashboard');

  const toasted = useRef<unknown>(null);
  useEffect(() => {
    if (!dashboard.error || toasted.current === dashboard.error) return;
    toasted.current = dashboard.error;
    toast({ ...DASHBOARD_TOASTS.loadFailed, variant: 'destructive' });
  }, [dashboard.error]);

  const loading = list.isPending || (!!currentId && dashboard.isPending);
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 p-4 sm:p-6 lg:p-8">
      <DashboardHeader
        lastUpdated={dashboard.data?.lastUpdated}
        exporting={exportPdf.pending}
        onExport={
          currentId && dashboard.data
            ? () =>
                void exportPdf.run(
                  pathOf(API.exportDashboard, { query: { assessmentId: currentId } }),
                  'dashboard-summary.pdf',
                )
            : undefined
        }
      />
      {loading ? (
        <DashboardSkeleton />
      ) : dashboard.data ? (
        <DashboardView data={dashboard.data} />
      ) : (
        <DashboardEmpty />
      )}
    </div>
  );
}
