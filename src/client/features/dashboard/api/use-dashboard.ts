import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardData } from '@shared/contracts/dashboard';
import { DASHBOARD_PATHS } from '@shared/paths';
import { getJson } from '@client/lib/api';

/** Dashboard data, only loaded when an assessment id exists (spec 7); read fresh on each visit. */
export const dashboardQuery = (assessmentId: string | undefined) =>
  queryOptions({
    queryKey: ['/api/dashboard', assessmentId],
    queryFn: () => getJson<DashboardData>(DASHBOARD_PATHS.dashboard(assessmentId)),
    enabled: !!assessmentId,
    staleTime: 0,
  });

export function useDashboard(assessmentId: string | undefined) {
  return useQuery(dashboardQuery(assessmentId));
}
