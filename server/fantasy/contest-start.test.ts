// Contests decided at the start (docs/decisions/170): a guaranteed contest runs short of entries and
// the operator sees the house's shortfall; a flexible contest pays the fees minus the house's cut by
// the table's shares; a full fixed contest runs; a demo match moved back before its start reopens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOperation } from '../../tests/contract/call-operation.ts';
import { buildServer, type BuiltServer } from '../app.ts';
import { DEFAULT_OPERATOR_PASSWORD } from '../operator/operator-auth.ts';
import { DATABASE_STARTUP_TIMEOUT_MS, openTestDatabase } from '../testing/fixtures.ts';
import { startDueContests } from './contest-start.ts';
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
const contestRows = async () =>
  (await server.app.inject({ method: 'GET', url: '/operator/api/sections/fantasy-contests', headers: { authorization: `Bearer ${DEFAULT_OPERATOR_PASSWORD}` } })).json() as {
    rows: { target: { id: string }; cells: string[]; actions: string[] }[];
  };

/** `count` bettors each join `contestName` with one team; the first's captain scores most. */
async function entrants(match: number, contestName: string, count: number) {
  const contest = (await contestsOf(server.db, match)).find((each) => each.name === contestName)!;
  const users = [];
  for (let index = 0; index < count; index += 1) users.push(await bettor(server));
  const players = await validEleven(server, users[0]!.token, match);
  for (const [index, user] of users.entries()) {
    const team = players.map((player, at) => ({ ...player, is_captain: at === index, is_vice_captain: at === (index + 1) % 11 }));
    const saved = await callOperation(server.app, 'fantasyAddTeam', { token: user.token, body: { match_id: match, team_name: `E${index}`, players: team } });
    const joined = await callOperation(server.app, 'fantasyPlaceBet', {
      token: user.token,
      body: { match_id: match, team_id: saved.body.data.team_id, contest_id: contest.id },
      headers: { 'idempotency-key': `contest-start-${process.pid}-${(keys += 1)}` },
    });
    expect(joined.statusCode).toBe(200);
  }
  return { contest, users, players };
}

describe('contests at the start', () => {
  it('a guaranteed contest runs unfilled; the operator sees the shortfall, and it pays its table', async () => {
    const match = await createTestMatch(server.db, 60);
    const { contest, users, players } = await entrants(match, 'Small League', 3);
    const guaranteed = await operator('guarantee-contest', { id: String(contest.id) });
    expect(guaranteed.statusCode).toBe(200);
    expect((await operator('guarantee-contest', { id: String(contest.id) })).statusCode).toBe(400);
    // Before the start, the console shows what the house would add if it started now.
    const before = (await contestRows()).rows.find((row) => row.target.id === String(contest.id))!;
    expect(before.cells.slice(3)).toEqual(['Small League', 'guaranteed', 'open', '3 / 10', '3', '75.00', '12.00%', '220.00', '154.00']);
    expect(before.actions).toEqual(['unguarantee-contest']);

    const started = await operator('start-match', { id: String(match) });
    expect(started.json().message).toContain("the house's guarantee shortfall is ₹154.00");
    const after = (await contestRows()).rows.find((row) => row.target.id === String(contest.id))!;
    expect(after.cells.slice(5)).toEqual(['running', '3 / 10', '3', '75.00', '12.00%', '220.00', '154.00']);
    expect(after.actions).toEqual([]);

    await operator('set-points', { id: String(match), player: String(players[0]!.player_id), points: '50' });
    expect((await operator('complete-match', { id: String(match) })).json().message).toContain('3 entries ranked, 3 won (₹220.00 paid)');
    expect(await users[0]!.balance()).toBe(100_000 - 2_500 + 12_000);
  });

  it('a flexible contest pays the fees collected minus the cut by the table’s shares', async () => {
    const match = await createTestMatch(server.db, 60);
    // Flexi League: ₹20, 50 spots, 15% cut, table 300 / 150 / 50 × 8. Three entries: ₹60 − ₹9 = ₹51.
    const { contest, users, players } = await entrants(match, 'Flexi League', 3);
    await retimeTestMatch(server.db, match, -1);
    const [start] = (await startDueContests(server.db, new Date())).filter((each) => each.contestId === contest.id);
    expect(start?.outcome ?? 'running').toBe('running');
    await operator('set-points', { id: String(match), player: String(players[0]!.player_id), points: '50' });
    await operator('set-points', { id: String(match), player: String(players[1]!.player_id), points: '20' });
    const done = await operator('complete-match', { id: String(match) });
    // 300 : 150 : 50 of ₹51: ₹30.60, ₹15.30, ₹5.10.
    expect(done.json().message).toContain('(₹51.00 paid)');
    expect(await users[0]!.balance()).toBe(100_000 - 2_000 + 3_060);
    expect(await users[1]!.balance()).toBe(100_000 - 2_000 + 1_530);
    expect(await users[2]!.balance()).toBe(100_000 - 2_000 + 510);
  });

  it('a flexible contest with one entry is cancelled and refunded; a full fixed contest runs', async () => {
    const match = await createTestMatch(server.db, 60);
    const flexi = await entrants(match, 'Flexi League', 1);
    const h2h = await entrants(match, 'Head to Head', 2);
    await operator('start-match', { id: String(match) });
    expect(await flexi.users[0]!.balance()).toBe(100_000);
    const [flexiRow] = await server.db.query<{ status: string }>('SELECT status FROM fantasy_contests WHERE id = $1', [flexi.contest.id]);
    const [h2hRow] = await server.db.query<{ status: string }>('SELECT status FROM fantasy_contests WHERE id = $1', [h2h.contest.id]);
    expect([flexiRow!.status, h2hRow!.status]).toEqual(['cancelled', 'running']);
    expect(await h2h.users[0]!.balance()).toBe(100_000 - 10_000);
  });

  it('a contest whose match started takes no entry', async () => {
    const match = await createTestMatch(server.db, 60);
    const { contest } = await entrants(match, 'Mega Contest', 1);
    await retimeTestMatch(server.db, match, -1);
    await startDueContests(server.db, new Date());
    // Moved back before its start (as the demo seeds do), the cancelled contest is still closed to joins.
    await retimeTestMatch(server.db, match, 30);
    const late = await bettor(server);
    const team = await callOperation(server.app, 'fantasyAddTeam', {
      token: late.token,
      body: { match_id: match, team_name: 'Late', players: await validEleven(server, late.token, match) },
    });
    const joined = await callOperation(server.app, 'fantasyPlaceBet', {
      token: late.token,
      body: { match_id: match, team_id: team.body.data.team_id, contest_id: contest.id },
      headers: { 'idempotency-key': `contest-start-${process.pid}-${(keys += 1)}` },
    });
    expect(joined.statusCode).toBe(400);
    expect(joined.body.message).toBe('This contest has closed: its match has started.');
  });
});
