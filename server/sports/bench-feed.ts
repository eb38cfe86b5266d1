// A benchmark setting of the price feed (odds benchmark, docs/decisions/074), never in
// production: PRICE_FEED_BENCH=<event id>:<markets>:<ticks per second>, e.g. ck-1001:20:3, gives the
// in-play event that many open markets (extra match-odds-like markets are added next to its own)
// and moves every one of them on every step, that many steps a second.
import type { AppMode } from '../app-mode.ts';
import type { Queryable } from '../db/database.ts';
import type { PriceFeedOptions } from './feed.ts';

export interface BenchFeedSetting {
  eventId: string;
  markets: number;
  ticksPerSecond: number;
}

export const BENCH_FEED_FORMAT = 'PRICE_FEED_BENCH must be <event id>:<markets 1-50>:<ticks per second 1-10>, e.g. ck-1001:20:3.';
export const BENCH_FEED_IN_PRODUCTION = 'PRICE_FEED_BENCH is a benchmark setting: APP_MODE=production refuses it.';
const SETTING = /^([A-Za-z0-9_.-]{1,64}):(\d{1,2}):(\d{1,2})$/;

/** The setting, undefined when unset, or the reason the server must not start with it. */
export function readBenchFeed(value: string | undefined, mode: AppMode): BenchFeedSetting | undefined | { problem: string } {
  if (!value) return undefined;
  if (mode === 'production') return { problem: BENCH_FEED_IN_PRODUCTION };
  const match = SETTING.exec(value);
  const markets = Number(match?.[2]);
  const ticksPerSecond = Number(match?.[3]);
  if (!match || markets < 1 || markets > 50 || ticksPerSecond < 1 || ticksPerSecond > 10) return { problem: BENCH_FEED_FORMAT };
  return { eventId: match[1]!, markets, ticksPerSecond };
}

export function benchFeedOptions(setting: BenchFeedSetting): PriceFeedOptions {
  return { intervalMs: Math.round(1000 / setting.ticksPerSecond), everyMarketOf: setting.eventId };
}

/**
 * Adds markets to the event until it has `markets` open ones: copies of its match odds (same runners
 * and prices, ids `<event>.bench<n>`). Run again, it adds nothing.
 */
export async function prepareBenchEvent(db: Queryable, setting: BenchFeedSetting): Promise<void> {
  const [open] = await db.query<{ count: number }>("SELECT count(*)::int AS count FROM markets WHERE event_id = $1 AND status <> 'closed'", [setting.eventId]);
  const template = `${setting.eventId}.mo`;
  const [source] = await db.query<{ id: string }>("SELECT id FROM markets WHERE id = $1 AND status <> 'closed'", [template]);
  if (!source) throw new Error(`${BENCH_FEED_FORMAT} (${template}: no open match odds to copy)`);
  for (let n = 1; n <= setting.markets - (open?.count ?? 0); n += 1) {
    const id = `${setting.eventId}.bench${n}`;
    await db.query(
      `INSERT INTO markets (id, event_id, market_type, name, bet_delay, min_stake_paise, max_stake_paise, sort_order)
       SELECT $2, event_id, 'match_odds', $3, bet_delay, min_stake_paise, max_stake_paise, 100 + $4 FROM markets WHERE id = $1
       ON CONFLICT (id) DO NOTHING`,
      [template, id, `Bench market ${n}`, n],
    );
    await db.query(
      `INSERT INTO runners (market_id, selection_id, name, sort_order, back, lay)
       SELECT $2, $2 || '.' || sort_order, name, sort_order, back, lay FROM runners WHERE market_id = $1
       ON CONFLICT (market_id, selection_id) DO NOTHING`,
      [template, id],
    );
  }
}
