// Fantasy on the engine's matches (docs/decisions/216), on a real database with the runner's clock
// stepped by the test (no waits): an engine cricket fixture becomes a fantasy match with the squads'
// players and the exchange's start; its leaderboard moves with the balls; an operator's points stay as
// a correction; the engine's end completes it and pays the prize once, through the ledger.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { newCricketMatch, type CricketState } from '../sports/engine/cricket-state.ts';
import { stepCricket } from '../sports/engine/cricket.ts';
import { createFixture } from '../sports/fixtures.ts';
import { createMatchRunner } from '../sports/match-runner.ts';
import { createTestUser, DATABASE_STARTUP_TIMEOUT_MS, openTestDatabase } from '../testing/fixtures.ts';
import { completeEngineMatch, shortName, syncEngineMatches } from './engine-matches.ts';
import { placeBet } from './fantasy-entries.ts';
import { findMatch, matchStatus } from './fantasy-matches.ts';
import { addTeam } from './fantasy-teams.ts';
import { contestLeaderboard } from './leaderboard.ts';
import { matchPoints } from './points-table.ts';
import { setPlayerPoints } from './settlement.ts';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
}, DATABASE_STARTUP_TIMEOUT_MS);
afterAll(() => db.close());

async function engineRow(eventId: string) {
  const [row] = await db.query<{ state: CricketState; next_action: string; next_at: Date; steps: number }>(
    'SELECT state, next_action, next_at, steps FROM match_engine WHERE event_id = $1',
    [eventId],
  );
  return row!;
}

async function player(matchId: number, side: number, index: number) {
  const [row] = await db.query<{ id: number; points: string; engine_points: string }>(
    'SELECT id, points, engine_points FROM fantasy_players WHERE match_id = $1 AND squad_side = $2 AND squad_index = $3',
    [matchId, side, index],
  );
  return { id: row!.id, points: Number(row!.points), engine: Number(row!.engine_points) };
}

async function bettor() {
  const user = await createTestUser(db, { balancePaise: 100_000 });
  await db.query("INSERT INTO ledger (user_id, amount_paise, kind) VALUES ($1, $2, 'opening_balance')", [user.id, 100_000]);
  return user.id;
}

describe('fantasy on the engine', () => {
  it('plays an engine fixture: live leaderboard from the balls, prizes paid once when the engine ends it', { timeout: 300_000 }, async () => {
    const start = new Date(Date.now() + 60 * 60_000);
    const eventId = await createFixture(db, 'cricket', start, 4_242);
    const before = new Date(start.getTime() - 60_000);
    const made = await syncEngineMatches(db, before);
    const [match] = await db.query<{ id: number; title: string; start_time: Date }>('SELECT id, title, start_time FROM fantasy_matches WHERE event_id = $1', [eventId]);
    expect(made).toContain(match!.id);
    expect(await syncEngineMatches(db, before)).toEqual([]);
    const [event] = await db.query<{ name: string; open_date: Date }>('SELECT name, open_date FROM events WHERE id = $1', [eventId]);
    expect(match!.title).toBe(event!.name.replace(' v ', ' vs '));
    expect(match!.start_time.toISOString()).toBe(event!.open_date.toISOString());
    const row = await findMatch(db, match!.id);
    expect(matchStatus(row, before)).toBe('upcoming');
    expect(matchStatus(row, start)).toBe('live');

    // The players are the engine's squads.
    const state = (await engineRow(eventId)).state;
    const players = await db.query<{ id: number; side_id: number; name: string; role: string; credits: string; squad_side: number; squad_index: number }>(
      'SELECT id, side_id, name, role, credits, squad_side, squad_index FROM fantasy_players WHERE match_id = $1 ORDER BY squad_side, squad_index',
      [match!.id],
    );
    expect(players.map((p) => [p.name, p.role])).toEqual(state.squads.flatMap((squad) => squad.map((p) => [p.name, p.role])));

    // Two teams of the cheapest valid eleven, captained differently, in the Head to Head.
    const cheapest = (role: string, side: number, count: number) =>
      players
        .filter((p) => p.role === role && p.squad_side === side)
        .sort((x, y) => Number(x.credits) - Number(y.credits))
        .slice(0, count);
    const eleven = [...cheapest('wk', 0, 1), ...cheapest('bat', 0, 2), ...cheapest('bat', 1, 2), ...cheapest('ar', 0, 1), ...cheapest('ar', 1, 1), ...cheapest('bowl', 0, 2), ...cheapest('bowl', 1, 2)];
    const [contest] = await db.query<{ id: number }>("SELECT id FROM fantasy_contests WHERE match_id = $1 AND name = 'Head to Head'", [match!.id]);
    const users = [await bettor(), await bettor()];
    const bets: number[] = [];
    for (const [n, userId] of users.entries()) {
      const team = await db.transaction((tx) =>
        addTeam(tx, {
          userId,
          matchId: match!.id,
          teamName: `Engine XI ${n}`,
          players: eleven.map((p, index) => ({ player_id: p.id, is_captain: index === n * 5, is_vice_captain: index === n * 5 + 1 })),
          now: before,
        }),
      );
      const bet = await db.transaction((tx) => placeBet(tx, { userId, matchId: match!.id, teamId: team.team_id, contestId: contest!.id, now: before }));
      bets.push(bet.bet_id);
    }

    // The match is played by the runner, its clock stepped: points move with the balls.
    const runner = createMatchRunner(db, undefined, { fixtures: false });
    let leaderboardMoved = false;
    for (let n = 0; n < 400 && !leaderboardMoved; n += 1) {
      const { next_at } = await engineRow(eventId);
      await runner.step(next_at);
      const board = await contestLeaderboard(db, users[0]!, contest!.id, next_at);
      expect(board.match.status).toBe('live');
      leaderboardMoved = board.entries.some((entry) => entry.points !== 0);
    }
    expect(leaderboardMoved).toBe(true);
    const live = await engineRow(eventId);
    const expected = matchPoints(live.state);
    for (const [side, index] of [
      [0, 0],
      [1, 3],
      [state.battingFirst, 1],
    ] as const) {
      expect((await player(match!.id, side, index)).points).toBe(expected[side][index]);
    }

    // The operator's correction: stays on top of the engine's figures as the match goes on.
    const opener = await player(match!.id, live.state.battingFirst, 0);
    await db.transaction((tx) => setPlayerPoints(tx, { matchId: match!.id, playerId: opener.id, points: opener.engine + 10, now: live.next_at }));
    for (let n = 0; n < 30; n += 1) await runner.step((await engineRow(eventId)).next_at);
    const corrected = await player(match!.id, live.state.battingFirst, 0);
    expect(corrected.points).toBe(corrected.engine + 10);

    // Near the end: the match is played on in memory to its last ball but one, stored, and the runner
    // bowls the rest (a restart would resume the same way).
    const now = await engineRow(eventId);
    let toEnd = 0;
    for (let s: CricketState = now.state; s.phase !== 'done'; s = stepCricket(s).state) toEnd += 1;
    let skipped = now.state;
    for (let n = 0; n < toEnd - 1; n += 1) skipped = stepCricket(skipped).state;
    await db.query("UPDATE match_engine SET state = $2, next_action = 'play' WHERE event_id = $1", [eventId, JSON.stringify(skipped)]);
    for (let n = 0; n < 20 && (await engineRow(eventId)).next_action !== 'done'; n += 1) await runner.step((await engineRow(eventId)).next_at);
    expect((await engineRow(eventId)).next_action).toBe('done');

    const final = await findMatch(db, match!.id);
    expect(final.closed_status).toBe('completed');
    const settled = await db.query<{ id: string; status: string; win_paise: string }>('SELECT id, status, win_paise FROM fantasy_bets WHERE id = ANY($1::bigint[]) ORDER BY id', [bets]);
    expect(settled.every((bet) => bet.status === 'won' || bet.status === 'lost')).toBe(true);
    const paid = async () =>
      db.query<{ reference: string; amount_paise: string }>("SELECT reference, amount_paise FROM ledger WHERE kind = 'fantasy_winnings' AND reference = ANY($1::text[])", [
        bets.map((id) => `fantasy:${id}`),
      ]);
    const once = await paid();
    // The Head to Head pays ₹180 to the first (split on a tie), each win one ledger row.
    expect(once.reduce((sum, entry) => sum + Number(entry.amount_paise), 0)).toBe(18_000);
    expect(new Set(once.map((entry) => entry.reference)).size).toBe(once.length);
    expect(settled.reduce((sum, bet) => sum + Number(bet.win_paise), 0)).toBe(18_000);

    // Never twice: again at the end, or by a second runner.
    const ended = (await engineRow(eventId)).state;
    expect(await completeEngineMatch(db, undefined, eventId, ended, new Date(start.getTime() + 86_400_000))).toBe(false);
    await createMatchRunner(db, undefined, { fixtures: false }).step(new Date(start.getTime() + 86_400_000));
    expect(await paid()).toEqual(once);
  });

  it('follows the event: the start of a match not yet begun moves with it, a started one never moves back', async () => {
    const start = new Date(Date.now() + 30 * 60_000);
    const eventId = await createFixture(db, 'cricket', start, 77);
    await syncEngineMatches(db, new Date());
    const later = new Date(start.getTime() + 10 * 60_000);
    await db.query('UPDATE events SET open_date = $2 WHERE id = $1', [eventId, later]);
    await syncEngineMatches(db, new Date());
    const startOf = async () => (await db.query<{ start_time: Date }>('SELECT start_time FROM fantasy_matches WHERE event_id = $1', [eventId]))[0]!.start_time;
    expect((await startOf()).toISOString()).toBe(later.toISOString());
    // Started (in the exchange's eyes too: open_date passed), then the event is set to the future again.
    await syncEngineMatches(db, new Date(later.getTime() + 1_000));
    await db.query('UPDATE events SET open_date = $2 WHERE id = $1', [eventId, new Date(later.getTime() + 3_600_000)]);
    await syncEngineMatches(db, new Date(later.getTime() + 2_000));
    expect((await startOf()).toISOString()).toBe(later.toISOString());
    // A match that is not cricket, or a state of another sport, gets no fantasy match.
    const football = await createFixture(db, 'football', start, 5);
    await syncEngineMatches(db, new Date());
    expect(await db.query('SELECT 1 FROM fantasy_matches WHERE event_id = $1', [football])).toEqual([]);
    expect(newCricketMatch(['A', 'B'], 1).squads[0]).toHaveLength(11);
    expect(['India', 'South Africa', 'Chennai Super Kings', 'Royal Challengers Bengaluru', 'Punjab Kings'].map(shortName)).toEqual(['IND', 'SA', 'CSK', 'RCB', 'PBKS']);
  });
});
