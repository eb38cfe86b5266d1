// The match runner (docs/decisions/152, 153) on a real database, its clock stepped by the test (no
// waits): the rolling fixture list, a whole match played and settled by itself to the paisa, fancy
// lines closed at their over (a bet after that is refused), ball running and brief suspensions, an
// operator's suspension held, and a restart mid-match that resumes the same match.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../app.ts';
import type { Database } from '../db/database.ts';
import { ledgerBalance, readWallet } from '../ledger/ledger.ts';
import { createTestUser, DATABASE_STARTUP_TIMEOUT_MS, openTestDatabase } from '../testing/fixtures.ts';
import { BetRefusedError } from './bet-checks.ts';
import type { BetRequest } from './bet-types.ts';
import { placeBet } from './bets.ts';
import { listEvents, type MarketRow, type RunnerRow } from './catalogue.ts';
import type { CricketState } from './engine/cricket-state.ts';
import { stepMatch, type MatchState } from './engine/match.ts';
import { createFixture, MIN_IN_PLAY, MIN_UPCOMING, SPORT_IDS } from './fixtures.ts';
import { createMatchRunner, readMatchSpeed, DEFAULT_MATCH_SPEED, MATCH_SPEED_FORMAT } from './match-runner.ts';
import { changeMarketStatus } from './settlement.ts';
import { testClock } from '../testing/sports.ts';

let db: Database;
const clock = testClock();
let keys = 0;

beforeAll(async () => {
  db = await openTestDatabase();
}, DATABASE_STARTUP_TIMEOUT_MS);
afterAll(() => db.close());

async function engineRow(eventId: string) {
  const [row] = await db.query<{ state: MatchState; next_action: string; next_at: Date; steps: number }>(
    'SELECT state, next_action, next_at, steps FROM match_engine WHERE event_id = $1',
    [eventId],
  );
  return row!;
}

/** Runs `count` due actions of the event (fewer if its match ends). */
async function runActions(runner: ReturnType<typeof createMatchRunner>, eventId: string, count: number) {
  for (let i = 0; i < count; i += 1) {
    const row = await engineRow(eventId);
    if (row.next_action === 'done') return;
    await runner.step(row.next_at);
  }
}

/** Steps the runner at each due time of the event until `until` holds (or the match is done). */
async function runUntil(runner: ReturnType<typeof createMatchRunner>, eventId: string, until: (state: MatchState, action: string) => boolean, limit = 5_000) {
  for (let i = 0; i < limit; i += 1) {
    const row = await engineRow(eventId);
    if (until(row.state, row.next_action) || row.next_action === 'done') return row;
    await runner.step(row.next_at);
  }
  throw new Error('never got there');
}

async function bettor(balancePaise = 10_000_000) {
  const user = await createTestUser(db, { balancePaise });
  await db.query("INSERT INTO ledger (user_id, amount_paise, kind) VALUES ($1, $2, 'opening_balance')", [user.id, balancePaise]);
  return user;
}

async function market(id: string) {
  const [row] = await db.query<MarketRow>('SELECT * FROM markets WHERE id = $1', [id]);
  const runners = await db.query<RunnerRow>('SELECT * FROM runners WHERE market_id = $1 ORDER BY sort_order', [id]);
  return { ...row!, runners };
}

function bet(userId: number, request: BetRequest) {
  keys += 1;
  return placeBet(db, { userId, idempotencyKey: `runner-${process.pid}-${keys}`, bettingAllowed: true, request }, clock);
}

describe('the match speed setting', () => {
  it('defaults to 6 and refuses nonsense', () => {
    expect([readMatchSpeed(undefined), readMatchSpeed('12'), readMatchSpeed('0.5')]).toEqual([DEFAULT_MATCH_SPEED, 12, 0.5]);
    expect([readMatchSpeed('0'), readMatchSpeed('fast'), readMatchSpeed('5000')]).toEqual(Array(3).fill({ problem: MATCH_SPEED_FORMAT }));
  });
});

describe('the rolling fixture list', () => {
  it('keeps every sport the engine plays in play and upcoming, apart from the seeded events', { timeout: 120_000 }, async () => {
    const runner = createMatchRunner(db, undefined, { seed: 1 });
    const now = new Date();
    await runner.step(now);
    for (const sport of ['cricket', 'football', 'tennis', 'kabaddi'] as const) {
      const inPlay = await listEvents(db, { inPlay: true, sportId: SPORT_IDS[sport] }, now);
      const upcoming = await listEvents(db, { upcoming: true, sportId: SPORT_IDS[sport] }, now);
      const played = (events: typeof inPlay) => events.filter((event) => /-5\d{3}$/.test(event.event_id));
      expect(played(inPlay).length).toBeGreaterThanOrEqual(MIN_IN_PLAY[sport]);
      expect(played(upcoming).length).toBeGreaterThanOrEqual(MIN_UPCOMING);
      // The seeded events are still there, and no fixture shares a name with another open event.
      const names = [...inPlay, ...upcoming].map((event) => event.event_name);
      expect(new Set(names).size).toBe(names.length);
      // In play at once: the first step was played (a boundary or a wicket suspends for a moment).
      for (const event of played(inPlay)) expect([event.odds.length >= 2, ['open', 'suspended'].includes(event.market_status!)]).toEqual([true, true]);
    }
    // Races: upcoming every few minutes, named by course and time.
    const races = (await listEvents(db, { upcoming: true, sportId: SPORT_IDS.racing }, now)).filter((event) => event.event_id.startsWith('hr-'));
    expect(races.length).toBeGreaterThanOrEqual(MIN_UPCOMING);
    expect(races[0]!.event_name).toMatch(/^[A-Za-z]+ \d\d:\d\d$/);
    expect(races[0]!.odds.length).toBeGreaterThanOrEqual(6);
    // A second step at once creates nothing more.
    const [{ count }] = (await db.query<{ count: number }>('SELECT count(*)::int AS count FROM match_engine')) as [{ count: number }];
    await runner.step(new Date(now.getTime() + 10_000));
    const [{ count: after }] = (await db.query<{ count: number }>('SELECT count(*)::int AS count FROM match_engine')) as [{ count: number }];
    expect(after).toBe(count);
  });
});

describe('a cricket match played by the runner', () => {
  it('goes ball running per delivery, suspends briefly on a wicket or boundary, closes fancy lines at their over, settles everything by itself to the paisa', async () => {
    const start = new Date('2030-01-01T10:00:00Z');
    const eventId = await createFixture(db, 'cricket', start, 77);
    const runner = createMatchRunner(db, undefined, { fixtures: false, speed: 6 });
    const user = await bettor();
    const state0 = (await engineRow(eventId)).state as CricketState;
    const batting = state0.battingFirst === 0 ? 'h' : 'a';
    // Before the first ball: back the batting side on match odds, and No on the 6-over line.
    const mo = await market(`${eventId}.mo`);
    const back = mo.runners.find((runner) => runner.selection_id === `${eventId}.${batting}`)!.back[0]!;
    await bet(user.id, { event_id: eventId, market_id: `${eventId}.mo`, selection_id: `${eventId}.${batting}`, type: 'back', odds: back.price, stake: 1000 });
    const six = await market(`${eventId}.i1.f6`);
    const noLine = six.runners[0]!.lay[0]!;
    await bet(user.id, { event_id: eventId, market_id: six.id, selection_id: `${six.id}.s`, type: 'lay', odds: noLine.size, runs: noLine.price, stake: 500 });

    // A bowl: bookmaker and fancy ball running, match odds open.
    await runner.step(start);
    let row = await engineRow(eventId);
    expect(row.next_action).toMatch(/bowl|reopen/);
    if (row.next_action === 'bowl') {
      await runner.step(row.next_at);
      expect([(await market(`${eventId}.bm`)).status, (await market(`${eventId}.i1.f6`)).status, (await market(`${eventId}.mo`)).status]).toEqual([
        'ball_running',
        'ball_running',
        'open',
      ]);
    }
    // A wicket or a boundary suspends every market until the next action reopens them.
    row = await runUntil(runner, eventId, (_, action) => action === 'reopen');
    expect((await market(`${eventId}.mo`)).status).toBe('suspended');
    await runner.step(row.next_at);
    expect((await market(`${eventId}.mo`)).status).toBe('open');

    // The 6-over line is decided at the end of the 6th over: closed, settled, a bet on it refused.
    row = await runUntil(runner, eventId, (state) => (state as CricketState).innings[0]!.balls >= 36 || (state as CricketState).phase !== 'innings1');
    const atSix = (row.state as CricketState).innings[0]!;
    const sixClosed = await market(`${eventId}.i1.f6`);
    expect([sixClosed.status, sixClosed.result_runs]).toEqual(['closed', atSix.overTotals[5] ?? atSix.runs]);
    await expect(
      bet(user.id, { event_id: eventId, market_id: six.id, selection_id: `${six.id}.s`, type: 'back', odds: 100, runs: 10, stake: 100 }),
    ).rejects.toMatchObject({ code: 'market_closed' } satisfies Partial<BetRefusedError>);
    // The 10-over line is still open (priced from the projected score), and so is the next wicket's.
    if (atSix.balls < 60 && atSix.wickets < 10) expect((await market(`${eventId}.i1.f10`)).status).not.toBe('closed');

    // To the end: every market settled once, the event closed and out of the lists.
    row = await runUntil(runner, eventId, () => false);
    const final = row.state as CricketState;
    expect(row.next_action).toBe('done');
    const markets = await db.query<MarketRow>('SELECT * FROM markets WHERE event_id = $1', [eventId]);
    expect(markets.every((candidate) => candidate.status === 'closed' && candidate.settled_at !== null)).toBe(true);
    expect(markets.map((candidate) => candidate.id)).toEqual(expect.arrayContaining([`${eventId}.i2.f6`, `${eventId}.i1.w1`]));
    const [event] = await db.query<{ status: string; score: { summary: string } }>('SELECT status, score FROM events WHERE id = $1', [eventId]);
    expect(event!.status).toBe('closed');
    expect(event!.score.summary).toMatch(/won by|tied/);
    expect((await listEvents(db, { ids: [eventId] }, new Date())).length).toBe(0);

    // Paid to the paisa: the back wins 1000 × (odds − 1) if the batting side won (void on a tie);
    // the No bet wins 500 if the 6-over total was under its line, else loses 500 × rate / 100.
    const won = final.result!.winner === final.battingFirst;
    const moProfit = final.result!.kind === 'tie' ? 0 : won ? Math.round(1000 * (back.price - 1) * 100) : -100_000;
    const sixRuns = final.innings[0]!.overTotals[5] ?? final.innings[0]!.runs;
    const noProfit = sixRuns < noLine.price ? 50_000 : -Math.round(500 * noLine.size);
    const wallet = await readWallet(db, user.id);
    expect(wallet).toMatchObject({ balancePaise: 10_000_000 + moProfit + noProfit, exposurePaise: 0, betsCount: 0 });
    expect(await ledgerBalance(db, user.id)).toBe(wallet.balancePaise);
    // Settled once: another step changes nothing.
    await runner.step(new Date(row.next_at.getTime() + 60_000));
    expect((await readWallet(db, user.id)).balancePaise).toBe(wallet.balancePaise);
  }, 180_000);

  it('keeps exchange bets through ball running per delivery; a wicket or boundary suspension lapses them (decision 181)', async () => {
    const start = new Date('2030-01-02T10:00:00Z');
    const eventId = await createFixture(db, 'cricket', start, 78);
    const runner = createMatchRunner(db, undefined, { fixtures: false, speed: 6 });
    const user = await bettor();
    const selection = `${eventId}.h`;
    // In play with the next action a delivery (bookmaker and fancy go ball running, match odds stays open).
    const row = await runUntil(runner, eventId, (_, action) => action === 'bowl');
    // A PERSIST back at 1000 waits unmatched (nobody lays that high).
    const placed = await bet(user.id, { event_id: eventId, market_id: `${eventId}.mo`, selection_id: selection, type: 'back', odds: 1000, stake: 100, persistence_type: 'PERSIST' });
    expect(placed.data.bet).toMatchObject({ order_status: 'unmatched', size_remaining: 100 });
    expect((await readWallet(db, user.id)).exposurePaise).toBe(-10_000);
    await runner.step(row.next_at);
    expect([(await market(`${eventId}.bm`)).status, (await market(`${eventId}.mo`)).status]).toEqual(['ball_running', 'open']);
    const waiting = async () => (await db.query<{ size_remaining_paise: number; status: string }>('SELECT size_remaining_paise, status FROM bets WHERE id = $1', [placed.data.bet.bet_id]))[0]!;
    expect(await waiting()).toEqual({ size_remaining_paise: 10_000, status: 'open' });
    // The engine's next brief suspension lapses it, releasing its reservation once.
    await runUntil(runner, eventId, (_, action) => action === 'reopen');
    expect((await market(`${eventId}.mo`)).status).toBe('suspended');
    expect(await waiting()).toEqual({ size_remaining_paise: 0, status: 'lapsed' });
    expect(await readWallet(db, user.id)).toMatchObject({ exposurePaise: 0, betsCount: 0, balancePaise: 10_000_000 });
    expect(await db.query("SELECT 1 FROM ledger WHERE user_id = $1 AND kind = 'bet_lapsed'", [user.id])).toHaveLength(1);
  }, 120_000);

  it("leaves a market the operator suspended alone until the operator resumes it", async () => {
    const start = new Date('2030-01-02T10:00:00Z');
    const eventId = await createFixture(db, 'football', start, 5);
    const runner = createMatchRunner(db, undefined, { fixtures: false });
    await changeMarketStatus(db, undefined, `${eventId}.mo`, 'suspend');
    for (let i = 0; i < 20; i += 1) await runner.step((await engineRow(eventId)).next_at);
    expect((await market(`${eventId}.mo`)).status).toBe('suspended');
    await changeMarketStatus(db, undefined, `${eventId}.mo`, 'resume');
    const row = await runUntil(runner, eventId, (_, action) => action === 'play');
    await runner.step(row.next_at);
    expect(['open', 'suspended']).toContain((await market(`${eventId}.mo`)).status);
    expect((await market(`${eventId}.mo`)).held_by_operator).toBe(false);
    // Held at full time, the market is left for the operator to declare; the event still closes.
    await changeMarketStatus(db, undefined, `${eventId}.mo`, 'suspend');
    await runUntil(runner, eventId, () => false);
    expect([(await market(`${eventId}.mo`)).status, (await db.query<{ status: string }>('SELECT status FROM events WHERE id = $1', [eventId]))[0]!.status]).toEqual([
      'suspended',
      'closed',
    ]);
  }, 120_000);

  // 100 database steps: 28 s on 2 loaded cores, so a minute.
  it('resumes the same match after a restart: a new runner continues from the stored state', { timeout: 60_000 }, async () => {
    const start = new Date('2030-01-03T10:00:00Z');
    const eventId = await createFixture(db, 'tennis', start, 9);
    let expected = (await engineRow(eventId)).state;
    const first = createMatchRunner(db, undefined, { fixtures: false });
    await runActions(first, eventId, 40);
    const stored = await engineRow(eventId);
    // A new process (a restart, or a new leader) with its own runner.
    const second = createMatchRunner(db, undefined, { fixtures: false });
    await runActions(second, eventId, 60);
    const after = await engineRow(eventId);
    expect(after.steps).toBeGreaterThan(stored.steps);
    for (let i = 0; i < after.steps; i += 1) expected = stepMatch(expected).state;
    expect(after.state).toEqual(expected);
  });
});

describe('the event reply', () => {
  it('carries the scoreboard of an engine event in the contract: both innings, overs, run rates, target, required rate, last six balls', { timeout: 120_000 }, async () => {
    const server = await buildServer({ mode: 'development', database: await openTestDatabase() });
    try {
      const start = new Date(Date.now() - 1_000);
      const eventId = await createFixture(server.db, 'cricket', start, 12);
      const runner = createMatchRunner(server.db, server.io, { fixtures: false });
      // Into the chase.
      for (let i = 0; i < 2_000; i += 1) {
        const [row] = await server.db.query<{ state: CricketState; next_at: Date }>('SELECT state, next_at FROM match_engine WHERE event_id = $1', [eventId]);
        if (row!.state.phase === 'innings2' && row!.state.innings[1]!.balls >= 8) break;
        await runner.step(row!.next_at);
      }
      // The reply is checked against the contract by the server in development mode.
      const reply = await server.app.inject({ method: 'GET', url: `/api/sports/match-details/${eventId}?domain=localhost` });
      expect(reply.statusCode).toBe(200);
      const { score } = reply.json().data as { score: { summary: string; board: Record<string, unknown> } };
      const board = score.board as { innings: { overs: string; run_rate: number }[]; target: number; required_rate: number; last_balls: string[] };
      expect(board).toMatchObject({ sport: 'cricket', target: expect.any(Number), required_rate: expect.any(Number) });
      expect(board.innings).toHaveLength(2);
      expect(board.innings[1]!.overs).toMatch(/^1\.[2-5]$|^[1-9]\.\d$/);
      expect(board.last_balls.length).toBe(6);
      expect(score.summary).toMatch(/need \d+ from \d+ balls|Wicket!|FOUR|SIX/);
    } finally {
      await server.close();
    }
  });
});

describe('a race played by the runner', () => {
  it('runs and settles its win market by itself', { timeout: 120_000 }, async () => {
    const start = new Date('2030-01-04T10:00:00Z');
    const eventId = await createFixture(db, 'racing', start, 21);
    const runner = createMatchRunner(db, undefined, { fixtures: false });
    const row = await runUntil(runner, eventId, () => false);
    const winner = (row.state as { result: { winner: number } }).result.winner;
    expect(await market(`${eventId}.mo`)).toMatchObject({ status: 'closed', winner_selection_id: `${eventId}.r${winner + 1}` });
  });
});
