import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COACHING_PATHS } from '@shared/paths';
import { ApiError, apiRequest } from '@client/lib/api';

export async function clearCoachingCache(assessmentId?: string): Promise<void> {
  const url = assessmentId
    ? `${COACHING_PATHS.cache}?assessmentId=${encodeURIComponent(assessmentId)}`
    : COACHING_PATHS.cache;
  try {
    await apiRequest('DELETE', url);
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
        queryClient.invalidateQueries({ queryKey: [COACHING_PATHS.all] }),
        // The ticks stay, but the sessions' current tasks are gone until they are written again.
        queryClient.invalidateQueries({ queryKey: [COACHING_PATHS.tasks] }),
      ]),
  });
}
