/**
 * Every route of spec §2 and the screen it shows. Areas not built yet show their placeholder.
 * SEAM: machines/router/routes.ts (the route table as data) had not landed when this was written;
 * when it does, the patterns below are read from it and this file keeps only name → screen.
 */
import { Route, Switch } from 'wouter';
import { FaqScreen } from '../features/faq/faq-screen.tsx';
import { HomeScreen } from '../features/home/home-screen.tsx';
import { MaintenanceScreen } from '../features/maintenance/maintenance-screen.tsx';
import { NotFoundScreen } from '../features/not-found/not-found-screen.tsx';
import { PlaceholderScreen, type PlaceholderArea } from '../features/placeholders/placeholder-screen.tsx';
import { InspectorScreen } from './inspector-screen.tsx';

const PLACEHOLDER_ROUTES: readonly (readonly [string, PlaceholderArea])[] = [
  ['/login', 'login'],
  ['/sign-up', 'signUp'],
  // The spec names both spellings of the forgotten-password path (§2).
  ['/forget-password', 'forgotPassword'],
  ['/forgot-password', 'forgotPassword'],
  ['/cricket-fight', 'fantasy'],
  ['/cricket-fight/my-contests', 'fantasy'],
  ['/cricket-fight/my-contests/:id', 'fantasy'],
  ['/cricket-fight/:id', 'fantasy'],
  ['/cricket-fight/:id/place-bet', 'fantasy'],
  ['/statements', 'reports'],
  ['/profit-loss', 'reports'],
  ['/bets/:type', 'reports'],
  ['/market-analysis', 'reports'],
  ['/profit-loss-detail', 'reports'],
  ['/casino-win-loss-details', 'reports'],
  ['/games/:type?', 'games'],
  ['/matka', 'matka'],
  ['/matka-details/:itemDetail', 'matka'],
  ['/profile/:type', 'profile'],
  ['/refer-earn', 'referEarn'],
  ['/sports/:type/:id', 'sports'],
  ['/sports-event-detail/:event_id', 'sports'],
  ['/sports-book', 'sports'],
  ['/multi-market', 'multiMarket'],
  ['/notifications', 'notifications'],
  ['/wallet-deposit', 'wallet'],
  ['/wallet-withdraw', 'wallet'],
  ['/deposit-payment-method', 'wallet'],
];

export const HOME_PATHS = ['/', '/inplay'] as const;
export const EVENT_DETAIL_PATTERN = '/sports-event-detail/:event_id';

export function AppRoutes({ inspectorEnabled }: { inspectorEnabled: boolean }) {
  return (
    <Switch>
      {HOME_PATHS.map((path) => (
        <Route key={path} path={path} component={HomeScreen} />
      ))}
      <Route path="/faq" component={FaqScreen} />
      <Route path="/maintenance" component={MaintenanceScreen} />
      {PLACEHOLDER_ROUTES.map(([path, area]) => (
        <Route key={path} path={path}>
          <PlaceholderScreen area={area} />
        </Route>
      ))}
      {inspectorEnabled && <Route path="/inspector" component={InspectorScreen} />}
      <Route component={NotFoundScreen} />
    </Switch>
  );
}
