import { queryOptions, useQuery } from '@tanstack/react-query';
import { ASSESSMENT_PATHS } from '@shared/paths';
import type { AssessmentListItem } from '@shared/contracts/assessments';
import { getJson } from '@client/lib/api';

export const fetchAssessmentList = () => getJson<AssessmentListItem[]>(ASSESSMENT_PATHS.list);

/** The user's assessments: retried once, no refocus refetch, only when signed in (spec 7). */
export const assessmentListQuery = (enabled = true) =>
  queryOptions({
    queryKey: [ASSESSMENT_PATHS.list],
    queryFn: fetchAssessmentList,
    retry: 1,
    refetchOnWindowFocus: false,
    enabled,
  });

export function useAssessmentList(enabled = true) {
  return useQuery(assessmentListQuery(enabled));
}
