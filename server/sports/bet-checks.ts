// Checking a bet against its market (docs/decisions/036 and 160): reading the market (under its lock when
// placing), the refusals in the slip's words, the contract's shape checks and the price check. Apart from
// placement because editing a price (edit-price.ts) runs the same checks.
import type { Queryable } from '../db/database.ts';
import { HttpError } from '../http-error.ts';
import { paiseToRupees, rupeesToPaise } from '../money.ts';
import type { BetRequest, MarketContext } from './bet-types.ts';
import type { MarketRow, MarketStatus, RunnerRow } from './catalogue.ts';
import { isExchangeMarket } from './exposure.ts';
import { isOnLadder, MAX_PRICE, MIN_PRICE } from './ladder.ts';
import { currentQuote, isAtLeastAsGood, type Quote } from './price.ts';

export const MARKET_NOT_FOUND = 'Market not found.';

export type RefusalCode =
  | 'odds_changed'
  | 'market_suspended'
  | 'market_closed'
  | 'stake_out_of_range'
  | 'insufficient_balance'
  | 'bets_disabled'
  | 'unknown_selection';

export const REFUSAL_MESSAGES: Record<RefusalCode, string> = {
  odds_changed: 'Odds changed. Accept the new odds to place the bet.',
  market_suspended: 'Market is suspended.',
  market_closed: 'Market is closed.',
  stake_out_of_range: 'Stake is outside the market limits.',
  insufficient_balance: 'Insufficient Balance',
  bets_disabled: 'Betting is not available for this account.',
  unknown_selection: 'Selection not found in this market.',
};

export interface RefusalData {
  market_status: MarketStatus;
  current_odds: number | null;
  current_runs: number | null;
  min_stake: number;
  max_stake: number;
}

/** A refused bet: 409 when the price moved, 400 otherwise; the reply carries `data` (BetRefusal). */
export class BetRefusedError extends HttpError {
  constructor(
    readonly code: RefusalCode,
    readonly data: RefusalData,
    message: string = REFUSAL_MESSAGES[code],
  ) {
    super(code === 'odds_changed' ? 409 : 400, message, { error: code });
  }

  override toReply() {
    return { ...super.toReply(), data: this.data };
  }
}

/** A bet the contract lets through but the market cannot take, said in the slip's words (docs/decisions/160). */
const contractError = (msg: string, field: string) => new HttpError(422, 'Error 422', { detail: [{ msg, loc: ['body', field] }] });

/**
 * Reads the market; `lock`: shared for the house's markets, for update for an exchange market (its
 * book is matched under the market's row lock, one transaction at a time, across processes).
 */
export async function loadMarket(db: Queryable, request: Pick<BetRequest, 'market_id' | 'event_id'>, lock: boolean): Promise<MarketContext> {
  const [found] = await db.query<MarketRow>('SELECT * FROM markets WHERE id = $1', [request.market_id]);
  const lockMode = found && isExchangeMarket(found.market_type) ? ' FOR UPDATE' : ' FOR SHARE';
  const [market] = lock && found ? await db.query<MarketRow>(`SELECT * FROM markets WHERE id = $1${lockMode}`, [request.market_id]) : [found];
  if (!market || market.event_id !== request.event_id) {
    // Refused like a closed market (the slip shows the same), in the BetRefusal shape.
    throw new BetRefusedError('market_closed', { market_status: 'closed', current_odds: null, current_runs: null, min_stake: 0, max_stake: 0 }, MARKET_NOT_FOUND);
  }
  const [event] = await db.query<MarketContext['event']>('SELECT id, name, open_date, status FROM events WHERE id = $1', [market.event_id]);
  const runners = await db.query<RunnerRow>(`SELECT * FROM runners WHERE market_id = $1 ORDER BY sort_order${lock ? ' FOR UPDATE' : ''}`, [market.id]);
  return { market, runners, event: event! };
}

export function refusalData(context: MarketContext, quote: Quote | undefined): RefusalData {
  return {
    market_status: context.market.status,
    current_odds: quote?.odds ?? null,
    current_runs: quote?.runs ?? null,
    min_stake: paiseToRupees(context.market.min_stake_paise),
    max_stake: paiseToRupees(context.market.max_stake_paise),
  };
}

/** Checks the market, the runner, the stake and the price; returns the price the bet gets now. */
export function checkBet(context: MarketContext, request: BetRequest, stakePaise: number, remainder = false): Quote {
  const { market } = context;
  const runner = context.runners.find((candidate) => candidate.selection_id === request.selection_id);
  const quote = runner && currentQuote(market.market_type, runner, request.type);
  const refuse = (code: RefusalCode) => new BetRefusedError(code, refusalData(context, quote));
  if (!runner) throw refuse('unknown_selection');
  if (market.status === 'closed' || context.event.status !== 'open' || runner.status === 'closed') throw refuse('market_closed');
  if (market.status !== 'open' || runner.status !== 'open') throw refuse('market_suspended');
  if (!remainder && (stakePaise < market.min_stake_paise || stakePaise > market.max_stake_paise)) throw refuse('stake_out_of_range');
  // An exchange bet is a limit order: matched at its price or better, the rest waits (docs/decisions/180).
  if (isExchangeMarket(market.market_type)) return { odds: request.odds, runs: null };
  if (!quote) throw refuse('odds_changed');
  const requested: Quote = { odds: request.odds, runs: market.market_type === 'fancy' ? (request.runs ?? null) : null };
  if (!request.accept_any_odds && !isAtLeastAsGood(market.market_type, request.type, requested, quote)) throw refuse('odds_changed');
  return quote;
}

export function validateShape(context: MarketContext, request: BetRequest): number {
  const type = context.market.market_type;
  if (!Number.isFinite(request.odds)) throw contractError('Odds must be a number.', 'odds');
  if ((type === 'match_odds' || type === 'tied_match') && (request.odds < MIN_PRICE || request.odds > MAX_PRICE)) {
    throw contractError(`Odds must be from ${MIN_PRICE} to ${MAX_PRICE}.`, 'odds');
  }
  if (isExchangeMarket(type) && !isOnLadder(request.odds)) throw contractError('Odds must be a price of the ladder.', 'odds');
  if (type === 'fancy' && request.runs === undefined) throw contractError('Choose the runs line of this fancy market.', 'runs');
  if (type !== 'fancy' && request.runs !== undefined) throw contractError('Runs are only taken on fancy markets.', 'runs');
  try {
    return rupeesToPaise(request.stake);
  } catch {
    throw contractError('Stake can have at most 2 decimals (paise).', 'stake');
  }
}
