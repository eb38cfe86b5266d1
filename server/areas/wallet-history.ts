// The user's wallet requests (spec §4 transaction status and filter, §9 history window and cap):
// the history list, and cancelling a pending request. Both wallet screens show them.
import { messageReply, refusal, successReply } from '../auth/replies.ts';
import type { Handlers, QueryParams } from '../contract/handlers.ts';
import { withIdempotencyKey } from '../idempotency.ts';
import { NOTIFY_SILENT, emitTransactionNotice } from '../wallet/transaction-notice.ts';
import { rowIdOf, toTransactionReply, type TransactionRow, type TransactionStatus } from '../wallet/transaction-rows.ts';
import { settleWithdrawal } from '../wallet/withdrawal-effects.ts';
import { refuseLongWindow } from '../reports/reports.ts';
import { walletUser } from './wallet-config.ts';

export const TRANSACTION_NOT_FOUND = 'Transaction not found.';
export const ONLY_PENDING_CANCELLABLE = 'Only a pending request can be cancelled.';
export const WITHDRAWAL_CANCELLED = 'Withdraw request cancelled successfully. The amount is back in your balance.';
export const DEPOSIT_CANCELLED = 'Deposit request cancelled successfully.';

/** Spec §9: at most 50 rows (select_entries). */
export const HISTORY_CAP = 50;

type HistoryFilter = NonNullable<QueryParams<'walletHistory'>['status']>;

// Spec §4: the filter's "processing" groups the statuses still being worked on.
const FILTER_STATUSES: Record<HistoryFilter, readonly TransactionStatus[]> = {
  pending: ['pending'],
  approve_completed: ['approve_completed'],
  reject_completed: ['reject_completed'],
  processing: ['reject_in_process', 'approve_in_process', 'hold'],
  expired: ['expired'],
};

// The window's days are India's calendar days (docs/decisions/008).
const INDIA_MIDNIGHT = 'T00:00:00+05:30';

export const walletHistoryHandlers: Handlers = {
  walletHistory: async (request, { db }) => {
    const user = walletUser(request);
    const { from, to, status, type, limit = HISTORY_CAP } = request.query;
    const window = { from: new Date(from + INDIA_MIDNIGHT), to: new Date(to + INDIA_MIDNIGHT) };
    refuseLongWindow(window);
    const rows = await db.query<TransactionRow>(
      `SELECT * FROM transactions
        WHERE user_id = $1 AND created_at >= $2 AND created_at < $3
          AND ($4::text[] IS NULL OR status = ANY($4::text[]))
          AND ($5::text IS NULL OR type = $5)
        ORDER BY created_at DESC, id DESC
        LIMIT $6`,
      [
        user.id,
        window.from,
        window.to,
        status === undefined ? null : FILTER_STATUSES[status],
        type ?? null,
        Math.min(limit, HISTORY_CAP),
      ],
    );
    return successReply(rows.map(toTransactionReply));
  },

  cancelRequest: async (request, { db, io }) => {
    const user = walletUser(request);
    const rowId = rowIdOf(request.params.transactionId);
    if (rowId === undefined) throw refusal(TRANSACTION_NOT_FOUND);
    let cancelled: TransactionRow | undefined;
    const reply = await db.transaction((tx) =>
      withIdempotencyKey(tx, { userId: user.id, key: request.headers['idempotency-key']!, operation: 'cancelRequest' }, async () => {
        // Someone else's id is refused exactly like a missing one.
        const [current] = await tx.query<TransactionRow>('SELECT * FROM transactions WHERE id = $1 AND user_id = $2 FOR UPDATE', [
          rowId,
          user.id,
        ]);
        if (!current) throw refusal(TRANSACTION_NOT_FOUND);
        if (current.status !== 'pending') throw refusal(ONLY_PENDING_CANCELLABLE);
        const [row] = await tx.query<TransactionRow>(
          `UPDATE transactions SET status = 'cancelled', action_at = $2 WHERE id = $1 AND status = 'pending' RETURNING *`,
          [rowId, new Date()],
        );
        // A withdrawal's held amount goes back; a deposit is only voided (no money had moved).
        if (row!.type === 'client_withdrawal') await settleWithdrawal(tx, row!);
        cancelled = row;
        return messageReply(row!.type === 'client_withdrawal' ? WITHDRAWAL_CANCELLED : DEPOSIT_CANCELLED);
      }),
    );
    if (cancelled) emitTransactionNotice(io, cancelled, NOTIFY_SILENT);
    return reply;
  },
};
