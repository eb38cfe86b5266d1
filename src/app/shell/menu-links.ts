import type { IconName } from '../../ui/icons.tsx';

export interface MenuLink {
  href: string;
  labelId: string;
  icon: IconName;
}

/** A menu entry that opens something on the page instead of going somewhere. */
export interface MenuAction {
  action: 'openHelp';
  labelId: string;
  icon: IconName;
}

export interface MenuGroup {
  titleId: string;
  links: readonly (MenuLink | MenuAction)[];
}

/** The side menu: every area of the product (spec §1, §2), by group. */
export const MENU_GROUPS: readonly MenuGroup[] = [
  {
    titleId: 'menu.group.sports',
    links: [
      { href: '/', labelId: 'menu.home', icon: 'home' },
      { href: '/inplay', labelId: 'menu.inPlay', icon: 'live' },
      { href: '/sports/cricket/4', labelId: 'menu.cricket', icon: 'cricket' },
      { href: '/sports/football/1', labelId: 'menu.football', icon: 'football' },
      { href: '/sports/tennis/2', labelId: 'menu.tennis', icon: 'tennis' },
      { href: '/multi-market', labelId: 'menu.multiMarket', icon: 'grid' },
      { href: '/sports-book', labelId: 'menu.sportsbook', icon: 'book' },
      { href: '/bets/open', labelId: 'menu.openBets', icon: 'chart' },
    ],
  },
  {
    titleId: 'menu.group.games',
    links: [
      { href: '/games/casino', labelId: 'menu.casino', icon: 'casino' },
      { href: '/matka', labelId: 'menu.matka', icon: 'matka' },
      { href: '/cricket-fight', labelId: 'menu.fantasy', icon: 'trophy' },
    ],
  },
  {
    titleId: 'menu.group.account',
    links: [
      { href: '/wallet-deposit', labelId: 'menu.deposit', icon: 'arrowDown' },
      { href: '/wallet-withdraw', labelId: 'menu.withdraw', icon: 'arrowUp' },
      { href: '/statements', labelId: 'menu.statements', icon: 'book' },
      { href: '/profit-loss', labelId: 'menu.profitLoss', icon: 'chart' },
      { href: '/notifications', labelId: 'menu.notifications', icon: 'bell' },
      { href: '/bonus', labelId: 'menu.bonus', icon: 'gift' },
      { href: '/refer-earn', labelId: 'menu.referEarn', icon: 'gift' },
      { href: '/profile/DETAILS', labelId: 'menu.profile', icon: 'user' },
      { href: '/profile/RESPONSIBLE_GAMBLING', labelId: 'menu.responsibleGambling', icon: 'clock' },
    ],
  },
  {
    titleId: 'menu.group.help',
    // Help opens in the menu, never as a floating button over the page's own controls (decision 124).
    links: [
      { action: 'openHelp', labelId: 'menu.help', icon: 'help' },
      { href: '/faq', labelId: 'menu.faq', icon: 'book' },
    ],
  },
];
