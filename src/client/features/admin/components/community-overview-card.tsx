import { BarChart3, ChevronRight } from 'lucide-react';
import { BENCHMARK_TEXTS, COMMUNITY_TEXTS, SCORE_KEYS } from '@shared/benchmark';
import type { CommunityOverview } from '@shared/contracts/benchmark';
import { ScoreDistribution } from '@client/components/score-distribution';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { useCommunityOverview } from '../api/community-api';

type Distributions = Extract<CommunityOverview['community'], { shown: true }>['distributions'];

function Distributions({ distributions }: { distributions: Distributions }) {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {SCORE_KEYS.map((key) => (
        <ScoreDistribution key={key} scoreKey={key} counts={distributions[key]} yourScore={null} />
      ))}
    </div>
  );
}

function Overview({ data }: { data: CommunityOverview }) {
  const tiles = [
    [COMMUNITY_TEXTS.signedUp, data.founders.signedUp],
    [COMMUNITY_TEXTS.started, data.founders.started],
    [COMMUNITY_TEXTS.completed, data.founders.completed],
    [COMMUNITY_TEXTS.coached, data.founders.coached],
  ] as const;
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {tiles.map(([label, value]) => (
            <div key={label} className="rounded-lg border p-3 sm:p-4">
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd className="text-2xl font-bold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="text-sm text-muted-foreground">
          {COMMUNITY_TEXTS.assessments(data.assessments.started, data.assessments.completed)}
        </p>
      </div>
      <section className="space-y-3" aria-labelledby="community-distributions">
        <h4 id="community-distributions" className="font-semibold">
          {COMMUNITY_TEXTS.distributionsTitle}
        </h4>
        {data.community.shown ? (
          <>
            <Distributions distributions={data.community.distributions} />
            <p className="text-xs text-muted-foreground">
              {BENCHMARK_TEXTS.basedOn(data.community.founders, BENCHMARK_TEXTS.scopeAll)}
            </p>
          </>
        ) : (
          <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
            {BENCHMARK_TEXTS.notEnough(data.community.needed)}
          </p>
        )}
      </section>
      <section className="space-y-3" aria-labelledby="community-industries">
        <h4 id="community-industries" className="font-semibold">
          {COMMUNITY_TEXTS.byIndustry}
        </h4>
        {data.industries.length === 0 ? (
          <p className="text-sm text-muted-foreground">{COMMUNITY_TEXTS.noIndustries}</p>
        ) : (
          data.industries.map((industry) => (
            <details key={industry.name} className="group rounded-lg border">
              <summary className="flex cursor-pointer list-none items-center gap-2 p-3 text-sm font-medium focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none [&::-webkit-details-marker]:hidden">
                <ChevronRight
                  className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-90"
                  aria-hidden="true"
                />
                <span className="flex-1">{industry.name}</span>
                <span className="text-muted-foreground tabular-nums">
                  {BENCHMARK_TEXTS.foundersCount(industry.founders)}
                </span>
              </summary>
              <div className="border-t p-3">
                <Distributions distributions={industry.distributions} />
              </div>
            </details>
          ))
        )}
        {data.smallIndustries > 0 ? (
          <p className="text-sm text-muted-foreground">
            {COMMUNITY_TEXTS.smallIndustries(data.smallIndustries)}
          </p>
        ) : null}
      </section>
    </div>
  );
}

/**
 * The community overview (docs/decisions/034), below the spec's admin panel: how many founders
 * signed up, started, completed and were coached, and the score distributions. No one's answers.
 */
export function CommunityOverviewCard({ enabled }: { enabled: boolean }) {
  const overview = useCommunityOverview(enabled);
  return (
    <Card data-testid="community-overview">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <BarChart3 className="size-5 text-primary" aria-hidden="true" />
          {COMMUNITY_TEXTS.title}
        </CardTitle>
        <CardDescription>{COMMUNITY_TEXTS.description}</CardDescription>
      </CardHeader>
      <CardContent aria-busy={overview.isPending}>
        {overview.data ? (
          <Overview data={overview.data} />
        ) : overview.isError ? (
          <p className="text-sm text-muted-foreground">{COMMUNITY_TEXTS.loadFailed}</p>
        ) : (
          <Skeleton className="h-40" aria-hidden="true" />
        )}
      </CardContent>
    </Card>
  );
}
