// The match runner (docs/decisions/152 and 153): plays the engine's fixtures in the leader
// process, as part of the price feed's step (feed.ts). For each event whose next action is due it
// bowls (cricket: bookmaker and fancy go ball running), plays a step of the engine (prices, score,
// new and decided fancy lines), or reopens the markets after a brief suspension (a wicket, a boundary,
// a goal, a break point). Everything is stored in one transaction per action, the match state with it,
// so a restarted server or a new leader resumes the same match; decided markets are suspended at once
// and settled through the operator's settlement (settlement.ts), once each, except those the operator
// holds (suspended by hand: theirs to declare); a finished event closes.
// Pace: MATCH_SPEED match seconds per second (6 by default: a T20 innings in about 15 minutes).
import type { Server as SocketServer } from 'socket.io';
import type { Database, Queryable } from '../db/database.ts';
import { isInPlay, marketView, type MarketRow, type MarketStatus, type RunnerRow, type Score } from './catalogue.ts';
import type { MarketResult } from './exposure.ts';
import { decidedResults, matchMarkets, openFancyMarkets, priceMarkets, type EngineMarket, type EngineResult } from './engine/markets.ts';
import { DELIVERY_SECONDS } from './engine/cricket-ball.ts';
import { scoreBoard, scoreLines, stepMatch, type MatchState } from './engine/match.ts';
import { insertMarkets, sizesFor, topUpFixtures } from './fixtures.ts';
import { publishOdds, takeOddsSeq, type OddsMessage } from './publish.ts';
import { settleMarket } from './settlement.ts';
import { completeEngineMatch, syncEngineMatches, writeEnginePoints } from '../fantasy/engine-matches.ts';
import { announceBalances } from './balance-notice.ts';
import { refreshBooks } from './book-view.ts';
import { EXCHANGE_MARKET_TYPES } from './exposure.ts';
import { lapseUnmatched } from './unmatched.ts';

export const DEFAULT_MATCH_SPEED = 6;
export const MATCH_SPEED_FORMAT = 'MATCH_SPEED must be a number from 0.1 to 1000 (match seconds per second), e.g. 6.';
/** Real time limits of the brief states, whatever the speed. */
export const BALL_RUNNING_MS = 2_500;
export const PAUSE_MS = 4_000;
const FIXTURES_EVERY_MS = 5_000;
const DUE_PER_STEP = 100;

export function readMatchSpeed(value: string | undefined): number | { problem: string } {
  if (value === undefined || value === '') return DEFAULT_MATCH_SPEED;
  const speed = Number(value);
  return Number.isFinite(speed) && speed >= 0.1 && speed <= 1000 ? speed : { problem: MATCH_SPEED_FORMAT };
}

export interface MatchRunnerOptions {
  /** Match seconds per real second (MATCH_SPEED). */
  speed?: number;
  /** Seeds the fixtures' matches. */
  seed?: number;
  /** Keep the fixture list topped up (default true; tests that create their own fixtures turn it off). */
  fixtures?: boolean;
}

export interface MatchRunner {
  /** Does every action due at `at`; resolves with the odds messages sent. */
  step(at: Date): Promise<OddsMessage[]>;
}

type Action = 'bowl' | 'play' | 'reopen' | 'done';

interface EngineRow {
  event_id: string;
  state: MatchState;
  next_action: Action;
  gap_ms: number;
  steps: number;
}

interface Plan {
  action: Action;
  inMs: number;
  gapMs: number;
}

const inInnings = (state: MatchState) => state.sport === 'cricket' && (state.phase === 'innings1' || state.phase === 'innings2');

/** Bookmaker and fancy go ball running while a ball is bowled; a pause suspends every market. */
const BALL_RUNNING_TYPES = ['bookmaker', 'fancy'];

export function engineResultToMarket(eventId: string, result: EngineResult): MarketResult {
  if (result.kind === 'winner') return { kind: 'winner', selectionId: `${eventId}.${result.runnerKey}` };
  return result;
}

/** What every step of the runner needs: the database, the sockets, the pace, and the events already recovered. */
interface Runner {
  db: Database;
  io: SocketServer | undefined;
  speed: number;
  /** Events whose decided markets this process has settled since it started (recovery runs once per event). */
  recovered: Set<string>;
}

export function createMatchRunner(db: Database, io: SocketServer | undefined, options: MatchRunnerOptions = {}): MatchRunner {
  const speed = options.speed ?? DEFAULT_MATCH_SPEED;
  const seed = options.seed ?? 20_261_128;
  const runner: Runner = { db, io, speed, recovered: new Set() };
  let lastTopUp = Number.NEGATIVE_INFINITY;
  return {
    async step(at) {
      if (options.fixtures !== false && at.getTime() - lastTopUp >= FIXTURES_EVERY_MS) {
        lastTopUp = at.getTime();
        await topUpFixtures(db, at, speed, seed);
        await syncEngineMatches(db, at);
      }
      const due = await db.query<EngineRow>(
        `SELECT me.event_id, me.state, me.next_action, me.gap_ms, me.steps
           FROM match_engine me JOIN events e ON e.id = me.event_id
          WHERE me.next_action <> 'done' AND me.next_at <= $1 AND e.status = 'open'
          ORDER BY me.next_at LIMIT ${DUE_PER_STEP}`,
        [at],
      );
      const sent: OddsMessage[] = [];
      for (const row of due) {
        const changed = await act(runner, row, at);
        if (!changed) continue;
        const message = await publish(runner, row.event_id, at, changed.score);
        if (message) sent.push(message);
      }
      return sent;
    },
  };
}

/** Sets the status of the event's markets that are neither closed nor held by the operator. */
async function setStatus(tx: Queryable, eventId: string, status: MarketStatus, types?: string[]): Promise<void> {
  await tx.query(
    `UPDATE markets SET status = $2 WHERE event_id = $1 AND status <> 'closed' AND NOT held_by_operator AND status <> $2
        AND ($3::text[] IS NULL OR market_type = ANY($3::text[]))`,
    [eventId, status, types ?? null],
  );
}

/** Lapses the unmatched bets of the event's exchange markets the engine suspends now, when the event is in play. */
async function lapseOnSuspension(tx: Queryable, eventId: string, at: Date): Promise<{ users: number[]; markets: string[] }> {
  const [event] = await tx.query<{ open_date: Date; status: string }>('SELECT open_date, status FROM events WHERE id = $1', [eventId]);
  if (!event || !isInPlay(event, at)) return { users: [], markets: [] };
  const markets = await tx.query<MarketRow>(
    `SELECT * FROM markets WHERE event_id = $1 AND status <> 'closed' AND NOT held_by_operator AND market_type = ANY($2::text[]) ORDER BY id FOR UPDATE`,
    [eventId, [...EXCHANGE_MARKET_TYPES]],
  );
  const users: number[] = [];
  for (const market of markets) users.push(...(await lapseUnmatched(tx, market, at)));
  return { users, markets: markets.map((market) => market.id) };
}

async function openMarkets(tx: Queryable, eventId: string): Promise<MarketRow[]> {
  return tx.query<MarketRow>("SELECT * FROM markets WHERE event_id = $1 AND status <> 'closed' ORDER BY sort_order, id", [eventId]);
}

/** Settles the markets the state decides (suspending them first, in case a bet is on its way). */
async function settleDecided({ db, io }: Runner, eventId: string, state: MatchState, at: Date): Promise<number> {
  // A market the operator holds is theirs to declare (decision 155).
  const open = (await openMarkets(db, eventId)).filter((market) => !market.held_by_operator);
  const keys = open.map((market) => market.id.slice(eventId.length + 1));
  const results = decidedResults(state, keys);
  for (const [key, result] of results) {
    await db.query("UPDATE markets SET status = 'suspended' WHERE id = $1 AND status <> 'closed'", [`${eventId}.${key}`]);
    await settleMarket(db, io, `${eventId}.${key}`, engineResultToMarket(eventId, result), at);
  }
  return results.size;
}

function planAfterStep(speed: number, state: MatchState, seconds: number, pause: boolean): Plan {
  if (state.result) return { action: 'play', inMs: 0, gapMs: 0 };
  const realMs = (seconds * 1000) / speed;
  const ballRunning = inInnings(state) ? Math.min(BALL_RUNNING_MS, realMs * 0.4) : 0;
  const next: Action = inInnings(state) ? 'bowl' : 'play';
  if (pause) {
    const pauseMs = Math.min(PAUSE_MS, realMs * 0.5);
    return { action: 'reopen', inMs: pauseMs, gapMs: Math.max(0, realMs - pauseMs - ballRunning) };
  }
  return { action: next, inMs: Math.max(0, realMs - ballRunning), gapMs: 0 };
}

/** Prices every open market of the event from the state; writes the runners. */
async function writePrices(tx: Queryable, eventId: string, state: MatchState, steps: number, markets: readonly MarketRow[]): Promise<void> {
  const specs = new Map<string, EngineMarket>([...matchMarkets(state), ...openFancyMarkets(state)].map((spec) => [spec.key, spec]));
  const wanted = markets.map((market) => specs.get(market.id.slice(eventId.length + 1))).filter((spec): spec is EngineMarket => spec !== undefined);
  const prices = priceMarkets(state, wanted, sizesFor(eventId, steps));
  const changes = wanted.flatMap((spec) =>
    spec.runners.map((runner, index) => ({
      market_id: `${eventId}.${spec.key}`,
      selection_id: `${eventId}.${runner.key}`,
      back: prices.get(spec.key)?.[index]?.back ?? [],
      lay: prices.get(spec.key)?.[index]?.lay ?? [],
    })),
  );
  if (changes.length === 0) return;
  await tx.query(
    `UPDATE runners r SET back = c.back, lay = c.lay
       FROM jsonb_to_recordset($1::jsonb) AS c (market_id text, selection_id text, back jsonb, lay jsonb)
      WHERE r.market_id = c.market_id AND r.selection_id = c.selection_id
        AND EXISTS (SELECT 1 FROM markets m WHERE m.id = r.market_id AND m.status <> 'closed')`,
    [JSON.stringify(changes)],
  );
}

async function save(tx: Queryable, eventId: string, state: MatchState, steps: number, plan: Plan, at: Date): Promise<void> {
  await tx.query('UPDATE match_engine SET state = $2, steps = $3, next_action = $4, next_at = $5, gap_ms = $6 WHERE event_id = $1', [
    eventId,
    JSON.stringify(state),
    steps,
    plan.action,
    new Date(at.getTime() + plan.inMs),
    Math.round(plan.gapMs),
  ]);
}

/** One due action of one event; returns whether it changed what watchers see. */
async function act(runner: Runner, row: EngineRow, at: Date): Promise<{ score?: Score } | undefined> {
  const eventId = row.event_id;
  const state = row.state;
  // What the state already decides is settled first: once per event per process (a restart between a
  // step and its settlement), and whenever the match is over.
  if (!runner.recovered.has(eventId) || state.result) {
    runner.recovered.add(eventId);
    await settleDecided(runner, eventId, state, at);
  }
  if (state.result) return finishMatch(runner, eventId, state, at);
  if (row.next_action === 'bowl') return bowl(runner, row, at);
  if (row.next_action === 'reopen') return reopen(runner, row, at);
  return playStep(runner, row, at);
}

/** A finished match: its fantasy match completed and paid, the event closed, the engine done. */
async function finishMatch(runner: Runner, eventId: string, state: MatchState, at: Date): Promise<{ score?: Score }> {
  const { db, io } = runner;
  // Its fantasy match is completed and paid first (docs/decisions/216): a failure is tried again.
  if (state.sport === 'cricket') await completeEngineMatch(db, io, eventId, state, at);
  await db.transaction(async (tx) => {
    await tx.query("UPDATE events SET status = 'closed' WHERE id = $1", [eventId]);
    await tx.query("UPDATE match_engine SET next_action = 'done', finished_at = $2 WHERE event_id = $1", [eventId, at]);
  });
  runner.recovered.delete(eventId);
  return {};
}

/** The ball is bowled: bookmaker and fancy go ball running until the delivery is played. */
async function bowl({ db, speed }: Runner, row: EngineRow, at: Date): Promise<{ score?: Score }> {
  await db.transaction(async (tx) => {
    await setStatus(tx, row.event_id, 'ball_running', BALL_RUNNING_TYPES);
    await save(tx, row.event_id, row.state, row.steps, { action: 'play', inMs: Math.min(BALL_RUNNING_MS, ((DELIVERY_SECONDS * 1000) / speed) * 0.4), gapMs: 0 }, at);
  });
  return {};
}

/** The brief suspension is over: the markets open again, the next action after the rest of the gap. */
async function reopen({ db }: Runner, row: EngineRow, at: Date): Promise<{ score?: Score }> {
  await db.transaction(async (tx) => {
    await setStatus(tx, row.event_id, 'open');
    await save(tx, row.event_id, row.state, row.steps, { action: inInnings(row.state) ? 'bowl' : 'play', inMs: row.gap_ms, gapMs: 0 }, at);
  });
  return {};
}

/** A step of the engine, stored in one transaction; then the lapsed bets' books and balances, and the decided markets settled. */
async function playStep(runner: Runner, row: EngineRow, at: Date): Promise<{ score?: Score }> {
  const { db, io } = runner;
  const eventId = row.event_id;
  const step = stepMatch(row.state);
  const state = step.state;
  const steps = row.steps + 1;
  const score: Score = { ...scoreLines(state, step.happened), updated_at: at.toISOString(), board: scoreBoard(state) };
  const plan = planAfterStep(runner.speed, state, step.seconds, step.pause);
  const lapsed = { users: [] as number[], markets: [] as string[] };
  const decided = await db.transaction(async (tx) => {
    // A brief suspension (a wicket, a boundary, a goal, a break point) lapses the in-play unmatched
    // bets of the exchange markets it suspends, as the operator's does; their rows are locked first,
    // as a bet locks them (docs/decisions/181). A delivery's ball running is no suspension there.
    if (step.pause && !state.result) Object.assign(lapsed, await lapseOnSuspension(tx, eventId, at));
    const results = await storeMarkets(tx, eventId, state, steps);
    if (!state.result) await setStatus(tx, eventId, step.pause ? 'suspended' : 'open');
    await tx.query('UPDATE events SET score = $2 WHERE id = $1', [eventId, JSON.stringify(score)]);
    // The fantasy players' points move with the ball (docs/decisions/216).
    if (state.sport === 'cricket') await writeEnginePoints(tx, eventId, state);
    await save(tx, eventId, state, steps, plan, at);
    return results;
  });
  if (lapsed.markets.length > 0) {
    await refreshBooks(db, lapsed.markets);
    await announceBalances(db, io, lapsed.users);
  }
  for (const [key, result] of decided) await settleMarket(db, io, `${eventId}.${key}`, engineResultToMarket(eventId, result), at);
  return { score };
}

/**
 * The event's markets after a step: new fancy lines inserted, the markets the state decides suspended
 * (returned, to settle after the commit), the others priced.
 */
async function storeMarkets(tx: Queryable, eventId: string, state: MatchState, steps: number): Promise<Map<string, EngineResult>> {
  const keyOf = (market: MarketRow) => market.id.slice(eventId.length + 1);
  let open = await openMarkets(tx, eventId);
  const present = new Set(open.map(keyOf));
  const missing = openFancyMarkets(state).filter((spec) => !present.has(spec.key));
  if (missing.length > 0 && (await insertMarkets(tx, eventId, state, missing, steps)).length > 0) open = await openMarkets(tx, eventId);
  const results = decidedResults(state, open.filter((market) => !market.held_by_operator).map(keyOf));
  if (results.size > 0) {
    await tx.query("UPDATE markets SET status = 'suspended' WHERE id = ANY($1::text[]) AND status <> 'closed'", [[...results.keys()].map((key) => `${eventId}.${key}`)]);
  }
  await writePrices(tx, eventId, state, steps, open.filter((market) => !results.has(keyOf(market))));
  return results;
}

async function publish({ db, io }: Runner, eventId: string, at: Date, score?: Score): Promise<OddsMessage | undefined> {
  if (!io) return undefined;
  const seq = await takeOddsSeq(db);
  const markets = await openMarkets(db, eventId);
  if (markets.length === 0 && !score) return undefined;
  const runners = await db.query<RunnerRow>('SELECT * FROM runners WHERE market_id = ANY($1::text[])', [markets.map((market) => market.id)]);
  return publishOdds(io, eventId, markets.map((market) => marketView(market, runners)), { seq, now: at, ...(score && { score }) });
}
