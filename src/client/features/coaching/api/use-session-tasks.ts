import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionTasks, TaskTick } from '@shared/contracts/coaching';
import { COACHING_PATHS } from '@shared/paths';
import { apiRequest, getJson } from '@client/lib/api';

/** The 7-day task checklist of one assessment (ADR 036): every stored session's tasks and ticks. */
export const sessionTasksQuery = (assessmentId: string | undefined) =>
  queryOptions({
    queryKey: [COACHING_PATHS.tasks, assessmentId],
    queryFn: () => getJson<SessionTasks>(COACHING_PATHS.tasksOf(assessmentId!)),
    enabled: !!assessmentId,
  });

export function useSessionTasks(assessmentId: string | undefined) {
  return useQuery(sessionTasksQuery(assessmentId));
}

/**
 * Ticks or unticks a task. The screen shows the tick at once (its own state); the server's
 * answer replaces the list when no other tick is on its way, so an earlier answer never undoes a
 * later tick. A refused tick reads the list again (the caller says so).
 */
export function useTickTask(assessmentId: string | undefined) {
  const queryClient = useQueryClient();
  const queryKey = sessionTasksQuery(assessmentId).queryKey;
  const mutationKey = [COACHING_PATHS.tasks, 'tick', assessmentId];
  const alone = () => queryClient.isMutating({ mutationKey }) <= 1;
  return useMutation({
    mutationKey,
    mutationFn: async (tick: TaskTick) =>
      (await (await apiRequest('PUT', COACHING_PATHS.tasks, tick)).json()) as SessionTasks,
    onSuccess: (data) => {
      if (alone()) queryClient.setQueryData(queryKey, data);
    },
    onError: () => {
      if (alone()) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
