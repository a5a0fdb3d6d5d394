import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@shared/contracts/routes';
import { call, queryKey } from '@client/lib/api';

export const fetchAssessment = (id: string) => call(API.assessment, { params: { id } });

/** One assessment with its form data; always read fresh when the screen opens it. */
export const assessmentQuery = (id: string | undefined) =>
  queryOptions({
    queryKey: queryKey(API.assessment, id),
    queryFn: () => fetchAssessment(id!),
    enabled: !!id,
    staleTime: 0,
    gcTime: 0,
  });

export function useAssessment(id: string | undefined) {
  return useQuery(assessmentQuery(id));
}
