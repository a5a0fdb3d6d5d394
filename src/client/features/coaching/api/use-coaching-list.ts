import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@shared/contracts/routes';
import { call, queryKey } from '@client/lib/api';

export const fetchCoachingList = (assessmentId?: string) =>
  call(API.coachingList, { query: { assessmentId: assessmentId || undefined } });

/** The coaching sessions (of the current assessment when there is one); retried once (spec 7). */
export const coachingListQuery = (assessmentId?: string) =>
  queryOptions({
    queryKey: assessmentId ? queryKey(API.coachingList, assessmentId) : queryKey(API.coachingList),
    queryFn: () => fetchCoachingList(assessmentId),
    retry: 1,
  });

export function useCoachingList(assessmentId?: string) {
  return useQuery(coachingListQuery(assessmentId));
}
