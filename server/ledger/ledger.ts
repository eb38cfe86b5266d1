// The one home of balance changes (design §11, docs/decisions/037): every change of a user's balance,
// exposure or bonus is a ledger row posted here, inside the caller's SQL transaction, with its kind and
// a reference (transaction id, bet id, market…). No other code updates `wallets` money columns or
// writes ledger rows. The account statement, the profit and loss, the balance and every report read
// ledger rows through the functions here; no other module names the table (docs/decisions/240).
//
// Once only: a (kind, reference) pair is posted at most once (a unique index). Posting it again, from
// a retry or a second settlement, changes nothing and answers `posted: false`.
import { hotCacheOf, noteWalletWrite } from '../cache/hot-cache.ts';
import type { WalletFigures } from './wallet-figures.ts';
import type { Queryable } from '../db/database.ts';

/** The ledger's kinds. The reference says which thing: a transaction id, `bet:<id>`, `<market>:<user>`. */
export const LEDGER_KINDS = {
  /** A seeded development account's starting main balance (server/db/seeds/users.ts; reference `opening:<user id>`). */
  openingBalance: 'opening_balance',
  /** A seeded development account's starting bonus wallet: balance and bonus together (reference `opening-bonus:<user id>`). */
  openingBonus: 'opening_bonus',
  /** A demo user's play money, credited once when the demo login creates them (reference `demo:<user id>`). */
  demoCredit: 'demo_credit',
  deposit: 'deposit',
  paymentBonus: 'payment_bonus',
  withdrawalHold: 'withdrawal_hold',
  withdrawalRelease: 'withdrawal_release',
  betPlaced: 'bet_placed',
  /** An unmatched bet's remaining stake cancelled by its bettor: its reserved exposure given back (reference `cancel:<bet id>`, docs/decisions/180). */
  betCancelled: 'bet_cancelled',
  /** An unmatched bet's remaining stake lapsed when its market suspended in play or closed (reference `lapse:<bet id>`, docs/decisions/180). */
  betLapsed: 'bet_lapsed',
  marketSettlement: 'market_settlement',
  /** A matka bet's stake, debited when placed (reference `matka:<bet id>`). */
  matkaBet: 'matka_bet',
  /** A winning matka bet's stake × rate (reference `matka:<bet id>`; a loss posts nothing). */
  matkaSettlement: 'matka_settlement',
  /** A casino round's stake, by a game provider (reference `casino:<provider>:<transaction id>`). */
  casinoDebit: 'casino_debit',
  /** A casino round's win (0 for a loss). */
  casinoCredit: 'casino_credit',
  /** A casino round's stakes given back. */
  casinoRollback: 'casino_rollback',
  /** A fantasy contest's entry fee, debited on joining (reference `fantasy:<bet id>`). */
  fantasyEntry: 'fantasy_entry',
  /** A fantasy entry's fee given back when cancelled before the start (reference `fantasy:<bet id>`). */
  fantasyRefund: 'fantasy_refund',
  /** A fantasy entry's prize by rank when the match is completed (reference `fantasy:<bet id>`). */
  fantasyWinnings: 'fantasy_winnings',
  /** A cash-out's hedge bets: the market's exposure change (reference `cashout:<cash-out id>`; no money moves until settlement). */
  cashOut: 'cash_out',
  /** A referrer's reward, into the bonus wallet, on the referred user's first approved deposit (reference `referral:<user id>`). */
  referReward: 'refer_reward',
  /** A released bonus moved from the bonus wallet into the main wallet (reference `bonus:<id>`; balance unchanged). */
  bonusClaim: 'bonus_claim',
} as const;
export type LedgerKind = (typeof LEDGER_KINDS)[keyof typeof LEDGER_KINDS];

export interface LedgerEntry {
  userId: number;
  kind: LedgerKind;
  reference: string;
  /** Balance change in paise (credit positive, debit negative). */
  amountPaise?: number;
  /** Exposure change in paise (a bet holding more: negative; a settlement releasing it: positive). */
  exposurePaise?: number;
  /** Bonus (earnBonus) change in paise. */
  bonusPaise?: number;
  /** Open bets count change (not money; kept beside the exposure it explains). */
  betsCountChange?: number;
  /** Shown in the statement. */
  remark?: string;
  at?: Date;
}

export type { WalletFigures };

export interface PostResult {
  /** false: this (kind, reference) was posted before and nothing changed. */
  posted: boolean;
  wallet: WalletFigures;
}

interface WalletRow {
  balance_paise: number;
  exposure_paise: number;
  bonus_paise: number;
  bets_count: number;
  actw: string | null;
}

const toFigures = (row: WalletRow): WalletFigures => ({
  balancePaise: row.balance_paise,
  exposurePaise: row.exposure_paise,
  bonusPaise: row.bonus_paise,
  betsCount: row.bets_count,
  ...(row.actw === 'WB' && { playsBonus: true as const }),
});

const WALLET_COLUMNS = 'w.balance_paise, w.exposure_paise, w.bonus_paise, w.bets_count, u.actw';

/**
 * The user's wallet, locked until the caller's SQL transaction ends. Call it first in any transaction
 * that decides on the figures (available balance) before posting.
 */
export async function lockWallet(tx: Queryable, userId: number): Promise<WalletFigures> {
  const [row] = await tx.query<WalletRow>(
    `SELECT ${WALLET_COLUMNS} FROM wallets w JOIN users u ON u.id = w.user_id WHERE w.user_id = $1 FOR UPDATE OF w`,
    [userId],
  );
  if (!row) throw new Error(`User ${userId} has no wallet`);
  return toFigures(row);
}

/**
 * What bets may use: balance + exposure − bonus (spec §5; exposure is zero or negative). With the
 * welcome-bonus wallet active the bonus may be played too (docs/decisions/088); withdrawals never
 * use it (server/wallet/withdrawal-effects.ts).
 */
export function availablePaise(wallet: WalletFigures): number {
  return wallet.balancePaise + wallet.exposurePaise - (wallet.playsBonus ? 0 : wallet.bonusPaise);
}

/**
 * Posts one entry: the wallet changes and the row is written, or, if the (kind, reference) pair was
 * posted before, nothing happens. Must run inside a SQL transaction (db.transaction). A balance that
 * would go below zero fails the wallets CHECK and the caller's transaction rolls back.
 */
export async function postEntry(tx: Queryable, entry: LedgerEntry): Promise<PostResult> {
  const amount = entry.amountPaise ?? 0;
  const exposure = entry.exposurePaise ?? 0;
  const bonus = entry.bonusPaise ?? 0;
  for (const value of [amount, exposure, bonus, entry.betsCountChange ?? 0]) {
    if (!Number.isSafeInteger(value)) throw new RangeError(`Ledger figures are whole paise, not ${value}`);
  }
  const before = await lockWallet(tx, entry.userId);
  const [inserted] = await tx.query<{ id: number }>(
    `INSERT INTO ledger (user_id, amount_paise, exposure_paise, bonus_paise, kind, reference, remark, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (kind, reference) WHERE reference IS NOT NULL DO NOTHING RETURNING id`,
    [entry.userId, amount, exposure, bonus, entry.kind, entry.reference, entry.remark ?? null, entry.at ?? new Date()],
  );
  if (!inserted) return { posted: false, wallet: await readWallet(tx, entry.userId) };
  // Before the change: this process's balance reads go to the database until the transaction ends.
  noteWalletWrite(tx, entry.userId);
  // The bonus wallet is part of the balance and never more than it: money lost beyond the main
  // wallet was bonus money (docs/decisions/088). The row keeps the bonus change that happened.
  const [wallet] = await tx.query<WalletRow>(
    `UPDATE wallets w
        SET balance_paise = w.balance_paise + $2, exposure_paise = w.exposure_paise + $3,
            bonus_paise = LEAST(w.bonus_paise + $4, GREATEST(w.balance_paise + $2, 0)), bets_count = GREATEST(0, w.bets_count + $5)
       FROM users u
      WHERE w.user_id = $1 AND u.id = w.user_id
      RETURNING ${WALLET_COLUMNS}`,
    [entry.userId, amount, exposure, bonus, entry.betsCountChange ?? 0],
  );
  await tx.query('UPDATE ledger SET balance_after_paise = $2, exposure_after_paise = $3, bonus_paise = $4 WHERE id = $1', [
    inserted.id,
    wallet!.balance_paise,
    wallet!.exposure_paise,
    wallet!.bonus_paise - before.bonusPaise,
  ]);
  return { posted: true, wallet: toFigures(wallet!) };
}

export async function readWallet(db: Queryable, userId: number): Promise<WalletFigures> {
  const wallet = await findWallet(db, userId);
  if (!wallet) throw new Error(`User ${userId} has no wallet`);
  return wallet;
}

/**
 * The wallet for a read outside a transaction (the balance poll), from the hot cache when it has
 * it (server/cache/hot-cache.ts: exact after this process's writes, a NOTIFY behind another's).
 */
export async function findCurrentWallet(db: Queryable, userId: number): Promise<WalletFigures | undefined> {
  const cache = hotCacheOf(db);
  return cache ? cache.wallet(userId, () => findWallet(db, userId)) : findWallet(db, userId);
}

async function findWallet(db: Queryable, userId: number): Promise<WalletFigures | undefined> {
  const [row] = await db.query<WalletRow>(`SELECT ${WALLET_COLUMNS} FROM wallets w JOIN users u ON u.id = w.user_id WHERE w.user_id = $1`, [
    userId,
  ]);
  return row && toFigures(row);
}

/** The sum (paise, a debit negative) of the user's rows of these kinds posted since `since`. */
export async function sumOfKinds(db: Queryable, userId: number, kinds: readonly LedgerKind[], since = new Date(0)): Promise<number> {
  const [row] = await db.query<{ total: number }>(
    'SELECT COALESCE(SUM(amount_paise), 0)::bigint AS total FROM ledger WHERE user_id = $1 AND kind = ANY($2::text[]) AND created_at >= $3',
    [userId, kinds, since],
  );
  return Number(row!.total);
}

/** The sum (paise) of the user's rows of these kinds posted in [from, to). */
export async function sumOfKindsIn(db: Queryable, userId: number, kinds: readonly string[], window: { from: Date; to: Date }): Promise<number> {
  const [row] = await db.query<{ total: number }>(
    'SELECT COALESCE(SUM(amount_paise), 0)::bigint AS total FROM ledger WHERE user_id = $1 AND kind = ANY($2::text[]) AND created_at >= $3 AND created_at < $4',
    [userId, kinds, window.from, window.to],
  );
  return Number(row!.total);
}

/** The sum (paise) of the user's rows of these kinds posted under these references (e.g. `matka:<bet id>`). */
export async function sumOfReferences(db: Queryable, userId: number, references: readonly string[], kinds: readonly string[]): Promise<number> {
  if (references.length === 0) return 0;
  const [row] = await db.query<{ total: number }>(
    'SELECT COALESCE(SUM(amount_paise), 0)::bigint AS total FROM ledger WHERE user_id = $1 AND reference = ANY($2::text[]) AND kind = ANY($3::text[])',
    [userId, references, kinds],
  );
  return Number(row!.total);
}

/** One of the user's rows as a report reads it: when, which kind, under which reference, how much. */
export interface LedgerMovement {
  createdAt: Date;
  kind: string;
  reference: string | null;
  amountPaise: number;
}

/** The user's rows of these kinds posted in [from, to), oldest first. */
export async function movementsOfKinds(
  db: Queryable,
  userId: number,
  kinds: readonly string[],
  window: { from: Date; to: Date },
): Promise<LedgerMovement[]> {
  const rows = await db.query<{ created_at: Date; kind: string; reference: string | null; amount_paise: number }>(
    `SELECT created_at, kind, reference, amount_paise FROM ledger
      WHERE user_id = $1 AND kind = ANY($2::text[]) AND created_at >= $3 AND created_at < $4 ORDER BY id`,
    [userId, kinds, window.from, window.to],
  );
  return rows.map((row) => ({ createdAt: new Date(row.created_at), kind: row.kind, reference: row.reference, amountPaise: Number(row.amount_paise) }));
}

/**
 * Tells every process's hot cache (server/cache/hot-cache.ts) to read the wallet's figures again when
 * they changed without a posting (the active wallet switched): touching the row fires its NOTIFY.
 */
export async function touchWallet(tx: Queryable, userId: number): Promise<void> {
  await tx.query('UPDATE wallets SET bets_count = bets_count WHERE user_id = $1', [userId]);
}

/** The balance as the ledger says it: the sum of the user's rows (equals wallets.balance_paise). */
export async function ledgerBalance(db: Queryable, userId: number): Promise<number> {
  const [row] = await db.query<{ total: number }>(
    'SELECT COALESCE(SUM(amount_paise), 0)::bigint AS total FROM ledger WHERE user_id = $1',
    [userId],
  );
  return row!.total;
}

export interface StatementLine {
  id: number;
  createdAt: Date;
  kind: string;
  reference: string | null;
  remark: string | null;
  amountPaise: number;
  exposurePaise: number;
  balanceAfterPaise: number | null;
}

interface StatementRow {
  id: number;
  created_at: Date;
  kind: string;
  reference: string | null;
  remark: string | null;
  amount_paise: number;
  exposure_paise: number;
  balance_after_paise: number | null;
}

const STATEMENT_COLUMNS = 'id, created_at, kind, reference, remark, amount_paise, exposure_paise, balance_after_paise';

const toStatementLine = (row: StatementRow): StatementLine => ({
  id: row.id,
  createdAt: row.created_at,
  kind: row.kind,
  reference: row.reference,
  remark: row.remark,
  amountPaise: Number(row.amount_paise),
  exposurePaise: Number(row.exposure_paise),
  balanceAfterPaise: row.balance_after_paise === null ? null : Number(row.balance_after_paise),
});

export interface StatementWindow {
  from: Date;
  to: Date;
  limit?: number;
  /** Skip this many of the newest rows (paging). */
  offset?: number;
  /** Only these kinds (null or absent: every kind). */
  kinds?: readonly string[] | null;
}

/** How many rows a statement window holds, and their credits and debits (paise). */
export async function statementTotals(
  db: Queryable,
  userId: number,
  window: StatementWindow,
): Promise<{ rows: number; creditPaise: number; debitPaise: number }> {
  const [row] = await db.query<{ rows: number; credit: number; debit: number }>(
    `SELECT count(*)::int AS rows, COALESCE(SUM(GREATEST(amount_paise, 0)), 0)::bigint AS credit,
            COALESCE(SUM(LEAST(amount_paise, 0)), 0)::bigint AS debit
       FROM ledger WHERE user_id = $1 AND created_at >= $2 AND created_at < $3 AND amount_paise <> 0
        AND ($4::text[] IS NULL OR kind = ANY($4::text[]))`,
    [userId, window.from, window.to, window.kinds ?? null],
  );
  return { rows: row!.rows, creditPaise: Number(row!.credit), debitPaise: Number(row!.debit) };
}

/** The user's ledger rows that moved the balance, newest first, in [from, to). */
export async function statement(db: Queryable, userId: number, window: StatementWindow): Promise<StatementLine[]> {
  const rows = await db.query<StatementRow>(
    `SELECT ${STATEMENT_COLUMNS}
       FROM ledger WHERE user_id = $1 AND created_at >= $2 AND created_at < $3 AND amount_paise <> 0
        AND ($6::text[] IS NULL OR kind = ANY($6::text[]))
      ORDER BY id DESC LIMIT $4 OFFSET $5`,
    [userId, window.from, window.to, window.limit ?? 500, window.offset ?? 0, window.kinds ?? null],
  );
  return rows.map(toStatementLine);
}

/**
 * One of the user's statement lines by its id, with its serial: its place among all the user's rows
 * that moved the balance, oldest first (1 = the first). Undefined when it is not the user's or moved nothing.
 */
export async function statementEntry(db: Queryable, userId: number, id: number): Promise<{ line: StatementLine; serial: number } | undefined> {
  const [row] = await db.query<StatementRow & { serial: number }>(
    `SELECT l.*,
            (SELECT count(*)::int FROM ledger o WHERE o.user_id = l.user_id AND o.amount_paise <> 0 AND o.id <= l.id) AS serial
       FROM ledger l WHERE l.id = $1 AND l.user_id = $2 AND l.amount_paise <> 0`,
    [id, userId],
  );
  return row && { line: toStatementLine(row), serial: row.serial };
}

/** Betting profit and loss in [from, to): settled markets' net results, per market reference. */
export async function profitLoss(
  db: Queryable,
  userId: number,
  window: { from: Date; to: Date },
): Promise<{ totalPaise: number; markets: { reference: string; amountPaise: number }[] }> {
  const rows = await db.query<{ reference: string; amount_paise: number }>(
    `SELECT reference, amount_paise FROM ledger
      WHERE user_id = $1 AND kind = $2 AND created_at >= $3 AND created_at < $4 ORDER BY id`,
    [userId, LEDGER_KINDS.marketSettlement, window.from, window.to],
  );
  const markets = rows.map((row) => ({ reference: row.reference, amountPaise: row.amount_paise }));
  return { totalPaise: markets.reduce((sum, market) => sum + market.amountPaise, 0), markets };
}
