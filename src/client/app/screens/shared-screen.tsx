import { AlertCircle, CalendarClock, Eye, Link2Off } from 'lucide-react';
import type { ReactNode } from 'react';
import { SHARED_VIEW_TEXTS } from '@shared/sharing-texts';
import { ASSESSMENT_TEXTS } from '@shared/form-fields';
import { documentTitle } from '@shared/texts';
import { PageHeading } from '@client/components/layout/page-heading';
import { SkipLink } from '@client/components/layout/skip-link';
import { Logo } from '@client/components/logo';
import { Badge } from '@client/components/ui/badge';
import { Card, CardContent } from '@client/components/ui/card';
import { Spinner } from '@client/components/ui/spinner';
import { CoachingCards } from '@client/features/coaching/components/coaching-cards';
import { ReadOnlyDashboard } from '@client/features/dashboard/components/read-only-dashboard';
import { useSharedView } from '@client/features/sharing/api/use-shared-view';
import { SharedAnswers } from '@client/features/sharing/components/shared-answers';
import { SharedCoaching } from '@client/features/sharing/components/shared-coaching';
import { formatSharedDate } from '@client/features/sharing/lib/format-date';
import { ApiError } from '@client/lib/api';

const TITLE = documentTitle(SHARED_VIEW_TEXTS.documentTitle);

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-screen">
      <SkipLink />
      <header className="border-b bg-card/80 backdrop-blur">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
          <Logo />
          <Badge variant="outline" className="gap-1.5 py-1">
            <Eye className="size-3.5" aria-hidden="true" />
            {SHARED_VIEW_TEXTS.readOnlyBadge}
          </Badge>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
    </div>
  );
}

/** A page-wide message instead of the assessment: the link is gone, or the read failed. */
function Notice({ gone }: { gone: boolean }) {
  const Icon = gone ? Link2Off : AlertCircle;
  return (
    <div className="flex min-h-[60vh] items-center justify-center p-4">
      <Card className="w-full max-w-md">
        <CardContent className="space-y-3 pt-6">
          <div className="flex items-center gap-2">
            <Icon className="size-7 shrink-0 text-muted-foreground" aria-hidden="true" />
            <PageHeading title={TITLE} className="text-xl font-bold">
              {gone ? SHARED_VIEW_TEXTS.unavailableTitle : SHARED_VIEW_TEXTS.failedTitle}
            </PageHeading>
          </div>
          <p className="text-sm text-muted-foreground">
            {gone ? SHARED_VIEW_TEXTS.unavailableBody : SHARED_VIEW_TEXTS.failedBody}
          </p>
        </CardContent>
      </Card>
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-4 space-y-4">
      <h2 id={`${id}-title`} className="text-xl font-semibold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * What a mentor link opens (docs/decisions/033): one assessment's dashboard, answers and coaching,
 * read-only, for anyone with the link, signed in or not. Nothing here writes or generates.
 */
export function SharedScreen({ token }: { token: string }) {
  const view = useSharedView(token);

  if (view.isPending) {
    return (
      <Frame>
        <div
          className="flex min-h-[60vh] items-center justify-center gap-3 text-sm text-muted-foreground"
          role="status"
        >
          <Spinner />
          {SHARED_VIEW_TEXTS.loading}
        </div>
      </Frame>
    );
  }
  if (view.error || !view.data) {
    const gone = view.error instanceof ApiError && view.error.status === 404;
    return (
      <Frame>
        <Notice gone={gone} />
      </Frame>
    );
  }

  const { sharedBy, expiresAt, assessment, dashboard, coaching } = view.data;
  const nav = [
    { id: 'dashboard', label: SHARED_VIEW_TEXTS.dashboard },
    { id: 'answers', label: SHARED_VIEW_TEXTS.answers },
    { id: 'coaching', label: `${SHARED_VIEW_TEXTS.coaching} (${coaching.length})` },
  ];
  return (
    <Frame>
      <div className="mx-auto w-full max-w-6xl space-y-8 p-4 sm:p-6 lg:p-8">
        <div
          role="note"
          className="flex items-start gap-3 rounded-lg border border-primary/25 bg-accent/60 p-4 text-sm"
          data-testid="shared-by"
        >
          <Eye className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <div className="min-w-0 space-y-1">
            <p className="font-medium [overflow-wrap:anywhere]">
              {SHARED_VIEW_TEXTS.sharedBy(sharedBy)} · {SHARED_VIEW_TEXTS.readOnly}
            </p>
            <p className="flex items-center gap-1.5 text-muted-foreground">
              <CalendarClock className="size-4 shrink-0" aria-hidden="true" />
              {SHARED_VIEW_TEXTS.expires(formatSharedDate(expiresAt))}
            </p>
          </div>
        </div>

        <header className="space-y-3">
          <PageHeading
            title={TITLE}
            className="text-2xl font-bold tracking-tight [overflow-wrap:anywhere] sm:text-3xl"
          >
            {assessment.name}
          </PageHeading>
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <Badge variant={assessment.completedAt ? 'default' : 'secondary'}>
              {assessment.completedAt ? ASSESSMENT_TEXTS.completed : ASSESSMENT_TEXTS.inProgress}
            </Badge>
            <span>{SHARED_VIEW_TEXTS.updated(formatSharedDate(assessment.updatedAt))}</span>
          </div>
          <nav aria-label={SHARED_VIEW_TEXTS.sections}>
            <ul className="flex flex-wrap gap-2">
              {nav.map((item) => (
                <li key={item.id}>
                  <a
                    href={`#${item.id}`}
                    className="inline-flex h-9 items-center rounded-full border bg-card px-4 text-sm font-medium hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  >
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </header>

        <Section id="dashboard" title={SHARED_VIEW_TEXTS.dashboard}>
          <ReadOnlyDashboard data={dashboard} />
        </Section>
        <Section id="answers" title={SHARED_VIEW_TEXTS.answers}>
          <SharedAnswers form={assessment.form} />
        </Section>
        <Section id="coaching" title={SHARED_VIEW_TEXTS.coaching}>
          <SharedCoaching
            sessions={coaching}
            cards={(session) => <CoachingCards coaching={session.coaching} />}
          />
        </Section>
      </div>
    </Frame>
  );
}
