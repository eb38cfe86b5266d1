// Contest entries (docs/decisions/066-069, 161, 170): joining a contest with a team, its fee through the
// ledger once before the match's start, cancelling it, and the user's entries and contests. Apart from
// the teams because only entries move money.
import type { components } from '../../api-spec/schema.gen.ts';
import { refusal } from '../auth/replies.ts';
import type { Queryable } from '../db/database.ts';
import { availablePaise, LEDGER_KINDS, lockWallet, postEntry } from '../ledger/ledger.ts';
import { refusePlay } from '../responsible-gambling/responsible-gambling.ts';
import { paiseToRupees } from '../money.ts';
import { findMatch, MATCH_SELECT, matchReply, remindedSet, requireUpcoming, type ContestRow, type MatchRow } from './fantasy-matches.ts';
import { FANTASY_REFUSALS, FANTASY_SETTINGS, teamLimitText } from './fantasy-rules.ts';
import { findTeam, teamsReply, type TeamRow } from './fantasy-teams.ts';

type Schemas = components['schemas'];
type MatchStatus = Schemas['FantasyMatchStatus'];

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
