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
