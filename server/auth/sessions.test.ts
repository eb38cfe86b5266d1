import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/database.ts';
import { createTestUser, DATABASE_STARTUP_TIMEOUT_MS, openTestDatabase, type TestUser } from '../testing/fixtures.ts';
import {
  bearerToken,
  createSession,
  findSessionUser,
  hashToken,
  revokeSession,
  revokeUserSessions,
  sessionAuthenticator,
} from './sessions.ts';

const ONE_HOUR = 3600;

let db: Database;
let user: TestUser;
beforeAll(async () => {
  db = await openTestDatabase();
  user = await createTestUser(db, { domain: '127.0.0.1' });
}, DATABASE_STARTUP_TIMEOUT_MS);
afterAll(() => db.close());
afterEach(() => {
  vi.useRealTimers();
});

describe('sessions', () => {
  it('finds the user of a live token, and stores only its hash', async () => {
    const { token } = await createSession(db, user.id, ONE_HOUR);
    expect(await findSessionUser(db, token)).toEqual({ id: user.id, siteId: user.siteId, userid: user.userid, isDemo: false });
    const stored = await db.query<{ token_hash: string }>('SELECT token_hash FROM sessions WHERE user_id = $1', [user.id]);
    expect(stored.map((row) => row.token_hash)).toContain(hashToken(token));
    expect(stored.map((row) => row.token_hash)).not.toContain(token);
  });

  it('refuses an expired token', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { token } = await createSession(db, user.id, ONE_HOUR);
    vi.advanceTimersByTime(ONE_HOUR * 1000 - 1);
    expect(await findSessionUser(db, token)).toBeDefined();
    vi.advanceTimersByTime(1);
    expect(await findSessionUser(db, token)).toBeUndefined();
  });

  it('refuses a revoked token, and a banned user', async () => {
    const revoked = await createSession(db, user.id, ONE_HOUR);
    await revokeSession(db, revoked.token);
    expect(await findSessionUser(db, revoked.token)).toBeUndefined();

    const banned = await createTestUser(db);
    const { token } = await createSession(db, banned.id, ONE_HOUR);
    await db.query('UPDATE users SET banned_at = now() WHERE id = $1', [banned.id]);
    expect(await findSessionUser(db, token)).toBeUndefined();
  });

  it("revokes all of a user's sessions, or all but the one in use", async () => {
    const owner = await createTestUser(db);
    const [kept, other] = await Promise.all([createSession(db, owner.id, ONE_HOUR), createSession(db, owner.id, ONE_HOUR)]);
    await revokeUserSessions(db, owner.id, kept.token);
    expect(await findSessionUser(db, kept.token)).toBeDefined();
    expect(await findSessionUser(db, other.token)).toBeUndefined();
    await revokeUserSessions(db, owner.id);
    expect(await findSessionUser(db, kept.token)).toBeUndefined();
  });

  it('authenticates requests by their bearer header', async () => {
    const authenticate = sessionAuthenticator(db);
    const { token } = await createSession(db, user.id, ONE_HOUR);
    expect((await authenticate({ headers: { authorization: `Bearer ${token}` } }))?.id).toBe(user.id);
    expect(await authenticate({ headers: { authorization: 'Bearer nope' } })).toBeUndefined();
    expect(await authenticate({ headers: {} })).toBeUndefined();
  });
});

describe('bearerToken', () => {
  it('reads the token of an Authorization header', () => {
    expect(bearerToken({ authorization: 'Bearer abc.def' })).toBe('abc.def');
    expect(bearerToken({ authorization: 'bearer abc' })).toBe('abc');
    expect(bearerToken({ authorization: 'Basic abc' })).toBeUndefined();
    expect(bearerToken({})).toBeUndefined();
  });
});
