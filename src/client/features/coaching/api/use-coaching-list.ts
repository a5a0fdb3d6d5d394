import { queryOptions, useQuery } from '@tanstack/react-query';
import { COACHING_PATHS } from '@shared/paths';
import type { CoachingListItem } from '@shared/contracts/coaching';
import { getJson } from '@client/lib/api';

export const fetchCoachingList = (assessmentId?: string) =>
  getJson<CoachingListItem[]>(
    assessmentId
      ? `${COACHING_PATHS.all}?assessmentId=${encodeURIComponent(assessmentId)}`
      : COACHING_PATHS.all,
  );

/** The coaching sessions (of the current assessment when there is one); retried once (spec 7). */
export const coachingListQuery = (assessmentId?: string) =>
  queryOptions({
    queryKey: assessmentId ? [COACHING_PATHS.all, assessmentId] : [COACHING_PATHS.all],
    queryFn: () => fetchCoachingList(assessmentId),
    retry: 1,
  });

export function useCoachingList(assessmentId?: string) {
  return useQuery(coachingListQuery(assessmentId));
}
