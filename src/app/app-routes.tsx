/**
 * The screens of the route table (machines/router/routes.ts, the ONE list of routes of spec §2):
 * this file only maps a route's screen name to what it shows. Home is in the first load; every
 * other screen loads with its own chunk.
 *
 * An area adds its screens with one line each in `SCREENS` (e.g.
 * `WalletDeposit: () => <DepositScreen />,` with `DepositScreen = lazyScreen(…)`).
 */
import { useSelector } from '@xstate/react';
import { Suspense, type ReactNode } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { ROUTES, type RouteEntry } from '../../machines/router/routes.ts';
import { selectSignedIn } from '../../machines/session/session-selectors.ts';
import { HomeScreen } from '../features/home/home-screen.tsx';
import { useAppSystem } from '../runtime/app-system-context.tsx';
import { AuthRoute } from './auth-routes.tsx';
import { lazyScreen } from './lazy-screen.ts';
import { ScreenErrorBoundary } from '../ui/screen-error-boundary.tsx';

const FaqScreen = lazyScreen(() => import('../features/faq/faq-screen.tsx'), (module) => module.FaqScreen);
const MaintenanceScreen = lazyScreen(() => import('../features/maintenance/maintenance-screen.tsx'), (module) => module.MaintenanceScreen);
const NotFoundScreen = lazyScreen(() => import('../features/not-found/not-found-screen.tsx'), (module) => module.NotFoundScreen);
const ProfileScreen = lazyScreen(() => import('./profile-screens.tsx'), (module) => module.ProfileRoute);
const DepositAmountScreen = lazyScreen(() => import('../features/wallet/deposit/deposit-amount-screen.tsx'), (module) => module.DepositAmountScreen);
const DepositPaymentScreen = lazyScreen(() => import('../features/wallet/deposit/deposit-payment-screen.tsx'), (module) => module.DepositPaymentScreen);
const WithdrawScreen = lazyScreen(() => import('../features/wallet/withdraw/withdraw-screen.tsx'), (module) => module.WithdrawScreen);
const MatkaScreen = lazyScreen(() => import('./matka-screens.tsx'), (module) => module.MatkaRoute);
const MatkaDetailsScreen = lazyScreen(() => import('./matka-screens.tsx'), (module) => module.MatkaDetailsRoute);
const FantasyMatchesScreen = lazyScreen(() => import('./fantasy-screens.tsx'), (module) => module.FantasyMatchesRoute);
const FantasyContestsScreen = lazyScreen(() => import('./fantasy-screens.tsx'), (module) => module.FantasyContestsRoute);
const FantasyPlaceBetScreen = lazyScreen(() => import('./fantasy-screens.tsx'), (module) => module.FantasyPlaceBetRoute);
const FantasyMyContestsScreen = lazyScreen(() => import('./fantasy-screens.tsx'), (module) => module.FantasyMyContestsRoute);
const FantasyEntriesScreen = lazyScreen(() => import('./fantasy-screens.tsx'), (module) => module.FantasyEntriesRoute);
const CasinoLobbyScreen = lazyScreen(() => import('./casino-screens.tsx'), (module) => module.CasinoLobbyRoute);
const CasinoWinLossScreen = lazyScreen(() => import('./casino-screens.tsx'), (module) => module.CasinoWinLossRoute);
const SportsEventDetailScreen = lazyScreen(() => import('./sports-screens.tsx'), (module) => module.SportsEventDetailRoute);
const SportsScreen = lazyScreen(() => import('./sports-screens.tsx'), (module) => module.SportsRoute);
const StatementsScreen = lazyScreen(() => import('../features/reports/statements-screen.tsx'), (module) => module.StatementsRoute);
const ProfitLossScreen = lazyScreen(() => import('../features/reports/profit-loss-screens.tsx'), (module) => module.ProfitLossRoute);
const ProfitLossDetailScreen = lazyScreen(() => import('../features/reports/profit-loss-screens.tsx'), (module) => module.ProfitLossDetailRoute);
const BetsScreen = lazyScreen(() => import('../features/reports/bets-screen.tsx'), (module) => module.BetsRoute);
const MarketAnalysisScreen = lazyScreen(() => import('../features/reports/market-analysis-screen.tsx'), (module) => module.MarketAnalysisRoute);
const BonusScreen = lazyScreen(() => import('./bonus-screens.tsx'), (module) => module.BonusRoute);
const ReferEarnScreen = lazyScreen(() => import('./bonus-screens.tsx'), (module) => module.ReferEarnRoute);
const NotificationsScreen = lazyScreen(() => import('../features/reports/notifications-screen.tsx'), (module) => module.NotificationsRoute);
const HomeBelowFold = lazyScreen(() => import('../features/home/home-below-fold.tsx'), (module) => module.HomeBelowFold);
const HomeInPlay = lazyScreen(() => import('./home-in-play.tsx'), (module) => module.HomeInPlay);
const HomeFavourites = lazyScreen(() => import('./header-panels.tsx'), (module) => module.HomeFavourites);
const MultiMarketScreen = lazyScreen(() => import('./markets-nav-screens.tsx'), (module) => module.MultiMarketRoute);
const SportsBookScreen = lazyScreen(() => import('./markets-nav-screens.tsx'), (module) => module.SportsBookRoute);
const InspectorScreen = lazyScreen(() => import('./inspector-screen.tsx'), (module) => module.InspectorScreen);

type RouteParams = Record<string, string | undefined>;

/** Screen name (routes.ts) → what it shows. */
/** Every route's screen by the route's screen name (app-routes.test.ts checks none is missing). */
export const SCREENS: Partial<Record<string, (params: RouteParams) => ReactNode>> = {
  Home: () => <HomeWithFavourites />,
  Login: () => <AuthRoute form="login" />,
  SignUp: () => <AuthRoute form="signUp" />,
  ForgotPassword: () => <AuthRoute form="forgotPassword" />,
  Faq: () => <FaqScreen />,
  Maintenance: () => <MaintenanceScreen />,
  WalletDeposit: () => <DepositAmountScreen />,
  DepositPaymentMethod: () => <DepositPaymentScreen />,
  WalletWithdraw: () => <WithdrawScreen />,
  MultiMarket: () => <MultiMarketScreen />,
  SportsBook: () => <SportsBookScreen />,
  SportsEventDetail: (params) => <SportsEventDetailScreen eventId={params.event_id ?? ''} />,
  Sports: (params) => <SportsScreen type={params.type ?? ''} id={params.id ?? ''} />,
  Games: (params) => <CasinoLobbyScreen type={params.type} />,
  CasinoWinLossDetails: () => <CasinoWinLossScreen />,
  Statements: () => <StatementsScreen />,
  ProfitLoss: () => <ProfitLossScreen />,
  ProfitLossDetail: () => <ProfitLossDetailScreen />,
  Bets: (params) => <BetsScreen type={params.type ?? 'open'} />,
  MarketAnalysis: () => <MarketAnalysisScreen />,
  Notifications: () => <NotificationsScreen />,
  Bonus: () => <BonusScreen />,
  ReferEarn: () => <ReferEarnScreen />,
  Matka: () => <MatkaScreen />,
  MatkaDetails: (params) => <MatkaDetailsScreen itemDetail={params.itemDetail} />,
  FantasyHome: () => <FantasyMatchesScreen />,
  FantasyMatch: (params) => <FantasyContestsScreen id={params.id} />,
  FantasyPlaceBet: (params) => <FantasyPlaceBetScreen id={params.id} />,
  FantasyMyContests: () => <FantasyMyContestsScreen />,
  FantasyContestDetail: (params) => <FantasyEntriesScreen id={params.id} />,
  Profile: (params) => <ProfileScreen type={params.type ?? 'DETAILS'} />,
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
  return screen ? screen(params) : <NotFoundScreen />;
}

export function AppRoutes({ inspectorEnabled }: { inspectorEnabled: boolean }) {
  const [location] = useLocation();
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
