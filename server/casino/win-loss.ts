// The casino win/loss report (docs/decisions/058): per day (India time) and per game, the stakes,
// the wins and the net, read from the ledger's casino rows. Stakes given back by a rollback are not
// stakes; a rolled-back round is not a round. net = wins − bets, the sum of the ledger rows.
import type { Queryable } from '../db/database.ts';
import { LEDGER_KINDS, movementsOfKinds } from '../ledger/ledger.ts';

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

const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
const dayInIndia = new Intl.DateTimeFormat('en-CA', { timeZone: REPORT_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * The ledger's casino rows of the window (through the ledger module) grouped per India day and per
 * game: each row's round is found by its reference (casino_transactions.ledger_reference).
 */
export async function casinoWinLoss(db: Queryable, userId: number, window: { from: Date; to: Date }): Promise<WinLossRow[]> {
  const movements = await movementsOfKinds(db, userId, [LEDGER_KINDS.casinoDebit, LEDGER_KINDS.casinoCredit, LEDGER_KINDS.casinoRollback], window);
  const references = [...new Set(movements.flatMap((movement) => (movement.reference === null ? [] : [movement.reference])))];
  if (references.length === 0) return [];
  const rounds = await db.query<{ ledger_reference: string; round_id: string; game_id: string; provider: string; status: string }>(
    `SELECT t.ledger_reference, r.round_id, r.game_id, r.provider, r.status
       FROM casino_transactions t JOIN casino_rounds r ON r.provider = t.provider AND r.round_id = t.round_id
      WHERE t.ledger_reference = ANY($1::text[])`,
    [references],
  );
  const roundOf = new Map(rounds.map((round) => [round.ledger_reference, round]));
  const groups = new Map<string, WinLossRow & { roundIds: Set<string> }>();
  for (const movement of movements) {
    const round = movement.reference === null ? undefined : roundOf.get(movement.reference);
    if (!round) continue;
    const day = dayInIndia.format(movement.createdAt);
    const key = JSON.stringify([day, round.game_id, round.provider]);
    const group = groups.get(key) ?? { day, gameId: round.game_id, provider: round.provider, rounds: 0, betsPaise: 0, winsPaise: 0, netPaise: 0, roundIds: new Set() };
    groups.set(key, group);
    if (round.status !== 'rolled_back') group.roundIds.add(round.round_id);
    // Stakes given back by a rollback are not stakes.
    if (movement.kind === LEDGER_KINDS.casinoDebit || movement.kind === LEDGER_KINDS.casinoRollback) group.betsPaise -= movement.amountPaise;
    if (movement.kind === LEDGER_KINDS.casinoCredit) group.winsPaise += movement.amountPaise;
    group.netPaise += movement.amountPaise;
  }
  return [...groups.values()]
    .sort((a, b) => byText(b.day, a.day) || byText(a.gameId, b.gameId) || byText(a.provider, b.provider))
    .map(({ roundIds, ...row }) => ({ ...row, rounds: roundIds.size }));
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
