// Placing a bet against the server (docs/decisions/036 and 037). A bet is matched inside one SQL
// transaction that locks the market (shared) and the user's wallet, checks the market, the stake and the
// price again, recomputes the market's exposure with the new bet, and refuses it if the available balance
// (balance + exposure − bonus) would go below zero. The checks, the exchange matching, the views and the
// reads live beside it (bet-checks.ts, bet-fills.ts, bet-views.ts, bet-queries.ts).
import type { Database, Queryable } from '../db/database.ts';
import { withIdempotencyKey } from '../idempotency.ts';
import { availablePaise, LEDGER_KINDS, lockWallet, postEntry, type WalletFigures } from '../ledger/ledger.ts';
import { playRefusal } from '../responsible-gambling/responsible-gambling.ts';
import { BetRefusedError, checkBet, loadMarket, refusalData, validateShape } from './bet-checks.ts';
import { matchAgainstBook, type BookMatch } from './bet-fills.ts';
import { openBetsOf, reservedExposure, type ReservedBet } from './bet-positions.ts';
import type { BetReply, BetRequest, BetRow, Booked, MarketContext, MatchedBets } from './bet-types.ts';
import { betView, exposureView } from './bet-views.ts';
import { balanceView } from '../ledger/wallet-figures.ts';
import { refreshBooks } from './book-view.ts';
import { isInPlay } from './catalogue.ts';
import { betMoney, isExchangeMarket } from './exposure.ts';
import type { Quote } from './price.ts';

export const SAVE_BET_OPERATION = 'saveBet';

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

export interface BettingClock {
  now(): Date;
  /** Waits the in-play bet delay (tests resolve it at once, or change prices meanwhile). */
  wait(ms: number): Promise<void>;
}

export const realClock: BettingClock = {
  now: () => new Date(),
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

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
  checkBet(first, request, stakePaise);

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
  const quote = checkBet(context, request, stakePaise, remainder);
  const exchange = isExchangeMarket(context.market.market_type);
  // Exchange: the book is matched now, under the market's lock; the house's markets match in full at the quote.
  const book = exchange ? await matchAgainstBook(tx, context, userId, request, stakePaise, clock.now()) : undefined;
  const wallets = await lockTouchedWallets(tx, userId, book?.counterUserIds ?? []);
  const wallet = wallets.get(userId)!;
  const open = await openBetsOf(tx, userId, context.market.id);
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
  const change = exposureChange(context, open, newBet);
  if (change < 0 && availablePaise({ ...wallet, exposurePaise: wallet.exposurePaise + change }) < 0) {
    throw new BetRefusedError('insufficient_balance', refusalData(context, quote));
  }
  const now = clock.now();
  const limited = await playRefusal(tx, userId, { riskPaise: -change, exposurePaise: wallet.exposurePaise }, now);
  if (limited) throw new BetRefusedError('bets_disabled', refusalData(context, quote), limited);
  const bet = await insertBet(tx, context, userId, request, { quote, stakePaise, money, remainingPaise, now });
  const booked = book ? await commitBook(book, context, bet.id, now) : undefined;
  const posted = await postEntry(tx, {
    userId,
    kind: LEDGER_KINDS.betPlaced,
    reference: `bet:${bet.id}`,
    exposurePaise: change,
    betsCountChange: 1,
    remark: `${context.event.name} / ${context.market.name}`,
    at: now,
  });
  const reply = placedReply(context, bet, [...open, bet], posted.wallet, { remainingPaise, stakePaise });
  return { reply, ...(booked && { booked }) };
}

/** Every wallet the bet touches, locked in user id order (no two bets wait on each other's wallets). */
async function lockTouchedWallets(tx: Queryable, userId: number, counterUserIds: readonly number[]): Promise<Map<number, WalletFigures>> {
  const touched = [...new Set([userId, ...counterUserIds])].sort((a, b) => a - b);
  const wallets = new Map<number, WalletFigures>();
  for (const id of touched) wallets.set(id, await lockWallet(tx, id));
  return wallets;
}

/** How the market's reserved exposure changes when the new bet joins the user's open bets there (negative: more is held). */
function exposureChange(context: MarketContext, open: readonly ReservedBet[], newBet: ReservedBet): number {
  const type = context.market.market_type;
  const selectionIds = context.runners.map((runner) => runner.selection_id);
  const before = reservedExposure(type, open, selectionIds);
  const after = reservedExposure(type, [...open, newBet], selectionIds);
  return after - before;
}

interface NewBetFigures {
  quote: Quote;
  stakePaise: number;
  money: { winPaise: number; losePaise: number };
  remainingPaise: number;
  now: Date;
}

async function insertBet(tx: Queryable, context: MarketContext, userId: number, request: BetRequest, figures: NewBetFigures): Promise<BetRow> {
  const { quote, stakePaise, money, remainingPaise, now } = figures;
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
  return bet!;
}

/** Writes an exchange bet's matches once it has its id; what the caller publishes after the commit. */
async function commitBook(book: BookMatch, context: MarketContext, betId: number, now: Date): Promise<Booked> {
  await book.commit(betId, now);
  return { marketId: context.market.id, counterUserIds: book.counterUserIds, matchedBets: book.matchedBets };
}

function placedReply(context: MarketContext, bet: BetRow, positions: readonly ReservedBet[], wallet: WalletFigures, sizes: { remainingPaise: number; stakePaise: number }): BetReply {
  const { remainingPaise, stakePaise } = sizes;
  return {
    status: 200 as const,
    success: true as const,
    message: remainingPaise === 0 ? 'Bet placed' : remainingPaise === stakePaise ? 'Bet unmatched' : 'Bet partially matched',
    data: {
      bet: betView(bet, context),
      balance: balanceView(wallet),
      exposure: exposureView(context, positions),
    },
  };
}
