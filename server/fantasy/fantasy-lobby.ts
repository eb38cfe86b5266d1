// The fantasy lobby (docs/decisions/066-069, 224): the setup data (rules, open matches, their contests),
// reminders, a match's players with their recent form, and the user's quick stakes. Read-mostly; teams
// and entries are in fantasy-teams.ts and fantasy-entries.ts.
import type { components } from '../../api-spec/schema.gen.ts';
import type { Queryable } from '../db/database.ts';
import { FANTASY_ROLES } from '../../machines/fantasy/team-rules.ts';
import type { PlayerRow } from './fantasy-teams.ts';
import { CONTEST_SELECT, contestReply, findMatch, MATCH_SELECT, matchReply, myEntriesByContest, remindedSet, requireUpcoming, type ContestRow, type MatchRow } from './fantasy-matches.ts';
import { DEFAULT_FANTASY_STAKES, FANTASY_MESSAGES, FANTASY_SETTINGS } from './fantasy-rules.ts';

type Schemas = components['schemas'];

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
