// The shapes a sports bet takes on the server: the request, the bets row, the market it goes on and the
// saveBet reply. Placing, matching, viewing and reading bets all use them; they live apart so that
// none of those files needs another only for its types.
import type { SuccessReply } from '../contract/handlers.ts';
import type { MarketRow, RunnerRow } from './catalogue.ts';
import type { BetSide } from './exposure.ts';

export interface BetRequest {
  event_id: string;
  market_id: string;
  selection_id: string;
  type: BetSide;
  odds: number;
  runs?: number;
  stake: number;
  accept_any_odds?: boolean;
  /** Exchange markets (docs/decisions/181): LAPSE (default) cancels the unmatched part when the event turns in play; PERSIST keeps it. */
  persistence_type?: PersistenceType;
}

export type PersistenceType = 'LAPSE' | 'PERSIST';

/** The waiting bets a new bet was matched with, by their owner's user id (docs/decisions/189). */
export type MatchedBets = Map<number, number[]>;

export interface BetRow {
  id: number;
  user_id: number;
  event_id: string;
  market_id: string;
  selection_id: string;
  side: BetSide;
  odds: number;
  runs: number | null;
  stake_paise: number;
  win_paise: number;
  lose_paise: number;
  status: 'open' | 'won' | 'lost' | 'void' | 'cancelled' | 'lapsed';
  /** Exchange markets (docs/decisions/180): the part waiting unmatched at `odds`, and the part cancelled or lapsed. */
  size_remaining_paise: number;
  size_cancelled_paise: number;
  profit_loss_paise: number | null;
  placed_at: Date;
  settled_at: Date | null;
  /** The cash-out that placed this bet as a hedge (docs/decisions/076), else null. */
  cashout_id: number | null;
  persistence_type: 'lapse' | 'persist';
}

export interface MarketContext {
  market: MarketRow;
  runners: RunnerRow[];
  event: { id: string; name: string; open_date: Date; status: string };
}

export interface Booked {
  marketId: string;
  counterUserIds: number[];
  matchedBets: MatchedBets;
}

export type BetReply = SuccessReply<'saveBet'>;
