// The casino win/loss report (docs/decisions/058): per day (India time) and per game, the stakes,
// the wins and the net, read from the ledger's casino rows. Stakes given back by a rollback are not
// stakes; a rolled-back round is not a round. net = wins − bets, the sum of the ledger rows.
import type { Queryable } from '../db/database.ts';
import { LEDGER_KINDS } from '../ledger/ledger.ts';

export interface WinLossRow {
  day: string;
  gameId: string;
  provider: string;
  rounds: number;
  betsPaise: number;
  winsPaise: number;
  netPaise: number;
}

export const REPORT_TIME_ZONE = 'Asia/Kolkata';

export async function casinoWinLoss(db: Queryable, userId: number, window: { from: Date; to: Date }): Promise<WinLossRow[]> {
  const rows = await db.query<{
    day: string;
    game_id: string;
    provider: string;
    rounds: number;
    debits: number;
    rollbacks: number;
    wins: number;
    net: number;
  }>(
    `SELECT to_char(l.created_at AT TIME ZONE $4, 'YYYY-MM-DD') AS day, r.game_id, r.provider,
            COUNT(DISTINCT r.round_id) FILTER (WHERE r.status <> 'rolled_back')::int AS rounds,
            COALESCE(-SUM(l.amount_paise) FILTER (WHERE l.kind = $5), 0)::bigint AS debits,
            COALESCE(SUM(l.amount_paise) FILTER (WHERE l.kind = $7), 0)::bigint AS rollbacks,
            COALESCE(SUM(l.amount_paise) FILTER (WHERE l.kind = $6), 0)::bigint AS wins,
            SUM(l.amount_paise)::bigint AS net
       FROM ledger l
       JOIN casino_transactions t ON t.ledger_reference = l.reference
       JOIN casino_rounds r ON r.provider = t.provider AND r.round_id = t.round_id
      WHERE l.user_id = $1 AND l.kind IN ($5, $6, $7) AND l.created_at >= $2 AND l.created_at < $3
      GROUP BY 1, r.game_id, r.provider
      ORDER BY 1 DESC, r.game_id`,
    [userId, window.from, window.to, REPORT_TIME_ZONE, LEDGER_KINDS.casinoDebit, LEDGER_KINDS.casinoCredit, LEDGER_KINDS.casinoRollback],
  );
  return rows.map((row) => ({
    day: row.day,
    gameId: row.game_id,
    provider: row.provider,
    rounds: Number(row.rounds),
    betsPaise: Number(row.debits) - Number(row.rollbacks),
    winsPaise: Number(row.wins),
    netPaise: Number(row.net),
  }));
}

/** The most rounds the report lists one by one. */
export const ROUND_DETAILS_LIMIT = 100;

export interface RoundDetail {
  roundId: string;
  gameId: string;
  provider: string;
  time: Date;
  stakePaise: number;
  winPaise: number;
  /** The round the fair draw is for: the provider's round (a crash bet's table round), null when unknown. */
  fairRoundId: string | null;
  seedHash: string | null;
  /** Revealed once the round is played (a crash round once it has crashed). */
  seed: string | null;
}

/**
 * The window's rounds one by one, newest first, with their provably fair draw (docs/decisions/193).
 * The reference provider's rounds are in this database (provider_fair_rounds, crash_rounds), so the
 * report reads their hashes and, once played, their seeds; another provider's round has none.
 */
export async function casinoRoundDetails(db: Queryable, userId: number, window: { from: Date; to: Date }): Promise<RoundDetail[]> {
  const rows = await db.query<{
    round_id: string;
    game_id: string;
    provider: string;
    created_at: Date;
    bet_paise: number;
    win_paise: number;
    fair_round_id: string | null;
    seed_hash: string | null;
    seed: string | null;
  }>(
    `SELECT r.round_id, r.game_id, r.provider, r.created_at, r.bet_paise, r.win_paise,
            COALESCE(c.round_id, f.round_id) AS fair_round_id,
            COALESCE(c.seed_hash, f.seed_hash) AS seed_hash,
            COALESCE(CASE WHEN c.phase = 'crashed' THEN c.server_seed END, CASE WHEN f.played_at IS NOT NULL THEN f.server_seed END) AS seed
       FROM casino_rounds r
       LEFT JOIN provider_fair_rounds f ON f.round_id = r.round_id
       LEFT JOIN crash_bets b ON b.bet_id = r.round_id
       LEFT JOIN crash_rounds c ON c.round_id = b.round_id
      WHERE r.user_id = $1 AND r.status <> 'rolled_back' AND r.created_at >= $2 AND r.created_at < $3
      ORDER BY r.created_at DESC, r.round_id DESC
      LIMIT $4`,
    [userId, window.from, window.to, ROUND_DETAILS_LIMIT],
  );
  return rows.map((row) => ({
    roundId: row.round_id,
    gameId: row.game_id,
    provider: row.provider,
    time: new Date(row.created_at),
    stakePaise: Number(row.bet_paise),
    winPaise: Number(row.win_paise),
    fairRoundId: row.fair_round_id,
    seedHash: row.seed_hash,
    seed: row.seed,
  }));
}
