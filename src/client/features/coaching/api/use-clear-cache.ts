import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '@shared/contracts/routes';
import { ApiError, queryKey, request } from '@client/lib/api';

export async function clearCoachingCache(assessmentId?: string): Promise<void> {
  try {
    await request(API.clearCoaching, { query: { assessmentId: assessmentId || undefined } });
  } catch (err) {
    if (err instanceof ApiError)
      throw new Error(`Clear cache failed: ${err.message}`, { cause: err });
    throw err;
  }
}

export function useClearCoachingCache() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearCoachingCache,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKey(API.coachingList) }),
        // The ticks stay, but the sessions' current tasks are gone until they are written again.
        queryClient.invalidateQueries({ queryKey: queryKey(API.sessionTasks) }),
      ]),
  });
}
