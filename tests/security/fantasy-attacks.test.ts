// What an attacker may try on fantasy cricket. No session, another user's team or entry, a
// team from another match, a player of another match, a stake of one's own choosing, a join without
// or with a reused Idempotency-Key, entries after the deadline: none moves money.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOperation } from '../contract/call-operation.ts';
import { buildServer, type BuiltServer } from '../../server/app.ts';
import { FANTASY_REFUSALS } from '../../server/fantasy/fantasy-rules.ts';
import { addTeam, bettor, contestsOf, createTestMatch, retimeTestMatch, validEleven } from '../../server/testing/fantasy.ts';
import { DATABASE_STARTUP_TIMEOUT_MS, openTestDatabase } from '../../server/testing/fixtures.ts';

let server: BuiltServer;
let match: number;
let otherMatch: number;
let mega: number;
beforeAll(async () => {
  server = await buildServer({ mode: 'development', database: await openTestDatabase() });
  match = await createTestMatch(server.db, 120);
  otherMatch = await createTestMatch(server.db, 240);
  mega = (await contestsOf(server.db, match))[0]!.id;
}, DATABASE_STARTUP_TIMEOUT_MS);
afterAll(() => server.close());

let keys = 0;
const newKey = () => `fantasy-attack-${Date.now()}-${(keys += 1)}`;
const join = (token: string | undefined, body: unknown, key: string | null = newKey()) =>
  callOperation(server.app, 'fantasyPlaceBet', { ...(token ? { token } : {}), body, headers: key === null ? {} : { 'idempotency-key': key } });

describe('fantasy: no session, no entry', () => {
  it.each(['fantasySetupData', 'fantasyMyContests', 'fantasyRememberedMatches', 'fantasyMyStakes'])('%s answers 401 without a session', async (operation) => {
    expect((await callOperation(server.app, operation)).statusCode).toBe(401);
  });

  it('a join without a session answers 401 and moves nothing', async () => {
    expect((await join(undefined, { match_id: match, team_id: 1, contest_id: mega })).statusCode).toBe(401);
  });
});

describe('fantasy: requests that break the contract move nothing (422)', () => {
  it.each([
    ['a stake of its own', { stake: 1 }],
    ['a negative contest', { contest_id: -1 }],
    ['a contest id as text', { contest_id: 'one' }],
  ])('%s', async (_name, change) => {
    const { token, balance } = await bettor(server);
    const team = (await addTeam(server, token, match)).body.data.team_id as number;
    const reply = await join(token, { match_id: match, team_id: team, contest_id: mega, ...change });
    expect(reply.statusCode).toBe(422);
    expect(await balance()).toBe(100_000);
  });

  it('a join without an Idempotency-Key', async () => {
    const { token, balance } = await bettor(server);
    const team = (await addTeam(server, token, match)).body.data.team_id as number;
    expect((await join(token, { match_id: match, team_id: team, contest_id: mega }, null)).statusCode).toBe(422);
    expect(await balance()).toBe(100_000);
  });

  it('a twelfth player or a captain flag on two players', async () => {
    const { token } = await bettor(server);
    const players = await validEleven(server, token, match);
    const twelve = [...players, { player_id: 99_999, is_captain: false, is_vice_captain: false }];
    expect((await callOperation(server.app, 'fantasyAddTeam', { token, body: { match_id: match, team_name: 'A', players: twelve } })).statusCode).toBe(422);
    const twoCaptains = players.map((player, index) => ({ ...player, is_captain: index < 2, is_vice_captain: index === 2 }));
    const reply = await callOperation(server.app, 'fantasyAddTeam', { token, body: { match_id: match, team_name: 'A', players: twoCaptains } });
    expect(reply.statusCode).toBe(400);
  });

  it('a team name with markup', async () => {
    const { token } = await bettor(server);
    const players = await validEleven(server, token, match);
    const reply = await callOperation(server.app, 'fantasyAddTeam', { token, body: { match_id: match, team_name: '<img src=x>', players } });
    expect(reply.statusCode).toBe(422);
  });
});

describe("fantasy: another user's things and other matches", () => {
  it("refuses joining, renaming, resetting or reading another user's team", async () => {
    const owner = await bettor(server);
    const attacker = await bettor(server);
    const team = (await addTeam(server, owner.token, match)).body.data.team_id as number;
    expect((await join(attacker.token, { match_id: match, team_id: team, contest_id: mega })).body.message).toBe(FANTASY_REFUSALS.teamNotFound);
    expect((await callOperation(server.app, 'fantasyUpdateTeamName', { token: attacker.token, body: { team_id: team, team_name: 'Mine' } })).statusCode).toBe(400);
    expect((await callOperation(server.app, 'fantasyResetTeam', { token: attacker.token, body: { team_id: team } })).statusCode).toBe(400);
    expect((await callOperation(server.app, 'fantasyTeamDetails', { token: attacker.token, params: { id: team } })).statusCode).toBe(400);
    expect(await attacker.balance()).toBe(100_000);
    expect(await owner.balance()).toBe(100_000);
  });

  it("refuses cancelling or reading another user's entry", async () => {
    const owner = await bettor(server);
    const attacker = await bettor(server);
    const team = (await addTeam(server, owner.token, match)).body.data.team_id as number;
    const bet = (await join(owner.token, { match_id: match, team_id: team, contest_id: mega })).body.data.bet_id as number;
    expect((await callOperation(server.app, 'fantasyCancelBet', { token: attacker.token, body: { bet_id: bet } })).body.message).toBe(FANTASY_REFUSALS.betNotFound);
    expect((await callOperation(server.app, 'fantasyBetDetails', { token: attacker.token, query: { bet_id: bet } })).statusCode).toBe(400);
    expect(await owner.balance()).toBe(100_000 - 4_900);
    expect(await attacker.balance()).toBe(100_000);
  });

  it("refuses a team of another match, a contest of another match and another match's player", async () => {
    const { token, balance } = await bettor(server);
    const otherTeam = (await addTeam(server, token, otherMatch)).body.data.team_id as number;
    expect((await join(token, { match_id: match, team_id: otherTeam, contest_id: mega })).body.message).toBe(FANTASY_REFUSALS.teamNotFound);
    expect((await join(token, { match_id: otherMatch, team_id: otherTeam, contest_id: mega })).body.message).toBe(FANTASY_REFUSALS.contestNotFound);
    const players = await validEleven(server, token, match);
    const foreign = (await validEleven(server, token, otherMatch))[5]!;
    const mixed = [...players.slice(0, 5), { ...foreign, is_captain: false, is_vice_captain: false }, ...players.slice(6)];
    const reply = await callOperation(server.app, 'fantasyAddTeam', { token, body: { match_id: match, team_name: 'Mixed', players: mixed } });
    expect(reply.body.message).toBe(FANTASY_REFUSALS.unknownPlayer);
    expect(await balance()).toBe(100_000);
  });

  it('a key reused for another operation is refused; a reused key on a join answers the first reply', async () => {
    const { token, balance } = await bettor(server);
    const team = (await addTeam(server, token, match)).body.data.team_id as number;
    const key = newKey();
    const [first, second] = await Promise.all([
      join(token, { match_id: match, team_id: team, contest_id: mega }, key),
      join(token, { match_id: match, team_id: team, contest_id: mega }, key),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.body.data.bet_id).toBe(first.body.data.bet_id);
    expect(await balance()).toBe(100_000 - 4_900);
  });
});

describe('fantasy: after the deadline', () => {
  it('refuses joining and cancelling once the match has started, whatever the client shows', async () => {
    const late = await createTestMatch(server.db, 30);
    const lateMega = (await contestsOf(server.db, late))[0]!.id;
    const { token, balance } = await bettor(server);
    const team = (await addTeam(server, token, late)).body.data.team_id as number;
    const bet = (await join(token, { match_id: late, team_id: team, contest_id: lateMega })).body.data.bet_id as number;
    await retimeTestMatch(server.db, late, -1);
    expect((await join(token, { match_id: late, team_id: team, contest_id: (await contestsOf(server.db, late))[1]!.id })).body.message).toBe(FANTASY_REFUSALS.started);
    expect((await callOperation(server.app, 'fantasyCancelBet', { token, body: { bet_id: bet } })).body.message).toBe(FANTASY_REFUSALS.started);
    expect(await balance()).toBe(100_000 - 4_900);
  });
});
