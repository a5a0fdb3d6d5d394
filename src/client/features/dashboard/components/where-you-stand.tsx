import { Users } from 'lucide-react';
import { useId, useState } from 'react';
import {
  BENCHMARK_TEXTS,
  positionSentence,
  SCORE_KEYS,
  SCORE_LABELS,
  type ScoreKey,
} from '@shared/benchmark';
import { standingNotes } from '@shared/benchmark-view';
import type { Benchmark, StandingGroup } from '@shared/contracts/benchmark';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { ScoreDistribution } from '@client/components/score-distribution';
import { cn } from '@client/lib/utils';
import { useBenchmark } from '../api/use-benchmark';

type Scope = 'all' | 'industry';

/** A group's four distributions, each with where the assessment falls in it. */
function GroupView({
  data,
  group,
  scope,
}: {
  data: Benchmark;
  group: StandingGroup;
  scope: string;
}) {
  if (!group.shown) {
    return (
      <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
        {BENCHMARK_TEXTS.notEnough(group.needed)}
      </p>
    );
  }
  const sentence = (key: ScoreKey) => {
    const position = group.position?.[key];
    if (position) return positionSentence(key, data.scores[key], position, scope);
    // Placed elsewhere but this pillar unrated: say so under its chart.
    return group.position ? `${SCORE_LABELS[key]} is not rated yet.` : null;
  };
  return (
    <div className="space-y-3">
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {SCORE_KEYS.map((key) => {
          const text = sentence(key);
          return (
            <ScoreDistribution
              key={key}
              scoreKey={key}
              counts={group.distributions[key]}
              yourScore={group.position?.[key] ? data.scores[key] : null}
            >
              {text ? (
                <p className="text-sm" data-testid={`position-${key}`}>
                  {text}
                </p>
              ) : null}
            </ScoreDistribution>
          );
        })}
      </div>
      <p className="text-xs text-muted-foreground">
        {BENCHMARK_TEXTS.basedOn(group.founders, scope)}
      </p>
    </div>
  );
}

function StandingBody({ data }: { data: Benchmark }) {
  const industry =
    data.industry.kind === 'listed' && data.industry.group.shown ? data.industry : null;
  const [chosen, setChosen] = useState<Scope | null>(null);
  const scope: Scope = chosen ?? (industry ? 'industry' : 'all');
  const notes = standingNotes(data);
  const choices = industry
    ? ([
        ['industry', industry.name, industry.group],
        ['all', BENCHMARK_TEXTS.allFounders, data.community],
      ] as const)
    : null;
  return (
    <div className="space-y-4">
      {choices ? (
        <div
          role="group"
          aria-label={BENCHMARK_TEXTS.compareWith}
          className="grid gap-1 rounded-lg bg-muted p-1 sm:inline-flex sm:flex-wrap"
        >
          {choices.map(([value, label, group]) => (
            <button
              key={value}
              type="button"
              aria-pressed={scope === value}
              onClick={() => setChosen(value)}
              className={cn(
                'rounded-md px-3 py-1.5 text-left text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                scope === value
                  ? 'bg-background text-foreground shadow-sm'
                  : 'text-muted-foreground hover:text-foreground',
              )}
            >
              {label}{' '}
              {group.shown ? (
                <span className="ml-0.5 text-xs text-muted-foreground tabular-nums">
                  {BENCHMARK_TEXTS.foundersCount(group.founders)}
                </span>
              ) : null}
            </button>
          ))}
        </div>
      ) : null}
      {notes.map((note) => (
        <p key={note} className="text-sm text-muted-foreground">
          {note}
        </p>
      ))}
      {scope === 'industry' && industry ? (
        <GroupView
          data={data}
          group={industry.group}
          scope={BENCHMARK_TEXTS.scopeIndustry(industry.name)}
        />
      ) : (
        <GroupView data={data} group={data.community} scope={BENCHMARK_TEXTS.scopeAll} />
      )}
    </div>
  );
}

/**
 * 'Where you stand' (docs/decisions/034): the assessment's scores among other founders', below the
 * spec's dashboard. Its own request; a failure says so here and leaves the dashboard as it is.
 */
export function WhereYouStand({ assessmentId }: { assessmentId: string }) {
  const benchmark = useBenchmark(assessmentId);
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} data-testid="where-you-stand">
      <CardHeader>
        <CardTitle id={titleId} className="flex items-center gap-2 text-base">
          <Users className="size-4 text-primary" aria-hidden="true" />
          {BENCHMARK_TEXTS.title}
        </CardTitle>
        <CardDescription>{BENCHMARK_TEXTS.description}</CardDescription>
      </CardHeader>
      <CardContent aria-busy={benchmark.isPending}>
        {benchmark.data ? (
          <StandingBody key={assessmentId} data={benchmark.data} />
        ) : benchmark.isError ? (
          <p className="text-sm text-muted-foreground">{BENCHMARK_TEXTS.loadFailed}</p>
        ) : (
          <Skeleton className="h-44" aria-hidden="true" />
        )}
      </CardContent>
    </Card>
  );
}
