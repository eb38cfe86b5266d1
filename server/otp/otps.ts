// One-time passwords (spec §9: 6 digits, valid 300 s), shared by every area that sends one
// (sign-up, OTP login, forgotten password, the withdraw-password reset):
//
//   const { expiresAt } = await sendOtp(db, ctx.otpOutbox, { siteId, mobile, purpose: 'withdraw_password' });
//   await consumeOtp(db, { siteId, mobile, purpose: 'withdraw_password', code });   // throws HttpError 400
//
// Limits: at most 5 sends per mobile per site in any 15 minutes, every purpose counted together;
// only the newest OTP of a purpose counts; 5 wrong codes burn it. The refusals are 400s whose
// `message` and `error` are the texts below ('OTP Expired' makes the client offer resend).
// Pass `db` (not a transaction that may roll back): a wrong attempt must stay counted.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Database, Queryable } from '../db/database.ts';
import { refusal } from '../auth/replies.ts';
import type { OtpOutbox } from './dev-outbox.ts';

export const OTP_DIGITS = 6;
export const OTP_VALIDITY_SECONDS = 300;
export const OTP_SENDS_PER_WINDOW = 5;
export const OTP_SEND_WINDOW_MINUTES = 15;
export const OTP_WRONG_ATTEMPTS = 5;

export const OTP_EXPIRED = 'OTP Expired';
export const OTP_INVALID = 'Invalid OTP';
export const otpSendLimitMessage = (minutes: number): string =>
  `Too many OTP requests. Please try again after ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;

export interface OtpTarget {
  siteId: number;
  mobile: string;
  /** The contract's purposes (register, login, forgot_password) or another area's (withdraw_password). */
  purpose: string;
}

// Two sends for one mobile at once on PostgreSQL take turns, so the limit cannot be raced past.
const SEND_LOCK_NAMESPACE = 7_210_002;

export async function sendOtp(
  db: Database,
  outbox: OtpOutbox,
  target: OtpTarget,
): Promise<{ expiresAt: Date }> {
  const now = new Date();
  const code = String(randomInt(0, 10 ** OTP_DIGITS)).padStart(OTP_DIGITS, '0');
  const expiresAt = new Date(now.getTime() + OTP_VALIDITY_SECONDS * 1000);
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [SEND_LOCK_NAMESPACE, `${target.siteId}:${target.mobile}`]);
    const windowStart = new Date(now.getTime() - OTP_SEND_WINDOW_MINUTES * 60_000);
    const recent = await tx.query<{ sent_at: Date }>(
      'SELECT sent_at FROM otps WHERE site_id = $1 AND mobile = $2 AND sent_at > $3 ORDER BY sent_at ASC',
      [target.siteId, target.mobile, windowStart],
    );
    if (recent.length >= OTP_SENDS_PER_WINDOW) {
      // The oldest send in the window is the first to leave it.
      const freeAt = recent[0]!.sent_at.getTime() + OTP_SEND_WINDOW_MINUTES * 60_000;
      throw refusal(otpSendLimitMessage(Math.max(1, Math.ceil((freeAt - now.getTime()) / 60_000))));
    }
    await tx.query(
      'INSERT INTO otps (site_id, mobile, purpose, code_hash, expires_at, sent_at) VALUES ($1, $2, $3, $4, $5, $6)',
      [target.siteId, target.mobile, target.purpose, hashCode(code), expiresAt, now],
    );
  });
  outbox.deliver({ ...target, code });
  return { expiresAt };
}

/** Accepts the newest OTP of the target once, or throws the 400 refusal. */
export async function consumeOtp(db: Queryable, target: OtpTarget & { code: string }): Promise<void> {
  const now = new Date();
  const [otp] = await db.query<{ id: number; code_hash: string; expires_at: Date; consumed_at: Date | null }>(
    `SELECT id, code_hash, expires_at, consumed_at FROM otps
      WHERE site_id = $1 AND mobile = $2 AND purpose = $3 ORDER BY sent_at DESC, id DESC LIMIT 1`,
    [target.siteId, target.mobile, target.purpose],
  );
  if (!otp) throw refusal(OTP_INVALID);
  if (otp.consumed_at !== null || otp.expires_at <= now) throw refusal(OTP_EXPIRED);

  if (!codeMatches(target.code, otp.code_hash)) {
    // Counted and, at the limit, burned in one statement, so parallel guesses cannot exceed it.
    const [counted] = await db.query<{ attempts: number }>(
      `UPDATE otps SET attempts = attempts + 1,
              consumed_at = CASE WHEN attempts + 1 >= $2 THEN $3::timestamptz ELSE consumed_at END
        WHERE id = $1 AND consumed_at IS NULL RETURNING attempts`,
      [otp.id, OTP_WRONG_ATTEMPTS, now],
    );
    throw refusal(counted && counted.attempts < OTP_WRONG_ATTEMPTS ? OTP_INVALID : OTP_EXPIRED);
  }
  const used = await db.query('UPDATE otps SET consumed_at = $2 WHERE id = $1 AND consumed_at IS NULL RETURNING id', [otp.id, now]);
  if (used.length === 0) throw refusal(OTP_EXPIRED); // Another request used it a moment ago.
}

// A salted SHA-256: the code lives 300 s and allows 5 guesses, so a slow hash would add nothing.
function hashCode(code: string): string {
  const salt = randomBytes(16).toString('base64url');
  return `${salt}$${digest(salt, code)}`;
}

function codeMatches(code: string, stored: string): boolean {
  const [salt = '', expected = ''] = stored.split('$');
  const actual = Buffer.from(digest(salt, code));
  return actual.length === expected.length && timingSafeEqual(actual, Buffer.from(expected));
}

function digest(salt: string, code: string): string {
  return createHash('sha256').update(`${salt}:${code}`).digest('base64url');
}
