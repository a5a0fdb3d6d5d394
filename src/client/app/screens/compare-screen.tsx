import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { COMPARE_TEXTS, compareRoute } from '@shared/compare-texts';
import { DASHBOARD_TEXTS } from '@shared/dashboard-texts';
import { documentTitle } from '@shared/texts';
import { PageHeading } from '@client/components/layout/page-heading';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { useAssessmentList } from '@client/features/assessments/api/use-assessment-list';
import { useComparison, type CompareTarget } from '@client/features/compare/api/use-comparison';
import { useSnapshots } from '@client/features/compare/api/use-snapshots';
import { ComparePicker } from '@client/features/compare/components/compare-picker';
import { ChangedAnswers, ScoresTable } from '@client/features/compare/components/compare-view';
import { ApiError } from '@client/lib/api';
import { useCurrentAssessment } from '../current-assessment';

/** `?snapshot=` or `?with=` of the address: what the current assessment is compared with. */
function targetInAddress(search: string): CompareTarget | null {
  const params = new URLSearchParams(search);
  const snapshot = params.get('snapshot');
  if (snapshot) return { snapshot };
  const other = params.get('with');
  return other ? { with: other } : null;
}

function Message({ children }: { children: ReactNode }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
        {children}
      </CardContent>
    </Card>
  );
}

/**
 * "What changed" (docs/decisions/035): the current assessment against one of its snapshots
 * (the newest, unless the address names one) or another of the user's assessments.
 */
export function CompareScreen() {
  const { currentId } = useCurrentAssessment();
  const list = useAssessmentList();
  const search = useSearch();
  const [, navigate] = useLocation();
  const snapshots = useSnapshots(currentId);
  const newest = snapshots.data?.[0];
  const target = targetInAddress(search) ?? (newest ? { snapshot: newest.id } : null);
  const comparison = useComparison(currentId, target);
  const current = list.data?.find((a) => a.id === currentId);
  const others = list.data?.filter((a) => a.id !== currentId) ?? [];

  const loading = list.isPending || (!!currentId && snapshots.isPending);
  const nothingToCompare = !loading && (snapshots.data?.length ?? 0) === 0 && others.length === 0;
  const missing = comparison.error instanceof ApiError && comparison.error.status === 404;

  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 p-4 sm:p-6 lg:p-8">
      <Button asChild variant="ghost" size="sm" className="-ml-3">
        <Link href="/dashboard">
          <ArrowLeft aria-hidden="true" />
          {DASHBOARD_TEXTS.title}
        </Link>
      </Button>
      <header>
        <PageHeading
          title={documentTitle(COMPARE_TEXTS.title)}
          className="text-2xl font-bold tracking-tight sm:text-3xl"
        >
          {COMPARE_TEXTS.title}
        </PageHeading>
        {current ? (
          <p className="break-words text-muted-foreground">
            {COMPARE_TEXTS.subtitle(current.name)}
          </p>
        ) : null}
      </header>

      {loading ? (
        <div className="space-y-6" aria-busy="true" aria-label={COMPARE_TEXTS.title}>
          <Skeleton className="h-16" />
          <Skeleton className="h-56" />
        </div>
      ) : !currentId ? (
        <Message>
          <p className="text-muted-foreground">{DASHBOARD_TEXTS.empty}</p>
          <Link href="/assessment" className="font-medium text-primary hover:underline">
            {DASHBOARD_TEXTS.startAssessment}
          </Link>
        </Message>
      ) : nothingToCompare ? (
        <Message>
          <p className="text-muted-foreground" data-testid="nothing-to-compare">
            {COMPARE_TEXTS.nothingToCompare}
          </p>
        </Message>
      ) : (
        <>
          <Card>
            <CardContent className="pt-6">
              <ComparePicker
                snapshots={snapshots.data ?? []}
                others={others}
                value={target}
                onChange={(next) => navigate(compareRoute(currentId, next), { replace: true })}
              />
            </CardContent>
          </Card>
          {missing ? (
            <Alert variant="destructive">{COMPARE_TEXTS.notFound}</Alert>
          ) : comparison.error || snapshots.error ? (
            <Alert variant="destructive">{COMPARE_TEXTS.loadFailed}</Alert>
          ) : comparison.data ? (
            <>
              <ScoresTable comparison={comparison.data} />
              <ChangedAnswers comparison={comparison.data} />
            </>
          ) : target ? (
            <Skeleton className="h-56" aria-busy="true" aria-label={COMPARE_TEXTS.title} />
          ) : null}
        </>
      )}
    </div>
  );
}
