// The reply shapes of a bet (docs/decisions/180): the wallet figures, one bet with its order status and
// average matched price, and a user's position on one market. Pure functions of rows already read, used
// by placement, editing, cancelling, cash-out and the reports alike.
import { paiseToRupees } from '../money.ts';
import { positionOf, reservedExposure, reservedPositions, type ReservedBet } from './bet-positions.ts';
import type { BetRow, MarketContext, PersistenceType } from './bet-types.ts';
import { isExchangeMarket, runnerPositions, type MarketType } from './exposure.ts';

/** Betfair's names for where a bet stands (docs/decisions/180). */
export type OrderStatus = 'matched' | 'partially_matched' | 'unmatched' | 'cancelled' | 'lapsed' | 'settled' | 'voided';

export function orderStatus(bet: Pick<BetRow, 'status' | 'stake_paise' | 'size_remaining_paise' | 'size_cancelled_paise'>): OrderStatus {
  if (bet.status === 'won' || bet.status === 'lost') return 'settled';
  if (bet.status === 'void') return 'voided';
  if (bet.status === 'cancelled' || bet.status === 'lapsed') return bet.status;
  const matched = bet.stake_paise - bet.size_remaining_paise - bet.size_cancelled_paise;
  if (bet.size_remaining_paise === 0) return 'matched';
  return matched > 0 ? 'partially_matched' : 'unmatched';
}

/** The average price of the matched part (exchange: from its money, exact to the paisa), or null when nothing is matched. */
export function averagePriceMatched(bet: Pick<BetRow, 'side' | 'odds' | 'stake_paise' | 'size_remaining_paise' | 'size_cancelled_paise' | 'win_paise' | 'lose_paise'>, exchange: boolean): number | null {
  const matched = bet.stake_paise - bet.size_remaining_paise - bet.size_cancelled_paise;
  if (matched <= 0) return null;
  if (!exchange) return bet.odds;
  const gain = bet.side === 'back' ? bet.win_paise : bet.lose_paise;
  return Math.round((1 + gain / matched) * 100) / 100;
}

export function betView(bet: BetRow, context: MarketContext) {
  const runner = context.runners.find((candidate) => candidate.selection_id === bet.selection_id);
  const exchange = isExchangeMarket(context.market.market_type);
  const matchedPaise = bet.stake_paise - bet.size_remaining_paise - bet.size_cancelled_paise;
  const average = averagePriceMatched(bet, exchange);
  // What the whole bet wins or loses: the matched part's money plus the unmatched part's at its price.
  const whole = reservedPositions(context.market.market_type, bet).reduce((sum, position) => ({ win: sum.win + position.winPaise, lose: sum.lose + position.losePaise }), { win: 0, lose: 0 });
  return {
    bet_id: bet.id,
    event_id: bet.event_id,
    event_name: context.event.name,
    market_id: bet.market_id,
    market_name: context.market.name,
    market_type: context.market.market_type,
    selection_id: bet.selection_id,
    selection_name: runner?.name ?? bet.selection_id,
    type: bet.side,
    odds: average ?? bet.odds,
    runs: bet.runs,
    stake: paiseToRupees(bet.stake_paise),
    liability: paiseToRupees(whole.lose),
    potential_profit: paiseToRupees(whole.win),
    // 'lapsed' is said as cancelled here (older clients know these five); order_status tells them apart.
    status: bet.status === 'lapsed' ? ('cancelled' as const) : bet.status,
    order_status: orderStatus(bet),
    price_requested: bet.odds,
    size_matched: paiseToRupees(matchedPaise),
    size_remaining: paiseToRupees(bet.size_remaining_paise),
    average_price_matched: average,
    profit_loss: bet.profit_loss_paise === null ? null : paiseToRupees(bet.profit_loss_paise),
    placed_at: bet.placed_at.toISOString(),
    settled_at: bet.settled_at ? bet.settled_at.toISOString() : null,
    cash_out: bet.cashout_id !== null,
    persistence_type: (bet.persistence_type === 'persist' ? 'PERSIST' : 'LAPSE') as PersistenceType,
  };
}

/** The user's position on one market; `cashedOutPaise`: the amounts earlier cash-outs locked in there. */
export function exposureView(context: MarketContext, bets: readonly ReservedBet[], cashedOutPaise = 0) {
  const type: MarketType = context.market.market_type;
  const selectionIds = context.runners.map((runner) => runner.selection_id);
  const positions = bets.map(positionOf);
  return {
    event_id: context.event.id,
    event_name: context.event.name,
    market_id: context.market.id,
    market_name: context.market.name,
    market_type: type,
    // What the wallet holds: matched and unmatched (docs/decisions/180); the runners' positions are the matched bets'.
    exposure: paiseToRupees(reservedExposure(type, bets, selectionIds)),
    runners:
      type === 'fancy'
        ? []
        : [...runnerPositions(positions, selectionIds)].map(([selection_id, position]) => ({ selection_id, position: paiseToRupees(position) })),
    cashed_out: paiseToRupees(cashedOutPaise),
  };
}
