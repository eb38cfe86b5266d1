// Bonuses (issue 16, docs/decisions/088-089). The server earns a bonus for a user only by a site's
// rule on a verified payment: the payment bonus of an approved deposit (bonus_data), the refer reward
// of a referred user's first approved deposit (server/referrals/). The money goes into the bonus
// wallet at once, through the ledger (balance and earnBonus both grow), and can be played with the
// welcome-bonus wallet active but never withdrawn. Once the user's stakes since the bonus reach its
// turnover (amount × the site's bonus_turnover_times) it is released, and claiming it moves it into
// the main wallet, once. No client request creates money: claim and switch only move what is there.
import { refusal } from '../auth/replies.ts';
import type { Database, Queryable } from '../db/database.ts';
import { HttpError } from '../http-error.ts';
import { LEDGER_KINDS, lockWallet, postEntry, type WalletFigures } from '../ledger/ledger.ts';
import { paiseToRupees } from '../money.ts';

export const BONUS_NOT_FOUND = 'Bonus not found.';
export const SWITCH_WITH_OPEN_BETS = 'Settle your open bets before switching wallets.';
export const bonusStillLocked = (remainingPaise: number) =>
  `This bonus is still locked: play ₹${paiseToRupees(remainingPaise).toFixed(2)} more to release it.`;

export type ActiveWallet = 'MW' | 'WB';
export type BonusStatus = 'locked' | 'released' | 'claimed';

/** Stakes that count towards a bonus's turnover: money put at risk and not given back. */
const STAKE_KINDS = [LEDGER_KINDS.matkaBet, LEDGER_KINDS.casinoDebit, LEDGER_KINDS.fantasyEntry];
const STAKE_RETURN_KINDS = [LEDGER_KINDS.casinoRollback, LEDGER_KINDS.fantasyRefund];

interface BonusRow {
  id: number;
  user_id: number;
  bonus_type: string;
  amount_paise: number;
  turnover_required_paise: number;
  created_at: Date;
  claimed_at: Date | null;
  claimed_paise: number | null;
}

export interface EarnedBonus {
  userId: number;
  siteId: number;
  bonusType: string;
  amountPaise: number;
  /** The ledger row that credited it, `<kind>:<reference>`: a bonus is recorded once. */
  reference: string;
}

/** Records a bonus the caller just credited to the bonus wallet, inside the same SQL transaction. */
export async function recordBonus(tx: Queryable, bonus: EarnedBonus): Promise<void> {
  await tx.query(
    `INSERT INTO bonuses (user_id, bonus_type, amount_paise, turnover_required_paise, reference)
     SELECT $1, $2, $3::bigint, $3::bigint * s.bonus_turnover_times, $4 FROM sites s WHERE s.id = $5
     ON CONFLICT (reference) DO NOTHING`,
    [bonus.userId, bonus.bonusType, bonus.amountPaise, bonus.reference, bonus.siteId],
  );
}

/** The user's stakes since a moment, in paise: exchange bets settled as won or lost, matka, casino and fantasy stakes. */
export async function turnoverSince(db: Queryable, userId: number, since: Date): Promise<number> {
  const [row] = await db.query<{ total: number }>(
    `SELECT (SELECT COALESCE(SUM(stake_paise), 0) FROM bets
              WHERE user_id = $1 AND placed_at >= $2 AND status IN ('won', 'lost'))
          + (SELECT COALESCE(SUM(-amount_paise), 0) FROM ledger
              WHERE user_id = $1 AND created_at >= $2 AND (kind = ANY($3::text[]) OR kind = ANY($4::text[])))
          AS total`,
    [userId, since, STAKE_KINDS, STAKE_RETURN_KINDS],
  );
  return Math.max(0, Number(row!.total));
}

function statusOf(row: BonusRow, turnoverDone: number): BonusStatus {
  if (row.claimed_at) return 'claimed';
  return turnoverDone >= row.turnover_required_paise ? 'released' : 'locked';
}

export interface BonusView {
  row: BonusRow;
  status: BonusStatus;
  turnoverDonePaise: number;
}

async function viewOf(db: Queryable, row: BonusRow): Promise<BonusView> {
  const turnoverDonePaise = row.claimed_at ? row.turnover_required_paise : await turnoverSince(db, row.user_id, row.created_at);
  return { row, status: statusOf(row, turnoverDonePaise), turnoverDonePaise };
}

export function bonusEntry({ row, status }: BonusView) {
  return {
    id: Number(row.id),
    bonus_type: row.bonus_type,
    amount: paiseToRupees(row.amount_paise),
    status,
    created_at: row.created_at.toISOString(),
    expires_at: null,
  };
}

/** The user's bonuses, newest first, optionally only those created in [from, to). */
export async function listBonuses(db: Queryable, userId: number, window?: { from: Date; to: Date }): Promise<BonusView[]> {
  const rows = await db.query<BonusRow>(
    `SELECT * FROM bonuses WHERE user_id = $1 AND ($2::timestamptz IS NULL OR created_at >= $2)
        AND ($3::timestamptz IS NULL OR created_at < $3) ORDER BY id DESC LIMIT 200`,
    [userId, window?.from ?? null, window?.to ?? null],
  );
  return Promise.all(rows.map((row) => viewOf(db, row)));
}

/** One of the user's bonuses; another user's id is not found. */
export async function findBonus(db: Queryable, userId: number, id: number, lock = false): Promise<BonusView> {
  const [row] = await db.query<BonusRow>(`SELECT * FROM bonuses WHERE id = $1 AND user_id = $2${lock ? ' FOR UPDATE' : ''}`, [id, userId]);
  if (!row) throw new HttpError(404, BONUS_NOT_FOUND, { error: BONUS_NOT_FOUND });
  return viewOf(db, row);
}

/** What the bonus did: credited, then claimed. */
export function bonusMovements({ row }: BonusView) {
  const movements = [{ created_at: row.created_at.toISOString(), description: `${row.bonus_type} credited to the bonus wallet`, amount: paiseToRupees(row.amount_paise) }];
  if (row.claimed_at) {
    movements.push({ created_at: row.claimed_at.toISOString(), description: 'Claimed into the main wallet', amount: paiseToRupees(row.claimed_paise ?? 0) });
  }
  return movements;
}

/** Earned (every bonus), locked (not claimable yet) and released (claimable or claimed), in paise. */
export function bonusTotals(views: BonusView[]) {
  const sum = (list: BonusView[]) => list.reduce((total, view) => total + view.row.amount_paise, 0);
  return {
    earnedPaise: sum(views),
    lockedPaise: sum(views.filter((view) => view.status === 'locked')),
    releasedPaise: sum(views.filter((view) => view.status !== 'locked')),
  };
}

export interface ClaimResult {
  claimedPaise: number;
  wallet: WalletFigures;
}

/**
 * Moves a released bonus from the bonus wallet into the main wallet: what is left of it in the bonus
 * wallet (bets may have spent some), once. Claiming it again answers the same amount and moves nothing.
 */
export async function claimBonus(db: Database, userId: number, id: number): Promise<ClaimResult> {
  return db.transaction(async (tx) => {
    const wallet = await lockWallet(tx, userId);
    const view = await findBonus(tx, userId, id, true);
    if (view.status === 'claimed') return { claimedPaise: view.row.claimed_paise ?? 0, wallet };
    if (view.status === 'locked') throw refusal(bonusStillLocked(view.row.turnover_required_paise - view.turnoverDonePaise));
    const claimedPaise = Math.min(view.row.amount_paise, wallet.bonusPaise);
    const posted = await postEntry(tx, {
      userId,
      kind: LEDGER_KINDS.bonusClaim,
      reference: `bonus:${id}`,
      bonusPaise: -claimedPaise,
      remark: `${view.row.bonus_type} claimed into the main wallet`,
    });
    await tx.query('UPDATE bonuses SET claimed_at = $2, claimed_paise = $3 WHERE id = $1', [id, new Date(), claimedPaise]);
    return { claimedPaise, wallet: posted.wallet };
  });
}

/**
 * Sets the active wallet. Refused while bets are open, so every open bet was placed under one
 * wallet's rule (docs/decisions/088). Switching to the wallet already active changes nothing.
 */
export async function switchWallet(db: Database, userId: number, actw: ActiveWallet): Promise<WalletFigures> {
  return db.transaction(async (tx) => {
    const wallet = await lockWallet(tx, userId);
    const active: ActiveWallet = wallet.playsBonus ? 'WB' : 'MW';
    if (active === actw) return wallet;
    if (wallet.exposurePaise !== 0 || wallet.betsCount > 0) throw refusal(SWITCH_WITH_OPEN_BETS);
    await tx.query('UPDATE users SET actw = $2 WHERE id = $1', [userId, actw]);
    // The wallet's figures carry the active wallet: touching its row tells every process's hot
    // cache (server/cache/hot-cache.ts) to read them again.
    await tx.query('UPDATE wallets SET bets_count = bets_count WHERE user_id = $1', [userId]);
    return lockWallet(tx, userId);
  });
}
