// A user's fantasy teams (docs/decisions/066-069): saving one (checked by the same pure rules as the
// client, machines/fantasy/team-rules.ts), filling a reset one, renaming and resetting, and the team
// replies with their points. Before the match's start only.
import type { components } from '../../api-spec/schema.gen.ts';
import { refusal } from '../auth/replies.ts';
import type { Queryable } from '../db/database.ts';
import { teamProblems, type FantasyPlayerInfo, type FantasyRole } from '../../machines/fantasy/team-rules.ts';
import { findMatch, requireUpcoming } from './fantasy-matches.ts';
import { FANTASY_REFUSALS, FANTASY_SETTINGS, MAX_TEAMS_PER_MATCH, teamProblemText } from './fantasy-rules.ts';

type Schemas = components['schemas'];

export interface PlayerRow {
  id: number;
  match_id: number;
  side_id: number;
  name: string;
  role: FantasyRole;
  credits: string | number;
  points: string | number;
  is_playing: boolean | null;
}


export interface TeamRow {
  id: number;
  user_id: number;
  match_id: number;
  team_name: string;
}

export async function findTeam(db: Queryable, userId: number, teamId: number, lock = ''): Promise<TeamRow> {
  const [row] = await db.query<TeamRow>(`SELECT id, user_id, match_id, team_name FROM fantasy_teams WHERE id = $1 AND user_id = $2 ${lock}`, [teamId, userId]);
  if (!row) throw refusal(FANTASY_REFUSALS.teamNotFound);
  return row;
}

export async function teamReply(db: Queryable, userId: number, teamId: number): Promise<Schemas['FantasyTeam']> {
  const team = await findTeam(db, userId, teamId);
  return (await teamsReply(db, [team]))[0]!;
}

export async function teamsReply(db: Queryable, teams: TeamRow[]): Promise<Schemas['FantasyTeam'][]> {
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
