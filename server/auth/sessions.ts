// Bearer-token sessions: the client sends `Authorization: Bearer <token>`; the server keeps only
// the token's SHA-256 in `sessions`, with its expiry and revocation. A live session is remembered in
// the hot cache (server/cache/hot-cache.ts, docs/decisions/102), so a request costs no database
// round trip; a revocation or a ban reaches every process's cache through NOTIFY at its commit.
import { createHash, randomBytes } from 'node:crypto';
import { hotCacheOf, type CachedSession } from '../cache/hot-cache.ts';
import type { Queryable } from '../db/database.ts';
import { isAddressedToSite } from '../sites.ts';
import type { AuthenticatedUser } from './authenticated-user.ts';

export type { AuthenticatedUser };

/** Who sent a request, or undefined. The router calls it; so may any handler. */
export type Authenticator = (request: { headers: Record<string, unknown> }) => Promise<AuthenticatedUser | undefined>;

export interface CreatedSession {
  token: string;
  expiresAt: Date;
}

const TOKEN_BYTES = 32;
/** A token lives one hour; the client refreshes it (authRefresh) before `exp`. */
export const SESSION_LIFETIME_SECONDS = 3600;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function bearerToken(headers: Record<string, unknown>): string | undefined {
  const header = headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1];
}

export async function createSession(db: Queryable, userId: number, lifetimeSeconds: number): Promise<CreatedSession> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const expiresAt = new Date(Date.now() + lifetimeSeconds * 1000);
  await db.query('INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
    hashToken(token),
    userId,
    new Date(),
    expiresAt,
  ]);
  return { token, expiresAt };
}

export async function revokeSession(db: Queryable, token: string): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL', [
    hashToken(token),
    new Date(),
  ]);
}

/** Ends every live session of a user (a ban, a password change), except optionally the one in use. */
export async function revokeUserSessions(db: Queryable, userId: number, keepToken?: string): Promise<void> {
  await db.query(
    'UPDATE sessions SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL AND token_hash <> $3',
    [userId, new Date(), keepToken === undefined ? '' : hashToken(keepToken)],
  );
  hotCacheOf(db)?.forgetUserSessions(userId);
}

/** The user of a live session: not expired, not revoked, and not banned. */
export async function findSessionUser(db: Queryable, token: string): Promise<AuthenticatedUser | undefined> {
  const tokenHash = hashToken(token);
  const cache = hotCacheOf(db);
  const session = await (cache ? cache.session(tokenHash, () => loadSession(db, tokenHash)) : loadSession(db, tokenHash));
  // Checked on every use, cached or not: the clock is Date.now(), so tests with fake timers control expiry.
  return session && session.expiresAtMs > Date.now() ? session.user : undefined;
}

async function loadSession(db: Queryable, tokenHash: string): Promise<CachedSession | undefined> {
  const [row] = await db.query<{ id: number; site_id: number; userid: string; is_demo: boolean; expires_at: Date }>(
    `SELECT u.id, u.site_id, u.userid, u.is_demo, s.expires_at
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2 AND u.banned_at IS NULL`,
    [tokenHash, new Date()],
  );
  return (
    row && {
      user: { id: row.id, siteId: row.site_id, userid: row.userid, isDemo: row.is_demo },
      expiresAtMs: row.expires_at.getTime(),
    }
  );
}

/**
 * The session's user, when the request is sent to the user's site: a token of one site sent with
 * another site's Host is no session there (register-operations.ts also checks a named
 * `domain`).
 */
export function sessionAuthenticator(db: Queryable): Authenticator {
  return async ({ headers }) => {
    const token = bearerToken(headers);
    const user = token ? await findSessionUser(db, token) : undefined;
    return user && (await isAddressedToSite(db, user.siteId, { host: headers.host })) ? user : undefined;
  };
}
