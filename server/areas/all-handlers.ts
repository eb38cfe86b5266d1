// Every area's handlers in one registry. An area that gets built adds its `…Handlers` here; the
// operations no area handles answer 501 (docs/decisions/001).
import type { Handlers } from '../contract/handlers.ts';
import { accountHandlers } from './account.ts';
import { authHandlers } from './auth.ts';
import { bettingHandlers } from './betting.ts';
import { cashOutHandlers } from './cashout.ts';
import { matkaHandlers } from './matka.ts';
import { sportsHandlers } from './sports.ts';
import { siteHandlers } from './site.ts';
import { walletConfigHandlers } from './wallet-config.ts';
import { walletDepositHandlers } from './wallet-deposit.ts';
import { walletHistoryHandlers } from './wallet-history.ts';
import { walletWithdrawHandlers } from './wallet-withdraw.ts';
import { walletWithdrawIdHandlers } from './wallet-withdraw-id.ts';
import { pushHandlers } from '../push/push-handlers.ts';
import { casinoHandlers } from './casino.ts';
import { fantasyHandlers } from './fantasy.ts';
import { notificationHandlers } from './notifications.ts';
import { reportsHandlers } from './reports.ts';
import { marketsNavHandlers } from './markets-nav.ts';
import { bonusHandlers } from './bonus.ts';
import { responsibleGamblingHandlers } from './responsible-gambling.ts';

export const allHandlers: Handlers = {
  ...siteHandlers,
  ...authHandlers,
  ...accountHandlers,
  ...walletWithdrawHandlers,
  ...walletWithdrawIdHandlers,
  ...walletHistoryHandlers,
  ...walletConfigHandlers,
  ...walletDepositHandlers,
  ...pushHandlers,
  ...casinoHandlers,
  ...sportsHandlers,
  ...bettingHandlers,
  ...cashOutHandlers,
  ...matkaHandlers,
  ...fantasyHandlers,
  ...reportsHandlers,
  ...notificationHandlers,
  ...marketsNavHandlers,
  ...bonusHandlers,
  ...responsibleGamblingHandlers,
};
