// Test support for matka: a market whose current draw has its result times at given minutes from now,
// so a test chooses the phase (open, close side only, closed) without waiting for a clock.
import type { Queryable } from '../db/database.ts';
import { DEMO_GAME_TYPES } from '../db/seeds/matka.ts';
import { istDateOf, istTimeOf } from '../matka/draws.ts';

const MINUTE_MS = 60_000;
let marketsCreated = 0;

export async function createTestMarket(
  db: Queryable,
  { openInMinutes, closeInMinutes, cutoffMinutes = 15 }: { openInMinutes: number; closeInMinutes: number; cutoffMinutes?: number },
): Promise<number> {
  marketsCreated += 1;
  const now = new Date();
  const openAt = new Date(now.getTime() + openInMinutes * MINUTE_MS);
  const closeAt = new Date(now.getTime() + closeInMinutes * MINUTE_MS);
  const [market] = await db.query<{ id: number }>(
    `INSERT INTO matka_markets (name, open_time, close_time, cutoff_minutes, game_types, sort_order)
     VALUES ($1, $2, $3, $4, $5, 100) RETURNING id`,
    [`Test Bazaar ${process.pid}-${marketsCreated}-${now.getTime()}`, istTimeOf(openAt), istTimeOf(closeAt), cutoffMinutes, JSON.stringify(DEMO_GAME_TYPES)],
  );
  await db.query('INSERT INTO matka_draws (market_id, draw_date, open_at, close_at) VALUES ($1, $2, $3, $4)', [
    market!.id,
    istDateOf(now),
    openAt,
    closeAt,
  ]);
  return market!.id;
}

/** Moves the market's current draw's result times to these minutes from now (the clock moving on). */
export async function retimeTestMarket(db: Queryable, marketId: number, openInMinutes: number, closeInMinutes: number): Promise<void> {
  const now = Date.now();
  await db.query('UPDATE matka_draws SET open_at = $2, close_at = $3 WHERE market_id = $1 AND draw_date = $4', [
    marketId,
    new Date(now + openInMinutes * MINUTE_MS),
    new Date(now + closeInMinutes * MINUTE_MS),
    istDateOf(new Date(now)),
  ]);
}
