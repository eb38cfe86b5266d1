import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOperation } from '../../tests/contract/call-operation.ts';
import { buildServer, type BuiltServer } from '../app.ts';
import { ledgerBalance } from '../ledger/ledger.ts';
import { DEFAULT_OPERATOR_PASSWORD } from '../operator/operator-auth.ts';
import { DATABASE_STARTUP_TIMEOUT_MS, openTestDatabase } from '../testing/fixtures.ts';
import { SETTLEMENT_REFUSALS } from './settlement.ts';
import { DEMO_CONTESTS } from '../db/seeds/fantasy.ts';
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

/** Two bettors in the match's Head to Head (₹100, one prize of ₹180); the second's captain is another player. */
async function headToHead(match: number) {
  const [, , contest] = await contestsOf(server.db, match);
  const users = [await bettor(server), await bettor(server)];
  const players = await validEleven(server, users[0]!.token, match);
  const captains = [0, 2];
  for (const [index, user] of users.entries()) {
    const team = players.map((player, at) => ({ ...player, is_captain: at === captains[index], is_vice_captain: at === 1 }));
    const saved = await callOperation(server.app, 'fantasyAddTeam', { token: user.token, body: { match_id: match, team_name: `T${index}`, players: team } });
    const joined = await callOperation(server.app, 'fantasyPlaceBet', {
      token: user.token,
      body: { match_id: match, team_id: saved.body.data.team_id, contest_id: contest!.id },
      headers: { 'idempotency-key': `settle-${Date.now()}-${(keys += 1)}` },
    });
    expect(joined.statusCode).toBe(200);
  }
  return { users, players };
}

describe('fantasy points and settlement', () => {
  it('pays the prize by rank once, after the start, with the captain doubled', async () => {
    const match = await createTestMatch(server.db, 60);
    const { users, players } = await headToHead(match);
    const early = await operator('complete-match', { id: String(match) });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(SETTLEMENT_REFUSALS.notStarted);

    await retimeTestMatch(server.db, match, -1);
    // The first bettor's captain scores 50 (100 for them); the second's captain scores nothing.
    expect((await operator('set-points', { id: String(match), player: String(players[0]!.player_id), points: '50' })).statusCode).toBe(200);
    const done = await operator('complete-match', { id: String(match) });
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toContain('2 entries ranked, 1 won (₹180.00 paid)');
    expect(await users[0]!.balance()).toBe(100_000 - 10_000 + 18_000);
    expect(await users[1]!.balance()).toBe(100_000 - 10_000);
    expect(await ledgerBalance(server.db, users[0]!.user.id)).toBe(108_000);

    const again = await operator('complete-match', { id: String(match) });
    expect(again.statusCode).toBe(400);
    expect(await users[0]!.balance()).toBe(108_000);
    // Each entry's owner was told its rank and prize, once.
    const notesOf = (userId: number) =>
      server.db.query<{ body: string; redirect_url: string }>('SELECT body, redirect_url FROM notifications WHERE user_id = $1 ORDER BY id', [userId]);
    expect((await notesOf(users[0]!.user.id)).map((note) => note.body)).toEqual([expect.stringMatching(/: rank 1, you won ₹180\.00\.$/)]);
    expect((await notesOf(users[1]!.user.id)).map((note) => note.body)).toEqual([expect.stringMatching(/: rank 2, no prize this time\.$/)]);
    expect((await notesOf(users[0]!.user.id))[0]!.redirect_url).toBe(`/cricket-fight/my-contests/${match}`);
    const mine = await callOperation(server.app, 'fantasyTeamsAndBetDetails', { token: users[0]!.token, query: { match_id: match } });
    expect(mine.body.data.bets[0]).toMatchObject({ status: 'won', win_amount: 180 });
    expect(mine.body.data.teams[0].points).toBe(100);
    const contests = await callOperation(server.app, 'fantasyMyContests', { token: users[1]!.token, query: { status: 'completed' } });
    expect(contests.body.data[0]).toMatchObject({ total_stake: 100, total_win: 0 });
  });

  it('splits a tie: equal points share the prizes of the ranks they cover', async () => {
    const match = await createTestMatch(server.db, 60);
    const { users } = await headToHead(match);
    await retimeTestMatch(server.db, match, -1);
    const done = await operator('complete-match', { id: String(match) });
    expect(done.statusCode).toBe(200);
    expect(await users[0]!.balance()).toBe(100_000 - 10_000 + 9_000);
    expect(await users[1]!.balance()).toBe(100_000 - 10_000 + 9_000);
  });

  it('refuses points for a player of another match or that are not a number', async () => {
    const match = await createTestMatch(server.db, -5);
    expect((await operator('set-points', { id: String(match), player: '999999', points: '10' })).json().message).toBe(SETTLEMENT_REFUSALS.unknownPlayer);
    expect((await operator('set-points', { id: String(match), player: '1', points: 'lots' })).statusCode).toBe(400);
  });
});

describe('operator matches', () => {
  it('adds a match with the demo contests and starts it now, once', async () => {
    const added = await operator('add-match', { id: 'ENG-IND', 'start-in': '30' });
    expect(added.statusCode).toBe(200);
    const id = /Match (\d+)/.exec(added.json().message as string)![1]!;
    expect(await contestsOf(server.db, Number(id))).toHaveLength(DEMO_CONTESTS.length);
    expect((await operator('add-match', { id: 'ENG-ENG', 'start-in': '30' })).statusCode).toBe(400);
    expect((await operator('start-match', { id })).statusCode).toBe(200);
    expect((await operator('start-match', { id })).statusCode).toBe(400);
    const { token } = await bettor(server);
    const setup = await callOperation(server.app, 'fantasySetupData', { token });
    expect(setup.body.data.matches.find((match: { match_id: number }) => match.match_id === Number(id)).status).toBe('live');
  });
});
