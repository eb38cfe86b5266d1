import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOperation } from '../../tests/contract/call-operation.ts';
import { buildServer, type BuiltServer } from '../app.ts';
import { ledgerBalance } from '../ledger/ledger.ts';
import { DATABASE_STARTUP_TIMEOUT_MS, openTestDatabase } from '../testing/fixtures.ts';
import { FANTASY_REFUSALS } from './fantasy-rules.ts';
import { addTeam, bettor, contestsOf, createTestMatch, retimeTestMatch, validEleven } from '../testing/fantasy.ts';

let server: BuiltServer;
beforeAll(async () => {
  server = await buildServer({ mode: 'development', database: await openTestDatabase() });
}, DATABASE_STARTUP_TIMEOUT_MS);
afterAll(() => server.close());

let keys = 0;
const newKey = () => `fantasy-key-${Date.now()}-${(keys += 1)}`;

const join = (token: string, body: { match_id: number; team_id: number; contest_id: number }, key = newKey()) =>
  callOperation(server.app, 'fantasyPlaceBet', { token, body, headers: { 'idempotency-key': key } });

describe('setup data', () => {
  it('sends every rule as a setting, the demo matches with start times from the clock, and their contests', async () => {
    const { token } = await bettor(server);
    const { statusCode, body } = await callOperation(server.app, 'fantasySetupData', { token });
    expect(statusCode).toBe(200);
    expect(body.data).toMatchObject({ credit_limit: 100, team_size: 11, max_players_per_side: 7, captain_multiplier: 2, vice_captain_multiplier: 1.5 });
    expect(body.data.roles).toEqual([
      { role: 'wk', min: 1, max: 4 },
      { role: 'bat', min: 3, max: 6 },
      { role: 'ar', min: 1, max: 4 },
      { role: 'bowl', min: 3, max: 6 },
    ]);
    // The matches are the engine's cricket events (docs/decisions/216), with the exchange's start and status.
    const matches = body.data.matches as { title: string; status: string; start_time: string }[];
    const events = await server.db.query<{ name: string; open_date: Date }>(
      "SELECT e.name, e.open_date FROM events e JOIN match_engine me ON me.event_id = e.id WHERE me.sport = 'cricket' AND e.status = 'open' AND me.next_action <> 'done'",
    );
    expect(events.length).toBeGreaterThanOrEqual(4);
    const now = Date.now();
    for (const event of events) {
      const match = matches.find((candidate) => candidate.title === event.name.replace(' v ', ' vs '));
      expect(match, event.name).toMatchObject({ start_time: event.open_date.toISOString(), status: event.open_date.getTime() <= now ? 'live' : 'upcoming' });
    }
    const statuses = matches.map((match) => match.status);
    expect(statuses).toContain('upcoming');
    expect(statuses).toContain('live');
    const contest = (body.data.contests as { name: string; spots: number; spots_left: number; prize_pool: number; entry_fee: number }[])[0]!;
    expect(contest).toMatchObject({ name: 'Mega Contest', entry_fee: 49, spots: 100, prize_pool: 4700 });
  });
});

describe('teams', () => {
  it('saves a valid eleven with its captains, renames it and resets it', async () => {
    const match = await createTestMatch(server.db, 60);
    const { token } = await bettor(server);
    const saved = await addTeam(server, token, match, 'Team One');
    expect(saved.statusCode).toBe(200);
    expect(saved.body.data.players).toHaveLength(11);
    expect(saved.body.data.players.filter((player: { is_captain: boolean }) => player.is_captain)).toHaveLength(1);
    const teamId = saved.body.data.team_id as number;
    const renamed = await callOperation(server.app, 'fantasyUpdateTeamName', { token, body: { team_id: teamId, team_name: 'Winners' } });
    expect(renamed.body.data.team_name).toBe('Winners');
    const details = await callOperation(server.app, 'fantasyTeamDetails', { token, params: { id: teamId } });
    expect(details.body.data).toMatchObject({ team_name: 'Winners', points: 0 });
    const reset = await callOperation(server.app, 'fantasyResetTeam', { token, body: { team_id: teamId } });
    expect(reset.body.data.players).toEqual([]);
  });

  it('fills a reset team again (its name too), but not a team that has its players', async () => {
    const match = await createTestMatch(server.db, 60);
    const { token } = await bettor(server);
    const teamId = (await addTeam(server, token, match, 'Team One')).body.data.team_id as number;
    const players = await validEleven(server, token, match);
    const fill = () => callOperation(server.app, 'fantasyAddTeam', { token, body: { match_id: match, team_id: teamId, team_name: 'Again', players } });
    const full = await fill();
    expect(full.statusCode).toBe(400);
    expect(full.body.message).toBe(FANTASY_REFUSALS.teamNotEmpty);
    await callOperation(server.app, 'fantasyResetTeam', { token, body: { team_id: teamId } });
    const filled = await fill();
    expect(filled.body.data).toMatchObject({ team_id: teamId, team_name: 'Again' });
    expect(filled.body.data.players).toHaveLength(11);
    const mine = await callOperation(server.app, 'fantasyTeamsAndBetDetails', { token, query: { match_id: match } });
    expect(mine.body.data.teams).toHaveLength(1);
    const other = await bettor(server);
    const stolen = await callOperation(server.app, 'fantasyAddTeam', { token: other.token, body: { match_id: match, team_id: teamId, team_name: 'Mine', players } });
    expect(stolen.body.message).toBe(FANTASY_REFUSALS.teamNotFound);
  });

  it('refuses a team that breaks a rule, with the rule in words', async () => {
    const match = await createTestMatch(server.db, 60);
    const { token } = await bettor(server);
    const players = await validEleven(server, token, match);
    const noCaptain = players.map((player) => ({ ...player, is_captain: false }));
    const refused = await callOperation(server.app, 'fantasyAddTeam', { token, body: { match_id: match, team_name: 'X', players: noCaptain } });
    expect(refused.statusCode).toBe(400);
    expect(refused.body.message).toBe('Choose a captain from your team.');
    const twice = [...players.slice(0, 10), { ...players[2]!, is_captain: false, is_vice_captain: false }];
    const duplicate = await callOperation(server.app, 'fantasyAddTeam', { token, body: { match_id: match, team_name: 'X', players: twice } });
    expect(duplicate.statusCode).toBe(400);
  });

  it('locks teams at the start: no new team, rename or reset', async () => {
    const match = await createTestMatch(server.db, 60);
    const { token } = await bettor(server);
    const saved = await addTeam(server, token, match);
    await retimeTestMatch(server.db, match, -1);
    const teamId = saved.body.data.team_id as number;
    for (const reply of [
      await addTeam(server, token, match),
      await callOperation(server.app, 'fantasyUpdateTeamName', { token, body: { team_id: teamId, team_name: 'Late' } }),
      await callOperation(server.app, 'fantasyResetTeam', { token, body: { team_id: teamId } }),
    ]) {
      expect(reply.statusCode).toBe(400);
      expect(reply.body.message).toBe(FANTASY_REFUSALS.started);
    }
  });
});

describe('joining a contest', () => {
  it('takes the entry fee once through the ledger; a retry with the same key joins nothing more', async () => {
    const match = await createTestMatch(server.db, 60);
    const [mega] = await contestsOf(server.db, match);
    const { user, token, balance } = await bettor(server, 1_000);
    const team = (await addTeam(server, token, match)).body.data.team_id as number;
    const key = newKey();
    const first = await join(token, { match_id: match, team_id: team, contest_id: mega!.id }, key);
    expect(first.statusCode).toBe(200);
    expect(first.body.data).toMatchObject({ contest_id: mega!.id, team_id: team, stake: 49, status: 'open', win_amount: null, potential_win: 1500 });
    const again = await join(token, { match_id: match, team_id: team, contest_id: mega!.id }, key);
    expect(again.body).toEqual(first.body);
    expect(await balance()).toBe(100_000 - 4_900);
    expect(await ledgerBalance(server.db, user.id)).toBe(100_000 - 4_900);
    const rows = await server.db.query("SELECT amount_paise FROM ledger WHERE user_id = $1 AND kind = 'fantasy_entry'", [user.id]);
    expect(rows).toHaveLength(1);

    const sameTeam = await join(token, { match_id: match, team_id: team, contest_id: mega!.id });
    expect(sameTeam.body.message).toBe(FANTASY_REFUSALS.alreadyJoined);

    const mine = await callOperation(server.app, 'fantasyMyContests', { token });
    expect(mine.body.data.find((row: { match: { match_id: number } }) => row.match.match_id === match)).toMatchObject({
      teams_count: 1,
      bets_count: 1,
      total_stake: 49,
    });
    const both = await callOperation(server.app, 'fantasyTeamsAndBetDetails', { token, query: { match_id: match } });
    expect(both.body.data.bets).toHaveLength(1);
    expect(both.body.data.teams).toHaveLength(1);
    const details = await callOperation(server.app, 'fantasyBetDetails', { token, query: { bet_id: first.body.data.bet_id } });
    expect(details.body.data.bet_id).toBe(first.body.data.bet_id);
  });

  it('refuses a fee the balance does not cover, and a reset team', async () => {
    const match = await createTestMatch(server.db, 60);
    const [, , headToHead] = await contestsOf(server.db, match);
    const poor = await bettor(server, 99);
    const team = (await addTeam(server, poor.token, match)).body.data.team_id as number;
    const refused = await join(poor.token, { match_id: match, team_id: team, contest_id: headToHead!.id });
    expect(refused.body.message).toBe(FANTASY_REFUSALS.insufficient);
    expect(await poor.balance()).toBe(9_900);
    await callOperation(server.app, 'fantasyResetTeam', { token: poor.token, body: { team_id: team } });
    const [mega] = await contestsOf(server.db, match);
    expect((await join(poor.token, { match_id: match, team_id: team, contest_id: mega!.id })).body.message).toBe(FANTASY_REFUSALS.incompleteTeam);
  });

  it('gives the last spot to exactly one of 10 concurrent joins', async () => {
    const match = await createTestMatch(server.db, 60);
    const [, , headToHead] = await contestsOf(server.db, match);
    const users = await Promise.all(Array.from({ length: 10 }, () => bettor(server, 100)));
    const teams: number[] = [];
    for (const user of users) teams.push((await addTeam(server, user.token, match)).body.data.team_id as number);
    // One spot taken already: one left.
    expect((await join(users[0]!.token, { match_id: match, team_id: teams[0]!, contest_id: headToHead!.id })).statusCode).toBe(200);
    const replies = await Promise.all(users.slice(1).map((user, index) => join(user.token, { match_id: match, team_id: teams[index + 1]!, contest_id: headToHead!.id })));
    expect(replies.filter((reply) => reply.statusCode === 200)).toHaveLength(1);
    expect(replies.filter((reply) => reply.body.message === FANTASY_REFUSALS.full)).toHaveLength(8);
    const balances = await Promise.all(users.map((user) => user.balance()));
    expect(balances.filter((paise) => paise === 0)).toHaveLength(2);
    expect(balances.every((paise) => paise >= 0)).toBe(true);
  });

  it('refuses joining after the start', async () => {
    const match = await createTestMatch(server.db, 60);
    const [mega] = await contestsOf(server.db, match);
    const { token, balance } = await bettor(server);
    const team = (await addTeam(server, token, match)).body.data.team_id as number;
    await retimeTestMatch(server.db, match, 0);
    const refused = await join(token, { match_id: match, team_id: team, contest_id: mega!.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.body.message).toBe(FANTASY_REFUSALS.started);
    expect(await balance()).toBe(100_000);
  });
});

describe('cancelling an entry', () => {
  it('refunds once before the start and refuses after it', async () => {
    const match = await createTestMatch(server.db, 60);
    const [mega, small] = await contestsOf(server.db, match);
    const { user, token, balance } = await bettor(server);
    const team = (await addTeam(server, token, match)).body.data.team_id as number;
    const first = (await join(token, { match_id: match, team_id: team, contest_id: mega!.id })).body.data.bet_id as number;
    const second = (await join(token, { match_id: match, team_id: team, contest_id: small!.id })).body.data.bet_id as number;
    expect(await balance()).toBe(100_000 - 4_900 - 2_500);

    const cancelled = await callOperation(server.app, 'fantasyCancelBet', { token, body: { bet_id: first } });
    expect(cancelled.body.data.status).toBe('cancelled');
    const twice = await callOperation(server.app, 'fantasyCancelBet', { token, body: { bet_id: first } });
    expect(twice.body.message).toBe(FANTASY_REFUSALS.notOpen);
    expect(await balance()).toBe(100_000 - 2_500);

    await retimeTestMatch(server.db, match, -5);
    const late = await callOperation(server.app, 'fantasyCancelBet', { token, body: { bet_id: second } });
    expect(late.body.message).toBe(FANTASY_REFUSALS.started);
    expect(await balance()).toBe(100_000 - 2_500);
    expect(await ledgerBalance(server.db, user.id)).toBe(100_000 - 2_500);
  });
});

describe('reminders and stakes', () => {
  it('remembers a match and forgets it; keeps four stake buttons', async () => {
    const match = await createTestMatch(server.db, 60);
    const { token } = await bettor(server);
    await callOperation(server.app, 'fantasyAddMatchReminder', { token, body: { match_id: match } });
    const remembered = await callOperation(server.app, 'fantasyRememberedMatches', { token });
    expect(remembered.body.data.map((row: { match_id: number }) => row.match_id)).toEqual([match]);
    await callOperation(server.app, 'fantasyRemoveMatchReminder', { token, body: { match_id: match } });
    expect((await callOperation(server.app, 'fantasyRememberedMatches', { token })).body.data).toEqual([]);
    expect((await callOperation(server.app, 'fantasyMyStakes', { token })).body.data.stakes).toEqual([100, 200, 500, 1000]);
    await callOperation(server.app, 'fantasyUpdateMyStakes', { token, body: { stakes: [100, 300, 700, 2000] } });
    expect((await callOperation(server.app, 'fantasyMyStakes', { token })).body.data.stakes).toEqual([100, 300, 700, 2000]);
  });
});

describe('tutorials', () => {
  it('answers the asked language, English for one without its own, with the rules as they are set', async () => {
    const { token } = await bettor(server);
    const english = await callOperation(server.app, 'fantasyTutorials', { token, query: { language: 'en' } });
    expect(english.statusCode).toBe(200);
    const titles = english.body.data.map((tutorial: { title: string }) => tutorial.title);
    expect(titles).toEqual(['Build your team', 'How points work', 'Contests and prizes']);
    expect(english.body.data[0].steps.join(' ')).toContain('wicket-keepers 1-4, batters 3-6, all-rounders 1-4, bowlers 3-6');
    const hindi = await callOperation(server.app, 'fantasyTutorials', { token, query: { language: 'hi' } });
    expect(hindi.body.data.map((tutorial: { language_code: string }) => tutorial.language_code)).toEqual(['hi', 'hi', 'hi']);
    expect(hindi.body.data[0].title).toBe('अपनी टीम बनाएं');
    const other = await callOperation(server.app, 'fantasyTutorials', { token, query: { language: 'ta' } });
    expect(other.body.data.map((tutorial: { title: string }) => tutorial.title)).toEqual(titles);
    expect((await callOperation(server.app, 'fantasyTutorials', { token, query: { language: 'english' } })).statusCode).toBe(422);
    expect((await callOperation(server.app, 'fantasyTutorials', {})).statusCode).toBe(401);
  });
});
