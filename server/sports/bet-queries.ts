// Reading a user's bets and positions for the screens (open bets, my markets, fancy book, reports):
// read-only queries, apart from placement which writes.
import type { Queryable } from '../db/database.ts';
import { readWallet } from '../ledger/ledger.ts';
import { paiseToRupees } from '../money.ts';
import { positionOf } from './bet-positions.ts';
import type { BetRow } from './bet-types.ts';
import { betView, exposureView } from './bet-views.ts';
import { balanceView } from '../ledger/wallet-figures.ts';
import type { MarketRow, RunnerRow } from './catalogue.ts';
import { fancyBook, type MarketType } from './exposure.ts';

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
