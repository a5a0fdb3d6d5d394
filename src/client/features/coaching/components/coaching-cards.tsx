import {
  AlertTriangle,
  BookOpen,
  Check,
  CalendarDays,
  GraduationCap,
  ListChecks,
  LineChart,
} from 'lucide-react';
import { useState, type ComponentType } from 'react';
import { COACHING_CARD_TITLES } from '@shared/coaching-texts';
import type { CoachingResult } from '@shared/contracts/ai';
import type { SessionTasks } from '@shared/contracts/coaching';
import { TASK_TEXTS, taskKeyOf, taskTextOf } from '@shared/session-tasks';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';

const ICONS: Record<keyof CoachingResult, ComponentType<{ className?: string }>> = {
  teach: GraduationCap,
  recommendActions: ListChecks,
  recommendLearning: BookOpen,
  metrics: LineChart,
  risks: AlertTriangle,
  microTasks: CalendarDays,
};

const LIST_CARDS = [
  'recommendActions',
  'recommendLearning',
  'metrics',
  'risks',
  'microTasks',
] as const;

function CardTitleWithIcon({ card }: { card: keyof CoachingResult }) {
  const Icon = ICONS[card];
  return (
    <CardTitle className="flex items-center gap-2 text-base">
      <Icon className="size-5 text-primary" aria-hidden="true" />
      {COACHING_CARD_TITLES[card]}
    </CardTitle>
  );
}

/** The founder's ticks on this session's Next 7 Days, and how to change one (ADR 036). */
export interface TaskChecklist {
  /** This session's entry of the assessment's checklist; undefined while it loads. */
  session: SessionTasks['sessions'][number] | undefined;
  /** Settles when the server has the tick (or refused it). */
  onToggle: (task: string, done: boolean) => Promise<unknown>;
}

function TaskList({ items, checklist }: { items: string[]; checklist: TaskChecklist }) {
  const doneAt = new Map(
    (checklist.session?.tasks ?? []).map((t) => [taskKeyOf(t.text), t.doneAt] as const),
  );
  // A tick shows at once, and until the server has it.
  const [ticking, setTicking] = useState<ReadonlyMap<string, boolean>>(new Map());
  const isDone = (item: string) => ticking.get(taskKeyOf(item)) ?? !!doneAt.get(taskKeyOf(item));
  const toggle = (item: string, done: boolean) => {
    const key = taskKeyOf(item);
    setTicking((m) => new Map(m).set(key, done));
    void checklist.onToggle(taskTextOf(item), done).finally(() =>
      setTicking((m) => {
        const next = new Map(m);
        if (next.get(key) === done) next.delete(key);
        return next;
      }),
    );
  };
  const earlier = checklist.session?.doneEarlier ?? [];
  const done = items.filter(isDone).length;
  return (
    <div className="space-y-4">
      <p className="text-xs text-muted-foreground" data-testid="tasks-done-count">
        {TASK_TEXTS.doneCount(done, items.length)}
      </p>
      <ul className="space-y-2 text-sm">
        {items.map((item, i) => {
          const checked = isDone(item);
          return (
            <li key={i}>
              <label className="flex cursor-pointer items-start gap-3 rounded-md p-1 hover:bg-muted/50">
                <input
                  type="checkbox"
                  className="mt-0.5 size-4 shrink-0 cursor-pointer accent-primary"
                  checked={checked}
                  disabled={!checklist.session}
                  aria-label={`${TASK_TEXTS.markDone}: ${item}`}
                  onChange={(e) => toggle(item, e.target.checked)}
                />
                <span className={checked ? 'text-muted-foreground' : undefined}>{item}</span>
              </label>
            </li>
          );
        })}
      </ul>
      {earlier.length > 0 ? (
        <div className="space-y-2 border-t pt-3">
          <p className="text-xs font-medium text-muted-foreground">{TASK_TEXTS.doneEarlierTitle}</p>
          <ul className="space-y-1 text-sm text-muted-foreground">
            {earlier.map((t) => (
              <li key={t.text} className="flex items-start gap-2">
                <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                <span>
                  <span className="sr-only">{TASK_TEXTS.done}: </span>
                  {t.text}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

/**
 * The six cards of a coaching session; model output is rendered as plain text, never HTML. With
 * a checklist, the Next 7 Days are tasks the founder ticks.
 */
export function CoachingCards({
  coaching,
  checklist,
}: {
  coaching: CoachingResult;
  checklist?: TaskChecklist | undefined;
}) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card className="lg:col-span-2" role="region" aria-label={COACHING_CARD_TITLES.teach}>
        <CardHeader>
          <CardTitleWithIcon card="teach" />
        </CardHeader>
        <CardContent className="space-y-3 text-sm leading-relaxed">
          {coaching.teach
            .split(/\n{2,}/)
            .filter((p) => p.trim())
            .map((paragraph, i) => (
              <p key={i} className="whitespace-pre-line">
                {paragraph}
              </p>
            ))}
        </CardContent>
      </Card>
      {LIST_CARDS.map((card) => (
        <Card
          key={card}
          role="region"
          aria-label={COACHING_CARD_TITLES[card]}
          className={card === 'microTasks' ? 'lg:col-span-2' : undefined}
        >
          <CardHeader>
            <CardTitleWithIcon card={card} />
          </CardHeader>
          <CardContent>
            {card === 'microTasks' && checklist ? (
              <TaskList items={coaching.microTasks} checklist={checklist} />
            ) : card === 'microTasks' ? (
              <ol className="list-decimal space-y-2 pl-5 text-sm">
                {coaching[card].map((item, i) => (
                  <li key={i}>{item}</li>
                ))}
              </ol>
            ) : (
              <ul className="list-disc space-y-2 pl-5 text-sm">
                {coaching[card].map((item, i) => (
                  <li key={i}>{item}</li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

export function CoachingSkeletonCards() {
  return (
    <div className="grid gap-4 lg:grid-cols-2" aria-busy="true">
      {Array.from({ length: 6 }, (_, i) => (
        <div
          key={i}
          className={`space-y-3 rounded-xl border bg-card p-6 ${i === 0 ? 'lg:col-span-2' : ''}`}
        >
          <div className="h-5 w-40 animate-pulse rounded bg-muted" />
          <div className="h-3 w-full animate-pulse rounded bg-muted" />
          <div className="h-3 w-5/6 animate-pulse rounded bg-muted" />
          <div className="h-3 w-2/3 animate-pulse rounded bg-muted" />
        </div>
      ))}
    </div>
  );
}
