import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssessmentListItem, DeleteAssessmentResponse } from '@shared/contracts/assessments';
import { API } from '@shared/contracts/routes';
import { call, queryKey } from '@client/lib/api';
import { forgetAssessment } from '../lib/local-copy';

export function deleteAssessment(id: string): Promise<DeleteAssessmentResponse> {
  return call(API.deleteAssessment, { params: { id } });
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
      queryClient.setQueryData<AssessmentListItem[]>(queryKey(API.assessmentList), (list) =>
        list?.filter((a) => a.id !== id),
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKey(API.assessmentList) }),
        queryClient.invalidateQueries({ queryKey: queryKey(API.coachingList) }),
      ]);
    },
  });
}
