import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CommunityOverview } from '@shared/contracts/benchmark';
import { BENCHMARK_PATHS } from '@shared/paths';
import { getJson } from '@client/lib/api';

/** The admins' community overview (docs/decisions/034): loaded only once credits report isAdmin. */
export const communityOverviewQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: [BENCHMARK_PATHS.overview],
    queryFn: () => getJson<CommunityOverview>(BENCHMARK_PATHS.overview),
    enabled,
    staleTime: 0,
  });

export function useCommunityOverview(enabled: boolean) {
  return useQuery(communityOverviewQuery(enabled));
}
