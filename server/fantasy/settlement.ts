// Fantasy points and settlement (docs/decisions/071). The operator enters player points for
// a match that has started; completing it ranks every open entry of each contest by its team's points
// (captain and vice-captain multipliers, machines/fantasy/team-rules.ts), splits tied ranks' prizes
// (machines/fantasy/prize-rules.ts) and pays each win once through the ledger (kind fantasy_winnings).
// A completed match cannot be completed again: its row is locked and marked in the same transaction.
import { refusal } from '../auth/replies.ts';
import type { Queryable } from '../db/database.ts';
import { LEDGER_KINDS, postEntry } from '../ledger/ledger.ts';
import { startMatchContests, type ContestStart } from './contest-start.ts';
import { contestTerms, matchStatus, type ContestRow } from './fantasy-matches.ts';
import { FANTASY_REFUSALS } from './fantasy-rules.ts';
import { contestStandings } from './leaderboard.ts';
import type { FantasyEntryResult } from './entry-result.ts';

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
  // The operator's figure is the player's points; on an engine match (docs/decisions/216) it stays as a
  // correction over the engine's, which keeps counting the balls still to come.
  const [player] = await tx.query<{ name: string }>(
    'UPDATE fantasy_players SET points = $3, points_correction = $3 - engine_points WHERE id = $2 AND match_id = $1 RETURNING name',
    [
      matchId,
      playerId,
      points,
    ],
  );
  if (!player) throw refusal(SETTLEMENT_REFUSALS.unknownPlayer);
  return `${match.title}: ${player.name} has ${points} points.`;
}

export async function completeMatch(tx: Queryable, matchId: number, now: Date) {
  const match = await lockMatch(tx, matchId, now);
  // Contests not yet decided at the start are decided now: an unfilled one is refunded, never paid.
  const cancelled = (await startMatchContests(tx, matchId, now)).filter((start) => start.outcome === 'cancelled');
  const contests = await tx.query<ContestRow>("SELECT *, 0 AS taken FROM fantasy_contests WHERE match_id = $1 AND status = 'running' ORDER BY id", [matchId]);
  let won = 0;
  let paidPaise = 0;
  let entries = 0;
  const results: FantasyEntryResult[] = [];
  for (const contest of contests) {
    const standings = await contestStandings(tx, contest.id, contestTerms(contest), { forSettlement: true });
    for (const { betId, userId, rank, winPaise } of standings) {
      entries += 1;
      results.push({ betId, userId, contestName: contest.name, rank, winPaise });
      await tx.query('UPDATE fantasy_bets SET status = $2, win_paise = $3, rank = $4, settled_at = $5 WHERE id = $1', [
        betId,
        winPaise > 0 ? 'won' : 'lost',
        winPaise,
        rank,
        now,
      ]);
      if (winPaise > 0) {
        won += 1;
        paidPaise += winPaise;
        await postEntry(tx, {
          userId,
          kind: LEDGER_KINDS.fantasyWinnings,
          reference: `fantasy:${betId}`,
          amountPaise: winPaise,
          remark: `Fantasy ${contest.name}: rank ${rank}`,
          at: now,
        });
      }
    }
  }
  await tx.query("UPDATE fantasy_matches SET closed_status = 'completed' WHERE id = $1", [matchId]);
  return { matchId, title: match.title, entries, won, paidPaise, results, cancelled };
}

export type { ContestStart };
