import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch, useRoute } from 'wouter';
import { API } from '@shared/contracts/routes';
import { useAuth } from '@client/features/auth/api/use-auth';
import { CenteredSpinner } from './centered-spinner';

// Signed-out visitors never download the signed-in app, and members never download the landing.
const LandingScreen = lazy(() =>
  import('./screens/landing').then((m) => ({ default: m.LandingScreen })),
);
const SignedInRoutes = lazy(() =>
  import('./signed-in-routes').then((m) => ({ default: m.SignedInRoutes })),
);
// A mentor link's page: its own chunk, for anyone (docs/decisions/033).
const SharedScreen = lazy(() =>
  import('./screens/shared-screen').then((m) => ({ default: m.SharedScreen })),
);

/**
 * Spec 2 routing, and before it one addition: a mentor link (`/shared/<token>`) opens its
 * read-only view for anyone, signed in or not, without asking who is signed in.
 */
export function AppRouter() {
  const [shared, params] = useRoute<{ token: string }>(API.sharedPage.path);
  if (shared) {
    return (
      <Suspense fallback={<CenteredSpinner />}>
        <SharedScreen token={params.token} />
      </Suspense>
    );
  }
  return <MemberRouter />;
}

/** Spec 2 routing: a spinner while auth loads; signed out, only the landing at '/'. */
function MemberRouter() {
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
