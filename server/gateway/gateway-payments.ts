// The local payment gateway's sessions: the payment-gateway call makes a pending deposit and a
// session whose unguessable token names the page the payer opens (`/gateway/pay/<token>`), so only
// the browser that was sent there can pay or fail it.
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.ts';

export const GATEWAY_PAGE_PATH = '/gateway/pay/';
/** Where a gateway framed inside the product ends: a page that says the payment is over. */
export const GATEWAY_FINISHED_PATH = '/gateway/finished';
const TOKEN_BYTES = 24;

export async function createGatewayPayment(tx: Queryable, transactionId: number, returnUrl: string): Promise<string> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  await tx.query('INSERT INTO gateway_payments (token, transaction_id, return_url, created_at) VALUES ($1, $2, $3, $4)', [
    token,
    transactionId,
    returnUrl,
    new Date(),
  ]);
  return token;
}

export interface GatewayPayment {
  token: string;
  transaction_id: number;
  return_url: string;
  status: string;
  amount_paise: number;
  payment_method: string;
  domain: string;
}

export async function findGatewayPayment(db: Queryable, token: string): Promise<GatewayPayment | undefined> {
  const [row] = await db.query<GatewayPayment>(
    `SELECT g.token, g.transaction_id, g.return_url, t.status, t.amount_paise, t.payment_method, s.domain
       FROM gateway_payments g JOIN transactions t ON t.id = g.transaction_id JOIN sites s ON s.id = t.site_id
      WHERE g.token = $1`,
    [token],
  );
  return row;
}

type Headers = Record<string, string | undefined>;

/** This server's origin as the browser reached it (the contract wants an absolute address). */
function requestOrigin(headers: Headers): string {
  const protocol = headers['x-forwarded-proto']?.split(',')[0]?.trim() || 'http';
  const host = headers['x-forwarded-host']?.split(',')[0]?.trim() || headers.host || 'localhost';
  return `${protocol}://${host}`;
}

export const gatewayPageUrl = (headers: Headers, token: string): string => `${requestOrigin(headers)}${GATEWAY_PAGE_PATH}${token}`;

/** An absolute address of this server, as the browser reached it. */
export const serverUrl = (headers: Headers, path: string): string => `${requestOrigin(headers)}${path}`;

/**
 * Where the payer goes back to when done: the Home of the site page that started the payment (its
 * Referer), when that page is on the user's own site; else this server's Home.
 */
export function returnUrlFor(headers: Headers, siteDomain: string): string {
  try {
    const referer = new URL(headers.referer ?? '');
    if (referer.hostname === siteDomain && (referer.protocol === 'http:' || referer.protocol === 'https:')) return `${referer.origin}/`;
  } catch {
    // No usable Referer.
  }
  return `${requestOrigin(headers)}/`;
}
