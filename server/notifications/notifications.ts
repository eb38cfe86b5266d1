// Notifications (docs/decisions/063): written by the server when a wallet request changes
// status and when a market with the user's bets is settled; read by the user's list and bell. A new
// one is announced on the user's `notification` socket channel (the bell adds 1). Write them after
// the change they describe committed, so no notification tells of a change that rolled back.
import type { Server as SocketServer } from 'socket.io';
import type { Queryable } from '../db/database.ts';
import { HttpError } from '../http-error.ts';
import { paiseToRupees } from '../money.ts';
import { emitToUser } from '../realtime.ts';
import type { SettlementSummary } from '../sports/settlement.ts';
import type { TransactionRow } from '../wallet/transaction-rows.ts';
import type { FantasyEntryResult } from '../fantasy/entry-result.ts';
import type { MatkaUserResult } from '../matka/settlement.ts';

const RUPEES = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** ₹1,23,456.00 (spec §9: 2 decimals with separators). */
const rupees = (paise: number): string => `₹${RUPEES.format(paiseToRupees(Math.abs(paise)))}`;

export const NOTIFICATION_NOT_FOUND = 'Notification not found.';
export const LIST_LIMIT_MAX = 50;

export interface NewNotification {
  userId: number;
  title: string;
  body: string;
  redirectUrl: string | null;
  /** Written once per (user, reference); null: always written. */
  reference: string | null;
}

interface NotificationRow {
  id: number;
  user_id: number;
  title: string;
  body: string;
  redirect_url: string | null;
  is_read: boolean;
  created_at: Date;
}

export function notificationView(row: NotificationRow) {
  return {
    id: Number(row.id),
    title: row.title,
    body: row.body,
    redirect_url: row.redirect_url,
    is_read: row.is_read,
    created_at: row.created_at.toISOString(),
  };
}

/** Writes the notification (once per reference) and announces it; answers whether it was new. */
export async function createNotification(db: Queryable, io: SocketServer | undefined, note: NewNotification): Promise<boolean> {
  const [row] = await db.query<NotificationRow>(
    `INSERT INTO notifications (user_id, title, body, redirect_url, reference) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (user_id, reference) WHERE reference IS NOT NULL DO NOTHING RETURNING *`,
    [note.userId, note.title, note.body, note.redirectUrl, note.reference],
  );
  if (!row) return false;
  if (io) emitToUser(io, 'notification', note.userId, 'notification', notificationView(row));
  return true;
}

const WALLET_TITLES: Record<string, string> = {
  approve_completed: 'approved',
  reject_completed: 'rejected',
  approve_in_process: 'being approved',
  reject_in_process: 'being rejected',
  hold: 'on hold',
  expired: 'expired',
  cancelled: 'cancelled',
  pending: 'pending',
};

/** A wallet request changed status (by the operator or the gateway). */
export async function notifyTransactionStatus(db: Queryable, io: SocketServer | undefined, row: TransactionRow): Promise<boolean> {
  const withdrawal = row.type === 'client_withdrawal';
  const status = WALLET_TITLES[row.status] ?? row.status;
  return createNotification(db, io, {
    userId: Number(row.user_id),
    title: `${withdrawal ? 'Withdrawal' : 'Deposit'} ${status}`,
    body: `Your ${withdrawal ? 'withdrawal' : 'deposit'} of ${rupees(row.amount_paise)} is ${status}.`,
    redirectUrl: withdrawal ? '/wallet-withdraw' : '/wallet-deposit',
    reference: `transaction:${row.id}:${row.status}`,
  });
}

/** A market was settled: each user with bets on it hears their result. */
export async function notifySettlement(db: Queryable, io: SocketServer | undefined, summary: SettlementSummary): Promise<void> {
  if (!summary.settled || summary.users.length === 0) return;
  const [market] = await db.query<{ name: string; event_id: string; event_name: string; is_void: boolean }>(
    'SELECT m.name, m.event_id, e.name AS event_name, m.is_void FROM markets m JOIN events e ON e.id = m.event_id WHERE m.id = $1',
    [summary.marketId],
  );
  if (!market) return;
  for (const user of summary.users) {
    const amount = rupees(user.amountPaise);
    const result = market.is_void ? 'was voided; stakes returned' : user.amountPaise >= 0 ? `won you ${amount}` : `lost you ${amount}`;
    await createNotification(db, io, {
      userId: user.userId,
      title: 'Market settled',
      body: `${market.event_name} — ${market.name} ${result}.`,
      redirectUrl: `/profit-loss-detail?event_id=${encodeURIComponent(market.event_id)}&market_id=${encodeURIComponent(summary.marketId)}`,
      reference: `settlement:${summary.marketId}`,
    });
  }
}

/** A matka result was declared: each user whose bets it settled hears what they won. */
export async function notifyMatkaResult(
  db: Queryable,
  io: SocketServer | undefined,
  declared: { marketId: number; marketName: string; drawDate: string; side: string; result: string; results: readonly MatkaUserResult[] },
): Promise<void> {
  for (const user of declared.results) {
    const bets = `${user.settledBets} bet${user.settledBets === 1 ? '' : 's'}`;
    await createNotification(db, io, {
      userId: user.userId,
      title: `${declared.marketName} result: ${declared.result}`,
      body: user.wonPaise > 0 ? `You won ${rupees(user.wonPaise)} on ${bets}.` : `Your ${bets} did not win this time.`,
      redirectUrl: `/matka-details/${declared.marketId}`,
      reference: `matka:${declared.marketId}:${declared.drawDate}:${declared.side}`,
    });
  }
}

/** A fantasy match was completed: each entry's owner hears its rank and winnings. */
export async function notifyFantasyResults(
  db: Queryable,
  io: SocketServer | undefined,
  completed: { matchId: number; title: string; results: readonly FantasyEntryResult[] },
): Promise<void> {
  for (const entry of completed.results) {
    const prize = entry.winPaise > 0 ? `you won ${rupees(entry.winPaise)}` : 'no prize this time';
    await createNotification(db, io, {
      userId: entry.userId,
      title: `${completed.title}: results`,
      body: `${entry.contestName}: rank ${entry.rank}, ${prize}.`,
      redirectUrl: `/cricket-fight/my-contests/${completed.matchId}`,
      reference: `fantasy:${entry.betId}:result`,
    });
  }
}

export async function listNotifications(db: Queryable, userId: number, page: { limit?: number; beforeId?: number }) {
  const rows = await db.query<NotificationRow>(
    `SELECT * FROM notifications WHERE user_id = $1 AND ($2::bigint IS NULL OR id < $2) ORDER BY id DESC LIMIT $3`,
    [userId, page.beforeId ?? null, Math.min(page.limit ?? 20, LIST_LIMIT_MAX)],
  );
  return rows.map(notificationView);
}

export async function unreadCount(db: Queryable, userId: number): Promise<number> {
  const [row] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM notifications WHERE user_id = $1 AND NOT is_read', [userId]);
  return row!.count;
}

/** Marks the user's own notification read (another user's answers 404, as a missing one). */
export async function markRead(db: Queryable, userId: number, id: number): Promise<number> {
  const rows = await db.query(
    'UPDATE notifications SET is_read = true, read_at = COALESCE(read_at, now()) WHERE id = $1 AND user_id = $2 RETURNING id',
    [id, userId],
  );
  if (rows.length === 0) throw new HttpError(404, NOTIFICATION_NOT_FOUND);
  return unreadCount(db, userId);
}

/** A referred user's first deposit earned the referrer their reward (docs/decisions/090). */
export async function notifyReferReward(
  db: Queryable,
  io: SocketServer | undefined,
  reward: { referrerId: number; rewardPaise: number; refereeId: number },
): Promise<boolean> {
  return createNotification(db, io, {
    userId: reward.referrerId,
    title: 'Refer reward earned',
    body: `A user you referred made their first deposit: ${rupees(reward.rewardPaise)} is in your bonus wallet.`,
    redirectUrl: '/bonus',
    reference: `referral:${reward.refereeId}`,
  });
}

/** What the operator writes to users (docs/decisions/091): plain text, an optional in-app route. */
export interface OperatorMessage {
  title: string;
  body: string;
  redirectUrl: string | null;
}

/** The operator's message to every real (not demo) user of a site; answers how many got it. */
export async function notifySiteUsers(db: Queryable, io: SocketServer | undefined, siteId: number, message: OperatorMessage): Promise<number> {
  const rows = await db.query<NotificationRow>(
    `INSERT INTO notifications (user_id, title, body, redirect_url)
     SELECT id, $2, $3, $4 FROM users WHERE site_id = $1 AND NOT is_demo RETURNING *`,
    [siteId, message.title, message.body, message.redirectUrl],
  );
  if (io) for (const row of rows) emitToUser(io, 'notification', Number(row.user_id), 'notification', notificationView(row));
  return rows.length;
}
