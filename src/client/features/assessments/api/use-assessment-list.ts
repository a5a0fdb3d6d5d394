import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@shared/contracts/routes';
import { call, queryKey } from '@client/lib/api';

export const fetchAssessmentList = () => call(API.assessmentList);

/** The user's assessments: retried once, no refocus refetch, only when signed in (spec 7). */
export const assessmentListQuery = (enabled = true) =>
  queryOptions({
    queryKey: queryKey(API.assessmentList),
    queryFn: fetchAssessmentList,
    retry: 1,
    refetchOnWindowFocus: false,
    enabled,
  });

export function useAssessmentList(enabled = true) {
  return useQuery(assessmentListQuery(enabled));
}
