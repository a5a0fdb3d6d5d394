import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@shared/contracts/routes';
import { call, queryKey } from '@client/lib/api';

export const fetchSnapshots = (assessmentId: string) =>
  call(API.snapshots, { params: { id: assessmentId } });

/** The snapshots of an assessment, newest first, for the "What changed" picker; read fresh. */
export const snapshotsQuery = (assessmentId: string | undefined) =>
  queryOptions({
    queryKey: queryKey(API.snapshots, assessmentId),
    queryFn: () => fetchSnapshots(assessmentId!),
    enabled: !!assessmentId,
    staleTime: 0,
  });

export function useSnapshots(assessmentId: string | undefined) {
  return useQuery(snapshotsQuery(assessmentId));
}
