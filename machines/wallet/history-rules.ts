import { HISTORY_LIST_CAP, HISTORY_WINDOW_DAYS, IST_OFFSET_MINUTES } from '../shared/constants.ts';
import { serverText, type Message } from '../shared/message.ts';
import { walletMessage, type WalletMessageId } from './message-ids.ts';
import { isWebAddress } from './payment-methods.ts';

/** The transaction statuses of spec §4. */
export type TransactionStatus =
  | 'pending'
  | 'approve_in_process'
  | 'approve_completed'
  | 'reject_in_process'
  | 'reject_completed'
  | 'hold'
  | 'expired'
  | 'cancelled';

/** The transaction fields the history reads (spec §3). */
export interface HistoryTransaction {
  transaction_id: string | number;
  status: string;
  created_at: string;
  transaction_image_url?: string | null;
}

/** Spec §4's status table: the label and whether the row shows a refresh icon (still moving). */
const STATUS_TABLE: Record<TransactionStatus, { label: WalletMessageId; showsRefresh: boolean }> = {
  pending: { label: 'wallet.history.status.pending', showsRefresh: true },
  approve_in_process: { label: 'wallet.history.status.approveInProcess', showsRefresh: true },
  approve_completed: { label: 'wallet.history.status.approveCompleted', showsRefresh: false },
  reject_in_process: { label: 'wallet.history.status.rejectInProcess', showsRefresh: true },
  reject_completed: { label: 'wallet.history.status.rejectCompleted', showsRefresh: false },
  hold: { label: 'wallet.history.status.hold', showsRefresh: true },
  expired: { label: 'wallet.history.status.expired', showsRefresh: false },
  cancelled: { label: 'wallet.history.status.cancelled', showsRefresh: false },
};

const isKnownStatus = (status: string): status is TransactionStatus => Object.hasOwn(STATUS_TABLE, status);

/** The status label; a status the spec does not know is shown as the server sent it. */
export const statusLabel = (status: string): Message =>
  isKnownStatus(status) ? walletMessage(STATUS_TABLE[status].label) : serverText(status);

export const showsRefreshIcon = (status: string): boolean => isKnownStatus(status) && STATUS_TABLE[status].showsRefresh;

/** A transaction can be cancelled by the user only while it is pending. */
export const canCancel = (transaction: Pick<HistoryTransaction, 'status'>): boolean => transaction.status === 'pending';

/** The history filter options, in the order the spec lists them. */
export const HISTORY_FILTERS = ['all', 'pending', 'approve_completed', 'reject_completed', 'processing', 'expired'] as const;
export type HistoryFilter = (typeof HISTORY_FILTERS)[number];

const FILTER_STATUSES: Record<Exclude<HistoryFilter, 'all'>, readonly TransactionStatus[]> = {
  pending: ['pending'],
  approve_completed: ['approve_completed'],
  reject_completed: ['reject_completed'],
  processing: ['reject_in_process', 'approve_in_process', 'hold'],
  expired: ['expired'],
};

/** The statuses a filter shows; undefined for 'all' (no restriction). */
export const filterStatuses = (filter: HistoryFilter): readonly TransactionStatus[] | undefined =>
  filter === 'all' ? undefined : FILTER_STATUSES[filter];

/** A filter's label: 'All', or the label of the status it stands for ('processing' reads as hold's). */
export const filterLabel = (filter: HistoryFilter): Message => {
  if (filter === 'all') return walletMessage('wallet.history.filter.all');
  return filter === 'processing' ? statusLabel('hold') : statusLabel(filter);
};

export const matchesFilter = (transaction: Pick<HistoryTransaction, 'status'>, filter: HistoryFilter): boolean => {
  const statuses = filterStatuses(filter);
  return !statuses || (isKnownStatus(transaction.status) && statuses.includes(transaction.status));
};

/** A calendar date as the history sends it: YYYY-MM-DD. */
export type CalendarDate = string;

/** The date range the user picked (both ends included). */
export interface HistoryWindow {
  startDate: CalendarDate;
  endDate: CalendarDate;
}

const DAY_MS = 86_400_000;
const IST_OFFSET_MS = IST_OFFSET_MINUTES * 60_000;

const toCalendarDate = (utcMidnightMs: number): CalendarDate => new Date(utcMidnightMs).toISOString().slice(0, 10);
const addDays = (date: CalendarDate, days: number): CalendarDate => toCalendarDate(Date.parse(date) + days * DAY_MS);

/** Today's date in India (the users' and the operators' calendar), whatever the device's zone. */
export const todayInIndia = (now: Date): CalendarDate => toCalendarDate(now.getTime() + IST_OFFSET_MS);

/** The default window: the last 30 days, from today − 30 to today. */
export const defaultHistoryWindow = (now: Date): HistoryWindow => {
  const endDate = todayInIndia(now);
  return { startDate: addDays(endDate, -HISTORY_WINDOW_DAYS), endDate };
};

/** The wallet history query: `to` is the end date + 1 day, so the whole end day is included. */
export const historyQuery = (window: HistoryWindow): { from: CalendarDate; to: CalendarDate } => ({
  from: window.startDate,
  to: addDays(window.endDate, 1),
});

const newestFirst = (a: HistoryTransaction, b: HistoryTransaction): number => {
  const time = (transaction: HistoryTransaction) => Date.parse(transaction.created_at);
  // Rows with an unreadable date go last rather than breaking the order of the others.
  return (Number.isNaN(time(b)) ? -Infinity : time(b)) - (Number.isNaN(time(a)) ? -Infinity : time(a)) || 0;
};

/** The rows to show: those matching the filter, newest first, at most 50. */
export const historyRows = <Row extends HistoryTransaction>(transactions: readonly Row[], filter: HistoryFilter): Row[] =>
  transactions
    .filter((transaction) => matchesFilter(transaction, filter))
    .sort(newestFirst)
    .slice(0, HISTORY_LIST_CAP);

/** The history's empty state, or undefined when there are rows. */
export const historyEmptyMessage = (rowCount: number): Message | undefined =>
  rowCount === 0 ? walletMessage('wallet.history.empty') : undefined;

/**
 * The proof links of a transaction (comma-separated transaction_image_url), only http(s)
 * addresses or same-site paths (starting with '/'): the links are server data shown as anchors.
 */
export const proofLinks = (transactionImageUrl: string | null | undefined): string[] =>
  (transactionImageUrl ?? '')
    .split(',')
    .map((link) => link.trim())
    .filter((link) => link.startsWith('/') || isWebAddress(link));
