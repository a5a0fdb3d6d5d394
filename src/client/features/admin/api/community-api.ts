import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@shared/contracts/routes';
import { call, queryKey } from '@client/lib/api';

/** The admins' community overview (docs/decisions/034): loaded only once credits report isAdmin. */
export const communityOverviewQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: queryKey(API.communityOverview),
    queryFn: () => call(API.communityOverview),
    enabled,
    staleTime: 0,
  });

export function useCommunityOverview(enabled: boolean) {
  return useQuery(communityOverviewQuery(enabled));
}
