import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionTasks, TaskTick } from '@shared/contracts/coaching';
import { COACHING_PATHS } from '@shared/paths';
import { taskKeyOf } from '@shared/session-tasks';
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

/** The checklist with one task ticked or unticked, as the server will answer it. */
function withTick(tasks: SessionTasks, tick: TaskTick): SessionTasks {
  const key = taskKeyOf(tick.task);
  const now = new Date().toISOString();
  let done = 0;
  const sessions = tasks.sessions.map((s) => {
    const mine = s.sessionNumber === tick.sessionNumber;
    const list = s.tasks.map((t) =>
      mine && taskKeyOf(t.text) === key
        ? { ...t, doneAt: tick.done ? (t.doneAt ?? now) : null }
        : t,
    );
    done += list.filter((t) => t.doneAt !== null).length;
    return {
      ...s,
      tasks: list,
      doneEarlier:
        mine && !tick.done ? s.doneEarlier.filter((t) => taskKeyOf(t.text) !== key) : s.doneEarlier,
    };
  });
  return { ...tasks, sessions, done };
}

/**
 * Ticks or unticks a task. The tick shows at once; the server's answer then replaces the list,
 * and a refused tick puts the list back as it was (the caller says so).
 */
export function useTickTask(assessmentId: string | undefined) {
  const queryClient = useQueryClient();
  const key = sessionTasksQuery(assessmentId).queryKey;
  return useMutation({
    mutationFn: async (tick: TaskTick) =>
      (await (await apiRequest('PUT', COACHING_PATHS.tasks, tick)).json()) as SessionTasks,
    onMutate: async (tick) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData(key);
      if (before) queryClient.setQueryData(key, withTick(before, tick));
      return { before };
    },
    onSuccess: (data) => queryClient.setQueryData(key, data),
    onError: (_err, _tick, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
