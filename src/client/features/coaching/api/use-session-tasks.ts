import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TaskTick } from '@shared/contracts/coaching';
import { API } from '@shared/contracts/routes';
import { call, queryKey } from '@client/lib/api';

/** The 7-day task checklist of one assessment (ADR 036): every stored session's tasks and ticks. */
export const sessionTasksQuery = (assessmentId: string | undefined) =>
  queryOptions({
    queryKey: queryKey(API.sessionTasks, assessmentId),
    queryFn: () => call(API.sessionTasks, { query: { assessmentId: assessmentId! } }),
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
  const tasksKey = sessionTasksQuery(assessmentId).queryKey;
  const mutationKey = queryKey(API.tickTask, 'tick', assessmentId);
  const alone = () => queryClient.isMutating({ mutationKey }) <= 1;
  return useMutation({
    mutationKey,
    mutationFn: (tick: TaskTick) => call(API.tickTask, { body: tick }),
    onSuccess: (data) => {
      if (alone()) queryClient.setQueryData(tasksKey, data);
    },
    onError: () => {
      if (alone()) void queryClient.invalidateQueries({ queryKey: tasksKey });
    },
  });
}
