/**
 * The screens of the routes that are neither Home, the sign-in forms nor a live event's
 * (app-routes.tsx), by the route's screen name. This table and its chunks' preload lists load with
 * the first of these screens, or a second after Home's first paint, not in the first load
 * (docs/decisions/231).
 */
import { lazyScreen, type RouteParams, type ScreenTable } from './lazy-screen.ts';

const FaqScreen = lazyScreen(() => import('../features/faq/faq-screen.tsx'), (module) => module.FaqScreen);
const MaintenanceScreen = lazyScreen(() => import('../features/maintenance/maintenance-screen.tsx'), (module) => module.MaintenanceScreen);
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
const StatementsScreen = lazyScreen(() => import('../features/reports/statements-screen.tsx'), (module) => module.StatementsRoute);
const ProfitLossScreen = lazyScreen(() => import('../features/reports/profit-loss-screens.tsx'), (module) => module.ProfitLossRoute);
const ProfitLossDetailScreen = lazyScreen(() => import('../features/reports/profit-loss-screens.tsx'), (module) => module.ProfitLossDetailRoute);
const BetsScreen = lazyScreen(() => import('../features/reports/bets-screen.tsx'), (module) => module.BetsRoute);
const MarketAnalysisScreen = lazyScreen(() => import('../features/reports/market-analysis-screen.tsx'), (module) => module.MarketAnalysisRoute);
const BonusScreen = lazyScreen(() => import('./bonus-screens.tsx'), (module) => module.BonusRoute);
const ReferEarnScreen = lazyScreen(() => import('./bonus-screens.tsx'), (module) => module.ReferEarnRoute);
const NotificationsScreen = lazyScreen(() => import('../features/reports/notifications-screen.tsx'), (module) => module.NotificationsRoute);
const MultiMarketScreen = lazyScreen(() => import('./markets-nav-screens.tsx'), (module) => module.MultiMarketRoute);
const SportsBookScreen = lazyScreen(() => import('./markets-nav-screens.tsx'), (module) => module.SportsBookRoute);
const SportsScreen = lazyScreen(() => import('./sports-screens.tsx'), (module) => module.SportsRoute);
const NotFoundScreen = lazyScreen(() => import('../features/not-found/not-found-screen.tsx'), (module) => module.NotFoundScreen);

export const LATER_SCREENS: ScreenTable = {
  Sports: (params) => <SportsScreen type={params.type ?? ''} id={params.id ?? ''} />,
  Faq: () => <FaqScreen />,
  Maintenance: () => <MaintenanceScreen />,
  WalletDeposit: () => <DepositAmountScreen />,
  DepositPaymentMethod: () => <DepositPaymentScreen />,
  WalletWithdraw: () => <WithdrawScreen />,
  MultiMarket: () => <MultiMarketScreen />,
  SportsBook: () => <SportsBookScreen />,
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

export function LaterScreen({ screen, params }: { screen: string; params: RouteParams }) {
  const show = LATER_SCREENS[screen];
  return show ? show(params) : <NotFoundScreen />;
}
