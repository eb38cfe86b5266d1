// Matching an exchange bet against its runner's book (docs/decisions/180, 181, 189): the offers it can
// take (other users' waiting bets and the market maker's cells), the fills, and writing them (the waiting
// bets, bet_matches, the maker's sizes, the counterparties' exposure through the ledger). Apart from
// placement because cash-out hedges through the same book.
import type { Queryable } from '../db/database.ts';
import { LEDGER_KINDS, postEntry } from '../ledger/ledger.ts';
import { openBetsOf, reservedExposure } from './bet-positions.ts';
import type { BetRequest, BetRow, MarketContext, MatchedBets } from './bet-types.ts';
import type { RunnerRow } from './catalogue.ts';
import { betMoney, type BetSide } from './exposure.ts';
import { matchOrder, type Fill, type Offer } from './order-book.ts';

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

/**
 * A bet placed before its event turned in play with persistence 'lapse' (the default) lapses at the
 * turn (docs/decisions/181): this SQL condition on `bets`, given the event's open date and now as
 * parameters, is never matched again, and the leader's sweep (unmatched.ts) releases it.
 */
export const lapsesAtTurn = (openDate: string, now: string) => `(persistence_type = 'lapse' AND placed_at < ${openDate} AND ${openDate} <= ${now})`;

/** A back is matched against waiting lays and the market maker's back cells; a lay against waiting backs and its lay cells. */
const opposite = (side: BetSide): BetSide => (side === 'back' ? 'lay' : 'back');

export interface BookMatch {
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
export async function matchAgainstBook(tx: Queryable, context: MarketContext, userId: number, request: BetRequest, stakePaise: number, now: Date): Promise<BookMatch> {
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
