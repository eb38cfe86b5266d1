// What a user's bets hold on a market: each bet's positions (its matched part, and its unmatched part at
// its asked price, docs/decisions/180) and the market exposure the wallet reserves for them. Placement,
// matching, cash-out and the views all measure a market this one way.
import type { Queryable } from '../db/database.ts';
import type { BetRow } from './bet-types.ts';
import { betMoney, marketExposure, type MarketType, type PositionBet } from './exposure.ts';

export function positionOf(bet: Pick<BetRow, 'selection_id' | 'side' | 'runs' | 'win_paise' | 'lose_paise'>): PositionBet {
  return { selectionId: bet.selection_id, side: bet.side, runs: bet.runs, winPaise: bet.win_paise, losePaise: bet.lose_paise };
}

/** A bet as exposure sees it: its matched money, and its unmatched part at the asked price (docs/decisions/180). */
export type ReservedBet = Pick<BetRow, 'selection_id' | 'side' | 'runs' | 'win_paise' | 'lose_paise'> & Partial<Pick<BetRow, 'odds' | 'size_remaining_paise'>>;

/** The positions a bet reserves: the matched part, and the unmatched part as if matched at its price (the worst case). */
export function reservedPositions(marketType: MarketType, bet: ReservedBet): PositionBet[] {
  const matched = positionOf(bet);
  const remaining = bet.size_remaining_paise ?? 0;
  if (remaining <= 0 || bet.odds === undefined) return [matched];
  const rest = betMoney({ marketType, side: bet.side, odds: bet.odds, stakePaise: remaining });
  return [matched, { ...matched, ...rest }];
}

/** The market's exposure of these bets, matched and unmatched: what the wallet holds for them. */
export function reservedExposure(marketType: MarketType, bets: readonly ReservedBet[], selectionIds: readonly string[]): number {
  return marketExposure(marketType, bets.flatMap((bet) => reservedPositions(marketType, bet)), selectionIds);
}

export async function openBetsOf(db: Queryable, userId: number, marketId: string): Promise<BetRow[]> {
  return db.query<BetRow>("SELECT * FROM bets WHERE user_id = $1 AND market_id = $2 AND status = 'open' ORDER BY id", [userId, marketId]);
}
