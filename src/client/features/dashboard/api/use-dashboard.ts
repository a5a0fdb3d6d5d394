import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@shared/contracts/routes';
import { call, queryKey } from '@client/lib/api';

/** Dashboard data, only loaded when an assessment id exists (spec 7); read fresh on each visit. */
export const dashboardQuery = (assessmentId: string | undefined) =>
  queryOptions({
    queryKey: queryKey(API.dashboard, assessmentId),
    queryFn: () => call(API.dashboard, { query: { assessmentId: assessmentId || undefined } }),
    enabled: !!assessmentId,
    staleTime: 0,
  });

export function useDashboard(assessmentId: string | undefined) {
  return useQuery(dashboardQuery(assessmentId));
}
