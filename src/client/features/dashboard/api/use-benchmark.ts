import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@shared/contracts/routes';
import { call, queryKey } from '@client/lib/api';

/**
 * 'Where you stand' for the dashboard's assessment (docs/decisions/034): its own request, so the
 * dashboard's read stays as it was; read fresh on each visit, like the dashboard.
 */
export const benchmarkQuery = (assessmentId: string) =>
  queryOptions({
    queryKey: queryKey(API.benchmark, assessmentId),
    queryFn: () => call(API.benchmark, { query: { assessmentId: assessmentId || undefined } }),
    staleTime: 0,
  });

export function useBenchmark(assessmentId: string) {
  return useQuery(benchmarkQuery(assessmentId));
}
