// The operator's side of a wallet request's life (spec §4 statuses): approve in
// process, approve complete, reject in process, reject complete, hold, expire. Used by the
// operator page, the CLI and the local payment gateway.
//
// Rule: a request that is not final (pending, in process, hold) may move to any other of these
// statuses; a final one (approved, rejected, expired, cancelled) never changes again. Each change is
// one SQL transaction with its money effect, then the user's DepositRequest socket event:
//   - a deposit approved complete credits the approved amount (and a payment bonus) to the balance
//     with ledger rows (docs/decisions/017-deposit-server-and-transaction-lifecycle.md);
//   - a withdrawal settles through server/wallet/withdrawal-effects.ts (release or finalise the hold).
import { notifyReferReward, notifyTransactionStatus } from '../notifications/notifications.ts';
import type { Server as SocketServer } from 'socket.io';
import { refusal } from '../auth/replies.ts';
import type { Database, Queryable } from '../db/database.ts';
import { HttpError } from '../http-error.ts';
import { LEDGER_KINDS, postEntry } from '../ledger/ledger.ts';
import { paiseToRupees } from '../money.ts';
import { NOTIFY_NEW, emitTransactionNotice } from '../wallet/transaction-notice.ts';
import { pushTransactionNotice } from '../push/push-sender.ts';
import type { TransactionRow, TransactionStatus } from '../wallet/transaction-rows.ts';
import { settleWithdrawal } from '../wallet/withdrawal-effects.ts';
import { recordBonus } from '../bonus/bonuses.ts';
import { rewardReferrer } from '../referrals/referrals.ts';

/** The operator's transaction actions by their CLI and form name, and the status each sets. */
export const TRANSACTION_ACTIONS = {
  'approve-in-process': 'approve_in_process',
  approve: 'approve_completed',
  'reject-in-process': 'reject_in_process',
  reject: 'reject_completed',
  hold: 'hold',
  expire: 'expired',
} as const satisfies Record<string, TransactionStatus>;
export type TransactionAction = keyof typeof TRANSACTION_ACTIONS;

export const FINAL_STATUSES: readonly TransactionStatus[] = ['approve_completed', 'reject_completed', 'expired', 'cancelled'];

/** Ledger kinds of a deposit's credit; the ledger row's reference is the transaction id. */
export const DEPOSIT_CREDIT = LEDGER_KINDS.deposit;
export const PAYMENT_BONUS_CREDIT = LEDGER_KINDS.paymentBonus;
const PAYMENT_BONUS_TYPE = 'payment bonus';

export const TRANSACTION_NOT_FOUND = 'Transaction not found';

export interface StatusChange {
  transactionId: number;
  action: TransactionAction;
  /** Replaces the request's remark (shown to the user in the history). */
  remark?: string;
  /** Deposits only, on approve: the amount actually received, when it differs from the request. */
  approvedAmountPaise?: number;
}

export async function changeTransactionStatus(db: Database, io: SocketServer, change: StatusChange): Promise<TransactionRow> {
  const to = TRANSACTION_ACTIONS[change.action];
  const { row, referral } = await db.transaction(async (tx) => {
    const [current] = await tx.query<TransactionRow>('SELECT * FROM transactions WHERE id = $1 FOR UPDATE', [change.transactionId]);
    if (!current) throw new HttpError(404, TRANSACTION_NOT_FOUND);
    if (FINAL_STATUSES.includes(current.status) || current.status === to) {
      throw refusal(`Transaction ${current.id} is ${current.status} and cannot become ${to}.`);
    }
    if (change.approvedAmountPaise !== undefined && (current.type !== 'client_deposit' || to !== 'approve_completed')) {
      throw refusal('An approved amount can be given only when approving a deposit.');
    }
    const now = new Date();
    const [changed] = await tx.query<TransactionRow>(
      `UPDATE transactions
          SET status = $2, action_at = $3, hold_at = CASE WHEN $2 = 'hold' THEN $3 ELSE hold_at END,
              remark = COALESCE($4, remark)
        WHERE id = $1 RETURNING *`,
      [current.id, to, now, change.remark?.trim() || null],
    );
    let referral: Awaited<ReturnType<typeof rewardReferrer>>;
    if (changed!.type === 'client_withdrawal') {
      await settleWithdrawal(tx, changed!);
    } else if (to === 'approve_completed') {
      await creditDeposit(tx, changed!, change.approvedAmountPaise ?? changed!.amount_paise);
      // The depositor's first approved deposit pays their referrer's reward (docs/decisions/090).
      referral = await rewardReferrer(tx, changed!);
    }
    const [settled] = await tx.query<TransactionRow>('SELECT * FROM transactions WHERE id = $1', [current.id]);
    return { row: settled!, referral };
  });
  emitTransactionNotice(io, row, NOTIFY_NEW);
  await notifyTransactionStatus(db, io, row);
  if (referral) await notifyReferReward(db, io, { ...referral, refereeId: Number(row.user_id) });
  void pushTransactionNotice(db, row);
  return row;
}

/**
 * Credits an approved deposit: the approved amount, plus the site's payment bonus for the method,
 * to the balance, with one ledger row each. The bonus also goes to earnBonus, so it can be played
 * but never withdrawn (spec §5).
 */
async function creditDeposit(tx: Queryable, deposit: TransactionRow, approvedPaise: number): Promise<void> {
  const percentage = await paymentBonusPercentage(tx, deposit);
  const bonusPaise = Math.floor((approvedPaise * percentage) / 100);
  // Through the ledger (server/ledger/ledger.ts): each (kind, transaction id) is credited once.
  const reference = String(deposit.id);
  if (approvedPaise > 0) await postEntry(tx, { userId: deposit.user_id, kind: DEPOSIT_CREDIT, reference, amountPaise: approvedPaise });
  if (bonusPaise > 0) {
    await postEntry(tx, { userId: deposit.user_id, kind: PAYMENT_BONUS_CREDIT, reference, amountPaise: bonusPaise, bonusPaise });
    const bonus = { userId: deposit.user_id, siteId: deposit.site_id, bonusType: PAYMENT_BONUS_TYPE, amountPaise: bonusPaise };
    await recordBonus(tx, { ...bonus, reference: `${PAYMENT_BONUS_CREDIT}:${reference}` });
  }
  const bonusNote = bonusPaise > 0 ? `Includes a ${percentage}% payment bonus of ₹${paiseToRupees(bonusPaise).toFixed(2)}.` : null;
  await tx.query(
    `UPDATE transactions SET approved_amount_paise = $2, bonus_paise = $3, remark = COALESCE(remark, $4) WHERE id = $1`,
    [deposit.id, approvedPaise, bonusPaise, bonusNote],
  );
}

/** The highest 'payment bonus' percentage of the site's bonus data that names the deposit's method. */
async function paymentBonusPercentage(tx: Queryable, deposit: TransactionRow): Promise<number> {
  if (deposit.method_id === null) return 0;
  const [site] = await tx.query<{ bonus_data: unknown }>('SELECT bonus_data FROM sites WHERE id = $1', [deposit.site_id]);
  const entries = Array.isArray(site?.bonus_data) ? (site.bonus_data as unknown[]) : [];
  const percentages = entries.flatMap((entry) => {
    const { bonusType, methodIds, percentage } = (entry ?? {}) as { bonusType?: unknown; methodIds?: unknown; percentage?: unknown };
    if (bonusType !== PAYMENT_BONUS_TYPE || typeof percentage !== 'number' || !(percentage > 0 && percentage <= 100)) return [];
    return parseMethodIds(methodIds).includes(deposit.method_id!) ? [percentage] : [];
  });
  return percentages.length > 0 ? Math.max(...percentages) : 0;
}

/** methodIds is JSON text of a list ("[1,3]"); anything unreadable names no method. */
function parseMethodIds(methodIds: unknown): number[] {
  try {
    const list: unknown = typeof methodIds === 'string' ? JSON.parse(methodIds) : methodIds;
    return Array.isArray(list) ? list.map(Number) : [];
  } catch {
    return [];
  }
}
