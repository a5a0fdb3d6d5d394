import { lazy, Suspense } from 'react';
import { Route, Switch, useParams } from 'wouter';
import type { User } from '@shared/contracts/auth';
import { Toaster } from '@client/components/ui/toaster';
import { TooltipProvider } from '@client/components/ui/tooltip';
import { useAssessmentList } from '@client/features/assessments/api/use-assessment-list';
import { CenteredSpinner } from './centered-spinner';
import { CurrentAssessmentProvider } from './current-assessment';
import { NotFoundScreen } from './screens/not-found';

// Each screen is its own chunk: a screen's first load carries only its own code.
const CoachingScreen = lazy(() =>
  import('./screens/coaching-screen').then((m) => ({ default: m.CoachingScreen })),
);
const AdminScreen = lazy(() =>
  import('./screens/admin-screen').then((m) => ({ default: m.AdminScreen })),
);
const DashboardScreen = lazy(() =>
  import('./screens/dashboard-screen').then((m) => ({ default: m.DashboardScreen })),
);
const AssessmentScreen = lazy(() =>
  import('./screens/assessment-screen').then((m) => ({ default: m.AssessmentScreen })),
);
const CompareScreen = lazy(() =>
  import('./screens/compare-screen').then((m) => ({ default: m.CompareScreen })),
);
import { AppShell } from './shell/app-shell';

function CoachingRoute() {
  const { id } = useParams<{ id: string }>();
  if (!/^[2-7]$/.test(id ?? '')) return <NotFoundScreen />;
  const session = Number(id) as 2 | 3 | 4 | 5 | 6 | 7;
  return <CoachingScreen key={session} session={session} />;
}

export function SignedInRoutes({ user }: { user: User }) {
  const assessments = useAssessmentList(true);
  return (
    <TooltipProvider>
      <CurrentAssessmentProvider list={assessments.data}>
        <AppShell user={user}>
          <Suspense fallback={<CenteredSpinner />}>
            <Switch>
              <Route path="/" component={AssessmentScreen} />
              <Route path="/assessment" component={AssessmentScreen} />
              <Route path="/dashboard" component={DashboardScreen} />
              <Route path="/compare" component={CompareScreen} />
              <Route path="/admin" component={AdminScreen} />
              <Route path="/coaching/:id" component={CoachingRoute} />
              <Route component={NotFoundScreen} />
            </Switch>
          </Suspense>
        </AppShell>
      </CurrentAssessmentProvider>
      <Toaster />
    </TooltipProvider>
  );
}
