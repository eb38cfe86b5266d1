// Which payment gateway the payment_gateway method uses (docs/decisions/029):
//   - a configured provider (any mode): PAYMENT_GATEWAY_URL and PAYMENT_GATEWAY_SECRET;
//   - else, in development mode only, the simulated page of gateway-routes.ts (Pay credits with no
//     payment: it must never exist in production);
//   - else none: the method is not offered and the payment-gateway call is refused.
//
// The provider interface (what a real gateway's adapter must do):
//   1. Checkout. The payer is sent to
//        <PAYMENT_GATEWAY_URL>?reference=<ref>&amount=<rupees, 2 decimals>&currency=INR
//                             &callback_url=<this server>/gateway/callback&return_url=<site Home>
//      `reference` is an unguessable token naming one pending deposit.
//   2. Callback. When the payment succeeds or fails the provider POSTs to /gateway/callback
//        Content-Type: application/json
//        X-Gateway-Signature: sha256=<hex HMAC-SHA256 of the exact body bytes, key PAYMENT_GATEWAY_SECRET>
//        { "reference": "<ref>", "status": "paid" | "failed", "amount_paise": 1000000, "timestamp": <unix seconds> }
//      A bad or missing signature is a 401; a timestamp more than 5 minutes away a 401; an amount
//      other than the deposit's a 422 (nothing credited); an unknown reference a 404. A valid
//      "paid" credits the deposit once (approve, in one SQL transaction with a ledger row);
//      "failed" rejects it; a repeated or late callback for a settled payment answers 200 and
//      changes nothing, so the provider may retry freely.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppMode } from '../app-mode.ts';

export const CALLBACK_PATH = '/gateway/callback';
export const SIGNATURE_HEADER = 'x-gateway-signature';
export const CALLBACK_MAX_AGE_SECONDS = 300;
/** An HMAC key shorter than this is refused: it could be guessed. */
export const MIN_SECRET_LENGTH = 32;

export interface PaymentProviderSettings {
  /** The provider's checkout page (https, or http on localhost for a local test provider). */
  checkoutUrl: string;
  /** The key shared with the provider for the callback's HMAC-SHA256 signature. */
  secret: string;
}

export type PaymentGateway = { kind: 'simulated' } | { kind: 'provider'; settings: PaymentProviderSettings };

/** The gateway of this server, or undefined when the payment_gateway method is not offered. */
export function choosePaymentGateway(mode: AppMode, provider: PaymentProviderSettings | undefined): PaymentGateway | undefined {
  if (provider) return { kind: 'provider', settings: provider };
  return mode === 'development' ? { kind: 'simulated' } : undefined;
}

/** The provider's settings from the environment; undefined when none is set; a problem text when half-set or weak. */
export function providerFromEnvironment(env: Record<string, string | undefined>): PaymentProviderSettings | undefined | string {
  const checkoutUrl = env.PAYMENT_GATEWAY_URL || undefined;
  const secret = env.PAYMENT_GATEWAY_SECRET || undefined;
  if (!checkoutUrl && !secret) return undefined;
  if (!checkoutUrl || !secret) return 'PAYMENT_GATEWAY_URL and PAYMENT_GATEWAY_SECRET go together: set both, or neither.';
  if (secret.length < MIN_SECRET_LENGTH) return `PAYMENT_GATEWAY_SECRET must be at least ${MIN_SECRET_LENGTH} characters.`;
  let url: URL;
  try {
    url = new URL(checkoutUrl);
  } catch {
    return `PAYMENT_GATEWAY_URL is not an address: ${checkoutUrl}`;
  }
  const isLocal = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLocal)) return 'PAYMENT_GATEWAY_URL must be an https address.';
  return { checkoutUrl, secret };
}

export interface Checkout {
  reference: string;
  amountPaise: number;
  callbackUrl: string;
  returnUrl: string;
}

export function providerCheckoutUrl(settings: PaymentProviderSettings, checkout: Checkout): string {
  const url = new URL(settings.checkoutUrl);
  url.searchParams.set('reference', checkout.reference);
  url.searchParams.set('amount', (checkout.amountPaise / 100).toFixed(2));
  url.searchParams.set('currency', 'INR');
  url.searchParams.set('callback_url', checkout.callbackUrl);
  url.searchParams.set('return_url', checkout.returnUrl);
  return url.toString();
}

/** The signature header's value for a body: what the provider sends, and what tests send. */
export function signCallback(secret: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex')}`;
}

export function isSignedBy(secret: string, rawBody: string, header: string | string[] | undefined): boolean {
  if (typeof header !== 'string') return false;
  const expected = Buffer.from(signCallback(secret, rawBody));
  const actual = Buffer.from(header.trim().toLowerCase());
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export interface ProviderCallback {
  reference: string;
  status: 'paid' | 'failed';
  amount_paise: number;
  timestamp: number;
}

/** The callback body, or undefined when it is not one. */
export function parseCallback(rawBody: string): ProviderCallback | undefined {
  let value: unknown;
  try {
    value = JSON.parse(rawBody);
  } catch {
    return undefined;
  }
  const body = value as Partial<ProviderCallback> | null;
  const valid =
    typeof body === 'object' &&
    body !== null &&
    typeof body.reference === 'string' &&
    body.reference !== '' &&
    (body.status === 'paid' || body.status === 'failed') &&
    Number.isSafeInteger(body.amount_paise) &&
    Number.isSafeInteger(body.timestamp);
  return valid ? (body as ProviderCallback) : undefined;
}
