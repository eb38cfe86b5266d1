// Web Push to a user's browsers (spec §4 "Notification permission"): every subscription the user
// registered with `subscribeNotification` gets the message, encrypted for that browser (RFC 8291)
// and signed with the server's VAPID key (RFC 8292), through its push service. public/sw.js shows
// it. Sending never fails the caller: a subscription the push service says is gone (404, 410) or
// that has expired is deleted; any other failure is logged and the subscription kept. An endpoint
// that is not https on a public host is never contacted, and its subscription is deleted
// (endpoint-guard.ts).
import type { Agent } from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import webPush, { WebPushError } from 'web-push';
import type { Queryable } from '../db/database.ts';
import { transactionNoticeMessage } from '../wallet/transaction-notice.ts';
import type { TransactionRow } from '../wallet/transaction-rows.ts';
import { assertPublicPushEndpoint, PushEndpointError, publicOnlyAgent } from './endpoint-guard.ts';
import { vapidKeys } from './vapid-keys.ts';

/** What public/sw.js reads: the notification's title and text, and the site address a click opens. */
export interface PushMessage {
  title?: string;
  body: string;
  /** Site-relative, e.g. '/wallet-deposit'. */
  url: string;
}

export interface PushOutcome {
  delivered: number;
  /** Subscriptions deleted because they expired or their push service no longer knows them. */
  removed: number;
  failed: number;
}

export interface PushOptions {
  log?: Pick<FastifyBaseLogger, 'warn'>;
  /** The TLS agent for the push services (default: one whose lookup refuses non-public addresses). */
  agent?: Agent;
  /**
   * Refuses an endpoint the server must not connect to (default: assertPublicPushEndpoint). Tests
   * that play the push service on 127.0.0.1 replace it, with their own agent.
   */
  checkEndpoint?: (endpoint: string) => Promise<void>;
}

/** Push services keep an undelivered message this long (a phone that is off for a day still gets it). */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
const PUSH_TIMEOUT_MS = 10_000;
/** The contact push services see in the VAPID token; operators set theirs with VAPID_SUBJECT. */
export const DEFAULT_VAPID_SUBJECT = 'mailto:operator@example.com';
/** Push services answer these for a subscription that no longer exists. */
const GONE_STATUSES = [404, 410];

interface SubscriptionRow {
  endpoint: string;
  p256dh: string;
  auth: string;
  expiration_time: Date | null;
}

export async function pushToUser(db: Queryable, userId: number, message: PushMessage, options: PushOptions = {}): Promise<PushOutcome> {
  const outcome: PushOutcome = { delivered: 0, removed: 0, failed: 0 };
  try {
    const subscriptions = await db.query<SubscriptionRow>(
      'SELECT endpoint, p256dh, auth, expiration_time FROM push_subscriptions WHERE user_id = $1',
      [userId],
    );
    if (subscriptions.length === 0) return outcome;
    const keys = await vapidKeys(db);
    const payload = JSON.stringify(message);
    await Promise.all(
      subscriptions.map(async (subscription) => {
        const result = await pushToSubscription(subscription, payload, { ...keys, subject: vapidSubject() }, options);
        if (result === 'gone') await db.query('DELETE FROM push_subscriptions WHERE endpoint = $1', [subscription.endpoint]);
        outcome[result === 'gone' ? 'removed' : result] += 1;
      }),
    );
  } catch (error) {
    options.log?.warn({ err: error, userId }, 'Web Push could not be sent');
    outcome.failed += 1;
  }
  return outcome;
}

/** The user's push for an operator's change of one of their wallet requests (approved, rejected…). */
export function pushTransactionNotice(
  db: Queryable,
  row: Pick<TransactionRow, 'id' | 'user_id' | 'type' | 'amount_paise' | 'status'>,
  options?: PushOptions,
): Promise<PushOutcome> {
  const url = row.type === 'client_withdrawal' ? '/wallet-withdraw' : '/wallet-deposit';
  return pushToUser(db, row.user_id, { body: transactionNoticeMessage(row), url }, options);
}

async function pushToSubscription(
  subscription: SubscriptionRow,
  payload: string,
  vapidDetails: { subject: string; publicKey: string; privateKey: string },
  { log, agent = publicOnlyAgent, checkEndpoint = assertPublicPushEndpoint }: PushOptions,
): Promise<'delivered' | 'gone' | 'failed'> {
  if (subscription.expiration_time !== null && subscription.expiration_time <= new Date()) return 'gone';
  try {
    // Checked again at send time: a name may resolve elsewhere now than when the browser subscribed.
    await checkEndpoint(subscription.endpoint);
    await webPush.sendNotification(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      payload,
      { vapidDetails, TTL: PUSH_TTL_SECONDS, timeout: PUSH_TIMEOUT_MS, agent },
    );
    return 'delivered';
  } catch (error) {
    if (error instanceof PushEndpointError) {
      log?.warn({ endpoint: subscription.endpoint, reason: error.message }, 'A push endpoint was refused; its subscription is deleted');
      return 'gone';
    }
    if (error instanceof WebPushError && GONE_STATUSES.includes(error.statusCode)) return 'gone';
    log?.warn({ err: error, endpoint: subscription.endpoint }, 'A push service refused a push');
    return 'failed';
  }
}

const vapidSubject = (): string => process.env.VAPID_SUBJECT ?? DEFAULT_VAPID_SUBJECT;
