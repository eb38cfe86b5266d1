// Placing a bet against the server (issue 11, docs/decisions/036 and 037), and reading the user's
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
import { betMoney, fancyBook, marketExposure, runnerPositions, type BetSide, type MarketType, type PositionBet } from './exposure.ts';
import { MAX_PRICE, MIN_PRICE } from './ladder.ts';
import { currentQuote, isAtLeastAsGood, type Quote } from './price.ts';

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
}

export interface BetPlacement {
  userId: number;
  request: BetRequest;
  idempotencyKey: string;
  /** The site allows this user to bet (demo users unless the site says otherwise). */
  bettingAllowed: boolean;
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
  status: 'open' | 'won' | 'lost' | 'void' | 'cancelled';
  profit_loss_paise: number | null;
  placed_at: Date;
  settled_at: Date | null;
  /** The cash-out that placed this bet as a hedge (docs/decisions/076), else null. */
  cashout_id: number | null;
}

export interface MarketContext {
  market: MarketRow;
  runners: RunnerRow[];
  event: { id: string; name: string; open_date: Date; status: string };
}

/** A bet the contract lets through but the market cannot take, said in the slip's words (docs/decisions/160). */
const contractError = (msg: string, field: string) => new HttpError(422, 'Error 422', { detail: [{ msg, loc: ['body', field] }] });

async function loadMarket(db: Queryable, request: BetRequest, lock: boolean): Promise<MarketContext> {
  const [market] = await db.query<MarketRow>(`SELECT * FROM markets WHERE id = $1${lock ? ' FOR SHARE' : ''}`, [request.market_id]);
  if (!market || market.event_id !== request.event_id) {
    // Refused like a closed market (the slip shows the same), in the BetRefusal shape.
    throw new BetRefusedError('market_closed', { market_status: 'closed', current_odds: null, current_runs: null, min_stake: 0, max_stake: 0 }, MARKET_NOT_FOUND);
  }
  const [event] = await db.query<MarketContext['event']>('SELECT id, name, open_date, status FROM events WHERE id = $1', [market.event_id]);
  const runners = await db.query<RunnerRow>('SELECT * FROM runners WHERE market_id = $1 ORDER BY sort_order', [market.id]);
  return { market, runners, event: event! };
}

function refusalData(context: MarketContext, quote: Quote | undefined): RefusalData {
  return {
    market_status: context.market.status,
    current_odds: quote?.odds ?? null,
    current_runs: quote?.runs ?? null,
    min_stake: paiseToRupees(context.market.min_stake_paise),
    max_stake: paiseToRupees(context.market.max_stake_paise),
  };
}

/** Checks the market, the runner, the stake and the price; returns the price the bet gets now. */
function check(context: MarketContext, request: BetRequest, stakePaise: number): Quote {
  const { market } = context;
  const runner = context.runners.find((candidate) => candidate.selection_id === request.selection_id);
  const quote = runner && currentQuote(market.market_type, runner, request.type);
  const refuse = (code: RefusalCode) => new BetRefusedError(code, refusalData(context, quote));
  if (!runner) throw refuse('unknown_selection');
  if (market.status === 'closed' || context.event.status !== 'open' || runner.status === 'closed') throw refuse('market_closed');
  if (market.status !== 'open' || runner.status !== 'open') throw refuse('market_suspended');
  if (stakePaise < market.min_stake_paise || stakePaise > market.max_stake_paise) throw refuse('stake_out_of_range');
  if (!quote) throw refuse('odds_changed');
  const requested: Quote = { odds: request.odds, runs: market.market_type === 'fancy' ? (request.runs ?? null) : null };
  if (!request.accept_any_odds && !isAtLeastAsGood(market.market_type, request.type, requested, quote)) throw refuse('odds_changed');
  return quote;
}

function validateShape(context: MarketContext, request: BetRequest): number {
  const type = context.market.market_type;
  if (!Number.isFinite(request.odds)) throw contractError('Odds must be a number.', 'odds');
  if ((type === 'match_odds' || type === 'tied_match') && (request.odds < MIN_PRICE || request.odds > MAX_PRICE)) {
    throw contractError(`Odds must be from ${MIN_PRICE} to ${MAX_PRICE}.`, 'odds');
  }
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

  return db.transaction((tx) =>
    withIdempotencyKey(tx, { userId, key: idempotencyKey, operation: SAVE_BET_OPERATION }, async () => {
      const context = await loadMarket(tx, request, true);
      const quote = check(context, request, stakePaise);
      const wallet = await lockWallet(tx, userId);
      const open = await openBetsOf(tx, userId, context.market.id);
      const selectionIds = context.runners.map((runner) => runner.selection_id);
      const money = betMoney({ marketType: context.market.market_type, side: request.type, odds: quote.odds, stakePaise });
      const newBet: PositionBet = { selectionId: request.selection_id, side: request.type, runs: quote.runs, ...money };
      const before = marketExposure(context.market.market_type, open.map(positionOf), selectionIds);
      const after = marketExposure(context.market.market_type, [...open.map(positionOf), newBet], selectionIds);
      const change = after - before;
      const afterWallet: WalletFigures = { ...wallet, exposurePaise: wallet.exposurePaise + change };
      if (change < 0 && availablePaise(afterWallet) < 0) {
        throw new BetRefusedError('insufficient_balance', refusalData(context, quote));
      }
      const now = clock.now();
      const limited = await playRefusal(tx, userId, { riskPaise: -change, exposurePaise: wallet.exposurePaise }, now);
      if (limited) throw new BetRefusedError('bets_disabled', refusalData(context, quote), limited);
      const [bet] = await tx.query<BetRow>(
        `INSERT INTO bets (user_id, event_id, market_id, selection_id, side, odds, runs, stake_paise, win_paise, lose_paise, placed_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING *`,
        [userId, context.event.id, context.market.id, request.selection_id, request.type, quote.odds, quote.runs, stakePaise, money.winPaise, money.losePaise, now],
      );
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
      return {
        status: 200 as const,
        success: true as const,
        message: 'Bet placed',
        data: {
          bet: betView(bet!, context),
          balance: balanceView(posted.wallet),
          exposure: exposureView(context, positions),
        },
      };
    }),
  );
}

export type BetReply = SuccessReply<'saveBet'>;

export function positionOf(bet: Pick<BetRow, 'selection_id' | 'side' | 'runs' | 'win_paise' | 'lose_paise'>): PositionBet {
  return { selectionId: bet.selection_id, side: bet.side, runs: bet.runs, winPaise: bet.win_paise, losePaise: bet.lose_paise };
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

export function betView(bet: BetRow, context: MarketContext) {
  const runner = context.runners.find((candidate) => candidate.selection_id === bet.selection_id);
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
    odds: bet.odds,
    runs: bet.runs,
    stake: paiseToRupees(bet.stake_paise),
    liability: paiseToRupees(bet.lose_paise),
    potential_profit: paiseToRupees(bet.win_paise),
    status: bet.status,
    profit_loss: bet.profit_loss_paise === null ? null : paiseToRupees(bet.profit_loss_paise),
    placed_at: bet.placed_at.toISOString(),
    settled_at: bet.settled_at ? bet.settled_at.toISOString() : null,
    cash_out: bet.cashout_id !== null,
  };
}

/** The user's position on one market; `cashedOutPaise`: the amounts earlier cash-outs locked in there. */
export function exposureView(context: MarketContext, bets: readonly Pick<BetRow, 'selection_id' | 'side' | 'runs' | 'win_paise' | 'lose_paise'>[], cashedOutPaise = 0) {
  const type: MarketType = context.market.market_type;
  const selectionIds = context.runners.map((runner) => runner.selection_id);
  const positions = bets.map(positionOf);
  return {
    event_id: context.event.id,
    event_name: context.event.name,
    market_id: context.market.id,
    market_name: context.market.name,
    market_type: type,
    exposure: paiseToRupees(marketExposure(type, positions, selectionIds)),
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
