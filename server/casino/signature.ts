// The seamless wallet's request signature (docs/decisions/056, api-spec/casino-provider.yaml): an
// HMAC-SHA256 of `<timestamp>.<raw body>` with the secret the operator shares with the provider,
// sent as hex in X-Signature beside X-Timestamp (milliseconds). A signature older or newer than the
// window is refused, so a captured request cannot be replayed later; within the window a replay is a
// repeated transaction id, which changes nothing.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-signature';
export const TIMESTAMP_HEADER = 'x-timestamp';
export const PROVIDER_HEADER = 'x-provider';
/** How far a request's timestamp may be from the server's clock. */
export const SIGNATURE_WINDOW_MS = 5 * 60 * 1000;
/** A secret shorter than this is refused at start-up (production). */
export const MIN_SECRET_LENGTH = 32;

export function signBody(secret: string, timestamp: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

export type SignatureProblem = 'missing' | 'stale' | 'mismatch';

/** Why the signature is not good, or null when it is. */
export function checkSignature(
  secret: string,
  headers: { signature?: string; timestamp?: string },
  body: string,
  now: number,
): SignatureProblem | null {
  const { signature, timestamp } = headers;
  if (!signature || !timestamp || !/^\d{1,15}$/.test(timestamp) || !/^[0-9a-f]{64}$/.test(signature)) return 'missing';
  if (Math.abs(now - Number(timestamp)) > SIGNATURE_WINDOW_MS) return 'stale';
  const expected = Buffer.from(signBody(secret, timestamp, body), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex')) ? null : 'mismatch';
}

/** The headers of a signed request (the reference provider's wallet client, tests). */
export function signedHeaders(secret: string, provider: string, body: string, now = Date.now()): Record<string, string> {
  const timestamp = String(now);
  return {
    'content-type': 'application/json',
    [PROVIDER_HEADER]: provider,
    [TIMESTAMP_HEADER]: timestamp,
    [SIGNATURE_HEADER]: signBody(secret, timestamp, body),
  };
}
