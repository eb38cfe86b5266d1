// Fantasy points and settlement (issue 15, docs/decisions/071). The operator enters player points for
// a match that has started; completing it ranks every open entry of each contest by its team's points
// (captain and vice-captain multipliers, machines/fantasy/team-rules.ts), splits tied ranks' prizes
// (machines/fantasy/prize-rules.ts) and pays each win once through the ledger (kind fantasy_winnings).
// A completed match cannot be completed again: its row is locked and marked in the same transaction.
import { refusal } from '../auth/replies.ts';
import type { Queryable } from '../db/database.ts';
import { LEDGER_KINDS, postEntry } from '../ledger/ledger.ts';
import { rankAndPay } from '../../machines/fantasy/prize-rules.ts';
import { teamPoints } from '../../machines/fantasy/team-rules.ts';
import { FANTASY_REFUSALS, FANTASY_SETTINGS, matchStatus } from './fantasy.ts';

export const SETTLEMENT_REFUSALS = {
  notStarted: 'The match has not started: points and results come after the start.',
  closed: 'This match is already completed or cancelled.',
  unknownPlayer: 'That player does not play in this match.',
  points: 'Give points as a number between -1000 and 1000, at most 2 decimals.',
} as const;

async function lockMatch(tx: Queryable, matchId: number, now: Date) {
  const [match] = await tx.query<{ id: number; title: string; start_time: Date; closed_status: 'completed' | 'cancelled' | null }>(
    'SELECT id, title, start_time, closed_status FROM fantasy_matches WHERE id = $1 FOR UPDATE',
    [matchId],
  );
  if (!match) throw refusal(FANTASY_REFUSALS.matchNotFound);
  if (match.closed_status) throw refusal(SETTLEMENT_REFUSALS.closed);
  if (matchStatus(match, now) === 'upcoming') throw refusal(SETTLEMENT_REFUSALS.notStarted);
  return match;
}

export async function setPlayerPoints(tx: Queryable, { matchId, playerId, points, now }: { matchId: number; playerId: number; points: number; now: Date }) {
  if (!Number.isFinite(points) || Math.abs(points) > 1000 || Math.round(points * 100) !== points * 100) throw refusal(SETTLEMENT_REFUSALS.points);
  const match = await lockMatch(tx, matchId, now);
  const [player] = await tx.query<{ name: string }>('UPDATE fantasy_players SET points = $3 WHERE id = $2 AND match_id = $1 RETURNING name', [
    matchId,
    playerId,
    points,
  ]);
  if (!player) throw refusal(SETTLEMENT_REFUSALS.unknownPlayer);
  return `${match.title}: ${player.name} has ${points} points.`;
}

export async function completeMatch(tx: Queryable, matchId: number, now: Date) {
  const match = await lockMatch(tx, matchId, now);
  const contests = await tx.query<{ id: number; name: string; prizes: { rank_from: number; rank_to: number; amount_paise: number }[] }>(
    'SELECT id, name, prizes FROM fantasy_contests WHERE match_id = $1 ORDER BY id',
    [matchId],
  );
  let won = 0;
  let paidPaise = 0;
  let entries = 0;
  for (const contest of contests) {
    const bets = await tx.query<{ id: number; user_id: number; team_id: number }>(
      "SELECT id, user_id, team_id FROM fantasy_bets WHERE contest_id = $1 AND status = 'open' ORDER BY id FOR UPDATE",
      [contest.id],
    );
    if (bets.length === 0) continue;
    const players = await tx.query<{ team_id: number; player_id: number; points: string | number; is_captain: boolean; is_vice_captain: boolean }>(
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
    const ranked = rankAndPay(
      bets.map((bet) => ({ id: bet, points: pointsOf(bet.team_id) })),
      contest.prizes.map((prize) => ({ rankFrom: prize.rank_from, rankTo: prize.rank_to, amountPaise: prize.amount_paise })),
    );
    for (const { id: bet, rank, winPaise } of ranked) {
      entries += 1;
      await tx.query('UPDATE fantasy_bets SET status = $2, win_paise = $3, rank = $4, settled_at = $5 WHERE id = $1', [
        bet.id,
        winPaise > 0 ? 'won' : 'lost',
        winPaise,
        rank,
        now,
      ]);
      if (winPaise > 0) {
        won += 1;
        paidPaise += winPaise;
        await postEntry(tx, {
          userId: bet.user_id,
          kind: LEDGER_KINDS.fantasyWinnings,
          reference: `fantasy:${bet.id}`,
          amountPaise: winPaise,
          remark: `Fantasy ${contest.name}: rank ${rank}`,
          at: now,
        });
      }
    }
  }
  await tx.query("UPDATE fantasy_matches SET closed_status = 'completed' WHERE id = $1", [matchId]);
  return { title: match.title, entries, won, paidPaise };
}
