import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Assessment } from '@shared/contracts/assessments';
import { API } from '@shared/contracts/routes';
import { call, queryKey } from '@client/lib/api';

export function createAssessment(name: string): Promise<Assessment> {
  return call(API.createAssessment, { body: { name } });
}

export function useCreateAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAssessment,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKey(API.assessmentList) }),
        queryClient.invalidateQueries({ queryKey: queryKey(API.credits) }),
      ]);
    },
  });
}
