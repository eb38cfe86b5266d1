// Who may use the operator console: whoever knows OPERATOR_PASSWORD (default `operator`; set it
// on any server others can reach). The page signs in with a form and keeps an HttpOnly,
// SameSite=Strict cookie (a cross-site form cannot carry it, so it cannot act for the operator);
// the CLI sends the password itself as `Authorization: Bearer <password>`.
//
// SameSite=Strict does not stop a page of the same site (another port of localhost, a sibling
// subdomain): the console's state-changing forms also need a same-origin Origin / Sec-Fetch-Site and
// the session's form token (docs/decisions/131).
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
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

/** The session's form token: only a page served to that session (its HttpOnly cookie) knows it. */
export function formToken(sessionToken: string): string {
  return createHmac('sha256', sessionToken).update('operator console form').digest('base64url');
}

export function isFormToken(sessionToken: string, candidate: unknown): boolean {
  if (typeof candidate !== 'string') return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(candidate), digest(formToken(sessionToken)));
}

/**
 * Whether a browser says the request comes from a page of this origin: Sec-Fetch-Site, when sent,
 * is `same-origin`; Origin, when sent, names this host; at least one of them is sent (every browser
 * the console supports sends both on a form POST). A request with neither is refused.
 */
export function isSameOriginRequest(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined && fetchSite !== 'same-origin') return false;
  const origin = request.headers.origin;
  if (origin === undefined) return fetchSite === 'same-origin';
  try {
    const from = new URL(origin);
    // The Host header read with the Origin's scheme, so that `localhost:80` and `localhost` agree.
    return from.host === new URL(`${from.protocol}//${request.host}`).host;
  } catch {
    return false; // `Origin: null` (a sandboxed frame, a file) or garbage
  }
}
