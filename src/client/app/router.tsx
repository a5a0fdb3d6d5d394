import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { useAuth } from '@client/features/auth/api/use-auth';
import { CenteredSpinner } from './centered-spinner';

// Signed-out visitors never download the signed-in app, and members never download the landing.
const LandingScreen = lazy(() =>
  import('./screens/landing').then((m) => ({ default: m.LandingScreen })),
);
const SignedInRoutes = lazy(() =>
  import('./signed-in-routes').then((m) => ({ default: m.SignedInRoutes })),
);

/** Spec 2 routing: a spinner while auth loads; signed out, only the landing at '/'. */
export function AppRouter() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <CenteredSpinner />;
  if (!user) {
    return (
      <Suspense fallback={<CenteredSpinner />}>
        <Switch>
          <Route path="/" component={LandingScreen} />
          <Route>
            <Redirect to="/" replace />
          </Route>
        </Switch>
      </Suspense>
    );
  }
  return (
    <Suspense fallback={<CenteredSpinner />}>
      <SignedInRoutes user={user} />
    </Suspense>
  );
}
