// Unmatched exchange bets leaving the book (docs/decisions/180): cancelled by the bettor (cancelBet),
// or lapsed when an in-play market is suspended and when a market closes, as Betfair does. Each
// releases exactly the exposure its unmatched part reserved, through the ledger, once: the part is
// moved to size_cancelled_paise in the same transaction that posts `cancel:<bet id>` or
// `lapse:<bet id>`, and a bet with nothing left to cancel is refused (cancel) or skipped (lapse).
//
// Lock order as a bet's: the market's row (for update), then the bets, then the wallets by user id.
import type { Server as SocketServer } from 'socket.io';
import type { SuccessReply } from '../contract/handlers.ts';
import type { Database, Queryable } from '../db/database.ts';
import { HttpError } from '../http-error.ts';
import { LEDGER_KINDS, lockWallet, postEntry } from '../ledger/ledger.ts';
import { announceBalances } from './balance-notice.ts';
import { lapsesAtTurn } from './bet-fills.ts';
import { reservedExposure } from './bet-positions.ts';
import type { MarketContext } from './bet-types.ts';
import { betView, exposureView } from './bet-views.ts';
import { balanceView } from '../ledger/wallet-figures.ts';
import { refreshBooks } from './book-view.ts';
import { isInPlay, type MarketRow, type RunnerRow } from './catalogue.ts';
import { EXCHANGE_MARKET_TYPES, isExchangeMarket } from './exposure.ts';

export const BET_NOT_FOUND = 'Bet not found.';
export const NOTHING_TO_CANCEL = 'This bet has no unmatched part to cancel.';

export interface UnmatchedRow {
  id: number;
  user_id: number;
  event_id: string;
  market_id: string;
  selection_id: string;
  side: 'back' | 'lay';
  odds: number;
  runs: number | null;
  stake_paise: number;
  win_paise: number;
  lose_paise: number;
  size_remaining_paise: number;
  size_cancelled_paise: number;
  status: string;
  persistence_type: 'lapse' | 'persist';
}

export async function contextOf(tx: Queryable, market: MarketRow): Promise<MarketContext> {
  const [event] = await tx.query<MarketContext['event']>('SELECT id, name, open_date, status FROM events WHERE id = $1', [market.event_id]);
  const runners = await tx.query<RunnerRow>('SELECT * FROM runners WHERE market_id = $1 ORDER BY sort_order', [market.id]);
  return { market, runners, event: event! };
}

export const openBets = (tx: Queryable, userId: number, marketId: string) =>
  tx.query<UnmatchedRow>("SELECT * FROM bets WHERE user_id = $1 AND market_id = $2 AND status = 'open' ORDER BY id", [userId, marketId]);

/**
 * Takes the unmatched parts of `bets` (all of one market, locked by the caller) out of the book and
 * releases their exposure, one ledger entry per bet. Returns the users whose wallets changed.
 */
export async function release(tx: Queryable, market: MarketRow, context: MarketContext, bets: readonly UnmatchedRow[], how: 'cancel' | 'lapse', now: Date): Promise<number[]> {
  const selectionIds = context.runners.map((runner) => runner.selection_id);
  const users = [...new Set(bets.map((bet) => bet.user_id))].sort((a, b) => a - b);
  for (const userId of users) await lockWallet(tx, userId);
  for (const userId of users) {
    for (const bet of bets.filter((candidate) => candidate.user_id === userId)) {
      const before = reservedExposure(market.market_type, await openBets(tx, userId, market.id), selectionIds);
      const nothingMatched = bet.stake_paise - bet.size_remaining_paise - bet.size_cancelled_paise === 0;
      await tx.query(
        `UPDATE bets SET size_cancelled_paise = size_cancelled_paise + size_remaining_paise, size_remaining_paise = 0,
                status = CASE WHEN $2 THEN $3 ELSE status END, settled_at = CASE WHEN $2 THEN $4::timestamptz ELSE settled_at END
          WHERE id = $1`,
        [bet.id, nothingMatched, how === 'cancel' ? 'cancelled' : 'lapsed', now],
      );
      const after = reservedExposure(market.market_type, await openBets(tx, userId, market.id), selectionIds);
      await postEntry(tx, {
        userId,
        kind: how === 'cancel' ? LEDGER_KINDS.betCancelled : LEDGER_KINDS.betLapsed,
        reference: `${how}:${bet.id}`,
        exposurePaise: after - before,
        betsCountChange: nothingMatched ? -1 : 0,
        remark: `${how === 'cancel' ? 'Cancelled' : 'Lapsed'}: ${context.event.name} / ${market.name}`,
        at: now,
      });
    }
  }
  return users;
}

export type CancelBetReply = SuccessReply<'cancelBet'>;

/** Cancels the unmatched part of the user's bet: the cancelBet reply, or 404 (not theirs) / 400 (nothing left to cancel). */
export async function cancelBet(db: Database, userId: number, betId: number, now: Date = new Date()): Promise<CancelBetReply> {
  if (!Number.isSafeInteger(betId) || betId <= 0) throw new HttpError(404, BET_NOT_FOUND);
  return db.transaction(async (tx) => {
    const [found] = await tx.query<{ market_id: string; user_id: number }>('SELECT market_id, user_id FROM bets WHERE id = $1', [betId]);
    // Another user's bet is answered as a missing one: its existence is not told.
    if (!found || found.user_id !== userId) throw new HttpError(404, BET_NOT_FOUND);
    const [market] = await tx.query<MarketRow>('SELECT * FROM markets WHERE id = $1 FOR UPDATE', [found.market_id]);
    const [bet] = await tx.query<UnmatchedRow>('SELECT * FROM bets WHERE id = $1 FOR UPDATE', [betId]);
    if (!market || !bet || !isExchangeMarket(market.market_type) || bet.status !== 'open' || bet.size_remaining_paise <= 0) {
      throw new HttpError(400, NOTHING_TO_CANCEL, { error: 'nothing_to_cancel' });
    }
    const context = await contextOf(tx, market);
    await release(tx, market, context, [bet], 'cancel', now);
    const [after] = await tx.query<Parameters<typeof betView>[0]>('SELECT * FROM bets WHERE id = $1', [betId]);
    const wallet = await lockWallet(tx, userId);
    return {
      status: 200 as const,
      success: true as const,
      message: 'Bet cancelled',
      data: { bet: betView(after!, context), balance: balanceView(wallet), exposure: exposureView(context, await openBets(tx, userId, market.id)) },
    };
  });
}

/**
 * Lapses every unmatched part of a market inside the caller's transaction (the caller holds the
 * market's row for update): when an in-play market is suspended, and before a market is settled.
 * Returns the users whose wallets changed.
 */
export async function lapseUnmatched(tx: Queryable, market: MarketRow, now: Date): Promise<number[]> {
  if (!isExchangeMarket(market.market_type)) return [];
  const bets = await tx.query<UnmatchedRow>(
    "SELECT * FROM bets WHERE market_id = $1 AND status = 'open' AND size_remaining_paise > 0 ORDER BY user_id, id FOR UPDATE",
    [market.id],
  );
  if (bets.length === 0) return [];
  return release(tx, market, await contextOf(tx, market), bets, 'lapse', now);
}

/**
 * Lapses the unmatched parts of the market's 'lapse' bets placed before its event turned in play
 * (the caller holds the market's row for update); 'persist' bets stay. Returns the users whose wallets changed.
 */
export async function lapseAtTurnInPlay(tx: Queryable, market: MarketRow, now: Date): Promise<number[]> {
  if (!isExchangeMarket(market.market_type)) return [];
  const [event] = await tx.query<{ open_date: Date; status: string }>('SELECT open_date, status FROM events WHERE id = $1', [market.event_id]);
  if (!event || !isInPlay(event, now)) return [];
  const bets = await tx.query<UnmatchedRow>(
    `SELECT * FROM bets WHERE market_id = $1 AND status = 'open' AND size_remaining_paise > 0 AND ${lapsesAtTurn('$2::timestamptz', '$3::timestamptz')}
      ORDER BY user_id, id FOR UPDATE`,
    [market.id, event.open_date, now],
  );
  if (bets.length === 0) return [];
  return release(tx, market, await contextOf(tx, market), bets, 'lapse', now);
}

/**
 * The leader's sweep on every feed step: each exchange market whose event has turned in play and
 * still holds 'lapse' bets placed before the turn lapses them, one market per transaction, then its
 * ladder and the bettors' wallets are published. Returns the markets swept.
 */
export async function lapseTurnedInPlay(db: Database, io: SocketServer | undefined, now: Date, publish?: (marketId: string) => Promise<void>): Promise<string[]> {
  const due = await db.query<{ market_id: string }>(
    `SELECT DISTINCT b.market_id FROM bets b JOIN events e ON e.id = b.event_id JOIN markets m ON m.id = b.market_id
      WHERE b.status = 'open' AND b.size_remaining_paise > 0 AND e.status = 'open' AND m.market_type = ANY($2::text[])
        AND b.persistence_type = 'lapse' AND b.placed_at < e.open_date AND e.open_date <= $1`,
    [now, [...EXCHANGE_MARKET_TYPES]],
  );
  for (const { market_id: marketId } of due) {
    const users = await db.transaction(async (tx) => {
      const [market] = await tx.query<MarketRow>("SELECT * FROM markets WHERE id = $1 AND status <> 'closed' FOR UPDATE", [marketId]);
      return market ? lapseAtTurnInPlay(tx, market, now) : [];
    });
    await refreshBooks(db, [marketId]);
    await publish?.(marketId);
    await announceBalances(db, io, users);
  }
  return due.map((row) => row.market_id);
}
