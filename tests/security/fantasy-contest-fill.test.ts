// An unfilled fantasy contest paid its whole prize table. One user put 3 teams into a 10-spot
// ₹25 contest (₹75) and was paid ₹220. Contests now run as fantasy sites run them (docs/decisions/170):
// the table applies when the contest fills; unfilled at the start it is cancelled and every entry
// refunded once, through the ledger; a user may join it with at most its team limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOperation } from '../contract/call-operation.ts';
import { buildServer, type BuiltServer } from '../../server/app.ts';
import { startDueContests } from '../../server/fantasy/contest-start.ts';
import { teamLimitText } from '../../server/fantasy/fantasy-rules.ts';
import { completeMatch } from '../../server/fantasy/settlement.ts';
import { addTeam, bettor, contestsOf, createTestMatch, retimeTestMatch, validEleven } from '../../server/testing/fantasy.ts';
import { ledgerBalance } from '../../server/ledger/ledger.ts';
import { DEFAULT_OPERATOR_PASSWORD } from '../../server/operator/operator-auth.ts';
import { DATABASE_STARTUP_TIMEOUT_MS, openTestDatabase } from '../../server/testing/fixtures.ts';

let server: BuiltServer;
beforeAll(async () => {
  server = await buildServer({ mode: 'development', database: await openTestDatabase() });
}, DATABASE_STARTUP_TIMEOUT_MS);
afterAll(() => server.close());

let keys = 0;
const join = (token: string, matchId: number, teamId: number, contestId: number) =>
  callOperation(server.app, 'fantasyPlaceBet', {
    token,
    body: { match_id: matchId, team_id: teamId, contest_id: contestId },
    headers: { 'idempotency-key': `contest-fill-${process.pid}-${(keys += 1)}` },
  });

const operatorCall = (action: string, payload: Record<string, string>) =>
  server.app.inject({
    method: 'POST',
    url: `/operator/api/actions/${action}`,
    headers: { authorization: `Bearer ${DEFAULT_OPERATOR_PASSWORD}`, 'content-type': 'application/json' },
    payload,
  });

describe('an unfilled contest does not pay its prize table', () => {
  it('3 teams (₹75) in a 10-spot ₹25 contest: cancelled and refunded at the start, once; never paid ₹220', async () => {
    const match = await createTestMatch(server.db, 60);
    const league = (await contestsOf(server.db, match)).find((contest) => contest.name === 'Small League')!;
    expect(league).toMatchObject({ entry_fee_paise: 2_500, spots: 10 });
    const { user, token, balance } = await bettor(server);
    const players = await validEleven(server, token, match);
    const teams: number[] = [];
    for (const [index, captain] of [0, 2, 3, 4].entries()) {
      const team = players.map((player, at) => ({ ...player, is_captain: at === captain, is_vice_captain: at === 1 }));
      const saved = await callOperation(server.app, 'fantasyAddTeam', { token, body: { match_id: match, team_name: `Farm ${index}`, players: team } });
      teams.push(saved.body.data.team_id as number);
    }
    for (const team of teams.slice(0, 3)) expect((await join(token, match, team, league.id)).statusCode).toBe(200);
    // The contest's team limit is 3: a fourth team is refused in words, and the contest says so.
    const fourth = await join(token, match, teams[3]!, league.id);
    expect(fourth.statusCode).toBe(400);
    expect(fourth.body.message).toBe(teamLimitText(3));
    expect(fourth.body.message).toBe('You can join this contest with at most 3 teams.');
    const setup = await callOperation(server.app, 'fantasySetupData', { token });
    const shown = setup.body.data.contests.find((contest: { contest_id: number }) => contest.contest_id === league.id);
    expect(shown).toMatchObject({ kind: 'fixed', max_teams_per_user: 3, my_entries: 3, spots_left: 7, status: 'open' });
    expect(await balance()).toBe(100_000 - 7_500);

    // The match starts; the pass runs twice at once, and again: one decision, one refund per entry.
    await retimeTestMatch(server.db, match, -1);
    const now = new Date();
    const passes = await Promise.all([startDueContests(server.db, now), startDueContests(server.db, now)]);
    await startDueContests(server.db, new Date());
    // (The server's own start job may have decided it first: then neither pass did.)
    expect(passes.flat().filter((start) => start.contestId === league.id).length).toBeLessThanOrEqual(1);
    const [decided] = await server.db.query<{ status: string; entries_at_start: number }>('SELECT status, entries_at_start FROM fantasy_contests WHERE id = $1', [league.id]);
    expect(decided).toEqual({ status: 'cancelled', entries_at_start: 3 });
    expect(await balance()).toBe(100_000);

    // The operator completes the match with points that would make these teams the top three.
    expect((await operatorCall('set-points', { id: String(match), player: String(players[0]!.player_id), points: '90' })).statusCode).toBe(200);
    const outcome = await server.db.transaction((tx) => completeMatch(tx, match, new Date()));
    expect(outcome.results.filter((result) => result.userId === user.id)).toEqual([]);
    expect(await balance()).toBe(100_000);
    expect(await ledgerBalance(server.db, user.id)).toBe(100_000);
    const rows = await server.db.query<{ kind: string; amount_paise: string }>(
      "SELECT kind, amount_paise FROM ledger WHERE user_id = $1 AND kind LIKE 'fantasy%' ORDER BY id",
      [user.id],
    );
    expect(rows.map((row) => [row.kind, Number(row.amount_paise)])).toEqual([
      ['fantasy_entry', -2_500],
      ['fantasy_entry', -2_500],
      ['fantasy_entry', -2_500],
      ['fantasy_refund', 2_500],
      ['fantasy_refund', 2_500],
      ['fantasy_refund', 2_500],
    ]);
    const mine = await callOperation(server.app, 'fantasyTeamsAndBetDetails', { token, query: { match_id: match } });
    expect(mine.body.data.bets.map((bet: { status: string }) => bet.status)).toEqual(['cancelled', 'cancelled', 'cancelled']);
    const board = await callOperation(server.app, 'fantasyContestLeaderboard', { token, query: { contest_id: league.id } });
    expect(board.body.data.contest.status).toBe('cancelled');
    expect(board.body.data.entries).toEqual([]);
    // Told once, in words.
    const notes = await server.db.query<{ body: string }>("SELECT body FROM notifications WHERE user_id = $1 AND title = 'Contest cancelled'", [user.id]);
    expect(notes.map((note) => note.body)).toEqual(Array(3).fill('Small League did not fill by the start: your ₹25.00 entry fee is back in your balance.'));
  });

  it('the settlement alone (no start pass ran) refunds an unfilled contest instead of paying it', async () => {
    const match = await createTestMatch(server.db, 60);
    const league = (await contestsOf(server.db, match)).find((contest) => contest.name === 'Small League')!;
    const { token, balance } = await bettor(server);
    const team = (await addTeam(server, token, match)).body.data.team_id as number;
    expect((await join(token, match, team, league.id)).statusCode).toBe(200);
    await retimeTestMatch(server.db, match, -1);
    const outcome = await server.db.transaction((tx) => completeMatch(tx, match, new Date()));
    expect(outcome.paidPaise).toBe(0);
    expect(outcome.cancelled.map((start) => start.name)).toContain('Small League');
    expect(await balance()).toBe(100_000);
  });
});
