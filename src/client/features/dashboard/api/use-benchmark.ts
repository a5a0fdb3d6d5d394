import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Benchmark } from '@shared/contracts/benchmark';
import { BENCHMARK_PATHS } from '@shared/paths';
import { getJson } from '@client/lib/api';

/**
 * 'Where you stand' for the dashboard's assessment (docs/decisions/034): its own request, so the
 * dashboard's read stays as it was; read fresh on each visit, like the dashboard.
 */
export const benchmarkQuery = (assessmentId: string) =>
  queryOptions({
    queryKey: [BENCHMARK_PATHS.standing(), assessmentId],
    queryFn: () => getJson<Benchmark>(BENCHMARK_PATHS.standing(assessmentId)),
    staleTime: 0,
  });

export function useBenchmark(assessmentId: string) {
  return useQuery(benchmarkQuery(assessmentId));
}
