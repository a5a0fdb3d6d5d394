import {
  ArrowLeft,
  ArrowRight,
  Bot,
  FileDown,
  Loader2,
  Lock,
  PlusCircle,
  RefreshCw,
} from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { COACHING_TEXTS, COACHING_TOASTS } from '@shared/coaching-texts';
import { API, pathOf } from '@shared/contracts/routes';
import { LIMITS, SESSION_TITLES, type SessionNumber } from '@shared/domain';
import { sessionProgressOf } from '@shared/session-availability';
import { TASK_TEXTS } from '@shared/session-tasks';
import { documentTitle } from '@shared/texts';
import { PageHeading } from '@client/components/layout/page-heading';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { toast } from '@client/components/ui/use-toast';
import { useAssessmentList } from '@client/features/assessments/api/use-assessment-list';
import {
  NoAssessmentData,
  useCoachingSession,
} from '@client/features/coaching/api/coaching-session';
import { useCoachingList } from '@client/features/coaching/api/use-coaching-list';
import { useSessionTasks, useTickTask } from '@client/features/coaching/api/use-session-tasks';
import {
  CoachingCards,
  CoachingSkeletonCards,
} from '@client/features/coaching/components/coaching-cards';
import { StaleNotice } from '@client/features/coaching/components/stale-notice';
import { ApiError } from '@client/lib/api';
import { useExportPdf } from '@client/lib/export-pdf';
import { useCurrentAssessment } from '../current-assessment';

function NotAvailable() {
  return (
    <Card className="mx-auto max-w-lg">
      <CardContent className="flex flex-col items-center gap-3 pt-6 text-center">
        <Lock className="size-10 text-muted-foreground" aria-hidden="true" />
        <h2 className="text-xl font-semibold">{COACHING_TEXTS.notAvailableTitle}</h2>
        <p className="text-sm text-muted-foreground">{COACHING_TEXTS.notAvailableBody}</p>
        <Button asChild>
          <Link href="/assessment">{COACHING_TEXTS.goToAssessment}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function SessionNav({ session }: { session: number }) {
  const previous = session === 2 ? '/assessment' : `/coaching/${session - 1}`;
  return (
    <nav aria-label="Sessions" className="flex flex-wrap justify-between gap-2 border-t pt-6">
      <Button asChild variant="outline">
        <Link href={previous}>
          <ArrowLeft aria-hidden="true" />
          {COACHING_TEXTS.previous}
          <span className="sr-only">: {SESSION_TITLES[(session - 1) as SessionNumber]}</span>
        </Link>
      </Button>
      {session < 7 ? (
        <Button asChild>
          <Link href={`/coaching/${session + 1}`}>
            {COACHING_TEXTS.next}
            <span className="sr-only">: {SESSION_TITLES[(session + 1) as SessionNumber]}</span>
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      ) : (
        <Button asChild>
          <Link href="/assessment">
            <PlusCircle aria-hidden="true" />
            {COACHING_TEXTS.startNew}
          </Link>
        </Button>
      )}
    </nav>
  );
}

const HEADING_ID = 'coaching-session-title';

/** Sessions 2 to 7 (spec 2, 'Coaching screen'). */
export function CoachingScreen({ session }: { session: 2 | 3 | 4 | 5 | 6 | 7 }) {
  const { currentId } = useCurrentAssessment();
  const list = useAssessmentList();
  const coachingList = useCoachingList();
  const current = list.data?.find((a) => a.id === currentId);
  // The navigation reads the same rule, so an entry that looks open here never says otherwise.
  const { unlocked } = sessionProgressOf(current, list.data ?? [], coachingList.data ?? []);
  const ready = list.isSuccess && coachingList.isSuccess;
  const known = (coachingList.data ?? []).some(
    (c) => c.assessmentId === currentId && c.sessionNumber === session,
  );
  const { session: load, regenerate } = useCoachingSession(
    session,
    ready && unlocked ? currentId : undefined,
    known,
  );

  const tasks = useSessionTasks(load.data ? currentId : undefined);
  const tick = useTickTask(currentId);
  const toggleTask = async (task: string, done: boolean) => {
    if (!currentId) return;
    try {
      await tick.mutateAsync({ assessmentId: currentId, sessionNumber: session, task, done });
    } catch (err) {
      toast({
        title: TASK_TEXTS.tickFailed,
        ...(err instanceof ApiError && err.serverMessage ? { description: err.serverMessage } : {}),
        variant: 'destructive',
      });
    }
  };

  const exportPdf = useExportPdf('coaching');
  const toasted = useRef<unknown>(null);
  useEffect(() => {
    if (!load.error || toasted.current === load.error) return;
    toasted.current = load.error;
    const cause = load.error.cause;
    // With no answers to coach on, the page itself says 'Session Not Available'.
    if (load.error instanceof NoAssessmentData) return;
    const noAssessment = cause instanceof ApiError && cause.status === 400;
    toast({
      ...(noAssessment ? COACHING_TOASTS.noAssessment : COACHING_TOASTS.loadingFailed),
      variant: 'destructive',
    });
  }, [load.error]);

  const runRegenerate = (fromNotice: boolean) => {
    if (regenerate.isPending) return;
    regenerate.mutate(undefined, {
      onSuccess: () => {
        toast(COACHING_TOASTS.regenerated);
        // The notice and its button go away with the new session: the focus moves to the title.
        if (fromNotice) document.getElementById(HEADING_ID)?.focus();
      },
      onError: (err) =>
        toast({
          ...COACHING_TOASTS.regenerationFailed,
          description: err.message,
          variant: 'destructive',
        }),
    });
  };

  const data = load.data;
  const inference = data?.industryInference;
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 p-4 sm:p-6 lg:p-8">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <p className="text-sm font-medium text-primary">{COACHING_TEXTS.sessionOf(session)}</p>
          <PageHeading
            id={HEADING_ID}
            title={documentTitle(SESSION_TITLES[session])}
            className="text-2xl font-bold tracking-tight sm:text-3xl"
          >
            {SESSION_TITLES[session]}
          </PageHeading>
          {inference ? (
            <p
              className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground"
              data-testid="assumed-industry"
            >
              {COACHING_TEXTS.assumedIndustry}:{' '}
              <span className="font-medium text-foreground">{inference.inferredIndustry}</span>
              {inference.confidence < LIMITS.lowConfidence ? (
                <Badge variant="outline" className="border-orange-400 text-orange-700">
                  {COACHING_TEXTS.lowConfidence}
                </Badge>
              ) : null}
            </p>
          ) : null}
          {data ? (
            <p
              className="flex items-center gap-1.5 text-xs text-muted-foreground"
              data-testid="generated-by"
            >
              <Bot className="size-3.5" aria-hidden="true" />
              {data.generatedBy === 'offline'
                ? COACHING_TEXTS.writtenByOffline
                : COACHING_TEXTS.writtenByModel(data.generatedBy)}
            </p>
          ) : null}
        </div>
        {data ? (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              disabled={exportPdf.pending}
              onClick={() =>
                void exportPdf.run(
                  pathOf(API.exportCoaching, {
                    params: { sessionId: session },
                    query: { assessmentId: currentId! },
                  }),
                  `coaching-session-${session}.pdf`,
                )
              }
            >
              {exportPdf.pending ? (
                <Loader2 className="animate-spin" aria-hidden="true" />
              ) : (
                <FileDown aria-hidden="true" />
              )}
              {COACHING_TEXTS.exportPdf}
            </Button>
            <Button
              variant="outline"
              disabled={regenerate.isPending}
              onClick={() => runRegenerate(false)}
            >
              {regenerate.isPending ? (
                <Loader2 className="animate-spin" aria-hidden="true" />
              ) : (
                <RefreshCw aria-hidden="true" />
              )}
              {COACHING_TEXTS.regenerate}
            </Button>
          </div>
        ) : null}
      </header>

      {!ready ? (
        <CoachingSkeletonCards />
      ) : !unlocked || load.error instanceof NoAssessmentData ? (
        <NotAvailable />
      ) : data ? (
        // While a new version is written, this one stays on screen (and stays if that fails).
        <div className="space-y-4">
          {data.stale ? (
            <StaleNotice pending={regenerate.isPending} onRegenerate={() => runRegenerate(true)} />
          ) : null}
          {regenerate.isPending ? (
            <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
              <Loader2 className="size-4 shrink-0 animate-spin" aria-hidden="true" />
              {COACHING_TEXTS.regenerating}
            </p>
          ) : null}
          <div aria-busy={regenerate.isPending}>
            <CoachingCards
              coaching={data.coaching}
              checklist={{
                // Disabled while the ticks load; a session the list does not know yet has none.
                session: tasks.data
                  ? (tasks.data.sessions.find((s) => s.sessionNumber === session) ?? {
                      sessionNumber: session,
                      tasks: [],
                      doneEarlier: [],
                    })
                  : undefined,
                onToggle: toggleTask,
              }}
            />
          </div>
        </div>
      ) : load.error ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-3 pt-6 text-center">
            <p className="text-sm">{COACHING_TEXTS.loadFailedBody}</p>
            <Button variant="outline" onClick={load.retry}>
              {COACHING_TEXTS.retry}
            </Button>
          </CardContent>
        </Card>
      ) : (
        <div className="space-y-3">
          <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
            {COACHING_TEXTS.generating}
          </p>
          <CoachingSkeletonCards />
        </div>
      )}

      <SessionNav session={session} />
    </div>
  );
}
