// Who may use the operator console: whoever knows OPERATOR_PASSWORD (default `operator`; set it
// on any server others can reach). The page signs in with a form and keeps an HttpOnly,
// SameSite=Strict cookie (a cross-site form cannot carry it, so it cannot act for the operator);
// the CLI sends the password itself as `Authorization: Bearer <password>`.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import { hashToken } from '../auth/sessions.ts';

export const DEFAULT_OPERATOR_PASSWORD = 'operator';
export const OPERATOR_COOKIE = 'operator_session';
// A working day.
export const OPERATOR_SESSION_SECONDS = 8 * 3600;

export function operatorPassword(): string {
  return process.env.OPERATOR_PASSWORD || DEFAULT_OPERATOR_PASSWORD;
}

/** Compared as SHA-256 digests, so the time taken says nothing about the password's length. */
export function isOperatorPassword(candidate: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(candidate), digest(operatorPassword()));
}

export async function startOperatorSession(db: Queryable): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query('INSERT INTO operator_sessions (token_hash, created_at, expires_at) VALUES ($1, $2, $3)', [
    hashToken(token),
    new Date(),
    new Date(Date.now() + OPERATOR_SESSION_SECONDS * 1000),
  ]);
  return token;
}

export async function endOperatorSession(db: Queryable, token: string): Promise<void> {
  await db.query('DELETE FROM operator_sessions WHERE token_hash = $1', [hashToken(token)]);
}

export async function isOperatorSession(db: Queryable, token: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM operator_sessions WHERE token_hash = $1 AND expires_at > $2', [hashToken(token), new Date()]);
  return rows.length > 0;
}

export function cookieValue(cookieHeader: string | undefined, name: string): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

export function sessionCookie(token: string, maxAgeSeconds: number): string {
  return `${OPERATOR_COOKIE}=${token}; Path=/operator; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}`;
}
