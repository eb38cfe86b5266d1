// The reference server's price feed (design §11, docs/decisions/037): a timer whose every step runs
// the match engine's runner (match-runner.ts, docs/decisions/152), which plays every event of a sport
// it knows, seeded ones included (docs/decisions/210), and prices each market from its match; and every
// 2 s sends a snapshot of each watched event (in play or not: a keep-alive and a resync). No market
// moves apart from its match: the independent random walk it once ran is gone.
//
// The odds benchmark (bench-feed.ts, never in production) runs without the engine: on every step each
// open market of its one event gets new level sizes at the same prices (stored, then published), so a
// benchmark's figures measure delivery, whatever a match would do.
//
// Deterministic from its seed for a given database state; tests call step() and never start the timer.
import type { Server as SocketServer } from 'socket.io';
import type { Database } from '../db/database.ts';
import { marketView, openMarketsOf, type MarketRow, type MarketView, type RunnerRow, type Score } from './catalogue.ts';
import { drawsFrom } from './engine/random.ts';
import { createMatchRunner, type MatchRunnerOptions } from './match-runner.ts';
import type { PriceSize } from './price.ts';
import { ODDS_CHANNEL, publishOdds, takeOddsSeq, type OddsMessage } from './publish.ts';
import { publishMarket } from './settlement.ts';
import { lapseTurnedInPlay } from './unmatched.ts';

export interface PriceFeedOptions {
  /** The benchmark's sizes' seed (same seed, same sizes). */
  seed?: number;
  /** Time between steps. */
  intervalMs?: number;
  now?: () => Date;
  /** Benchmarks only (bench-feed.ts): every open market of this event gets new sizes on every step. */
  everyMarketOf?: string;
  /** Plays the match engine's fixtures on every step (off unless given; main.ts turns it on). */
  matches?: MatchRunnerOptions;
  /** Told of a step that failed on the timer (the next step tries again); without it, failures are silent. */
  onError?: (error: unknown) => void;
  /** The timer functions (tests may pass fakes). */
  timers?: { setInterval: (run: () => void, ms: number) => unknown; clearInterval: (handle: unknown) => void };
}

export interface PriceFeed {
  start(): void;
  stop(): void;
  readonly running: boolean;
  /** One step: moves, stores and publishes; resolves with the messages sent. */
  step(): Promise<OddsMessage[]>;
}

export const DEFAULT_FEED_INTERVAL_MS = 400;
/** Every 5 steps (2 s by default) a snapshot of each watched event (see snapshots()). */
export const SNAPSHOT_EVERY = 5;

/** The event ids of the odds rooms with members, or null when the server is not a socket.io one (tests). */
function watchedEvents(io: SocketServer): string[] | null {
  const rooms = (io as Partial<SocketServer>).sockets?.adapter?.rooms;
  if (!rooms) return null;
  const prefix = `${ODDS_CHANNEL}:`;
  return [...rooms.keys()].filter((room) => room.startsWith(prefix) && (rooms.get(room)?.size ?? 0) > 0).map((room) => room.slice(prefix.length));
}

/** A level's new size for the benchmark: 85-115% of the old, at least 2. */
function resize(next: () => number, level: PriceSize): PriceSize {
  return { price: level.price, size: Math.max(2, Math.round(level.size * (0.85 + next() * 0.3))) };
}

/** A message the step will send (publishOdds). */
interface Publication {
  eventId: string;
  markets: MarketView[];
  snapshot: boolean;
  score?: Score;
}

export function createPriceFeed(db: Database, io: SocketServer, options: PriceFeedOptions = {}): PriceFeed {
  const draws = drawsFrom(options.seed ?? 20_261_124);
  const next = () => draws.next();
  const now = options.now ?? (() => new Date());
  const timers = options.timers ?? {
    setInterval: (run: () => void, ms: number) => setInterval(run, ms),
    clearInterval: (handle: unknown) => clearInterval(handle as NodeJS.Timeout),
  };
  let handle: unknown;
  let busy = false;
  const matches = options.matches ? createMatchRunner(db, io, options.matches) : undefined;

  let steps = 0;

  /**
   * One step: the benchmark's sizes move (only under PRICE_FEED_BENCH); every SNAPSHOT_EVERY steps each
   * watched event gets a snapshot (a moved one the snapshot alone, read after the moved sizes are
   * stored, so it carries them): one message, not a change and then a snapshot, so
   * its sockets get one frame, not two, and the snapshot does not queue behind a second emit
   * (docs/decisions/112).
   */
  async function step(): Promise<OddsMessage[]> {
    const at = now();
    steps += 1;
    // One seq for the step, taken before it reads anything (takeOddsSeq): each event gets at most one message a step.
    const seq = await takeOddsSeq(db);
    const moved = options.everyMarketOf ? await resizeBenchMarkets(options.everyMarketOf) : [];
    const sending = steps % SNAPSHOT_EVERY !== 0 ? moved : await withSnapshots(moved);
    // sent_at is the step's start: a message's delivery time counts the database work before it.
    const sent = sending.map(({ eventId, markets, snapshot, score }) => publishOdds(io, eventId, markets, { seq, snapshot, now: at, ...(score && { score }) }));
    // Exchange bets that lapse at the turn in play leave the book (docs/decisions/181), published as they go.
    await lapseTurnedInPlay(db, io, at, (marketId) => publishMarket(db, io, marketId));
    // The engine's events publish themselves, each with a seq taken after its action is committed.
    return matches ? [...sent, ...(await matches.step(at))] : sent;
  }

  async function withSnapshots(moved: Publication[]): Promise<Publication[]> {
    const whole = await snapshots();
    const snapshotted = new Set(whole.map((snapshot) => snapshot.eventId));
    return [...moved.filter((change) => !snapshotted.has(change.eventId)), ...whole];
  }

  /**
   * Every open event someone watches (all open events when the server cannot say) gets its open
   * markets whole: a keep-alive for events whose prices do not move (upcoming, suspended), and a
   * resync for a client that missed a message.
   */
  async function snapshots(): Promise<Publication[]> {
    const watched = watchedEvents(io);
    const events = await db.query<{ id: string; score: Score | null }>(
      "SELECT id, score FROM events WHERE status = 'open' AND ($1::text[] IS NULL OR id = ANY($1::text[])) ORDER BY id",
      [watched],
    );
    if (events.length === 0) return [];
    const markets = await openMarketsOf(db, events.map((event) => event.id));
    return events.map((event) => ({
      eventId: event.id,
      markets: markets.filter((market) => market.event_id === event.id),
      snapshot: true,
      ...(event.score && { score: event.score }),
    }));
  }

  /** The benchmark's event: every open market's sizes move, stored; its changed markets, not yet sent. */
  async function resizeBenchMarkets(eventId: string): Promise<Publication[]> {
    const markets = await db.query<MarketRow>("SELECT * FROM markets WHERE event_id = $1 AND status = 'open' ORDER BY sort_order, id", [eventId]);
    if (markets.length === 0) return [];
    const runners = await db.query<RunnerRow>(
      "SELECT * FROM runners WHERE market_id = ANY($1::text[]) AND status = 'open' ORDER BY market_id, sort_order",
      [markets.map((market) => market.id)],
    );
    for (const runner of runners) {
      runner.back = runner.back.map((level) => resize(next, level));
      runner.lay = runner.lay.map((level) => resize(next, level));
    }
    // Only markets still open when the sizes are written (the operator may have just suspended one).
    const written = await db.query<{ market_id: string }>(
      `UPDATE runners r SET back = c.back, lay = c.lay
         FROM jsonb_to_recordset($1::jsonb) AS c (market_id text, selection_id text, back jsonb, lay jsonb)
        WHERE r.market_id = c.market_id AND r.selection_id = c.selection_id
          AND EXISTS (SELECT 1 FROM markets m WHERE m.id = r.market_id AND m.status = 'open')
        RETURNING r.market_id`,
      [JSON.stringify(runners.map(({ market_id, selection_id, back, lay }) => ({ market_id, selection_id, back, lay })))],
    );
    const stillOpen = new Set(written.map((row) => row.market_id));
    const open = markets.filter((market) => stillOpen.has(market.id));
    return open.length === 0 ? [] : [{ eventId, markets: open.map((market) => marketView(market, runners)), snapshot: false }];
  }

  return {
    get running() {
      return handle !== undefined;
    },
    step,
    start() {
      if (handle !== undefined) return;
      handle = timers.setInterval(() => {
        if (busy) return;
        busy = true;
        step()
          .catch((error: unknown) => options.onError?.(error))
          .finally(() => {
            busy = false;
          });
      }, options.intervalMs ?? DEFAULT_FEED_INTERVAL_MS);
    },
    stop() {
      if (handle === undefined) return;
      timers.clearInterval(handle);
      handle = undefined;
    },
  };
}
