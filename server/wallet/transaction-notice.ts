// The user's `DepositRequest` socket event (api-spec/socket-events.yaml) for every status change of
// one of their wallet requests, deposits and withdrawals alike.
import type { Server as SocketServer } from 'socket.io';
import { paiseToRupees } from '../money.ts';
import { emitToUser } from '../realtime.ts';
import { transactionIdOf, type TransactionRow, type TransactionStatus } from './transaction-rows.ts';

/** 1: a new notice the user is told about ('New Notification...'); 2: a silent refresh of lists. */
export const NOTIFY_NEW = 1;
export const NOTIFY_SILENT = 2;
export type NotifyType = typeof NOTIFY_NEW | typeof NOTIFY_SILENT;

// Spec §4's labels, so the notice reads like the history row it refreshes.
const STATUS_LABELS: Record<TransactionStatus, string> = {
  pending: 'Pending',
  approve_in_process: 'Approve In Process',
  approve_completed: 'Approved',
  reject_in_process: 'Reject In Process',
  reject_completed: 'Rejected',
  hold: 'Processing',
  expired: 'expired',
  cancelled: 'cancelled',
};

type NoticeRow = Pick<TransactionRow, 'id' | 'user_id' | 'type' | 'amount_paise' | 'status'>;

/** e.g. 'Your withdrawal of ₹500.00 is Pending.' */
export function transactionNoticeMessage(row: NoticeRow): string {
  const kind = row.type === 'client_withdrawal' ? 'withdrawal' : 'deposit';
  return `Your ${kind} of ₹${paiseToRupees(row.amount_paise).toFixed(2)} is ${STATUS_LABELS[row.status]}.`;
}

/**
 * Tells the user's open sessions that a request changed. Operator actions notify (NOTIFY_NEW);
 * changes the user made themselves (a new request, a cancel) only refresh (NOTIFY_SILENT).
 * Call it after the SQL transaction committed, so no event announces a change that rolled back.
 */
export function emitTransactionNotice(io: SocketServer, row: NoticeRow, notifyType: NotifyType): void {
  emitToUser(io, 'depositRequest', row.user_id, 'DepositRequest', {
    type: 'myId',
    notify_type: notifyType,
    transaction_id: transactionIdOf(row),
    status: row.status,
    amount: paiseToRupees(row.amount_paise),
    message: transactionNoticeMessage(row),
  });
}
