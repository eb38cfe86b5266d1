// The reference server's price feed (design §11, docs/decisions/037): every open market of every
// in-play event moves on a timer, a seeded random walk of its runners' fair chances, priced on the
// Betfair tick ladder with no sure profit across a market (fair-book.ts, decision 118; bookmaker:
// whole rates; fancy: the runs line), sizes too. Each step writes the new prices to `runners`
// (so a bet is checked against what was published) and publishes the changed markets to the event's
// room (channel odds). About 1-3 messages a second per event with the default 400 ms step, and every
// 2 s a snapshot of each watched event (in play or not: a keep-alive and a resync).
//
// Events the match engine plays (match_engine, docs/decisions/152) are left to it: with `matches`, each
// step also runs the match runner (match-runner.ts), whose prices come from the match, not a walk.
//
// Deterministic from its seed for a given database state; tests call step() and never start the timer.
import type { Server as SocketServer } from 'socket.io';
import type { Database } from '../db/database.ts';
import { marketView, openMarketsOf, type MarketRow, type MarketView, type RunnerRow, type Score } from './catalogue.ts';
import { bookmakerBest, chancesOfBookmaker, chancesOfExchange, exchangeBest, movedChances } from './fair-book.ts';
import { moveTicks } from './ladder.ts';
import { createMatchRunner, type MatchRunnerOptions } from './match-runner.ts';
import type { PriceSize } from './price.ts';
import { ODDS_CHANNEL, publishOdds, takeOddsSeq, type OddsMessage } from './publish.ts';

export interface PriceFeedOptions {
  /** The random walk's seed (same seed, same walk). */
  seed?: number;
  /** Time between steps; each event moves on about 60% of the steps. */
  intervalMs?: number;
  now?: () => Date;
  /** Benchmarks only (bench-feed.ts): this event moves every open market on every step. */
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
const EVENT_MOVE_CHANCE = 0.6;
/** Every 5 steps (2 s by default) a snapshot of each watched event (see snapshots()). */
export const SNAPSHOT_EVERY = 5;

/** The event ids of the odds rooms with members, or null when the server is not a socket.io one (tests). */
function watchedEvents(io: SocketServer): string[] | null {
  const rooms = (io as Partial<SocketServer>).sockets?.adapter?.rooms;
  if (!rooms) return null;
  const prefix = `${ODDS_CHANNEL}:`;
  return [...rooms.keys()].filter((room) => room.startsWith(prefix) && (rooms.get(room)?.size ?? 0) > 0).map((room) => room.slice(prefix.length));
}

/** mulberry32: a small seeded generator, uniform in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

function walkSize(random: Random, size: number): number {
  const next = size * (0.85 + random() * 0.3);
  return Math.max(2, Math.round(next));
}

type Ladder = { back: PriceSize[]; lay: PriceSize[] };

// At the ends of the ladder levels can coincide: keep each price once.
const uniquePrices = (levels: PriceSize[]) => levels.filter((level, index) => levels.findIndex((other) => other.price === level.price) === index);

/**
 * Match odds and tied match: one runner's fair chance moves a little now and then, the others make
 * room, and each runner's ladder is rebuilt around its fair price (fair-book.ts: backing or laying
 * every runner never wins whatever happens). Lay is one tick above back, now and then two.
 */
export function walkExchange(random: Random, runners: Ladder[]): Ladder[] {
  const bestBacks = runners.map((runner) => runner.back[0]?.price ?? moveTicks(runner.lay[0]?.price ?? 2, -1));
  const chances = movedChances(chancesOfExchange(bestBacks), Math.floor(random() * runners.length), pick(random, [0.97, 1, 1, 1.03]));
  return runners.map((runner, index) => {
    const best = exchangeBest(chances[index]!, random() < 0.8 ? 1 : 2);
    const size = (level: PriceSize | undefined) => walkSize(random, level?.size ?? 500);
    const back = [0, 1, 2].map((ticks) => ({ price: moveTicks(best.back, -ticks), size: size(runner.back[ticks]) }));
    const lay = [0, 1, 2].map((ticks) => ({ price: moveTicks(best.lay, ticks), size: size(runner.lay[ticks]) }));
    return { back: uniquePrices(back), lay: uniquePrices(lay) };
  });
}

/** Bookmaker: the same walk of fair chances in whole rates; lay is 2-3 points above back. */
export function walkBookmaker(random: Random, runners: Ladder[]): Ladder[] {
  const bestRates = runners.map((runner) => runner.back[0]?.price ?? 50);
  const chances = movedChances(chancesOfBookmaker(bestRates), Math.floor(random() * runners.length), pick(random, [0.99, 1, 1, 1, 1.01]));
  return runners.map((runner, index) => {
    const best = bookmakerBest(chances[index]!, random() < 0.7 ? 3 : 2);
    const size = runner.back[0]?.size ?? 500_000;
    return { back: [{ price: best.back, size }], lay: [{ price: best.lay, size }] };
  });
}

/**
 * Fancy: the line moves a run up or down now and then (symmetric, so a long-running demo stays near its
 * seeded line); No is one run below Yes; rates 100/100 or 90/110 (Yes/No).
 */
export function walkFancy(random: Random, runner: Ladder): Ladder {
  const step = random();
  const yesLine = Math.max(2, (runner.back[0]?.price ?? 50) + (step < 0.08 ? 1 : step > 0.92 ? -1 : 0));
  const even = random() < 0.75;
  return { back: [{ price: yesLine, size: even ? 100 : 90 }], lay: [{ price: yesLine - 1, size: even ? 100 : 110 }] };
}

const SCORE_LINE = /^(.*?)(\d+)\/(\d+) \((\d+)\.(\d)\)$/;
const OVERS = 20;

/** Cricket: one ball of the batting side's innings (runs, now and then a wicket), up to 20 overs. */
export function nextBall(random: Random, score: Score, at: Date): Score | undefined {
  const match = SCORE_LINE.exec(score.home);
  if (!match) return undefined;
  const [, team, runsText, wicketsText, oversText, ballsText] = match;
  let [runs, wickets, overs, balls] = [Number(runsText), Number(wicketsText), Number(oversText), Number(ballsText)];
  if (overs >= OVERS || wickets >= 10) return undefined;
  const ball = pick(random, [0, 0, 1, 1, 1, 2, 4, 6, -1]);
  let summary: string;
  if (ball < 0) {
    wickets += 1;
    summary = 'Wicket!';
  } else {
    runs += ball;
    summary = ball === 0 ? 'Dot ball' : ball === 4 ? 'FOUR' : ball === 6 ? 'SIX' : `${ball} run${ball === 1 ? '' : 's'}`;
  }
  balls += 1;
  if (balls === 6) {
    overs += 1;
    balls = 0;
  }
  return { ...score, home: `${team}${runs}/${wickets} (${overs}.${balls})`, summary, updated_at: at.toISOString() };
}

function walkMarket(random: Random, marketType: MarketRow['market_type'], runners: RunnerRow[]): Ladder[] {
  if (marketType === 'bookmaker') return walkBookmaker(random, runners);
  if (marketType === 'fancy') return runners.map((runner) => walkFancy(random, runner));
  return walkExchange(random, runners);
}

/** A message the step will send (publishOdds). */
interface Publication {
  eventId: string;
  markets: MarketView[];
  snapshot: boolean;
  score?: Score;
}

export function createPriceFeed(db: Database, io: SocketServer, options: PriceFeedOptions = {}): PriceFeed {
  const random = seededRandom(options.seed ?? 20_261_124);
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
   * One step: prices move; every SNAPSHOT_EVERY steps each watched event also gets a snapshot. On
   * those steps an event that moved and gets a snapshot is sent the snapshot alone (read after the
   * moved prices are stored, so it carries them): one message, not a change and then a snapshot, so
   * its sockets get one frame, not two, and the snapshot does not queue behind a second emit
   * (docs/decisions/112).
   */
  async function step(): Promise<OddsMessage[]> {
    const at = now();
    steps += 1;
    // One seq for the step, taken before it reads anything (takeOddsSeq): each event gets at most one message a step.
    const seq = await takeOddsSeq(db);
    const moved = await movePrices(at);
    const sending = steps % SNAPSHOT_EVERY !== 0 ? moved : await withSnapshots(moved);
    // sent_at is the step's start: a message's delivery time counts the database work before it.
    const sent = sending.map(({ eventId, markets, snapshot, score }) => publishOdds(io, eventId, markets, { seq, snapshot, now: at, ...(score && { score }) }));
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

  /** Moves and stores the prices; returns each moved event's changed markets (still open), not yet sent. */
  async function movePrices(at: Date): Promise<Publication[]> {
    const markets = await db.query<MarketRow>(
      `SELECT m.* FROM markets m JOIN events e ON e.id = m.event_id
        WHERE e.status = 'open' AND e.open_date <= $1 AND m.status = 'open'
          AND NOT EXISTS (SELECT 1 FROM match_engine me WHERE me.event_id = e.id)
        ORDER BY m.event_id, m.sort_order, m.id`,
      [at],
    );
    if (markets.length === 0) return [];
    const runners = await db.query<RunnerRow>(
      "SELECT * FROM runners WHERE market_id = ANY($1::text[]) AND status = 'open' ORDER BY market_id, sort_order",
      [markets.map((market) => market.id)],
    );
    const eventIds = [...new Set(markets.map((market) => market.event_id))];
    const moved = new Map<string, MarketRow[]>();
    const changes: { market_id: string; selection_id: string; back: PriceSize[]; lay: PriceSize[] }[] = [];
    for (const eventId of eventIds) {
      const everyMarket = eventId === options.everyMarketOf;
      if (!everyMarket && random() >= EVENT_MOVE_CHANCE) continue;
      const own = markets.filter((market) => market.event_id === eventId);
      // Match odds on most steps, plus one or two other markets.
      const chosen = everyMarket ? own : own.filter((market, index) => index === 0 || random() < 0.35);
      for (const market of chosen) {
        const own = runners.filter((candidate) => candidate.market_id === market.id);
        const prices = walkMarket(random, market.market_type, own);
        own.forEach((runner, index) => {
          runner.back = prices[index]!.back;
          runner.lay = prices[index]!.lay;
          changes.push({ market_id: market.id, selection_id: runner.selection_id, ...prices[index]! });
        });
      }
      moved.set(eventId, chosen);
    }
    if (changes.length === 0) return [];
    // Only markets still open when the prices are written (the operator may have just suspended one).
    const written = await db.query<{ market_id: string }>(
      `UPDATE runners r SET back = c.back, lay = c.lay
         FROM jsonb_to_recordset($1::jsonb) AS c (market_id text, selection_id text, back jsonb, lay jsonb)
        WHERE r.market_id = c.market_id AND r.selection_id = c.selection_id
          AND EXISTS (SELECT 1 FROM markets m WHERE m.id = r.market_id AND m.status = 'open')
        RETURNING r.market_id`,
      [JSON.stringify(changes)],
    );
    const stillOpen = new Set(written.map((row) => row.market_id));
    const scores = await nextScores([...moved.keys()], at);
    return [...moved].flatMap(([eventId, chosen]) => {
      const open = chosen.filter((market) => stillOpen.has(market.id));
      const score = scores.get(eventId);
      return open.length === 0 ? [] : [{ eventId, markets: open.map((market) => marketView(market, runners)), snapshot: false, ...(score && { score }) }];
    });
  }

  /** A ball now and then in the moved cricket events' scores, stored; the changed ones by event. */
  async function nextScores(eventIds: string[], at: Date): Promise<Map<string, Score>> {
    const rows = await db.query<{ id: string; score: Score | null }>(
      'SELECT id, score FROM events WHERE id = ANY($1::text[]) AND sport_id = 4 AND score IS NOT NULL ORDER BY id',
      [eventIds],
    );
    const changed = new Map<string, Score>();
    for (const row of rows) {
      const next = random() < 0.3 ? nextBall(random, row.score!, at) : undefined;
      if (next) changed.set(row.id, next);
    }
    for (const [id, score] of changed) await db.query('UPDATE events SET score = $2 WHERE id = $1', [id, JSON.stringify(score)]);
    return changed;
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
