import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssessmentListItem, SaveAssessmentResponse } from '@shared/contracts/assessments';
import { ASSESSMENT_PATHS } from '@shared/paths';
import { apiRequest } from '@client/lib/api';

export async function renameAssessment(input: {
  id: string;
  name: string;
}): Promise<SaveAssessmentResponse> {
  const res = await apiRequest('PATCH', ASSESSMENT_PATHS.one(input.id), { name: input.name });
  return (await res.json()) as SaveAssessmentResponse;
}

/** Renames one of the user's assessments; the list shows the new name at once. */
export function useRenameAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameAssessment,
    onSuccess: async (saved) => {
      queryClient.setQueryData<AssessmentListItem[]>([ASSESSMENT_PATHS.list], (list) =>
        list?.map((a) => (a.id === saved.id ? { ...a, name: saved.name } : a)),
      );
      await queryClient.invalidateQueries({ queryKey: [ASSESSMENT_PATHS.list] });
    },
  });
}
