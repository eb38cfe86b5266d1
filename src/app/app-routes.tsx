/**
 * The screens of the route table (machines/router/routes.ts, the ONE list of routes of spec §2):
 * this file only maps a route's screen name to what it shows. Home is in the first load; every
 * other screen loads with its own chunk.
 *
 * An area adds its screens with one line each in `SCREENS` (e.g.
 * `WalletDeposit: () => <DepositScreen />,` with `DepositScreen = lazyScreen(…)`).
 */
import { useSelector } from '@xstate/react';
import { Suspense, useEffect } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { ROUTES, type RouteEntry } from '../../machines/router/routes.ts';
import { selectSignedIn } from '../../machines/session/session-selectors.ts';
import { HomeScreen } from '../features/home/home-screen.tsx';
import { useAppSystem } from '../runtime/app-system-context.tsx';
import { AuthRoute } from './auth-routes.tsx';
import { lazyScreen, type RouteParams, type ScreenTable } from './lazy-screen.ts';
import { ScreenErrorBoundary } from '../ui/screen-error-boundary.tsx';

const NotFoundScreen = lazyScreen(() => import('../features/not-found/not-found-screen.tsx'), (module) => module.NotFoundScreen);
const SportsEventDetailScreen = lazyScreen(() => import('./sports-screens.tsx'), (module) => module.SportsEventDetailRoute);
const loadLaterScreens = () => import('./later-screens.tsx');
const LaterScreen = lazyScreen(loadLaterScreens, (module) => module.LaterScreen);
/** The later screens' table is fetched this long after the first render, ready for a first tap. */
const LATER_SCREENS_PREFETCH_MS = 1000;
const HomeBelowFold = lazyScreen(() => import('../features/home/home-below-fold.tsx'), (module) => module.HomeBelowFold);
const HomeInPlay = lazyScreen(() => import('./home-in-play.tsx'), (module) => module.HomeInPlay);
const HomeFavourites = lazyScreen(() => import('./header-panels.tsx'), (module) => module.HomeFavourites);
const InspectorScreen = lazyScreen(() => import('./inspector-screen.tsx'), (module) => module.InspectorScreen);

/**
 * Home's, the sign-in forms' and a live event's screens (a first load too) by the
 * route's screen name; every other route's screen is in later-screens.tsx, loaded with the first
 * of them, so its table of chunks is not in the first load (docs/decisions/231). app-routes.test.ts
 * checks that every route has a screen in one of the two.
 */
export const SCREENS: ScreenTable = {
  Home: () => <HomeWithFavourites />,
  Login: () => <AuthRoute form="login" />,
  SignUp: () => <AuthRoute form="signUp" />,
  ForgotPassword: () => <AuthRoute form="forgotPassword" />,
  SportsEventDetail: (params) => <SportsEventDetailScreen eventId={params.event_id ?? ''} />,
};

/** Home, with a signed-in user's favourite events above the in-play lists. */
function HomeWithFavourites() {
  const signedIn = useSelector(useAppSystem().system.session, selectSignedIn);
  return (
    <HomeScreen
      inPlay={
        <>
          {signedIn && <HomeFavourites />}
          <HomeInPlay />
        </>
      }
      belowFold={<HomeBelowFold />}
    />
  );
}

function RouteScreen({ entry, params }: { entry: RouteEntry; params: RouteParams }) {
  const { system } = useAppSystem();
  const signedIn = useSelector(system.session, selectSignedIn);
  // Spec §6: signed-in-only screens ask a visitor to log in first, in place.
  if (entry.requiresAuth && !signedIn) return <AuthRoute form="login" />;
  const screen = SCREENS[entry.screen];
  return screen ? screen(params) : <LaterScreen screen={entry.screen} params={params} />;
}

export function AppRoutes({ inspectorEnabled }: { inspectorEnabled: boolean }) {
  const [location] = useLocation();
  useEffect(() => {
    const timer = setTimeout(() => void loadLaterScreens().catch(() => undefined), LATER_SCREENS_PREFETCH_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <ScreenErrorBoundary resetKey={location}>
      <Suspense fallback={<div className="page page--loading" aria-busy="true" />}>
        <Switch>
          {ROUTES.map((entry) => (
            <Route key={entry.pattern} path={entry.pattern}>
              {(params: RouteParams) => <RouteScreen entry={entry} params={params} />}
            </Route>
          ))}
          {inspectorEnabled && <Route path="/inspector" component={InspectorScreen} />}
          <Route component={NotFoundScreen} />
        </Switch>
      </Suspense>
    </ScreenErrorBoundary>
  );
}
