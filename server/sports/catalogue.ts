// Reading the exchange's sports, events and markets in the contract's shapes (docs/decisions/036).
// An event is in play from its open_date until it is closed.
import type { Queryable } from '../db/database.ts';
import { paiseToRupees } from '../money.ts';
import type { ScoreBoard, ScoreMoment } from './engine/match.ts';
import { refreshBooks, runnerWithBook, totalMatched } from './book-view.ts';
import { isExchangeMarket, type MarketType } from './exposure.ts';
import type { PriceSize } from './price.ts';

export type MarketStatus = 'open' | 'suspended' | 'ball_running' | 'closed';

export interface RunnerView {
  selection_id: string;
  runner_name: string;
  status: MarketStatus;
  back: PriceSize[];
  lay: PriceSize[];
  /** Exchange markets: rupees matched on the runner (docs/decisions/180). */
  traded?: number;
}

export interface MarketView {
  market_id: string;
  event_id: string;
  market_name: string;
  market_type: MarketType;
  status: MarketStatus;
  bet_delay: number;
  min_stake: number;
  max_stake: number;
  sort_order: number;
  /** Exchange markets: rupees matched on the market (docs/decisions/180). */
  total_matched?: number;
  runners: RunnerView[];
}

export interface Score {
  home: string;
  away: string;
  summary: string;
  /** What the summary says, as data (docs/decisions/225); absent on a score from before it. */
  moment?: ScoreMoment;
  updated_at: string;
  /** The scoreboard of an event the match engine plays (docs/decisions/156). */
  board?: ScoreBoard;
}

export interface EventView {
  event_id: string;
  sport_id: number;
  sport_name: string;
  sport_slug: string;
  competition_id: string;
  competition_name: string;
  /** The competition's name per language (docs/decisions/225), e.g. {"hi": "…"}. */
  competition_names: Record<string, string>;
  event_name: string;
  open_date: string;
  in_play: boolean;
  market_id: string | null;
  market_status: MarketStatus | null;
  has_bookmaker: boolean;
  has_fancy: boolean;
  odds: { selection_id: string; runner_name: string; status: MarketStatus; back: number | null; lay: number | null }[];
  /** An in-play event's score (docs/decisions/215). */
  score?: Score;
}

export interface MarketRow {
  id: string;
  event_id: string;
  market_type: MarketType;
  name: string;
  status: MarketStatus;
  bet_delay: number;
  min_stake_paise: number;
  max_stake_paise: number;
  sort_order: number;
  winner_selection_id: string | null;
  result_runs: number | null;
  is_void: boolean;
  settled_at: Date | null;
  /** Suspended or set ball running by the operator: the match engine leaves its status alone (decision 152). */
  held_by_operator?: boolean;
}

export interface RunnerRow {
  market_id: string;
  selection_id: string;
  name: string;
  sort_order: number;
  status: MarketStatus;
  back: PriceSize[];
  lay: PriceSize[];
}

interface EventRow {
  id: string;
  sport_id: number;
  sport_name: string;
  sport_slug: string;
  competition_id: string;
  competition_name: string;
  competition_names: Record<string, string>;
  name: string;
  open_date: Date;
  status: 'open' | 'closed';
  score: Score | null;
}

const EVENT_SELECT = `
  SELECT e.id, e.sport_id, s.name AS sport_name, s.slug AS sport_slug, e.competition_id, c.name AS competition_name, c.names AS competition_names,
         e.name, e.open_date, e.status, e.score
    FROM events e JOIN sports s ON s.id = e.sport_id JOIN competitions c ON c.id = e.competition_id`;

/**
 * The market as the contract shows it. Exchange runners' cells are the market maker's sizes plus the
 * waiting bets', with the traded amounts (book-view.ts, docs/decisions/180).
 */
export function marketView(market: MarketRow, runners: readonly RunnerRow[]): MarketView {
  const exchange = isExchangeMarket(market.market_type);
  return {
    market_id: market.id,
    event_id: market.event_id,
    market_name: market.name,
    market_type: market.market_type,
    status: market.status,
    bet_delay: market.bet_delay,
    min_stake: paiseToRupees(market.min_stake_paise),
    max_stake: paiseToRupees(market.max_stake_paise),
    sort_order: market.sort_order,
    ...(exchange && { total_matched: totalMatched(market.id) }),
    runners: runners
      .filter((runner) => runner.market_id === market.id)
      .sort((a, b) => a.sort_order - b.sort_order)
      .map((runner) => ({
        selection_id: runner.selection_id,
        runner_name: runner.name,
        status: runner.status,
        ...(exchange ? runnerWithBook(market.id, runner.selection_id, runner) : { back: runner.back, lay: runner.lay }),
      })),
  };
}

/** The events' markets that are not closed, with their runners. */
export async function openMarketsOf(db: Queryable, eventIds: readonly string[]): Promise<MarketView[]> {
  if (eventIds.length === 0) return [];
  const markets = await db.query<MarketRow>(
    `SELECT * FROM markets WHERE event_id = ANY($1::text[]) AND status <> 'closed' ORDER BY event_id, sort_order, id`,
    [eventIds],
  );
  const runners = await db.query<RunnerRow>('SELECT * FROM runners WHERE market_id = ANY($1::text[])', [markets.map((m) => m.id)]);
  await refreshBooks(db, markets.filter((market) => isExchangeMarket(market.market_type)).map((market) => market.id));
  return markets.map((market) => marketView(market, runners));
}

function eventView(event: EventRow, markets: readonly MarketView[], now: Date): EventView {
  const own = markets.filter((market) => market.event_id === event.id);
  const matchOdds = own.find((market) => market.market_type === 'match_odds');
  const inPlay = isInPlay(event, now);
  return {
    event_id: event.id,
    sport_id: event.sport_id,
    sport_name: event.sport_name,
    sport_slug: event.sport_slug,
    competition_id: event.competition_id,
    competition_name: event.competition_name,
    competition_names: event.competition_names,
    event_name: event.name,
    open_date: event.open_date.toISOString(),
    in_play: inPlay,
    market_id: matchOdds?.market_id ?? null,
    market_status: matchOdds?.status ?? null,
    has_bookmaker: own.some((market) => market.market_type === 'bookmaker'),
    has_fancy: own.some((market) => market.market_type === 'fancy'),
    odds: (matchOdds?.runners ?? []).map((runner) => ({
      selection_id: runner.selection_id,
      runner_name: runner.runner_name,
      status: runner.status,
      back: runner.back[0]?.price ?? null,
      lay: runner.lay[0]?.price ?? null,
    })),
    // The lists' rows show an in-play event's score (docs/decisions/215).
    ...(inPlay && event.score && { score: event.score }),
  };
}

export function isInPlay(event: { open_date: Date; status: string }, now: Date): boolean {
  return event.status === 'open' && event.open_date.getTime() <= now.getTime();
}

export interface EventFilter {
  inPlay?: boolean;
  upcoming?: boolean;
  sportId?: number;
  competitionId?: string;
  ids?: readonly string[];
  limit?: number;
}

/** Open events as lists show them: in play first, then by start time (then name). */
export async function listEvents(db: Queryable, filter: EventFilter, now: Date): Promise<EventView[]> {
  const where = ["e.status = 'open'"];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (filter.inPlay) where.push(`e.open_date <= ${param(now)}`);
  if (filter.upcoming) where.push(`e.open_date > ${param(now)}`);
  if (filter.sportId !== undefined) where.push(`e.sport_id = ${param(filter.sportId)}`);
  if (filter.competitionId !== undefined) where.push(`e.competition_id = ${param(filter.competitionId)}`);
  if (filter.ids) where.push(`e.id = ANY(${param(filter.ids)}::text[])`);
  const events = await db.query<EventRow>(
    `${EVENT_SELECT} WHERE ${where.join(' AND ')}
      ORDER BY (e.open_date <= ${param(now)}) DESC, s.sort_order, e.open_date, e.name LIMIT ${param(filter.limit ?? 200)}`,
    params,
  );
  const markets = await openMarketsOf(db, events.map((event) => event.id));
  return events.map((event) => eventView(event, markets, now));
}

export async function findEvent(db: Queryable, eventId: string): Promise<EventRow | undefined> {
  const [event] = await db.query<EventRow>(`${EVENT_SELECT} WHERE e.id = $1`, [eventId]);
  return event;
}

/** One event with its markets and score (matchDetails), or undefined. */
export async function eventDetails(
  db: Queryable,
  eventId: string,
  now: Date,
): Promise<{ event: EventView; markets: MarketView[]; score: Score | null } | undefined> {
  const event = await findEvent(db, eventId);
  if (!event) return undefined;
  const markets = await openMarketsOf(db, [eventId]);
  return { event: eventView(event, markets, now), markets, score: event.score };
}

export async function sportsWithCounts(
  db: Queryable,
  now: Date,
): Promise<{ sport_id: number; name: string; slug: string; event_count: number; in_play_count: number }[]> {
  return db.query(
    `SELECT s.id AS sport_id, s.name, s.slug,
            count(e.id)::int AS event_count,
            count(e.id) FILTER (WHERE e.open_date <= $1)::int AS in_play_count
       FROM sports s LEFT JOIN events e ON e.sport_id = s.id AND e.status = 'open'
      GROUP BY s.id ORDER BY s.sort_order, s.id`,
    [now],
  );
}
