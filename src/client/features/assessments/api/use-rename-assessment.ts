import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssessmentListItem, SaveAssessmentResponse } from '@shared/contracts/assessments';
import { API } from '@shared/contracts/routes';
import { call, queryKey } from '@client/lib/api';

export function renameAssessment(input: {
  id: string;
  name: string;
}): Promise<SaveAssessmentResponse> {
  return call(API.renameAssessment, { params: { id: input.id }, body: { name: input.name } });
}

/** Renames one of the user's assessments; the list shows the new name at once. */
export function useRenameAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameAssessment,
    onSuccess: async (saved) => {
      queryClient.setQueryData<AssessmentListItem[]>(queryKey(API.assessmentList), (list) =>
        list?.map((a) => (a.id === saved.id ? { ...a, name: saved.name } : a)),
      );
      await queryClient.invalidateQueries({ queryKey: queryKey(API.assessmentList) });
    },
  });
}
