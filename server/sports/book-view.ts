// What the ladder shows of the order book (docs/decisions/180): each exchange runner's cells are the
// market maker's sizes plus the waiting bets' (a waiting lay is offered to backers, so it is in the
// back column, and the other way round), and its traded amount; the market shows its total matched.
//
// Every view of a market (the feed's and the match engine's messages, a snapshot, a reply) is built by
// marketView, which is synchronous, so the book's part is read here into a per-process table: after
// every bet, cancel and lapse of this process, and for every market a snapshot or a reply reads
// (openMarketsOf, at least every 2 s for a watched event), so another process's bets show within one
// snapshot.
import type { Queryable } from '../db/database.ts';
import type { BetSide } from './exposure.ts';
import { ladderSide } from './order-book.ts';
import type { PriceSize } from './price.ts';

interface RunnerBook {
  /** Waiting bets by side, price and size. */
  waiting: { side: BetSide; price: number; sizePaise: number }[];
  tradedPaise: number;
}

const books = new Map<string, Map<string, RunnerBook>>();

/** Reads the waiting bets and traded amounts of these markets into the table. */
export async function refreshBooks(db: Queryable, marketIds: readonly string[]): Promise<void> {
  if (marketIds.length === 0) return;
  const waiting = await db.query<{ market_id: string; selection_id: string; side: BetSide; odds: number; size: number }>(
    `SELECT market_id, selection_id, side, odds, sum(size_remaining_paise)::bigint AS size FROM bets
      WHERE market_id = ANY($1::text[]) AND status = 'open' AND size_remaining_paise > 0
      GROUP BY market_id, selection_id, side, odds`,
    [marketIds],
  );
  const traded = await db.query<{ market_id: string; selection_id: string; size: number }>(
    'SELECT market_id, selection_id, sum(size_paise)::bigint AS size FROM bet_matches WHERE market_id = ANY($1::text[]) GROUP BY market_id, selection_id',
    [marketIds],
  );
  for (const marketId of marketIds) books.set(marketId, new Map());
  const runnerOf = (marketId: string, selectionId: string): RunnerBook => {
    const market = books.get(marketId)!;
    let runner = market.get(selectionId);
    if (!runner) market.set(selectionId, (runner = { waiting: [], tradedPaise: 0 }));
    return runner;
  };
  for (const row of waiting) runnerOf(row.market_id, row.selection_id).waiting.push({ side: row.side, price: row.odds, sizePaise: Number(row.size) });
  for (const row of traded) runnerOf(row.market_id, row.selection_id).tradedPaise = Number(row.size);
}

/** A runner's cells with the book's waiting bets added, and its traded amount (rupees). */
export function runnerWithBook(marketId: string, selectionId: string, maker: { back: PriceSize[]; lay: PriceSize[] }) {
  const book = books.get(marketId)?.get(selectionId);
  const waiting = book?.waiting ?? [];
  return {
    // A back is matched against waiting lays, a lay against waiting backs.
    back: ladderSide('back', maker.back, waiting.filter((bet) => bet.side === 'lay')),
    lay: ladderSide('lay', maker.lay, waiting.filter((bet) => bet.side === 'back')),
    traded: (book?.tradedPaise ?? 0) / 100,
  };
}

/** The market's total matched, in rupees. */
export function totalMatched(marketId: string): number {
  let paise = 0;
  for (const runner of books.get(marketId)?.values() ?? []) paise += runner.tradedPaise;
  return paise / 100;
}
