/**
 * The route table of spec §2 as data: the app shell renders from it. Patterns use wouter's syntax
 * (`:param`, `:param?`); more specific patterns come before the ones that would also match.
 */
export type RouteArea =
  | 'home'
  | 'auth'
  | 'faq'
  | 'maintenance'
  | 'fantasy'
  | 'reports'
  | 'games'
  | 'matka'
  | 'profile'
  | 'refer'
  | 'sports'
  | 'multiMarket'
  | 'notifications'
  | 'wallet'
  | 'notFound';

export interface RouteEntry {
  pattern: string;
  screen: string;
  area: RouteArea;
  /** Spec §2 shell rules: the footer shows only on Home and inplay. */
  showsFooter: boolean;
  /** Spec §6: only signed-in users may use it. */
  requiresAuth: boolean;
  /** Spec §6: barred to demo users ('Wallet access is restricted for demo users', then Home). */
  walletGroup: boolean;
  /** Spec §2 shell rules: the header hides when the screen asks for full screen. */
  hidesHeaderInFullScreen: boolean;
}

export const HOME_PATH = '/';
export const MAINTENANCE_PATH = '/maintenance';
export const PROFILE_PATH_PREFIX = '/profile/';
export const CHANGE_PASSWORD_PATH = `${PROFILE_PATH_PREFIX}CHANGE_PASSWORD`;
/** Spec §2 names the forgotten-password route both ways; both lead to the same screen. */
export const FORGOT_PASSWORD_PATHS = ['/forget-password', '/forgot-password'] as const;
/** Spec §2 route guard and §6: what a signed-in user cannot open. */
export const SIGNED_OUT_ONLY_PATHS: readonly string[] = ['/login', '/sign-up', ...FORGOT_PASSWORD_PATHS];

type RouteOptions = Partial<Omit<RouteEntry, 'pattern' | 'screen' | 'area'>>;

const route = (pattern: string, screen: string, area: RouteArea, options: RouteOptions = {}): RouteEntry => ({
  pattern,
  screen,
  area,
  showsFooter: false,
  requiresAuth: false,
  walletGroup: false,
  hidesHeaderInFullScreen: false,
  ...options,
});

const signedIn = { requiresAuth: true } as const;
const wallet = { requiresAuth: true, walletGroup: true } as const;

export const ROUTES: readonly RouteEntry[] = [
  route(HOME_PATH, 'Home', 'home', { showsFooter: true }),
  route('/inplay', 'Home', 'home', { showsFooter: true }),
  route('/login', 'Login', 'auth'),
  route('/sign-up', 'SignUp', 'auth'),
  ...FORGOT_PASSWORD_PATHS.map((path) => route(path, 'ForgotPassword', 'auth')),
  route('/faq', 'Faq', 'faq'),
  route(MAINTENANCE_PATH, 'Maintenance', 'maintenance'),
  route('/cricket-fight', 'FantasyHome', 'fantasy', signedIn),
  route('/cricket-fight/my-contests', 'FantasyMyContests', 'fantasy', signedIn),
  route('/cricket-fight/my-contests/:id', 'FantasyContestDetail', 'fantasy', signedIn),
  route('/cricket-fight/:id', 'FantasyMatch', 'fantasy', signedIn),
  route('/cricket-fight/:id/place-bet', 'FantasyPlaceBet', 'fantasy', signedIn),
  route('/statements', 'Statements', 'reports', signedIn),
  route('/profit-loss', 'ProfitLoss', 'reports', signedIn),
  route('/bets/:type', 'Bets', 'reports', signedIn),
  route('/market-analysis', 'MarketAnalysis', 'reports', signedIn),
  route('/profit-loss-detail', 'ProfitLossDetail', 'reports', signedIn),
  route('/casino-win-loss-details', 'CasinoWinLossDetails', 'reports', signedIn),
  route('/games/:type?', 'Games', 'games', signedIn),
  route('/matka', 'Matka', 'matka'),
  route('/matka-details/:itemDetail', 'MatkaDetails', 'matka'),
  route(`${PROFILE_PATH_PREFIX}:type`, 'Profile', 'profile', signedIn),
  route('/refer-earn', 'ReferEarn', 'refer', signedIn),
  // Not in spec §2's table: the bonuses, the wallet switch and claims (docs/decisions/089).
  route('/bonus', 'Bonus', 'refer', signedIn),
  route('/sports/:type/:id', 'Sports', 'sports'),
  route('/sports-event-detail/:event_id', 'SportsEventDetail', 'sports', { hidesHeaderInFullScreen: true }),
  route('/sports-book', 'SportsBook', 'sports'),
  route('/multi-market', 'MultiMarket', 'multiMarket'),
  route('/notifications', 'Notifications', 'notifications', signedIn),
  route('/wallet-deposit', 'WalletDeposit', 'wallet', wallet),
  route('/wallet-withdraw', 'WalletWithdraw', 'wallet', wallet),
  route('/deposit-payment-method', 'DepositPaymentMethod', 'wallet', wallet),
];

/** Any other address: '404', 'Not Found', link 'Go To Homepage'. */
export const NOT_FOUND_ROUTE: RouteEntry = route('*', 'NotFound', 'notFound');

/** `/login/` and `/login` are the same address. */
export const normalizePath = (path: string): string => (path.length > 1 ? path.replace(/\/+$/, '') || HOME_PATH : path);

const segmentsOf = (path: string): string[] => (path === HOME_PATH ? [] : path.split('/').slice(1));

const patternMatches = (pattern: string, path: string): boolean => {
  const wanted = segmentsOf(pattern);
  const given = segmentsOf(path);
  const required = wanted.filter((segment) => !segment.endsWith('?')).length;
  if (given.length < required || given.length > wanted.length) return false;
  return given.every((segment, index) => {
    const expected = wanted[index]!;
    return expected.startsWith(':') ? segment !== '' : expected === segment;
  });
};

export const findRoute = (path: string): RouteEntry =>
  ROUTES.find((entry) => patternMatches(entry.pattern, normalizePath(path))) ?? NOT_FOUND_ROUTE;
