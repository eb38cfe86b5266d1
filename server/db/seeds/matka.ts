// The demo matka bazaars (docs/decisions/048). Idempotent: a market that exists keeps the
// operator's settings. Today's draw of each demo market is re-timed at every start from its offsets,
// so whenever the server starts some market is open, one takes close-side games only (its open
// result declared) and one is closed with both results; earlier days carry results for the list.
import type { Queryable } from '../database.ts';
import { istDateOf, istTimeOf } from '../../matka/draws.ts';

const PAISE = 100;
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** Rates are rupees paid per rupee staked on a win (shared/reference/betting-products.md). */
export const DEMO_GAME_TYPES = {
  single_digit: { rate: 9.5, min_paise: 10 * PAISE, max_paise: 10_000 * PAISE },
  jodi: { rate: 95, min_paise: 10 * PAISE, max_paise: 10_000 * PAISE },
  single_pana: { rate: 150, min_paise: 10 * PAISE, max_paise: 5_000 * PAISE },
  double_pana: { rate: 300, min_paise: 10 * PAISE, max_paise: 5_000 * PAISE },
  triple_pana: { rate: 900, min_paise: 10 * PAISE, max_paise: 2_000 * PAISE },
  half_sangam_open: { rate: 1500, min_paise: 10 * PAISE, max_paise: 1_000 * PAISE },
  half_sangam_close: { rate: 1500, min_paise: 10 * PAISE, max_paise: 1_000 * PAISE },
  full_sangam: { rate: 10000, min_paise: 10 * PAISE, max_paise: 500 * PAISE },
};

interface DemoMarket {
  name: string;
  /** Minutes from the server's start to today's open and close results. */
  openOffset: number;
  closeOffset: number;
  /** Today's results declared at seed time. */
  open?: string;
  close?: string;
}

export const DEMO_MATKA_MARKETS: readonly DemoMarket[] = [
  { name: 'Milan Day', openOffset: 120, closeOffset: 240 },
  { name: 'Kalyan', openOffset: -20, closeOffset: 160, open: '380' },
  { name: 'Rajdhani Night', openOffset: -360, closeOffset: -180, open: '127', close: '459' },
  { name: 'Time Bazar', openOffset: 45, closeOffset: 105 },
  { name: 'Worli Mumbai', openOffset: 300, closeOffset: 420 },
];

// Earlier days' results, by market and days ago (valid panas).
const PAST_RESULTS = [
  ['146', '279'],
  ['590', '133'],
  ['228', '678'],
  ['560', '444'],
  ['117', '389'],
];
const PAST_DAYS = 3;

export async function seedMatka(db: Queryable, now = new Date()): Promise<void> {
  for (const [index, market] of DEMO_MATKA_MARKETS.entries()) {
    const openAt = new Date(now.getTime() + market.openOffset * MINUTE_MS);
    const closeAt = new Date(now.getTime() + market.closeOffset * MINUTE_MS);
    await db.query(
      `INSERT INTO matka_markets (name, open_time, close_time, game_types, sort_order, demo_open_offset_minutes, demo_close_offset_minutes)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (name) DO NOTHING`,
      [market.name, istTimeOf(openAt), istTimeOf(closeAt), JSON.stringify(DEMO_GAME_TYPES), index + 1, market.openOffset, market.closeOffset],
    );
    const [row] = await db.query<{ id: number; demo_open_offset_minutes: number | null; demo_close_offset_minutes: number | null }>(
      'SELECT id, demo_open_offset_minutes, demo_close_offset_minutes FROM matka_markets WHERE name = $1',
      [market.name],
    );
    if (!row || row.demo_open_offset_minutes === null || row.demo_close_offset_minutes === null) continue;
    await retimeToday(db, row.id, market, now);
    for (let daysAgo = 1; daysAgo <= PAST_DAYS; daysAgo += 1) {
      const [open, close] = PAST_RESULTS[(index + daysAgo) % PAST_RESULTS.length]!;
      const shift = daysAgo * DAY_MS;
      await db.query(
        `INSERT INTO matka_draws (market_id, draw_date, open_at, close_at, open_pana, close_pana, open_declared_at, close_declared_at)
         VALUES ($1, $2, $3, $4, $5, $6, $3, $4) ON CONFLICT (market_id, draw_date) DO NOTHING`,
        [row.id, istDateOf(new Date(now.getTime() - shift)), new Date(openAt.getTime() - shift), new Date(closeAt.getTime() - shift), open, close],
      );
    }
  }
}

/** Today's draw at the demo offsets from now, unless results or bets already fix it. */
async function retimeToday(db: Queryable, marketId: number, market: DemoMarket, now: Date): Promise<void> {
  const openAt = new Date(now.getTime() + market.openOffset * MINUTE_MS);
  const closeAt = new Date(now.getTime() + market.closeOffset * MINUTE_MS);
  const today = istDateOf(now);
  const [draw] = await db.query<{ id: number; open_pana: string | null; bets: number }>(
    `SELECT d.id, d.open_pana, (SELECT count(*)::int FROM matka_bets b WHERE b.draw_id = d.id) AS bets
       FROM matka_draws d WHERE d.market_id = $1 AND d.draw_date = $2`,
    [marketId, today],
  );
  if (draw && (draw.open_pana !== null || draw.bets > 0)) return;
  const declared = (pana: string | undefined, at: Date) => (pana ? at : null);
  if (draw) await db.query('DELETE FROM matka_draws WHERE id = $1', [draw.id]);
  await db.query(
    `INSERT INTO matka_draws (market_id, draw_date, open_at, close_at, open_pana, close_pana, open_declared_at, close_declared_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [marketId, today, openAt, closeAt, market.open ?? null, market.close ?? null, declared(market.open, now), declared(market.close, now)],
  );
  await db.query('UPDATE matka_markets SET open_time = $2, close_time = $3 WHERE id = $1', [marketId, istTimeOf(openAt), istTimeOf(closeAt)]);
}
