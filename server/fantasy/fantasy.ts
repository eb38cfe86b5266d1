// Fantasy cricket on the reference server (docs/decisions/066-069): matches, players,
// contests, teams checked by the same pure rules as the client (machines/fantasy/team-rules.ts),
// and contest entries whose fee moves only through the ledger, once, before the match's start.
import type { components } from '../../api-spec/schema.gen.ts';
import { refusal } from '../auth/replies.ts';
import type { Queryable } from '../db/database.ts';
import { availablePaise, LEDGER_KINDS, lockWallet, postEntry } from '../ledger/ledger.ts';
import { refusePlay } from '../responsible-gambling/responsible-gambling.ts';
import { paiseToRupees } from '../money.ts';
import type { ContestKind, ContestTerms } from '../../machines/fantasy/prize-rules.ts';
import {
  DEFAULT_TEAM_SETTINGS,
  FANTASY_ROLES,
  teamProblems,
  type FantasyPlayerInfo,
  type FantasyRole,
  type TeamProblem,
  type TeamSettings,
} from '../../machines/fantasy/team-rules.ts';

type Schemas = components['schemas'];
type MatchStatus = Schemas['FantasyMatchStatus'];

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

export interface MatchRow {
  id: number;
  title: string;
  start_time: Date;
  closed_status: 'completed' | 'cancelled' | null;
  a_id: number;
  a_name: string;
  a_short: string;
  a_logo: string | null;
  b_id: number;
  b_name: string;
  b_short: string;
  b_logo: string | null;
}

const MATCH_SELECT = `SELECT m.id, m.title, m.start_time, m.closed_status,
    a.id AS a_id, a.name AS a_name, a.short_name AS a_short, a.logo AS a_logo,
    b.id AS b_id, b.name AS b_name, b.short_name AS b_short, b.logo AS b_logo
  FROM fantasy_matches m JOIN fantasy_sides a ON a.id = m.side_a_id JOIN fantasy_sides b ON b.id = m.side_b_id`;

export function matchStatus(row: Pick<MatchRow, 'start_time' | 'closed_status'>, now: Date): MatchStatus {
  if (row.closed_status) return row.closed_status;
  return now.getTime() < new Date(row.start_time).getTime() ? 'upcoming' : 'live';
}

export function matchReply(row: MatchRow, reminded: boolean, now: Date): Schemas['FantasyMatch'] {
  return {
    match_id: row.id,
    title: row.title,
    team_a: { id: row.a_id, name: row.a_name, short_name: row.a_short, logo: row.a_logo },
    team_b: { id: row.b_id, name: row.b_name, short_name: row.b_short, logo: row.b_logo },
    start_time: new Date(row.start_time).toISOString(),
    status: matchStatus(row, now),
    is_reminded: reminded,
  };
}

async function remindedSet(db: Queryable, userId: number): Promise<Set<number>> {
  const rows = await db.query<{ match_id: number }>('SELECT match_id FROM fantasy_reminders WHERE user_id = $1', [userId]);
  return new Set(rows.map((row) => Number(row.match_id)));
}

export async function findMatch(db: Queryable, matchId: number): Promise<MatchRow> {
  const [row] = await db.query<MatchRow>(`${MATCH_SELECT} WHERE m.id = $1`, [matchId]);
  if (!row) throw refusal(FANTASY_REFUSALS.matchNotFound);
  return row;
}

function requireUpcoming(match: MatchRow, now: Date): void {
  if (matchStatus(match, now) !== 'upcoming') throw refusal(FANTASY_REFUSALS.started);
}

export interface ContestRow {
  id: number;
  match_id: number;
  name: string;
  kind: ContestKind;
  entry_fee_paise: number;
  prize_pool_paise: number;
  spots: number;
  house_cut_bps: number;
  max_teams_per_user: number;
  status: 'open' | 'running' | 'cancelled';
  prizes: { rank_from: number; rank_to: number; amount_paise: number }[];
  taken: number;
}

/** The contest's terms for the pure rules (machines/fantasy/prize-rules.ts). */
export function contestTerms(row: Pick<ContestRow, 'kind' | 'entry_fee_paise' | 'spots' | 'house_cut_bps' | 'prizes'>): ContestTerms {
  return {
    kind: row.kind,
    entryFeePaise: Number(row.entry_fee_paise),
    spots: row.spots,
    houseCutBps: row.house_cut_bps,
    prizes: row.prizes.map((prize) => ({ rankFrom: prize.rank_from, rankTo: prize.rank_to, amountPaise: prize.amount_paise })),
  };
}

/** A contest as the client sees it; `mine` is the asking user's entries in it, `closed` its match's closed status. */
export function contestReply(row: ContestRow, mine = 0, closed: MatchRow['closed_status'] = null): Schemas['FantasyContest'] {
  return {
    contest_id: row.id,
    match_id: row.match_id,
    name: row.name,
    kind: row.kind,
    prize_pool: paiseToRupees(Number(row.prize_pool_paise)),
    entry_fee: paiseToRupees(Number(row.entry_fee_paise)),
    spots: row.spots,
    spots_left: Math.max(0, row.spots - Number(row.taken)),
    max_teams_per_user: row.max_teams_per_user,
    my_entries: mine,
    status: row.status === 'running' && closed === 'completed' ? 'completed' : row.status,
    prizes: row.prizes.map((prize) => ({ rank_from: prize.rank_from, rank_to: prize.rank_to, amount: paiseToRupees(prize.amount_paise) })),
  };
}

export const CONTEST_SELECT = `SELECT c.*, (SELECT count(*)::int FROM fantasy_bets b WHERE b.contest_id = c.id AND b.status <> 'cancelled') AS taken
  FROM fantasy_contests c`;

/** The user's entries (not cancelled) in each of these contests. */
export async function myEntriesByContest(db: Queryable, userId: number, contestIds: number[]): Promise<Map<number, number>> {
  if (contestIds.length === 0) return new Map();
  const rows = await db.query<{ contest_id: number; entries: number }>(
    `SELECT contest_id, count(*)::int AS entries FROM fantasy_bets
      WHERE user_id = $1 AND contest_id = ANY($2::int[]) AND status <> 'cancelled' GROUP BY contest_id`,
    [userId, contestIds],
  );
  return new Map(rows.map((row) => [Number(row.contest_id), row.entries]));
}

export async function setupData(db: Queryable, userId: number, now: Date) {
  const rows = await db.query<MatchRow>(`${MATCH_SELECT} WHERE m.closed_status IS NULL ORDER BY m.start_time, m.id`);
  const reminded = await remindedSet(db, userId);
  const contests = rows.length
    ? await db.query<ContestRow>(`${CONTEST_SELECT} WHERE c.match_id = ANY($1::int[]) ORDER BY c.match_id, c.sort_order, c.id`, [rows.map((row) => row.id)])
    : [];
  const mine = await myEntriesByContest(
    db,
    userId,
    contests.map((contest) => contest.id),
  );
  return {
    credit_limit: FANTASY_SETTINGS.creditLimit,
    team_size: FANTASY_SETTINGS.teamSize,
    max_players_per_side: FANTASY_SETTINGS.maxPerSide,
    captain_multiplier: FANTASY_SETTINGS.captainMultiplier,
    vice_captain_multiplier: FANTASY_SETTINGS.viceCaptainMultiplier,
    roles: FANTASY_ROLES.map((role) => ({ role, ...FANTASY_SETTINGS.roles[role] })),
    matches: rows.map((row) => matchReply(row, reminded.has(row.id), now)),
    contests: contests.map((contest) => contestReply(contest, mine.get(contest.id) ?? 0)),
  };
}

export async function rememberedMatches(db: Queryable, userId: number, now: Date) {
  const rows = await db.query<MatchRow>(
    `${MATCH_SELECT} JOIN fantasy_reminders r ON r.match_id = m.id AND r.user_id = $1 ORDER BY m.start_time, m.id`,
    [userId],
  );
  return rows.map((row) => matchReply(row, true, now));
}

export async function setReminder(db: Queryable, userId: number, matchId: number, on: boolean, now: Date): Promise<string> {
  const match = await findMatch(db, matchId);
  if (on) {
    requireUpcoming(match, now);
    await db.query('INSERT INTO fantasy_reminders (user_id, match_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [userId, matchId]);
    return FANTASY_MESSAGES.reminderAdded;
  }
  await db.query('DELETE FROM fantasy_reminders WHERE user_id = $1 AND match_id = $2', [userId, matchId]);
  return FANTASY_MESSAGES.reminderRemoved;
}

interface PlayerRow {
  id: number;
  match_id: number;
  side_id: number;
  name: string;
  role: FantasyRole;
  credits: string | number;
  points: string | number;
  is_playing: boolean | null;
}

export async function playersList(db: Queryable, matchId: number): Promise<Schemas['FantasyPlayer'][]> {
  await findMatch(db, matchId);
  const rows = await db.query<PlayerRow & { recent_points: (string | number)[]; selected_in: string | number; teams: string | number }>(
    `SELECT p.*,
            -- The same player (side and name) in the side's last completed matches, newest first.
            COALESCE((SELECT array_agg(r.points ORDER BY r.start_time DESC)
                        FROM (SELECT past.points, m.start_time
                                FROM fantasy_players past JOIN fantasy_matches m ON m.id = past.match_id
                               WHERE past.side_id = p.side_id AND past.name = p.name AND past.match_id <> p.match_id
                                 AND m.closed_status = 'completed'
                               ORDER BY m.start_time DESC LIMIT $2) r), '{}') AS recent_points,
            (SELECT count(*) FROM fantasy_team_players tp WHERE tp.player_id = p.id) AS selected_in,
            (SELECT count(*) FROM fantasy_teams t WHERE t.match_id = p.match_id) AS teams
       FROM fantasy_players p WHERE p.match_id = $1 ORDER BY p.side_id, p.id`,
    [matchId, RECENT_MATCHES],
  );
  return rows.map((row) => ({
    player_id: row.id,
    name: row.name,
    team_id: row.side_id,
    role: row.role,
    credits: Number(row.credits),
    points: Number(row.points),
    is_playing: row.is_playing,
    recent_points: row.recent_points.map(Number),
    selected_by: selectedBy(Number(row.selected_in), Number(row.teams)),
  }));
}

/** How many of a player's past matches the players list shows (docs/decisions/224). */
export const RECENT_MATCHES = 5;

/** The share of the match's teams that picked the player, in percent to one decimal; null while no team is made. */
export const selectedBy = (selectedIn: number, teams: number): number | null =>
  teams === 0 ? null : Math.round((selectedIn / teams) * 1000) / 10;

export async function myStakes(db: Queryable, userId: number): Promise<{ stakes: number[] }> {
  const [row] = await db.query<{ stakes: number[] }>('SELECT stakes FROM fantasy_stakes WHERE user_id = $1', [userId]);
  return { stakes: row?.stakes ?? DEFAULT_FANTASY_STAKES };
}

export async function updateStakes(db: Queryable, userId: number, stakes: number[]): Promise<{ stakes: number[] }> {
  await db.query(
    'INSERT INTO fantasy_stakes (user_id, stakes) VALUES ($1, $2) ON CONFLICT (user_id) DO UPDATE SET stakes = EXCLUDED.stakes',
    [userId, JSON.stringify(stakes)],
  );
  return { stakes };
}

interface TeamRow {
  id: number;
  user_id: number;
  match_id: number;
  team_name: string;
}

async function findTeam(db: Queryable, userId: number, teamId: number, lock = ''): Promise<TeamRow> {
  const [row] = await db.query<TeamRow>(`SELECT id, user_id, match_id, team_name FROM fantasy_teams WHERE id = $1 AND user_id = $2 ${lock}`, [teamId, userId]);
  if (!row) throw refusal(FANTASY_REFUSALS.teamNotFound);
  return row;
}

export async function teamReply(db: Queryable, userId: number, teamId: number): Promise<Schemas['FantasyTeam']> {
  const team = await findTeam(db, userId, teamId);
  return (await teamsReply(db, [team]))[0]!;
}

async function teamsReply(db: Queryable, teams: TeamRow[]): Promise<Schemas['FantasyTeam'][]> {
  if (teams.length === 0) return [];
  const rows = await db.query<{ team_id: number; player_id: number; name: string; role: FantasyRole; is_captain: boolean; is_vice_captain: boolean; points: string | number }>(
    `SELECT tp.team_id, tp.player_id, p.name, p.role, tp.is_captain, tp.is_vice_captain, p.points
       FROM fantasy_team_players tp JOIN fantasy_players p ON p.id = tp.player_id
      WHERE tp.team_id = ANY($1::bigint[]) ORDER BY tp.team_id, p.side_id, p.id`,
    [teams.map((team) => team.id)],
  );
  return teams.map((team) => {
    const players = rows
      .filter((row) => Number(row.team_id) === Number(team.id))
      .map((row) => ({
        player_id: row.player_id,
        name: row.name,
        role: row.role,
        is_captain: row.is_captain,
        is_vice_captain: row.is_vice_captain,
        points: Number(row.points),
      }));
    const points = players.reduce((sum, player) => {
      const multiplier = player.is_captain ? FANTASY_SETTINGS.captainMultiplier : player.is_vice_captain ? FANTASY_SETTINGS.viceCaptainMultiplier : 1;
      return sum + Math.round(player.points * multiplier * 100);
    }, 0);
    return { team_id: Number(team.id), match_id: team.match_id, team_name: team.team_name, points: points / 100, players };
  });
}

export interface TeamRequest {
  userId: number;
  matchId: number;
  teamName: string;
  players: { player_id: number; is_captain: boolean; is_vice_captain: boolean }[];
  now: Date;
  /** A reset (empty) team of this match to fill instead of making a new one. */
  teamId?: number;
}

export async function addTeam(tx: Queryable, request: TeamRequest): Promise<Schemas['FantasyTeam']> {
  const match = await findMatch(tx, request.matchId);
  requireUpcoming(match, request.now);
  const rows = await tx.query<PlayerRow>('SELECT * FROM fantasy_players WHERE match_id = $1 AND id = ANY($2::int[])', [
    request.matchId,
    request.players.map((player) => player.player_id),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const picked: FantasyPlayerInfo[] = request.players.map((player) => {
    const row = byId.get(player.player_id);
    if (!row) throw refusal(FANTASY_REFUSALS.unknownPlayer);
    return { id: row.id, name: row.name, side: row.side_id, role: row.role, credits: Number(row.credits) };
  });
  const captains = request.players.filter((player) => player.is_captain);
  const vices = request.players.filter((player) => player.is_vice_captain);
  const problems = teamProblems(
    FANTASY_SETTINGS,
    picked,
    captains.length === 1 ? captains[0]!.player_id : null,
    vices.length === 1 ? vices[0]!.player_id : null,
  );
  if (problems.length > 0) throw refusal(teamProblemText(problems[0]!));
  const team = request.teamId === undefined ? await newTeam(tx, request) : await emptiedTeam(tx, request, request.teamId);
  for (const player of request.players) {
    await tx.query('INSERT INTO fantasy_team_players (team_id, player_id, is_captain, is_vice_captain) VALUES ($1, $2, $3, $4)', [
      team.id,
      player.player_id,
      player.is_captain,
      player.is_vice_captain,
    ]);
  }
  return (await teamsReply(tx, [team]))[0]!;
}

async function newTeam(tx: Queryable, request: TeamRequest): Promise<TeamRow> {
  // Locks the user's teams of the match so two saves cannot pass the count together.
  await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [request.userId]);
  const [{ count }] = (await tx.query<{ count: number }>('SELECT count(*)::int AS count FROM fantasy_teams WHERE user_id = $1 AND match_id = $2', [
    request.userId,
    request.matchId,
  ])) as [{ count: number }];
  if (count >= MAX_TEAMS_PER_MATCH) throw refusal(FANTASY_REFUSALS.tooManyTeams);
  const [team] = await tx.query<TeamRow>(
    'INSERT INTO fantasy_teams (user_id, match_id, team_name, created_at) VALUES ($1, $2, $3, $4) RETURNING id, user_id, match_id, team_name',
    [request.userId, request.matchId, request.teamName.trim(), request.now],
  );
  return team!;
}

/** The user's reset team of this match, renamed, to take the new eleven (locked: two fills queue). */
async function emptiedTeam(tx: Queryable, request: TeamRequest, teamId: number): Promise<TeamRow> {
  const team = await findTeam(tx, request.userId, teamId, 'FOR UPDATE');
  if (team.match_id !== request.matchId) throw refusal(FANTASY_REFUSALS.teamNotFound);
  const [picked] = await tx.query('SELECT 1 FROM fantasy_team_players WHERE team_id = $1 LIMIT 1', [teamId]);
  if (picked) throw refusal(FANTASY_REFUSALS.teamNotEmpty);
  const [renamed] = await tx.query<TeamRow>('UPDATE fantasy_teams SET team_name = $2 WHERE id = $1 RETURNING id, user_id, match_id, team_name', [
    teamId,
    request.teamName.trim(),
  ]);
  return renamed!;
}

export async function renameTeam(tx: Queryable, userId: number, teamId: number, name: string, now: Date) {
  const team = await findTeam(tx, userId, teamId, 'FOR UPDATE');
  requireUpcoming(await findMatch(tx, team.match_id), now);
  await tx.query('UPDATE fantasy_teams SET team_name = $2 WHERE id = $1', [teamId, name.trim()]);
  return teamReply(tx, userId, teamId);
}

export async function resetTeam(tx: Queryable, userId: number, teamId: number, now: Date) {
  const team = await findTeam(tx, userId, teamId, 'FOR UPDATE');
  requireUpcoming(await findMatch(tx, team.match_id), now);
  const open = await tx.query("SELECT 1 FROM fantasy_bets WHERE team_id = $1 AND status <> 'cancelled' LIMIT 1", [teamId]);
  if (open.length > 0) throw refusal(FANTASY_REFUSALS.teamHasEntries);
  await tx.query('DELETE FROM fantasy_team_players WHERE team_id = $1', [teamId]);
  return teamReply(tx, userId, teamId);
}

interface BetRow {
  id: number;
  user_id: number;
  match_id: number;
  contest_id: number;
  team_id: number;
  stake_paise: number;
  status: 'open' | 'won' | 'lost' | 'cancelled';
  win_paise: number | null;
  placed_at: Date;
  top_prize_paise: number;
  contest_name: string;
}

const BET_SELECT = `SELECT b.*, c.name AS contest_name, COALESCE((SELECT max((prize ->> 'amount_paise')::bigint) FROM jsonb_array_elements(c.prizes) prize), 0) AS top_prize_paise
  FROM fantasy_bets b JOIN fantasy_contests c ON c.id = b.contest_id`;

function betReply(row: BetRow): Schemas['FantasyBet'] {
  return {
    bet_id: Number(row.id),
    match_id: row.match_id,
    contest_id: row.contest_id,
    contest_name: row.contest_name,
    team_id: Number(row.team_id),
    stake: paiseToRupees(Number(row.stake_paise)),
    potential_win: paiseToRupees(Number(row.top_prize_paise)),
    status: row.status,
    win_amount: row.win_paise === null ? null : paiseToRupees(Number(row.win_paise)),
    placed_at: new Date(row.placed_at).toISOString(),
  };
}

async function findBet(db: Queryable, userId: number, betId: number): Promise<BetRow> {
  const [row] = await db.query<BetRow>(`${BET_SELECT} WHERE b.id = $1 AND b.user_id = $2`, [betId, userId]);
  if (!row) throw refusal(FANTASY_REFUSALS.betNotFound);
  return row;
}

export async function betDetails(db: Queryable, userId: number, betId: number) {
  return betReply(await findBet(db, userId, betId));
}

export interface JoinRequest {
  userId: number;
  matchId: number;
  teamId: number;
  contestId: number;
  now: Date;
}

/** Joins a contest inside the caller's transaction: the contest and the wallet are locked first. */
export async function placeBet(tx: Queryable, request: JoinRequest) {
  const [contest] = await tx.query<ContestRow>('SELECT *, 0 AS taken FROM fantasy_contests WHERE id = $1 AND match_id = $2 FOR UPDATE', [
    request.contestId,
    request.matchId,
  ]);
  if (!contest) throw refusal(FANTASY_REFUSALS.contestNotFound);
  const match = await findMatch(tx, request.matchId);
  requireUpcoming(match, request.now);
  const team = await findTeam(tx, request.userId, request.teamId);
  if (team.match_id !== request.matchId) throw refusal(FANTASY_REFUSALS.teamNotFound);
  const [{ players }] = (await tx.query<{ players: number }>('SELECT count(*)::int AS players FROM fantasy_team_players WHERE team_id = $1', [
    request.teamId,
  ])) as [{ players: number }];
  if (players !== FANTASY_SETTINGS.teamSize) throw refusal(FANTASY_REFUSALS.incompleteTeam);
  const [{ taken, joined }] = (await tx.query<{ taken: number; joined: number }>(
    `SELECT count(*)::int AS taken, count(*) FILTER (WHERE team_id = $2)::int AS joined
       FROM fantasy_bets WHERE contest_id = $1 AND status <> 'cancelled'`,
    [request.contestId, request.teamId],
  )) as [{ taken: number; joined: number }];
  if (joined > 0) throw refusal(FANTASY_REFUSALS.alreadyJoined);
  if (contest.status !== 'open') throw refusal(FANTASY_REFUSALS.closed);
  if (taken >= contest.spots) throw refusal(FANTASY_REFUSALS.full);
  // The per-user team limit (docs/decisions/170); the contest's row lock above queues two joins.
  const [{ mine }] = (await tx.query<{ mine: number }>(
    "SELECT count(*)::int AS mine FROM fantasy_bets WHERE contest_id = $1 AND user_id = $2 AND status <> 'cancelled'",
    [request.contestId, request.userId],
  )) as [{ mine: number }];
  if (mine >= contest.max_teams_per_user) throw refusal(teamLimitText(contest.max_teams_per_user));
  const fee = Number(contest.entry_fee_paise);
  const wallet = await lockWallet(tx, request.userId);
  if (availablePaise(wallet) < fee) throw refusal(FANTASY_REFUSALS.insufficient);
  await refusePlay(tx, request.userId, { riskPaise: fee, exposurePaise: wallet.exposurePaise }, request.now);
  const [bet] = await tx.query<{ id: number }>(
    `INSERT INTO fantasy_bets (user_id, match_id, contest_id, team_id, stake_paise, placed_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [request.userId, request.matchId, request.contestId, request.teamId, fee, request.now],
  );
  await postEntry(tx, {
    userId: request.userId,
    kind: LEDGER_KINDS.fantasyEntry,
    reference: `fantasy:${bet!.id}`,
    amountPaise: -fee,
    // In words (docs/decisions/161): the contest, the match and the team.
    remark: `Fantasy ${contest.name}, ${match.a_short} v ${match.b_short}: entry fee (${team.team_name})`,
    at: request.now,
  });
  return betReply(await findBet(tx, request.userId, bet!.id));
}

/** Cancels an open entry before the start; the fee comes back once (a ledger row per entry). */
export async function cancelBet(tx: Queryable, userId: number, betId: number, now: Date) {
  const [locked] = await tx.query<{ id: number; status: string; match_id: number; stake_paise: number }>(
    'SELECT id, status, match_id, stake_paise FROM fantasy_bets WHERE id = $1 AND user_id = $2 FOR UPDATE',
    [betId, userId],
  );
  if (!locked) throw refusal(FANTASY_REFUSALS.betNotFound);
  if (locked.status !== 'open') throw refusal(FANTASY_REFUSALS.notOpen);
  requireUpcoming(await findMatch(tx, locked.match_id), now);
  await tx.query("UPDATE fantasy_bets SET status = 'cancelled', settled_at = $2 WHERE id = $1", [betId, now]);
  await postEntry(tx, {
    userId,
    kind: LEDGER_KINDS.fantasyRefund,
    reference: `fantasy:${betId}`,
    amountPaise: Number(locked.stake_paise),
    remark: 'Fantasy entry cancelled',
    at: now,
  });
  return betReply(await findBet(tx, userId, betId));
}

export async function myContests(db: Queryable, userId: number, status: MatchStatus | undefined, now: Date) {
  const rows = await db.query<MatchRow & { teams_count: number; bets_count: number; stake_paise: number; win_paise: number }>(
    `${MATCH_SELECT.replace('SELECT m.id,', 'SELECT tc.teams_count, bc.bets_count, bc.stake_paise, bc.win_paise, m.id,')}
      JOIN LATERAL (SELECT count(*)::int AS teams_count FROM fantasy_teams ft WHERE ft.match_id = m.id AND ft.user_id = $1) tc ON true
      JOIN LATERAL (SELECT count(*)::int AS bets_count, COALESCE(sum(stake_paise), 0)::bigint AS stake_paise,
                           COALESCE(sum(win_paise), 0)::bigint AS win_paise
                      FROM fantasy_bets fb WHERE fb.match_id = m.id AND fb.user_id = $1 AND fb.status <> 'cancelled') bc ON true
     WHERE tc.teams_count > 0 OR bc.bets_count > 0
     ORDER BY m.start_time, m.id`,
    [userId],
  );
  const reminded = await remindedSet(db, userId);
  return rows
    .map((row) => ({
      match: matchReply(row, reminded.has(row.id), now),
      teams_count: row.teams_count,
      bets_count: row.bets_count,
      total_stake: paiseToRupees(Number(row.stake_paise)),
      total_win: paiseToRupees(Number(row.win_paise)),
    }))
    .filter((row) => status === undefined || row.match.status === status);
}

export async function teamsAndBets(db: Queryable, userId: number, matchId: number) {
  await findMatch(db, matchId);
  const teams = await db.query<TeamRow>('SELECT id, user_id, match_id, team_name FROM fantasy_teams WHERE user_id = $1 AND match_id = $2 ORDER BY id', [
    userId,
    matchId,
  ]);
  const bets = await db.query<BetRow>(`${BET_SELECT} WHERE b.user_id = $1 AND b.match_id = $2 ORDER BY b.id DESC`, [userId, matchId]);
  return { teams: await teamsReply(db, teams), bets: bets.map(betReply) };
}
