// The operator's list of wallet requests (deposits and withdrawals) with the lifecycle actions:
// approve in process, approve, reject in process, reject, hold, expire
// (`npm run operator -- approve <transactionId>`). Open requests come first; what each action does
// to the money is in transactions-lifecycle.ts.
import { paiseToRupees } from '../money.ts';
import { HttpError } from '../http-error.ts';
import { rowIdOf, transactionIdOf, type TransactionRow } from '../wallet/transaction-rows.ts';
import type { OperatorAction, OperatorSection } from './operator-section.ts';
import { FINAL_STATUSES, TRANSACTION_ACTIONS, TRANSACTION_NOT_FOUND, changeTransactionStatus, type TransactionAction } from './transactions-lifecycle.ts';
import { istTime } from './ist-time.ts';

// The newest requests only: the page is a console, not a report.
const LISTED_TRANSACTIONS = 200;

const ACTION_LABELS: Record<TransactionAction, { label: string; dangerous?: boolean }> = {
  'approve-in-process': { label: 'Approve in process' },
  approve: { label: 'Approve' },
  'reject-in-process': { label: 'Reject in process', dangerous: true },
  reject: { label: 'Reject', dangerous: true },
  hold: { label: 'Hold' },
  expire: { label: 'Expire', dangerous: true },
};

const rupees = (paise: number): string => paiseToRupees(paise).toFixed(2);
const kindOf = (row: Pick<TransactionRow, 'type'>): string => (row.type === 'client_deposit' ? 'deposit' : 'withdrawal');

const transactionActions: OperatorAction[] = (Object.keys(TRANSACTION_ACTIONS) as TransactionAction[]).map((action) => ({
  name: action,
  ...ACTION_LABELS[action],
  async run(ctx, target) {
    const transactionId = rowIdOf(target.id);
    if (transactionId === undefined) throw new HttpError(404, TRANSACTION_NOT_FOUND);
    const row = await changeTransactionStatus(ctx.db, ctx.io, { transactionId, action });
    const approved = row.approved_amount_paise === null ? '' : `, approved ₹${rupees(row.approved_amount_paise)}`;
    return `Transaction ${transactionIdOf(row)} (${kindOf(row)} of ₹${rupees(row.amount_paise)}${approved}) is now ${row.status}.`;
  },
}));

/** The actions a request in this status may take: none once final, else every other status. */
function actionsFor(status: TransactionRow['status']): string[] {
  if (FINAL_STATUSES.includes(status)) return [];
  return (Object.keys(TRANSACTION_ACTIONS) as TransactionAction[]).filter((action) => TRANSACTION_ACTIONS[action] !== status);
}

export const transactionsSection: OperatorSection = {
  name: 'transactions',
  title: 'Transactions',
  targetName: 'transactionId',
  headings: ['ID', 'User', 'Request', 'Amount (₹)', 'UTR', 'Proof', 'Status', 'Created (IST)', 'Remark'],
  actions: transactionActions,
  async list(ctx, { domain }) {
    const rows = await ctx.db.query<TransactionRow & { userid: string; domain: string }>(
      `SELECT t.*, u.userid, s.domain
         FROM transactions t JOIN users u ON u.id = t.user_id JOIN sites s ON s.id = t.site_id
        WHERE $1::text IS NULL OR s.domain = $1
        ORDER BY t.status = ANY($2::text[]), t.created_at DESC, t.id DESC
        LIMIT $3`,
      [domain ?? null, FINAL_STATUSES, LISTED_TRANSACTIONS],
    );
    return rows.map((row) => ({
      target: { id: transactionIdOf(row) },
      cells: [
        transactionIdOf(row),
        `${row.userid} @ ${row.domain}`,
        `${kindOf(row)} · ${row.payment_method}`,
        row.approved_amount_paise === null ? rupees(row.amount_paise) : `${rupees(row.amount_paise)} (approved ${rupees(row.approved_amount_paise)})`,
        row.utr ?? '',
        { links: row.image_urls ? row.image_urls.split(',').filter(Boolean) : [] },
        row.status,
        // Minutes are enough to find a request; the full time is in the history.
        istTime(row.created_at),
        row.remark ?? '',
      ],
      actions: actionsFor(row.status),
    }));
  },
};
