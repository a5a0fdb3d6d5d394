import { CheckCircle2, Circle, FileDown, Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { DashboardData } from '@shared/contracts/dashboard';
import { DASHBOARD_TEXTS } from '@shared/dashboard-texts';
import { scoreTone, type ScoreTone } from '@shared/domain';
import { documentTitle, PAGE_TITLES } from '@shared/texts';
import { PageHeading } from '@client/components/layout/page-heading';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Progress } from '@client/components/ui/progress';
import { Skeleton } from '@client/components/ui/skeleton';
import { cn } from '@client/lib/utils';

import { HistoryChart, PillarsRadar, ScorePie } from './charts';
import { HistoryCompareLinks } from './history-compare-links';
import { TasksDoneCard } from './tasks-done-card';
import { WhereYouStand } from './where-you-stand';

const TONE: Record<ScoreTone, string> = {
  green: 'text-green-700 bg-green-50 border-green-200',
  yellow: 'text-yellow-800 bg-yellow-50 border-yellow-200',
  red: 'text-red-700 bg-red-50 border-red-200',
};

function ScoreCard({ label, value }: { label: string; value: number }) {
  const tone = scoreTone(value);
  return (
    <Card className={cn('border', TONE[tone])} data-testid={`score-${label}`} data-tone={tone}>
      <CardContent className="pt-6">
        <p className="text-sm font-medium">{label}</p>
        <p className="text-3xl font-bold tabular-nums">{value}%</p>
      </CardContent>
    </Card>
  );
}

/** A chart under its title; the chart names itself and its values to screen readers. */
export function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

export function ListCard({
  title,
  items,
  empty,
}: {
  title: string;
  items: string[];
  empty: string;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{empty}</p>
        ) : (
          <ul className="list-disc space-y-2 pl-5 text-sm">
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

export function DashboardSkeleton() {
  return (
    <div className="space-y-6" aria-busy="true" aria-label="Loading dashboard">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Skeleton className="h-80" />
        <Skeleton className="h-80" />
      </div>
    </div>
  );
}

export function DashboardEmpty() {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
        <p className="text-muted-foreground">{DASHBOARD_TEXTS.empty}</p>
        <Link href="/assessment" className="font-medium text-primary hover:underline">
          {DASHBOARD_TEXTS.startAssessment}
        </Link>
      </CardContent>
    </Card>
  );
}

export function DashboardHeader({
  lastUpdated,
  onExport,
  exporting,
}: {
  lastUpdated?: string | undefined;
  onExport?: (() => void) | undefined;
  exporting: boolean;
}) {
  return (
    <header className="flex flex-wrap items-start justify-between gap-4">
      <div>
        <PageHeading
          title={documentTitle(PAGE_TITLES.dashboard)}
          className="text-2xl font-bold tracking-tight sm:text-3xl"
        >
          {DASHBOARD_TEXTS.title}
        </PageHeading>
        <p className="text-muted-foreground">{DASHBOARD_TEXTS.subtitle}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {lastUpdated ? (
          <Badge variant="outline">
            {DASHBOARD_TEXTS.updated(new Date(lastUpdated).toLocaleDateString())}
          </Badge>
        ) : null}
        {/* Nothing to export on an empty dashboard: no button rather than a dead one. */}
        {onExport ? (
          <Button variant="outline" onClick={onExport} disabled={exporting}>
            {exporting ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : (
              <FileDown aria-hidden="true" />
            )}
            {DASHBOARD_TEXTS.exportPdf}
          </Button>
        ) : null}
      </div>
    </header>
  );
}

/** The four score cards and the two charts of the scores, shared with the mentor's view. */
export function ScoreOverview({ scores: s }: { scores: DashboardData['assessmentScores'] }) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <ScoreCard label={DASHBOARD_TEXTS.overall} value={s.overall} />
        <ScoreCard label={DASHBOARD_TEXTS.product} value={s.product} />
        <ScoreCard label={DASHBOARD_TEXTS.market} value={s.market} />
        <ScoreCard label={DASHBOARD_TEXTS.execution} value={s.execution} />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <ChartCard title={DASHBOARD_TEXTS.radarTitle}>
          <PillarsRadar scores={s} />
        </ChartCard>
        <ChartCard title={DASHBOARD_TEXTS.pieTitle}>
          <ScorePie scores={s} />
        </ChartCard>
      </div>
    </>
  );
}

export function DashboardView({ data }: { data: DashboardData }) {
  const s = data.assessmentScores;
  const progress = data.sessionProgress;
  return (
    <div className="space-y-6">
      <ScoreOverview scores={s} />
      {data.historicalData.length > 0 ? (
        <ChartCard title={DASHBOARD_TEXTS.historyTitle}>
          <HistoryChart history={data.historicalData} />
          <HistoryCompareLinks assessmentId={data.assessmentId} history={data.historicalData} />
        </ChartCard>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-2">
        <ListCard
          title={DASHBOARD_TEXTS.strengthsTitle}
          items={data.strengths}
          empty={DASHBOARD_TEXTS.noStrengths}
        />
        <ListCard
          title={DASHBOARD_TEXTS.improvementsTitle}
          items={data.improvements}
          empty={DASHBOARD_TEXTS.noImprovements}
        />
      </div>
      <Card>
        <CardHeader>
          <CardTitle className="text-base">{DASHBOARD_TEXTS.sessionsTitle}</CardTitle>
          <p className="text-sm text-muted-foreground" data-testid="sessions-completed">
            {DASHBOARD_TEXTS.sessionsCompleted(progress.completed, progress.total)}
          </p>
        </CardHeader>
        <CardContent className="space-y-4">
          <Progress
            value={(progress.completed / progress.total) * 100}
            aria-label={DASHBOARD_TEXTS.sessionsTitle}
          />
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {progress.sessions.map((session) => (
              <li key={session.id}>
                <Link
                  href={session.id === 1 ? '/assessment' : `/coaching/${session.id}`}
                  className="flex items-center justify-between gap-2 rounded-lg border p-3 text-sm hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  <span className="flex items-center gap-2">
                    {session.completed ? (
                      <CheckCircle2 className="size-4 shrink-0 text-execution" aria-hidden="true" />
                    ) : (
                      <Circle
                        className="size-4 shrink-0 text-muted-foreground"
                        aria-hidden="true"
                      />
                    )}
                    {session.id}. {session.title}
                  </span>
                  <Badge variant={session.completed ? 'default' : 'secondary'}>
                    {session.completed ? DASHBOARD_TEXTS.complete : DASHBOARD_TEXTS.pending}
                  </Badge>
                </Link>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <TasksDoneCard assessmentId={data.assessmentId} />
      <WhereYouStand assessmentId={data.assessmentId} />
    </div>
  );
}
