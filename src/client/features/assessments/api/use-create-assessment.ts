import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Assessment } from '@shared/contracts/assessments';
import { ASSESSMENT_PATHS, CREDITS_PATH } from '@shared/paths';
import { apiRequest } from '@client/lib/api';

export async function createAssessment(name: string): Promise<Assessment> {
  const res = await apiRequest('POST', ASSESSMENT_PATHS.create, { name });
  return (await res.json()) as Assessment;
}

export function useCreateAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAssessment,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [ASSESSMENT_PATHS.list] }),
        queryClient.invalidateQueries({ queryKey: [CREDITS_PATH] }),
      ]);
    },
  });
}
