// A fantasy match and its contests as rows and replies (docs/decisions/066-069): the match query, its
// status (upcoming until its start), the contest's terms for the prize rules and the user's entries per
// contest. Shared by the lobby, teams, entries, leaderboard, settlement and the operator.
import type { components } from '../../api-spec/schema.gen.ts';
import { refusal } from '../auth/replies.ts';
import type { Queryable } from '../db/database.ts';
import { paiseToRupees } from '../money.ts';
import type { ContestKind, ContestTerms } from '../../machines/fantasy/prize-rules.ts';
import { FANTASY_REFUSALS } from './fantasy-rules.ts';

type Schemas = components['schemas'];
type MatchStatus = Schemas['FantasyMatchStatus'];

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

export const MATCH_SELECT = `SELECT m.id, m.title, m.start_time, m.closed_status,
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

export async function remindedSet(db: Queryable, userId: number): Promise<Set<number>> {
  const rows = await db.query<{ match_id: number }>('SELECT match_id FROM fantasy_reminders WHERE user_id = $1', [userId]);
  return new Set(rows.map((row) => Number(row.match_id)));
}

export async function findMatch(db: Queryable, matchId: number): Promise<MatchRow> {
  const [row] = await db.query<MatchRow>(`${MATCH_SELECT} WHERE m.id = $1`, [matchId]);
  if (!row) throw refusal(FANTASY_REFUSALS.matchNotFound);
  return row;
}

export function requireUpcoming(match: MatchRow, now: Date): void {
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
