// Placing a bet against the server (docs/decisions/036 and 037), and reading the user's
// positions. A bet is matched inside one SQL transaction that locks the market (shared) and the user's
// wallet, checks the market, the stake and the price again, recomputes the market's exposure with the
// new bet, and refuses it if the available balance (balance + exposure − bonus) would go below zero.
import type { SuccessReply } from '../contract/handlers.ts';
import type { Database, Queryable } from '../db/database.ts';
import { HttpError } from '../http-error.ts';
import { withIdempotencyKey } from '../idempotency.ts';
import { availablePaise, LEDGER_KINDS, lockWallet, postEntry, readWallet, type WalletFigures } from '../ledger/ledger.ts';
import { playRefusal } from '../responsible-gambling/responsible-gambling.ts';
import { paiseToRupees, rupeesToPaise } from '../money.ts';
import { isInPlay, type MarketRow, type MarketStatus, type RunnerRow } from './catalogue.ts';
import { betMoney, fancyBook, isExchangeMarket, marketExposure, runnerPositions, type BetSide, type MarketType, type PositionBet } from './exposure.ts';
import { isOnLadder, MAX_PRICE, MIN_PRICE } from './ladder.ts';
import { refreshBooks } from './book-view.ts';
import { matchOrder, type Fill, type Offer } from './order-book.ts';
import { currentQuote, isAtLeastAsGood, type Quote } from './price.ts';

export { isExchangeMarket };

export const SAVE_BET_OPERATION = 'saveBet';
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

export interface BetPlacement {
  userId: number;
  request: BetRequest;
  idempotencyKey: string;
  /** The site allows this user to bet (demo users unless the site says otherwise). */
  bettingAllowed: boolean;
  /**
   * Told after an exchange bet is committed: its market (the ladder changed) and the other bettors it
   * was matched with (their bets and wallets changed), so the caller publishes them (docs/decisions/180).
   */
  onBook?: (marketId: string, counterUserIds: number[], matchedBets: MatchedBets) => Promise<void>;
}

/** The waiting bets a new bet was matched with, by their owner's user id (docs/decisions/189). */
export type MatchedBets = Map<number, number[]>;

/** Each counterparty's own bets among the fills (the market maker's fills have none). */
export function matchedBetsOf(fills: readonly Fill[]): MatchedBets {
  const byUser: MatchedBets = new Map();
  for (const { offer } of fills) {
    if (offer.userId === null || offer.betId === null) continue;
    const ids = byUser.get(offer.userId) ?? [];
    if (!ids.includes(offer.betId)) ids.push(offer.betId);
    byUser.set(offer.userId, ids);
  }
  return byUser;
}

export interface BettingClock {
  now(): Date;
  /** Waits the in-play bet delay (tests resolve it at once, or change prices meanwhile). */
  wait(ms: number): Promise<void>;
}

export const realClock: BettingClock = {
  now: () => new Date(),
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

interface BetRow {
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
function check(context: MarketContext, request: BetRequest, stakePaise: number, remainder = false): Quote {
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

async function storedReply(db: Queryable, userId: number, key: string): Promise<unknown> {
  const [row] = await db.query<{ operation: string; reply: unknown }>(
    'SELECT operation, reply FROM idempotency_keys WHERE user_id = $1 AND key = $2',
    [userId, key],
  );
  return row?.operation === SAVE_BET_OPERATION ? (row.reply ?? undefined) : undefined;
}

/**
 * Places a bet: the saveBet reply, or a BetRefusedError / HttpError. A key that already placed a bet
 * gets that first reply, whatever the market does now.
 */
export async function placeBet(db: Database, placement: BetPlacement, clock: BettingClock): Promise<BetReply> {
  const { userId, request, idempotencyKey } = placement;
  const earlier = await storedReply(db, userId, idempotencyKey);
  if (earlier) return earlier as BetReply;

  const first = await loadMarket(db, request, false);
  const stakePaise = validateShape(first, request);
  if (!placement.bettingAllowed) throw new BetRefusedError('bets_disabled', refusalData(first, undefined));
  check(first, request, stakePaise);

  // The in-play delay, outside any transaction: nothing is locked while the bettor waits.
  if (first.market.bet_delay > 0 && isInPlay(first.event, clock.now())) await clock.wait(first.market.bet_delay * 1000);

  let booked: Booked | undefined;
  const placed = await db.transaction((tx) =>
    withIdempotencyKey(tx, { userId, key: idempotencyKey, operation: SAVE_BET_OPERATION }, async () => {
      const context = await loadMarket(tx, request, true);
      const done = await placeLocked(tx, context, userId, request, stakePaise, clock);
      booked = done.booked;
      return done.reply;
    }),
  );
  if (booked) {
    await refreshBooks(db, [booked.marketId]);
    await placement.onBook?.(booked.marketId, booked.counterUserIds, booked.matchedBets);
  }
  return placed;
}

export interface Booked {
  marketId: string;
  counterUserIds: number[];
  matchedBets: MatchedBets;
}

/**
 * Places a bet inside the caller's transaction, the market already read with its lock (loadMarket):
 * checks it again, matches an exchange bet against the book, reserves its exposure through the ledger.
 * `remainder`: the unmatched rest of an accepted bet placed again at a new price (docs/decisions/182),
 * which may be below the market's minimum stake.
 */
export async function placeLocked(
  tx: Queryable,
  context: MarketContext,
  userId: number,
  request: BetRequest,
  stakePaise: number,
  clock: BettingClock,
  remainder = false,
): Promise<{ reply: BetReply; booked?: Booked }> {
  let booked: Booked | undefined;
  const quote = check(context, request, stakePaise, remainder);
  const exchange = isExchangeMarket(context.market.market_type);
  // Exchange: the book is matched now, under the market's lock; the house's markets match in full at the quote.
  const book = exchange ? await matchAgainstBook(tx, context, userId, request, stakePaise, clock.now()) : undefined;
  // Every wallet the bet touches, locked in user id order (no two bets wait on each other's wallets).
  const touched = [...new Set([userId, ...(book?.counterUserIds ?? [])])].sort((a, b) => a - b);
  const wallets = new Map<number, WalletFigures>();
  for (const id of touched) wallets.set(id, await lockWallet(tx, id));
  const wallet = wallets.get(userId)!;
  const open = await openBetsOf(tx, userId, context.market.id);
  const selectionIds = context.runners.map((runner) => runner.selection_id);
  const money = book?.money ?? betMoney({ marketType: context.market.market_type, side: request.type, odds: quote.odds, stakePaise });
  const remainingPaise = book?.remainingPaise ?? 0;
  const newBet: ReservedBet = {
    selection_id: request.selection_id,
    side: request.type,
    runs: quote.runs,
    odds: quote.odds,
    win_paise: money.winPaise,
    lose_paise: money.losePaise,
    size_remaining_paise: remainingPaise,
  };
  const type = context.market.market_type;
  const before = reservedExposure(type, open, selectionIds);
  const after = reservedExposure(type, [...open, newBet], selectionIds);
  const change = after - before;
  const afterWallet: WalletFigures = { ...wallet, exposurePaise: wallet.exposurePaise + change };
  if (change < 0 && availablePaise(afterWallet) < 0) {
    throw new BetRefusedError('insufficient_balance', refusalData(context, quote));
  }
  const now = clock.now();
  const limited = await playRefusal(tx, userId, { riskPaise: -change, exposurePaise: wallet.exposurePaise }, now);
  if (limited) throw new BetRefusedError('bets_disabled', refusalData(context, quote), limited);
  const [bet] = await tx.query<BetRow>(
    `INSERT INTO bets (user_id, event_id, market_id, selection_id, side, odds, runs, stake_paise, win_paise, lose_paise, placed_at, size_remaining_paise, persistence_type)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING *`,
    [
      userId,
      context.event.id,
      context.market.id,
      request.selection_id,
      request.type,
      quote.odds,
      quote.runs,
      stakePaise,
      money.winPaise,
      money.losePaise,
      now,
      remainingPaise,
      request.persistence_type === 'PERSIST' ? 'persist' : 'lapse',
    ],
  );
  if (book) {
    await book.commit(bet!.id, now);
    booked = { marketId: context.market.id, counterUserIds: book.counterUserIds, matchedBets: book.matchedBets };
  }
  const posted = await postEntry(tx, {
    userId,
    kind: LEDGER_KINDS.betPlaced,
    reference: `bet:${bet!.id}`,
    exposurePaise: change,
    betsCountChange: 1,
    remark: `${context.event.name} / ${context.market.name}`,
    at: now,
  });
  const positions = [...open, bet!];
  const reply = {
    status: 200 as const,
    success: true as const,
    message: remainingPaise === 0 ? 'Bet placed' : remainingPaise === stakePaise ? 'Bet unmatched' : 'Bet partially matched',
    data: {
      bet: betView(bet!, context),
      balance: balanceView(posted.wallet),
      exposure: exposureView(context, positions),
    },
  };
  return { reply, ...(booked && { booked }) };
}

/**
 * A bet placed before its event turned in play with persistence 'lapse' (the default) lapses at the
 * turn (docs/decisions/181): this SQL condition on `bets`, given the event's open date and now as
 * parameters, is never matched again, and the leader's sweep (unmatched.ts) releases it.
 */
export const lapsesAtTurn = (openDate: string, now: string) => `(persistence_type = 'lapse' AND placed_at < ${openDate} AND ${openDate} <= ${now})`;

/** A back is matched against waiting lays and the market maker's back cells; a lay against waiting backs and its lay cells. */
const opposite = (side: BetSide): BetSide => (side === 'back' ? 'lay' : 'back');

interface BookMatch {
  money: { winPaise: number; losePaise: number };
  remainingPaise: number;
  counterUserIds: number[];
  matchedBets: MatchedBets;
  /** Writes the matches once the new bet has its id: the waiting bets, the market maker's sizes, bet_matches, the counterparties' exposure. */
  commit(betId: number, now: Date): Promise<void>;
}

/**
 * The offers a bet on `side` of `runner` can take (the caller holds the market's lock; the waiting bets
 * are locked): other users' waiting bets on the opposite side, and the market maker's cells.
 */
export async function bookOffers(tx: Queryable, context: MarketContext, userId: number, runner: RunnerRow, side: BetSide, now: Date): Promise<Offer[]> {
  const waiting = await tx.query<BetRow>(
    `SELECT * FROM bets WHERE market_id = $1 AND selection_id = $2 AND side = $3 AND status = 'open' AND size_remaining_paise > 0 AND user_id <> $4
        AND NOT ${lapsesAtTurn('$5::timestamptz', '$6::timestamptz')}
      ORDER BY id FOR UPDATE`,
    [context.market.id, runner.selection_id, opposite(side), userId, context.event.open_date, now],
  );
  const makerCells = side === 'back' ? runner.back : runner.lay;
  return [
    ...waiting.map((bet) => ({ betId: bet.id, userId: bet.user_id, price: bet.odds, sizePaise: bet.size_remaining_paise })),
    ...makerCells.map((cell) => ({ betId: null, userId: null, price: cell.price, sizePaise: Math.floor(cell.size * 100) })),
  ];
}

/**
 * Matches an exchange bet against its runner's book (the caller holds the market's lock): the fills,
 * and a commit that applies them. Other users' waiting bets are liquidity; the bettor's own are not.
 */
async function matchAgainstBook(tx: Queryable, context: MarketContext, userId: number, request: BetRequest, stakePaise: number, now: Date): Promise<BookMatch> {
  const type = context.market.market_type;
  const runner = context.runners.find((candidate) => candidate.selection_id === request.selection_id)!;
  const offers = await bookOffers(tx, context, userId, runner, request.type, now);
  const { fills, remainingPaise } = matchOrder(request.type, request.odds, stakePaise, offers);
  const money = { winPaise: 0, losePaise: 0 };
  for (const fill of fills) {
    const piece = betMoney({ marketType: type, side: request.type, odds: fill.price, stakePaise: fill.sizePaise });
    money.winPaise += piece.winPaise;
    money.losePaise += piece.losePaise;
  }
  const counterUserIds = [...new Set(fills.flatMap((fill) => (fill.offer.userId === null ? [] : [fill.offer.userId])))];
  return {
    money,
    remainingPaise,
    counterUserIds,
    matchedBets: matchedBetsOf(fills),
    commit: (betId, now) => applyFills(tx, context, request, runner, fills, betId, now),
  };
}

export async function applyFills(
  tx: Queryable,
  context: MarketContext,
  request: BetRequest,
  runner: RunnerRow,
  fills: readonly Fill[],
  betId: number,
  now: Date,
): Promise<void> {
  if (fills.length === 0) return;
  const type = context.market.market_type;
  const selectionIds = context.runners.map((candidate) => candidate.selection_id);
  const counterSide = opposite(request.type);
  // The counterparties' market exposure before the matches (their bets as they are now).
  const counterUsers = [...new Set(fills.flatMap((fill) => (fill.offer.userId === null ? [] : [fill.offer.userId])))];
  const before = new Map<number, number>();
  for (const id of counterUsers) before.set(id, reservedExposure(type, await openBetsOf(tx, id, context.market.id), selectionIds));
  const makerTaken = new Map<number, number>();
  for (const fill of fills) {
    const { offer } = fill;
    if (offer.betId === null) {
      const key = Math.round(fill.price * 100);
      makerTaken.set(key, (makerTaken.get(key) ?? 0) + fill.sizePaise);
    } else {
      // The waiting bet is matched at its own price: what it gets is what it asked.
      const piece = betMoney({ marketType: type, side: counterSide, odds: fill.price, stakePaise: fill.sizePaise });
      await tx.query(
        'UPDATE bets SET win_paise = win_paise + $2, lose_paise = lose_paise + $3, size_remaining_paise = size_remaining_paise - $4 WHERE id = $1',
        [offer.betId, piece.winPaise, piece.losePaise, fill.sizePaise],
      );
    }
    const backBet = request.type === 'back' ? betId : offer.betId;
    const layBet = request.type === 'lay' ? betId : offer.betId;
    await tx.query(
      'INSERT INTO bet_matches (market_id, selection_id, price, size_paise, back_bet_id, lay_bet_id, matched_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
      [context.market.id, request.selection_id, fill.price, fill.sizePaise, backBet, layBet, now],
    );
  }
  if (makerTaken.size > 0) {
    // The market maker's finite sizes: what was taken is gone until the feed posts again.
    const column = request.type === 'back' ? 'back' : 'lay';
    const cells = (request.type === 'back' ? runner.back : runner.lay)
      .map((cell) => ({ price: cell.price, size: Math.round(cell.size * 100 - (makerTaken.get(Math.round(cell.price * 100)) ?? 0)) / 100 }))
      .filter((cell) => cell.size > 0);
    await tx.query(`UPDATE runners SET ${column} = $3 WHERE market_id = $1 AND selection_id = $2`, [context.market.id, runner.selection_id, JSON.stringify(cells)]);
    if (request.type === 'back') runner.back = cells;
    else runner.lay = cells;
  }
  for (const id of counterUsers) {
    const after = reservedExposure(type, await openBetsOf(tx, id, context.market.id), selectionIds);
    const change = after - before.get(id)!;
    // Matched at its own price the reservation stays; a paisa of rounding between the pieces is posted.
    if (change !== 0) {
      await postEntry(tx, {
        userId: id,
        kind: LEDGER_KINDS.betPlaced,
        reference: `matched:${betId}:${id}`,
        exposurePaise: change,
        remark: `${context.event.name} / ${context.market.name}`,
        at: now,
      });
    }
  }
}

export type BetReply = SuccessReply<'saveBet'>;

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

async function openBetsOf(db: Queryable, userId: number, marketId: string): Promise<BetRow[]> {
  return db.query<BetRow>("SELECT * FROM bets WHERE user_id = $1 AND market_id = $2 AND status = 'open' ORDER BY id", [userId, marketId]);
}

export function balanceView(wallet: WalletFigures) {
  return {
    bl: paiseToRupees(wallet.balancePaise),
    ex: paiseToRupees(wallet.exposurePaise),
    bc: wallet.betsCount,
    eb: paiseToRupees(wallet.bonusPaise),
  };
}

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

/** Per market, the sum of the amounts the user's cash-outs locked in (docs/decisions/076). */
export async function cashedOutByMarket(db: Queryable, userId: number, marketIds: readonly string[]): Promise<Map<string, number>> {
  const rows = await db.query<{ market_id: string; total: number }>(
    'SELECT market_id, SUM(amount_paise)::bigint AS total FROM cashouts WHERE user_id = $1 AND market_id = ANY($2::text[]) GROUP BY market_id',
    [userId, marketIds],
  );
  return new Map(rows.map((row) => [row.market_id, Number(row.total)]));
}

/** The user's positions on every market (of one event, when given) with open bets that is not closed. */
export async function userExposures(db: Queryable, userId: number, eventId?: string) {
  const bets = await db.query<BetRow>(
    `SELECT b.* FROM bets b JOIN markets m ON m.id = b.market_id
      WHERE b.user_id = $1 AND b.status = 'open' AND m.status <> 'closed' ${eventId === undefined ? '' : 'AND b.event_id = $2'}
      ORDER BY b.market_id, b.id`,
    eventId === undefined ? [userId] : [userId, eventId],
  );
  const marketIds = [...new Set(bets.map((bet) => bet.market_id))];
  if (marketIds.length === 0) return [];
  const markets = await db.query<MarketRow & { event_name: string; event_open_date: Date; event_status: string }>(
    `SELECT m.*, e.name AS event_name, e.open_date AS event_open_date, e.status AS event_status
       FROM markets m JOIN events e ON e.id = m.event_id WHERE m.id = ANY($1::text[]) ORDER BY e.open_date, m.event_id, m.sort_order`,
    [marketIds],
  );
  const runners = await db.query<RunnerRow>('SELECT * FROM runners WHERE market_id = ANY($1::text[]) ORDER BY sort_order', [marketIds]);
  const cashedOut = await cashedOutByMarket(db, userId, marketIds);
  return markets.map((market) =>
    exposureView(
      {
        market,
        runners: runners.filter((runner) => runner.market_id === market.id),
        event: { id: market.event_id, name: market.event_name, open_date: market.event_open_date, status: market.event_status },
      },
      bets.filter((bet) => bet.market_id === market.id),
      cashedOut.get(market.id),
    ),
  );
}

/** The user's fancy book on one market: profit or loss per runs value, in rupees. */
export async function userFancyBook(db: Queryable, userId: number, eventId: string, marketId: string) {
  const bets = await db.query<BetRow>(
    "SELECT * FROM bets WHERE user_id = $1 AND event_id = $2 AND market_id = $3 AND status = 'open' ORDER BY id",
    [userId, eventId, marketId],
  );
  return fancyBook(bets.map(positionOf)).map((row) => ({ run: row.run, position: paiseToRupees(row.positionPaise) }));
}

export async function currentBalance(db: Queryable, userId: number) {
  return balanceView(await readWallet(db, userId));
}

/** The user's bets, newest first: open only, or all of one event. */
export async function userBets(db: Queryable, userId: number, filter: { eventId?: string; openOnly: boolean }) {
  const rows = await db.query<BetRow & { event_name: string; market_name: string; market_type: MarketType; selection_name: string | null }>(
    `SELECT b.*, e.name AS event_name, m.name AS market_name, m.market_type, r.name AS selection_name
       FROM bets b JOIN events e ON e.id = b.event_id JOIN markets m ON m.id = b.market_id
       LEFT JOIN runners r ON r.market_id = b.market_id AND r.selection_id = b.selection_id
      WHERE b.user_id = $1 AND ($2::text IS NULL OR b.event_id = $2) AND (NOT $3 OR b.status = 'open')
      ORDER BY b.placed_at DESC, b.id DESC LIMIT 500`,
    [userId, filter.eventId ?? null, filter.openOnly],
  );
  return rows.map((row) =>
    betView(row, {
      market: { id: row.market_id, name: row.market_name, market_type: row.market_type } as MarketRow,
      runners: [{ selection_id: row.selection_id, name: row.selection_name ?? row.selection_id } as RunnerRow],
      event: { id: row.event_id, name: row.event_name, open_date: new Date(0), status: 'open' },
    }),
  );
}

/** The events where the user has open bets, with how many. */
export async function openBetEvents(db: Queryable, userId: number) {
  return db.query<{ event_id: string; event_name: string; sport_id: number; bets_count: number }>(
    `SELECT e.id AS event_id, e.name AS event_name, e.sport_id, count(*)::int AS bets_count
       FROM bets b JOIN events e ON e.id = b.event_id
      WHERE b.user_id = $1 AND b.status = 'open'
      GROUP BY e.id ORDER BY min(b.placed_at) DESC`,
    [userId],
  );
}
