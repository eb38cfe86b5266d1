// Matka markets and their draws (docs/decisions/048, 049). A market has result times of day in India's
// time and week days; each day it runs one draw, made when first needed, whose result times are then
// fixed. The draw's phase (open / close side only / closed) comes from the shared rules
// (machines/matka/matka-rules.ts), so the client and the server decide it the same way.
import type { components } from '../../api-spec/schema.gen.ts';
import type { Queryable } from '../db/database.ts';
import { HttpError } from '../http-error.ts';
import { drawPhase, nextCutoff, resultText, type DrawClock, type MatkaBetType, type MatkaPhase } from '../../machines/matka/matka-rules.ts';

type MatkaMarketReply = components['schemas']['MatkaMarket'];

/** India's time is UTC+5:30 all year (spec §9: matka dates are shifted +5:30). */
export const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** Previous draws' results the list shows. */
const LAST_RESULTS = 7;

export const MARKET_NOT_FOUND = 'Market not found.';

export interface GameTypeSetting {
  rate: number;
  min_paise: number;
  max_paise: number;
}

export interface MarketRow {
  id: number;
  name: string;
  open_time: string;
  close_time: string;
  days: number[];
  cutoff_minutes: number;
  game_types: Partial<Record<MatkaBetType, GameTypeSetting>>;
  sort_order: number;
}

export interface DrawRow {
  id: number;
  market_id: number;
  draw_date: string;
  open_at: Date;
  close_at: Date;
  open_pana: string | null;
  close_pana: string | null;
}

/** India's calendar day of an instant, 'YYYY-MM-DD'. */
export const istDateOf = (at: Date): string => new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/** India's week day of a calendar day (0 = Sunday). */
const weekdayOf = (day: string): number => new Date(`${day}T00:00:00Z`).getUTCDay();

const addDays = (day: string, days: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The instant of 'HH:MM' India's time on a day. */
export function istInstant(day: string, time: string): Date {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return new Date(Date.parse(`${day}T00:00:00Z`) + (hours * 60 + minutes) * MINUTE_MS - IST_OFFSET_MS);
}

/** 'HH:MM' India's time of an instant. */
export const istTimeOf = (at: Date): string => new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(11, 16);

/** Draw dates are `date` columns: read them as text whatever the driver gives. */
const dayText = (value: unknown): string => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10));

const DRAW_COLUMNS = 'id, market_id, draw_date::text AS draw_date, open_at, close_at, open_pana, close_pana';

const toDraw = (row: DrawRow): DrawRow => ({ ...row, draw_date: dayText(row.draw_date) });

export async function findMarket(db: Queryable, marketId: number, lock = ''): Promise<MarketRow> {
  const [market] = await db.query<MarketRow>(`SELECT * FROM matka_markets WHERE id = $1 ${lock}`, [marketId]);
  if (!market) throw new HttpError(400, MARKET_NOT_FOUND);
  return market;
}

export async function listMarkets(db: Queryable): Promise<MarketRow[]> {
  return db.query<MarketRow>('SELECT * FROM matka_markets ORDER BY sort_order, id');
}

/** The market's draw of a day, made from its schedule if there is none yet. */
export async function drawOfDay(db: Queryable, market: MarketRow, day: string, lock = ''): Promise<DrawRow> {
  const openAt = istInstant(day, market.open_time);
  let closeAt = istInstant(day, market.close_time);
  if (closeAt <= openAt) closeAt = new Date(closeAt.getTime() + DAY_MS);
  await db.query(
    `INSERT INTO matka_draws (market_id, draw_date, open_at, close_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (market_id, draw_date) DO NOTHING`,
    [market.id, day, openAt, closeAt],
  );
  const [row] = await db.query<DrawRow>(`SELECT ${DRAW_COLUMNS} FROM matka_draws WHERE market_id = $1 AND draw_date = $2 ${lock}`, [
    market.id,
    day,
  ]);
  return toDraw(row!);
}

export const clockOf = (market: Pick<MarketRow, 'cutoff_minutes'>, draw: DrawRow): DrawClock => ({
  openAt: draw.open_at.getTime(),
  closeAt: draw.close_at.getTime(),
  cutoffMs: market.cutoff_minutes * MINUTE_MS,
  openDeclared: draw.open_pana !== null,
  closeDeclared: draw.close_pana !== null,
});

/**
 * The draw a market shows and takes bets on at `now`: yesterday's while it still runs past midnight,
 * else today's on a draw day, else the next draw day's (shown, but closed until its day).
 */
export async function currentDraw(db: Queryable, market: MarketRow, now: Date, lock = ''): Promise<{ draw: DrawRow; phase: MatkaPhase }> {
  const today = istDateOf(now);
  const [running] = await db.query<DrawRow>(
    `SELECT ${DRAW_COLUMNS} FROM matka_draws
      WHERE market_id = $1 AND draw_date < $2 AND close_pana IS NULL AND close_at - make_interval(mins => $3) > $4
      ORDER BY draw_date DESC LIMIT 1 ${lock}`,
    [market.id, today, market.cutoff_minutes, now],
  );
  if (running) {
    const draw = toDraw(running);
    return { draw, phase: drawPhase(clockOf(market, draw), now.getTime()) };
  }
  let day = today;
  for (let ahead = 0; ahead < 7 && !market.days.includes(weekdayOf(day)); ahead += 1) day = addDays(day, 1);
  const draw = await drawOfDay(db, market, day, lock);
  const phase = day === today ? drawPhase(clockOf(market, draw), now.getTime()) : 'closed';
  return { draw, phase };
}

const resultOf = (draw: Pick<DrawRow, 'open_pana' | 'close_pana'>): string | null =>
  draw.open_pana === null ? null : resultText({ openPana: draw.open_pana, closePana: draw.close_pana });

/** The market as the contract's MatkaMarket, at `now`. */
export async function marketReply(db: Queryable, market: MarketRow, now: Date): Promise<MatkaMarketReply> {
  const { draw, phase } = await currentDraw(db, market, now);
  const clock = clockOf(market, draw);
  const cutoff = nextCutoff(clock, now.getTime());
  const previous = await db.query<{ draw_date: string; open_pana: string; close_pana: string | null }>(
    `SELECT draw_date::text AS draw_date, open_pana, close_pana FROM matka_draws
      WHERE market_id = $1 AND draw_date < $2 AND open_pana IS NOT NULL ORDER BY draw_date DESC LIMIT $3`,
    [market.id, draw.draw_date, LAST_RESULTS],
  );
  return {
    id: market.id,
    name: market.name,
    draw_date: draw.draw_date,
    open_time: draw.open_at.toISOString(),
    close_time: draw.close_at.toISOString(),
    days: market.days,
    cutoff_minutes: market.cutoff_minutes,
    status: phase,
    open_cutoff_at: new Date(clock.openAt - clock.cutoffMs).toISOString(),
    close_cutoff_at: new Date(clock.closeAt - clock.cutoffMs).toISOString(),
    next_cutoff_at: phase === 'closed' || cutoff === null ? null : new Date(cutoff).toISOString(),
    open_pana: draw.open_pana,
    close_pana: draw.close_pana,
    result: resultOf(draw),
    last_results: previous.map((row) => ({ draw_date: dayText(row.draw_date), result: resultOf(row)! })),
  };
}
