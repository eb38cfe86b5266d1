// Reply schemas of fantasy cricket (api-spec FantasyMatch, FantasyContest, FantasyPlayer, FantasyTeam,
// FantasyBet; docs/decisions/066-069) and their adapters to the machines' shapes
// (machines/fantasy/team-builder.machine.ts, fantasy-lobby.machine.ts). Kept out of replies.ts so
// they load with the cricket-fight routes, not with Home (design §7). A reply that does not match is
// a malformed reply ('Something went wrong'), never a crash further on.
import { z } from 'zod/mini';
import type { FantasyMyContestView } from '../../machines/fantasy/fantasy-lobby.machine.ts';
import type { FantasyLeaderboard } from '../../machines/fantasy/fantasy-leaderboard.machine.ts';
import type { FantasyTutorial } from '../../machines/fantasy/fantasy-tutorials.machine.ts';
import type { FantasyContestView, FantasyMatchView, FantasyTeamView } from '../../machines/fantasy/team-builder.machine.ts';
import { FANTASY_ROLES, type FantasyPlayerInfo, type TeamSettings } from '../../machines/fantasy/team-rules.ts';
import { CONTEST_KINDS } from '../../machines/fantasy/prize-rules.ts';
import { checkedReply } from './errors.ts';
import { isoDateTime, lenientList, numeric, text } from './replies/parts.ts';

const role = z.enum(FANTASY_ROLES);
/** An unknown status is not upcoming: joining is refused rather than allowed by mistake. */
const status = z.catch(z.enum(['upcoming', 'live', 'completed', 'cancelled']), 'live');

const side = z.pipe(
  z.object({ id: numeric, name: text, short_name: text }),
  z.transform((value) => ({ id: value.id, name: value.name, shortName: value.short_name })),
);

const matchSchema = z.pipe(
  z.object({ match_id: numeric, title: text, team_a: side, team_b: side, start_time: isoDateTime, status, is_reminded: z.catch(z.boolean(), false) }),
  z.transform(
    (match): FantasyMatchView => ({
      matchId: match.match_id,
      title: match.title,
      teamA: match.team_a,
      teamB: match.team_b,
      startTime: match.start_time,
      status: match.status,
      isReminded: match.is_reminded,
    }),
  ),
);

const contestSchema = z.pipe(
  z.object({
    contest_id: numeric,
    match_id: numeric,
    name: text,
    prize_pool: numeric,
    entry_fee: numeric,
    spots: numeric,
    spots_left: numeric,
    prizes: lenientList(z.object({ rank_from: numeric, rank_to: numeric, amount: numeric })),
    // Missing or unknown: a fixed contest one team may join (the stricter reading: nothing joined by mistake).
    kind: z.catch(z.enum(CONTEST_KINDS), 'fixed'),
    max_teams_per_user: z.catch(numeric, 1),
    my_entries: z.catch(numeric, 0),
    // An unknown status is not open: joining is refused rather than allowed by mistake.
    status: z.catch(z.enum(['open', 'running', 'cancelled', 'completed']), 'running'),
  }),
  z.transform(
    (contest): FantasyContestView => ({
      contestId: contest.contest_id,
      matchId: contest.match_id,
      name: contest.name,
      prizePool: contest.prize_pool,
      entryFee: contest.entry_fee,
      spots: contest.spots,
      spotsLeft: contest.spots_left,
      prizes: contest.prizes.map((prize) => ({ rankFrom: prize.rank_from, rankTo: prize.rank_to, amount: prize.amount })),
      kind: contest.kind,
      maxTeamsPerUser: contest.max_teams_per_user,
      myEntries: contest.my_entries,
      status: contest.status,
    }),
  ),
);

const playerSchema = z.pipe(
  z.object({
    player_id: numeric,
    name: text,
    team_id: numeric,
    role,
    credits: numeric,
    // Form and popularity (docs/decisions/224): absent or unreadable reads as unknown.
    recent_points: z.catch(z.array(numeric), []),
    selected_by: z.catch(z.nullable(numeric), null),
  }),
  z.transform(
    (player): FantasyPlayerInfo => ({
      id: player.player_id,
      name: player.name,
      side: player.team_id,
      role: player.role,
      credits: player.credits,
      recentPoints: player.recent_points,
      selectedBy: player.selected_by,
    }),
  ),
);

const teamSchema = z.pipe(
  z.object({ team_id: numeric, team_name: text, players: lenientList(z.object({ player_id: numeric })) }),
  z.transform((team): FantasyTeamView => ({ teamId: team.team_id, teamName: team.team_name, playerIds: team.players.map((player) => player.player_id) })),
);

const betSchema = z.object({ bet_id: numeric, contest_id: numeric, contest_name: text, team_id: numeric, stake: numeric, status: text, win_amount: z.catch(z.nullable(numeric), null) });

const settingsSchema = z.pipe(
  z.object({
    credit_limit: numeric,
    team_size: numeric,
    max_players_per_side: numeric,
    captain_multiplier: numeric,
    vice_captain_multiplier: numeric,
    roles: z.array(z.object({ role, min: numeric, max: numeric })),
  }),
  z.transform((data): TeamSettings => {
    const roles = Object.fromEntries(data.roles.map((limit) => [limit.role, { min: limit.min, max: limit.max }]));
    return {
      teamSize: data.team_size,
      creditLimit: data.credit_limit,
      maxPerSide: data.max_players_per_side,
      captainMultiplier: data.captain_multiplier,
      viceCaptainMultiplier: data.vice_captain_multiplier,
      // A role the server did not send allows none, so nothing is allowed by mistake.
      roles: Object.fromEntries(FANTASY_ROLES.map((each) => [each, roles[each] ?? { min: 0, max: 0 }])) as TeamSettings['roles'],
    };
  }),
);

const myContestSchema = z.pipe(
  z.object({ match: matchSchema, teams_count: numeric, bets_count: numeric, total_stake: numeric, total_win: numeric }),
  z.transform(
    (row): FantasyMyContestView => ({
      match: row.match,
      teamsCount: row.teams_count,
      betsCount: row.bets_count,
      totalStake: row.total_stake,
      totalWin: row.total_win,
    }),
  ),
);

const tutorialSchema = z.object({ id: numeric, title: text, summary: text, steps: lenientList(z.string()), video_url: z.catch(z.nullable(z.string()), null) });

const leaderboardSchema = z.pipe(
  z.object({
    contest: contestSchema,
    match: matchSchema,
    entries: lenientList(z.object({ rank: numeric, team_name: text, points: numeric, win_amount: numeric, is_mine: z.catch(z.boolean(), false) })),
  }),
  z.transform(
    (data): FantasyLeaderboard => ({
      contest: data.contest,
      match: data.match,
      entries: data.entries.map((entry) => ({ rank: entry.rank, teamName: entry.team_name, points: entry.points, winAmount: entry.win_amount, isMine: entry.is_mine })),
    }),
  ),
);

const withData = <Data extends z.ZodMiniType>(data: Data) => z.looseObject({ message: z.optional(text), data });

export const fantasySchemas = {
  fantasySetupData: withData(
    z.object({ settings: z.optional(z.unknown()), matches: lenientList(matchSchema), contests: lenientList(contestSchema) }),
  ),
  fantasySettings: withData(settingsSchema),
  fantasyPlayersList: withData(lenientList(playerSchema)),
  fantasyTeamsAndBetDetails: withData(z.object({ teams: lenientList(teamSchema), bets: lenientList(betSchema) })),
  fantasyAddTeam: withData(teamSchema),
  fantasyPlaceBet: withData(betSchema),
  fantasyCancelBet: withData(betSchema),
  fantasyMyContests: withData(lenientList(myContestSchema)),
  fantasyTutorials: withData(
    z.pipe(
      lenientList(tutorialSchema),
      z.transform((list): FantasyTutorial[] =>
        list.map((tutorial) => ({ id: tutorial.id, title: tutorial.title, summary: tutorial.summary, steps: tutorial.steps, videoUrl: tutorial.video_url })),
      ),
    ),
  ),
  fantasyContestLeaderboard: withData(leaderboardSchema),
};
type FantasySchemas = typeof fantasySchemas;

export function parseFantasyReply<Name extends keyof FantasySchemas>(name: Name, reply: unknown): z.output<FantasySchemas[Name]> {
  const service = name.startsWith('fantasyAdd') || name === 'fantasyPlaceBet' ? 'user' : 'fantasy';
  return checkedReply(fantasySchemas[name], name, service, reply) as z.output<FantasySchemas[Name]>;
}
