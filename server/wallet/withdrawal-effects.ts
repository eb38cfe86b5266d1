// What a withdrawal does to the user's money. The amount is HELD when the request is made:
// debited from the balance with a ledger row, in the same SQL transaction that inserts the request.
// It stays held while the request is pending, in process or on hold, and then either:
//   - approve_completed finalises it: nothing moves (it left the balance at request time), and the
//     approved amount is the requested amount;
//   - reject_completed, cancelled or expired RELEASE it: credited back with a ledger row.
//
// Operator actions (any code that changes a withdrawal's status) call, inside their SQL transaction,
// after their `UPDATE transactions SET status = … WHERE id = … AND status = <old> RETURNING *`:
//
//   if (row.type === 'client_withdrawal') await settleWithdrawal(tx, row);
//
// settleWithdrawal reads the new status from the row. A release is written at most once per
// withdrawal, even if it were called twice.
import { refusal } from '../auth/replies.ts';
import type { Queryable } from '../db/database.ts';
import { LEDGER_KINDS, postEntry } from '../ledger/ledger.ts';
import type { TransactionRow, TransactionStatus } from './transaction-rows.ts';

export const INSUFFICIENT_BALANCE = 'Insufficient balance.';

/** Ledger kinds of a withdrawal's money movements; the ledger row's reference is the transaction id. */
export const WITHDRAWAL_HOLD = LEDGER_KINDS.withdrawalHold;
export const WITHDRAWAL_RELEASE = LEDGER_KINDS.withdrawalRelease;

/** The statuses that end a withdrawal without paying it: the held amount goes back. */
export const RELEASING_STATUSES: readonly TransactionStatus[] = ['reject_completed', 'cancelled', 'expired'];

type WithdrawalMoney = Pick<TransactionRow, 'id' | 'user_id' | 'amount_paise'>;

/**
 * What the user may withdraw, with their wallet row locked until the SQL transaction ends:
 * balance − |exposure| − bonus, never below 0 (spec §5, docs/decisions/007: bonus is never withdrawable).
 */
export async function lockAvailableToWithdraw(tx: Queryable, userId: number): Promise<number> {
  const [wallet] = await tx.query<{ balance_paise: number; exposure_paise: number; bonus_paise: number }>(
    'SELECT balance_paise, exposure_paise, bonus_paise FROM wallets WHERE user_id = $1 FOR UPDATE',
    [userId],
  );
  if (!wallet) return 0;
  return Math.max(0, wallet.balance_paise - Math.abs(wallet.exposure_paise) - wallet.bonus_paise);
}

/** Holds a new withdrawal's amount, or refuses with 'Insufficient balance.' (the caller's SQL transaction rolls back). */
export async function holdWithdrawal(tx: Queryable, withdrawal: WithdrawalMoney): Promise<void> {
  const available = await lockAvailableToWithdraw(tx, withdrawal.user_id);
  if (withdrawal.amount_paise > available) throw refusal(INSUFFICIENT_BALANCE);
  await postEntry(tx, { userId: withdrawal.user_id, kind: WITHDRAWAL_HOLD, reference: String(withdrawal.id), amountPaise: -withdrawal.amount_paise });
}

/** The money side of a withdrawal's new status (row.status); statuses that keep it held do nothing. */
export async function settleWithdrawal(tx: Queryable, withdrawal: WithdrawalMoney & Pick<TransactionRow, 'status'>): Promise<void> {
  if (RELEASING_STATUSES.includes(withdrawal.status)) {
    await releaseWithdrawal(tx, withdrawal);
  } else if (withdrawal.status === 'approve_completed') {
    await tx.query(
      'UPDATE transactions SET approved_amount_paise = amount_paise WHERE id = $1 AND approved_amount_paise IS NULL',
      [withdrawal.id],
    );
  }
}

async function releaseWithdrawal(tx: Queryable, withdrawal: WithdrawalMoney): Promise<void> {
  // The ledger posts (withdrawal_release, id) once: a second release changes nothing.
  await postEntry(tx, { userId: withdrawal.user_id, kind: WITHDRAWAL_RELEASE, reference: String(withdrawal.id), amountPaise: withdrawal.amount_paise });
}
