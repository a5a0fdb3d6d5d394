import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Assessment } from '@shared/contracts/assessments';
import { ASSESSMENT_PATHS } from '@shared/paths';
import { getJson } from '@client/lib/api';

export const fetchAssessment = (id: string) => getJson<Assessment>(ASSESSMENT_PATHS.one(id));

/** One assessment with its form data; always read fresh when the screen opens it. */
export const assessmentQuery = (id: string | undefined) =>
  queryOptions({
    queryKey: [ASSESSMENT_PATHS.saveNew, id],
    queryFn: () => fetchAssessment(id!),
    enabled: !!id,
    staleTime: 0,
    gcTime: 0,
  });

export function useAssessment(id: string | undefined) {
  return useQuery(assessmentQuery(id));
}
