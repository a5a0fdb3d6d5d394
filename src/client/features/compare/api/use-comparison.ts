import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@shared/contracts/routes';
import { call, queryKey } from '@client/lib/api';

/** What the assessment is compared with: one of its snapshots, or another of the user's assessments. */
export type CompareTarget = { snapshot: string } | { with: string };

export const fetchComparison = (assessmentId: string, target: CompareTarget) =>
  call(API.compare, { params: { id: assessmentId }, query: target });

/**
 * "What changed" (docs/decisions/035): read fresh each time the screen opens, since the assessment
 * may have changed since.
 */
export const comparisonQuery = (assessmentId: string | undefined, target: CompareTarget | null) =>
  queryOptions({
    queryKey: queryKey(API.compare, assessmentId, target),
    queryFn: () => fetchComparison(assessmentId!, target!),
    enabled: !!assessmentId && !!target,
    staleTime: 0,
  });

export function useComparison(assessmentId: string | undefined, target: CompareTarget | null) {
  return useQuery(comparisonQuery(assessmentId, target));
}
