import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOperation } from '../../tests/contract/call-operation.ts';
import { buildServer, type BuiltServer } from '../app.ts';
import { DEFAULT_OPERATOR_PASSWORD } from '../operator/operator-auth.ts';
import { DATABASE_STARTUP_TIMEOUT_MS, openTestDatabase } from '../testing/fixtures.ts';
import { FANTASY_REFUSALS } from './fantasy-rules.ts';
import { bettor, contestsOf, createTestMatch, retimeTestMatch, validEleven } from '../testing/fantasy.ts';

let server: BuiltServer;
beforeAll(async () => {
  server = await buildServer({ mode: 'development', database: await openTestDatabase() });
}, DATABASE_STARTUP_TIMEOUT_MS);
afterAll(() => server.close());

let keys = 0;
const operator = (action: string, payload: Record<string, string>) =>
  server.app.inject({
    method: 'POST',
    url: `/operator/api/actions/${action}`,
    headers: { authorization: `Bearer ${DEFAULT_OPERATOR_PASSWORD}`, 'content-type': 'application/json' },
    payload,
  });

const leaderboard = (token: string, contestId: number) => callOperation(server.app, 'fantasyContestLeaderboard', { token, query: { contest_id: contestId } });
const rows = (reply: { body: { data: { entries: { rank: number; team_name: string; points: number; win_amount: number; is_mine: boolean }[] } } }) =>
  reply.body.data.entries.map((entry) => [entry.rank, entry.team_name, entry.points, entry.win_amount, entry.is_mine]);

/**
 * Four bettors in the Small League (₹25; rank 1 wins ₹120, ranks 2-3 ₹50), the same eleven with other
 * captains; the operator guaranteed it, so its table applies unfilled (docs/decisions/170).
 */
async function smallLeague(match: number) {
  const [, contest] = await contestsOf(server.db, match);
  const users = [await bettor(server), await bettor(server), await bettor(server), await bettor(server)];
  const players = await validEleven(server, users[0]!.token, match);
  const captains = [0, 2, 0, 3];
  for (const [index, user] of users.entries()) {
    const team = players.map((player, at) => ({ ...player, is_captain: at === captains[index], is_vice_captain: at === 1 }));
    const saved = await callOperation(server.app, 'fantasyAddTeam', { token: user.token, body: { match_id: match, team_name: `Team ${'ABCD'[index]}`, players: team } });
    const joined = await callOperation(server.app, 'fantasyPlaceBet', {
      token: user.token,
      body: { match_id: match, team_id: saved.body.data.team_id, contest_id: contest!.id },
      headers: { 'idempotency-key': `leaderboard-${Date.now()}-${(keys += 1)}` },
    });
    expect(joined.statusCode).toBe(200);
  }
  expect((await operator('guarantee-contest', { id: String(contest!.id) })).statusCode).toBe(200);
  return { users, players, contest: contest! };
}

describe('contest leaderboard', () => {
  it('ranks by points with ties sharing a rank and its prizes, live and then final', async () => {
    const match = await createTestMatch(server.db, 60);
    const { users, players, contest } = await smallLeague(match);
    const early = await leaderboard(users[3]!.token, contest.id);
    expect(early.statusCode).toBe(200);
    expect(early.body.data.match.status).toBe('upcoming');
    expect(early.body.data.contest).toMatchObject({ kind: 'guaranteed', status: 'open', max_teams_per_user: 3, my_entries: 1, spots_left: 6 });
    // Before the start no team has points and no prize is shown as won.
    expect(rows(early)).toEqual([
      [1, 'Team A', 0, 0, false],
      [1, 'Team B', 0, 0, false],
      [1, 'Team C', 0, 0, false],
      [1, 'Team D', 0, 0, true],
    ]);

    await retimeTestMatch(server.db, match, -1);
    await operator('set-points', { id: String(match), player: String(players[0]!.player_id), points: '50' });
    await operator('set-points', { id: String(match), player: String(players[2]!.player_id), points: '30' });
    // 80 points in every team; the captain's are counted twice: A and C 130 (tied), B 110, D 80.
    const live = await leaderboard(users[0]!.token, contest.id);
    expect(live.body.data.match.status).toBe('live');
    expect(rows(live)).toEqual([
      [1, 'Team A', 130, 85, true],
      [1, 'Team C', 130, 85, false],
      [3, 'Team B', 110, 50, false],
      [4, 'Team D', 80, 0, false],
    ]);

    expect((await operator('complete-match', { id: String(match) })).statusCode).toBe(200);
    const final = await leaderboard(users[2]!.token, contest.id);
    expect(final.body.data.match.status).toBe('completed');
    expect(final.body.data.contest.status).toBe('completed');
    expect(rows(final).map(([rank, name, points, win]) => [rank, name, points, win])).toEqual(rows(live).map(([rank, name, points, win]) => [rank, name, points, win]));
    expect(await users[2]!.balance()).toBe(100_000 - 2_500 + 8_500);
  });

  it('shows any contest to a signed-in user, never without a session; an unknown contest is refused', async () => {
    const match = await createTestMatch(server.db, 60);
    const [mega] = await contestsOf(server.db, match);
    const { token } = await bettor(server);
    expect((await leaderboard(token, mega!.id)).body.data.entries).toEqual([]);
    expect((await callOperation(server.app, 'fantasyContestLeaderboard', { query: { contest_id: mega!.id } })).statusCode).toBe(401);
    const unknown = await leaderboard(token, 99_999_999);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body.message).toBe(FANTASY_REFUSALS.contestNotFound);
  });
});
