import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SnapshotListItem } from '@shared/contracts/compare';
import { ASSESSMENT_PATHS } from '@shared/paths';
import { getJson } from '@client/lib/api';

export const fetchSnapshots = (assessmentId: string) =>
  getJson<SnapshotListItem[]>(ASSESSMENT_PATHS.snapshots(assessmentId));

/** The snapshots of an assessment, newest first, for the "What changed" picker; read fresh. */
export const snapshotsQuery = (assessmentId: string | undefined) =>
  queryOptions({
    queryKey: ['/api/assessments/snapshots', assessmentId],
    queryFn: () => fetchSnapshots(assessmentId!),
    enabled: !!assessmentId,
    staleTime: 0,
  });

export function useSnapshots(assessmentId: string | undefined) {
  return useQuery(snapshotsQuery(assessmentId));
}
