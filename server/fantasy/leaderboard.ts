// A contest's standings (docs/decisions/086): its entries ranked by their teams' points
// (captain and vice-captain multipliers, machines/fantasy/team-rules.ts) with the prize each rank wins
// (ties split, machines/fantasy/prize-rules.ts). The settlement pays these standings; the leaderboard
// shows them live while the match is played and final once it is completed.
import { refusal } from '../auth/replies.ts';
import type { Queryable } from '../db/database.ts';
import { paiseToRupees } from '../money.ts';
import { payablePrizes, rankAndPay, type ContestTerms } from '../../machines/fantasy/prize-rules.ts';
import { teamPoints } from '../../machines/fantasy/team-rules.ts';
import { CONTEST_SELECT, contestReply, contestTerms, findMatch, matchReply, matchStatus, type ContestRow } from './fantasy-matches.ts';
import { FANTASY_REFUSALS, FANTASY_SETTINGS } from './fantasy-rules.ts';

export interface Standing {
  betId: number;
  userId: number;
  teamName: string;
  points: number;
  rank: number;
  winPaise: number;
}

/**
 * The contest's entries that are not cancelled (only the open ones, locked, for the settlement),
 * ranked; entries with equal points keep the order they joined in. The prizes are those the contest's
 * terms pay with this many entries (docs/decisions/170): none for a fixed contest that did not fill,
 * a flexible contest's share of the fees minus the house's cut.
 */
export async function contestStandings(db: Queryable, contestId: number, terms: ContestTerms, { forSettlement = false } = {}): Promise<Standing[]> {
  const bets = await db.query<{ id: number; user_id: number; team_id: number; team_name: string }>(
    `SELECT b.id, b.user_id, b.team_id, t.team_name FROM fantasy_bets b JOIN fantasy_teams t ON t.id = b.team_id
      WHERE b.contest_id = $1 AND ${forSettlement ? "b.status = 'open'" : "b.status <> 'cancelled'"}
      ORDER BY b.id ${forSettlement ? 'FOR UPDATE OF b' : ''}`,
    [contestId],
  );
  if (bets.length === 0) return [];
  const players = await db.query<{ team_id: number; player_id: number; points: string | number; is_captain: boolean; is_vice_captain: boolean }>(
    `SELECT tp.team_id, tp.player_id, p.points, tp.is_captain, tp.is_vice_captain
       FROM fantasy_team_players tp JOIN fantasy_players p ON p.id = tp.player_id WHERE tp.team_id = ANY($1::bigint[])`,
    [bets.map((bet) => bet.team_id)],
  );
  const pointsOf = (teamId: number) => {
    const mine = players.filter((row) => Number(row.team_id) === Number(teamId));
    return teamPoints(
      FANTASY_SETTINGS,
      mine.map((row) => ({ id: row.player_id, points: Number(row.points) })),
      mine.find((row) => row.is_captain)?.player_id ?? null,
      mine.find((row) => row.is_vice_captain)?.player_id ?? null,
    );
  };
  const scored = bets.map((bet) => ({ id: bet, points: pointsOf(bet.team_id) }));
  const ranked = rankAndPay(scored, payablePrizes(terms, bets.length));
  return ranked.map(({ id: bet, rank, winPaise }) => ({
    betId: Number(bet.id),
    userId: Number(bet.user_id),
    teamName: bet.team_name,
    points: scored.find((entry) => entry.id === bet)!.points,
    rank,
    winPaise,
  }));
}

/** Any signed-in user may read a contest's leaderboard; other users' teams appear by name only. */
export async function contestLeaderboard(db: Queryable, userId: number, contestId: number, now: Date) {
  const [contest] = await db.query<ContestRow>(`${CONTEST_SELECT} WHERE c.id = $1`, [contestId]);
  if (!contest) throw refusal(FANTASY_REFUSALS.contestNotFound);
  const match = await findMatch(db, contest.match_id);
  const [reminded] = await db.query('SELECT 1 FROM fantasy_reminders WHERE user_id = $1 AND match_id = $2', [userId, match.id]);
  // Before the start every team has 0 points: no prize is shown as if it were being won.
  const started = matchStatus(match, now) !== 'upcoming';
  const standings = await contestStandings(db, contest.id, contestTerms(contest));
  const entries = standings.map((standing) => ({
    rank: standing.rank,
    team_name: standing.teamName,
    points: standing.points,
    win_amount: started ? paiseToRupees(standing.winPaise) : 0,
    is_mine: standing.userId === userId,
  }));
  const mine = standings.filter((standing) => standing.userId === userId).length;
  return { contest: contestReply(contest, mine, match.closed_status), match: matchReply(match, reminded !== undefined, now), entries };
}
