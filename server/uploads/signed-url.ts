// Presigned-style upload addresses (design §5): `PUT /uploads/<key>?expires=<unix s>&sig=<HMAC>`,
// like a storage bucket's presigned URL. The signature covers the method, the key and the expiry,
// so a URL cannot be reused for another file or after it expires. The key comes from
// server_secrets (made once by the seed), so every server process on one database agrees.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import { UPLOAD_SIGNING_SECRET } from '../db/seeds/wallet.ts';

/** How long an upload URL may be used: enough for a slow 5 MB upload on 4G. */
export const UPLOAD_URL_LIFETIME_SECONDS = 10 * 60;
export const UPLOADS_PATH = '/uploads/';

export async function uploadSigningKey(db: Queryable): Promise<string> {
  const [row] = await db.query<{ value: string }>('SELECT value FROM server_secrets WHERE name = $1', [UPLOAD_SIGNING_SECRET]);
  if (!row) throw new Error('The upload signing key is missing: run the seeds');
  return row.value;
}

function signature(signingKey: string, key: string, expires: number): string {
  return createHmac('sha256', signingKey).update(`PUT\n${key}\n${expires}`).digest('base64url');
}

/** The address to PUT the file to. */
export function signedUploadUrl(signingKey: string, key: string, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  const query = new URLSearchParams({ expires: String(expires), sig: signature(signingKey, key, expires) });
  return `${UPLOADS_PATH}${key}?${query}`;
}

/** The address the file is kept at once uploaded. */
export const fileUrlOf = (key: string): string => `${UPLOADS_PATH}${key}`;

export type SignatureCheck = 'valid' | 'invalid' | 'expired';

export function checkUploadSignature(
  signingKey: string,
  key: string,
  query: { expires?: unknown; sig?: unknown },
  now: Date,
): SignatureCheck {
  const expires = Number(query.expires);
  if (typeof query.sig !== 'string' || !Number.isSafeInteger(expires)) return 'invalid';
  const expected = Buffer.from(signature(signingKey, key, expires));
  const given = Buffer.from(query.sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return expires * 1000 < now.getTime() ? 'expired' : 'valid';
}
