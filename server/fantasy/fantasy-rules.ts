// Fantasy's settings and words (docs/decisions/066-069, 170): the operator's team rules, the limits, and
// every refusal and message the fantasy endpoints answer with. Apart so that the lobby, teams, entries,
// leaderboard and settlement say the same words without importing each other.
import {
  DEFAULT_TEAM_SETTINGS,
  type FantasyRole,
  type TeamProblem,
  type TeamSettings,
} from '../../machines/fantasy/team-rules.ts';

/** The operator's team rules (every limit a setting, sent to the client in setup data). */
export const FANTASY_SETTINGS: TeamSettings = DEFAULT_TEAM_SETTINGS;
/** Teams one user may make for one match. */
export const MAX_TEAMS_PER_MATCH = 10;
export const DEFAULT_FANTASY_STAKES = [100, 200, 500, 1000];

export const FANTASY_REFUSALS = {
  matchNotFound: 'Match not found.',
  teamNotFound: 'Team not found.',
  betNotFound: 'Bet not found.',
  contestNotFound: 'Contest not found.',
  started: 'The match has started: teams and entries are locked.',
  tooManyTeams: `You can make at most ${MAX_TEAMS_PER_MATCH} teams for a match.`,
  unknownPlayer: 'A player of this team does not play in this match.',
  incompleteTeam: 'This team has no players: pick 11 before joining.',
  full: 'This contest is full.',
  closed: 'This contest has closed: its match has started.',
  alreadyJoined: 'This team has already joined this contest.',
  teamHasEntries: 'This team has joined a contest: cancel the entry first.',
  teamNotEmpty: 'This team already has its players: reset it before picking again.',
  notOpen: 'This entry can no longer be cancelled.',
  insufficient: 'Insufficient Balance',
} as const;

/** The refusal at a contest's per-user team limit (docs/decisions/170). */
export const teamLimitText = (limit: number): string =>
  limit === 1 ? 'You can join this contest with one team only.' : `You can join this contest with at most ${limit} teams.`;

export const FANTASY_MESSAGES = {
  teamSaved: 'Team saved.',
  teamRenamed: 'Team renamed.',
  teamReset: 'Team reset.',
  joined: 'You have joined the contest.',
  cancelled: 'Entry cancelled; the fee is back in your balance.',
  reminderAdded: 'We will remind you before the match starts.',
  reminderRemoved: 'Reminder removed.',
} as const;

const ROLE_NAMES: Record<FantasyRole, string> = { wk: 'wicket-keepers', bat: 'batters', ar: 'all-rounders', bowl: 'bowlers' };

/** One sentence for the first problem of a team (the client shows each rule live before this). */
export function teamProblemText(problem: TeamProblem): string {
  switch (problem.reason) {
    case 'size':
      return `A team has exactly ${problem.size} players.`;
    case 'credits':
      return `A team may use at most ${problem.limit} credits (this one uses ${problem.used}).`;
    case 'roleMin':
      return `Pick at least ${problem.min} ${ROLE_NAMES[problem.role]}.`;
    case 'roleMax':
      return `Pick at most ${problem.max} ${ROLE_NAMES[problem.role]}.`;
    case 'sideMax':
      return `Pick at most ${problem.max} players from one side.`;
    case 'duplicate':
      return 'A player appears twice in this team.';
    case 'captain':
      return 'Choose a captain from your team.';
    case 'viceCaptain':
      return 'Choose a vice-captain from your team.';
    case 'sameCaptains':
      return 'The captain and the vice-captain must be different players.';
  }
}
