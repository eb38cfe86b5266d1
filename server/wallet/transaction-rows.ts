// Wallet requests (deposits and withdrawals) as stored in `transactions` (migration 003) and as the
// contract's Transaction shows them. Money is paise in the table, rupees on the wire.
import type { components } from '../../api-spec/schema.gen.ts';
import { paiseToRupees } from '../money.ts';

export type TransactionStatus = components['schemas']['TransactionStatus'];
export type TransactionType = components['schemas']['TransactionType'];
type TransactionReply = components['schemas']['Transaction'];

export interface TransactionRow {
  id: number;
  user_id: number;
  site_id: number;
  type: TransactionType;
  payment_method: string;
  method_id: number | null;
  account_index: number | null;
  amount_paise: number;
  approved_amount_paise: number | null;
  status: TransactionStatus;
  utr: string | null;
  image_urls: string | null;
  remark: string | null;
  created_at: Date;
  action_at: Date | null;
  hold_at: Date | null;
}

/** A transaction's id on the wire (the contract's TransactionId) is its row id as text. */
export const transactionIdOf = (row: Pick<TransactionRow, 'id'>): string => String(row.id);

/** The row id a TransactionId names, or undefined when the text cannot be one of ours. */
export function rowIdOf(transactionId: string): number | undefined {
  if (!/^[1-9][0-9]{0,15}$/.test(transactionId)) return undefined;
  const id = Number(transactionId);
  return Number.isSafeInteger(id) ? id : undefined;
}

export function toTransactionReply(row: TransactionRow): TransactionReply {
  return {
    type: row.type,
    payment_method: row.payment_method,
    amount: paiseToRupees(row.amount_paise),
    approved_amount: row.approved_amount_paise === null ? null : paiseToRupees(row.approved_amount_paise),
    status: row.status,
    created_at: row.created_at.toISOString(),
    action_at: row.action_at?.toISOString() ?? null,
    hold_at: row.hold_at?.toISOString() ?? null,
    transaction_id: transactionIdOf(row),
    utr: row.utr,
    remark: row.remark,
    transaction_image_url: row.image_urls,
  };
}
