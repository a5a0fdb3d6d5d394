import { ListChecks } from 'lucide-react';
import { Link } from 'wouter';
import { SESSION_TITLES, type SessionNumber } from '@shared/domain';
import { API } from '@shared/contracts/routes';
import { TASK_TEXTS } from '@shared/session-tasks';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Progress } from '@client/components/ui/progress';
import { useQuery } from '@tanstack/react-query';
import { call, queryKey } from '@client/lib/api';

/**
 * The dashboard's count of 7-day tasks done (ADR 036): all sessions together, then each session
 * with tasks, linked to it. Read with the coaching screen's query key, so a tick there shows here.
 */
export function TasksDoneCard({ assessmentId }: { assessmentId: string }) {
  const tasks = useQuery({
    queryKey: queryKey(API.sessionTasks, assessmentId),
    queryFn: () => call(API.sessionTasks, { query: { assessmentId } }),
  });
  if (!tasks.data) return null;
  const { done, total, sessions } = tasks.data;
  const shown = sessions.filter((s) => s.tasks.length > 0 || s.doneEarlier.length > 0);
  return (
    <Card data-testid="tasks-done">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <ListChecks className="size-5 text-primary" aria-hidden="true" />
          {TASK_TEXTS.dashboardTitle}
        </CardTitle>
        {total > 0 ? (
          <p className="text-sm text-muted-foreground" data-testid="tasks-done-total">
            {TASK_TEXTS.doneCount(done, total)}
          </p>
        ) : null}
      </CardHeader>
      <CardContent className="space-y-4">
        {total === 0 && shown.length === 0 ? (
          <p className="text-sm text-muted-foreground">{TASK_TEXTS.dashboardEmpty}</p>
        ) : (
          <>
            {total > 0 ? (
              <Progress value={(done / total) * 100} aria-label={TASK_TEXTS.dashboardTitle} />
            ) : null}
            <ul className="grid gap-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
              {shown.map((s) => {
                const doneHere = s.tasks.filter((t) => t.doneAt !== null).length;
                return (
                  <li key={s.sessionNumber}>
                    <Link
                      href={`/coaching/${s.sessionNumber}`}
                      className="block rounded-lg border p-3 hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                    >
                      {TASK_TEXTS.dashboardSession(
                        `${s.sessionNumber}. ${SESSION_TITLES[s.sessionNumber as SessionNumber]}`,
                        doneHere,
                        s.tasks.length,
                      )}
                      {s.doneEarlier.length > 0 ? (
                        <span className="block text-xs text-muted-foreground">
                          {TASK_TEXTS.dashboardEarlier(s.doneEarlier.length)}
                        </span>
                      ) : null}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </CardContent>
    </Card>
  );
}
