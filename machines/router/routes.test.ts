import { describe, expect, it } from 'vitest';
import { findRoute, ROUTES } from './routes.ts';

describe('route table', () => {
  it.each([
    ['/', 'Home'],
    ['/inplay', 'Home'],
    ['/forget-password', 'ForgotPassword'],
    ['/forgot-password', 'ForgotPassword'],
    ['/cricket-fight', 'FantasyHome'],
    ['/cricket-fight/my-contests', 'FantasyMyContests'],
    ['/cricket-fight/my-contests/7', 'FantasyContestDetail'],
    ['/cricket-fight/7', 'FantasyMatch'],
    ['/cricket-fight/7/place-bet', 'FantasyPlaceBet'],
    ['/games', 'Games'],
    ['/games/slots', 'Games'],
    ['/bets/open', 'Bets'],
    ['/profile/CHANGE_PASSWORD', 'Profile'],
    ['/sports/4/123', 'Sports'],
    ['/sports-event-detail/99', 'SportsEventDetail'],
    ['/wallet-deposit/', 'WalletDeposit'],
    ['/sports/4', 'NotFound'],
    ['/games/slots/extra', 'NotFound'],
    ['/nowhere', 'NotFound'],
  ])('%s shows %s', (path, screen) => {
    expect(findRoute(path).screen).toBe(screen);
  });

  it('shows the footer only on Home and inplay', () => {
    expect(ROUTES.filter((route) => route.showsFooter).map((route) => route.pattern)).toEqual(['/', '/inplay']);
  });

  it('groups the three wallet screens', () => {
    expect(ROUTES.filter((route) => route.walletGroup).map((route) => route.pattern)).toEqual([
      '/wallet-deposit',
      '/wallet-withdraw',
      '/deposit-payment-method',
    ]);
  });

  it('hides the header in full screen only on the event detail screen', () => {
    expect(ROUTES.filter((route) => route.hidesHeaderInFullScreen).map((route) => route.screen)).toEqual(['SportsEventDetail']);
  });
});
