import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssessmentListItem, DeleteAssessmentResponse } from '@shared/contracts/assessments';
import { ASSESSMENT_PATHS, COACHING_PATHS } from '@shared/paths';
import { apiRequest } from '@client/lib/api';
import { forgetAssessment } from '../lib/local-copy';

export async function deleteAssessment(id: string): Promise<DeleteAssessmentResponse> {
  const res = await apiRequest('DELETE', ASSESSMENT_PATHS.one(id));
  return (await res.json()) as DeleteAssessmentResponse;
}

/**
 * Deletes one of the user's assessments (its snapshots and coaching go with it; no credit comes
 * back). Its local copies are forgotten before anything else, so an editor closing on it cannot
 * write or save it again; then `onDeleted` selects another.
 */
export function useDeleteAssessment({ onDeleted }: { onDeleted: (id: string) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAssessment,
    onSuccess: async ({ id }) => {
      forgetAssessment(id);
      // The next selection is made while the list still holds the deleted one (to find its
      // neighbour); the selection skips deleted ids from here on.
      onDeleted(id);
      queryClient.setQueryData<AssessmentListItem[]>([ASSESSMENT_PATHS.list], (list) =>
        list?.filter((a) => a.id !== id),
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [ASSESSMENT_PATHS.list] }),
        queryClient.invalidateQueries({ queryKey: [COACHING_PATHS.all] }),
      ]);
    },
  });
}
