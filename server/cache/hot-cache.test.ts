// The hot cache answers from memory yet never shows what a write has changed (docs/decisions/102):
// the ledger's writes, SQL from elsewhere (migration 021's NOTIFY), revocations, bans, site changes.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { callOperation } from '../../tests/contract/call-operation.ts';
import { buildServer, type BuiltServer } from '../app.ts';
import { createSession, revokeSession, SESSION_LIFETIME_SECONDS } from '../auth/sessions.ts';
import { LEDGER_KINDS, postEntry } from '../ledger/ledger.ts';
import { createTestUser, DATABASE_STARTUP_TIMEOUT_MS, openTestDatabase, type TestUser } from '../testing/fixtures.ts';
import { HotCache, hotCacheOf } from './hot-cache.ts';

let server: BuiltServer;
let user: TestUser;
let token: string;
beforeAll(async () => {
  server = await buildServer({ mode: 'development', database: await openTestDatabase() });
  user = await createTestUser(server.db, { balancePaise: 10_000 });
  token = (await createSession(server.db, user.id, SESSION_LIFETIME_SECONDS)).token;
}, DATABASE_STARTUP_TIMEOUT_MS);
afterAll(() => server.close());

const balance = async (withToken = token) => {
  const reply = await callOperation(server.app, 'walletBalance', { token: withToken });
  return reply.statusCode === 200 ? (reply.body.data as { bl: number }).bl : reply.statusCode;
};

describe('the balance poll from memory', () => {
  // A PostgreSQL database handed in (npm run test:postgres) has no listener: no cache, by design.
  it.skipIf(process.env.TEST_DATABASE_URL)('costs no query once warm', async () => {
    expect(await balance()).toBe(100);
    const queries = countQueries();
    expect(await balance()).toBe(100);
    expect(queries.count()).toBe(0);
    queries.stop();
  });

  it('shows a ledger posting from its commit on', async () => {
    expect(await balance()).toBe(100);

    await server.db.transaction((tx) =>
      postEntry(tx, { userId: user.id, kind: LEDGER_KINDS.deposit, reference: `hot-cache-${user.id}`, amountPaise: 5_000 }),
    );
    expect(await balance()).toBe(150);
  });

  it('sees SQL that bypassed the ledger, through the NOTIFY of migration 021', async () => {
    await balance();
    await server.db.query('UPDATE wallets SET balance_paise = 20000 WHERE user_id = $1', [user.id]);
    expect(await balance()).toBe(200);
  });
});

describe('sessions from memory', () => {
  it('refuses a revoked session at once', async () => {
    const { token: other } = await createSession(server.db, user.id, SESSION_LIFETIME_SECONDS);
    expect(await balance(other)).toBe(200);
    await revokeSession(server.db, other);
    expect(await balance(other)).toBe(401);
  });

  it('refuses a banned user at once, even when the ban is plain SQL', async () => {
    const banned = await createTestUser(server.db, { balancePaise: 100 });
    const { token: bannedToken } = await createSession(server.db, banned.id, SESSION_LIFETIME_SECONDS);
    expect(await balance(bannedToken)).toBe(1);
    await server.db.query('UPDATE users SET banned_at = now() WHERE id = $1', [banned.id]);
    expect(await balance(bannedToken)).toBe(401);
  });

  it('refuses a session past its expiry while it is cached', async () => {
    const { token: shortLived } = await createSession(server.db, user.id, 1);
    expect(await balance(shortLived)).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 2_000);
      expect(await balance(shortLived)).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the cache itself', () => {
  it('keeps nothing read while an invalidation happened, and nothing while not live', async () => {
    const cache = new HotCache();
    cache.setLive(true);
    const figures = { balancePaise: 1, exposurePaise: 0, bonusPaise: 0, betsCount: 0 };
    await cache.wallet(7, async () => {
      cache.applyNotification('wallets:7');
      return figures;
    });
    let loads = 0;
    const load = async () => {
      loads += 1;
      return figures;
    };
    await cache.wallet(7, load);
    await cache.wallet(7, load);
    expect(loads).toBe(1);

    cache.setLive(false);
    await cache.wallet(7, load);
    await cache.wallet(7, load);
    expect(loads).toBe(3);
  });

  it('is attached to the server database and its transactions', async () => {
    expect(hotCacheOf(server.db)).toBeInstanceOf(HotCache);
    await server.db.transaction(async (tx) => expect(hotCacheOf(tx)).toBe(hotCacheOf(server.db)));
  });
});

/** Counts the queries the server's database runs until stopped. */
function countQueries() {
  const db = server.db as { query: (...args: unknown[]) => Promise<unknown> };
  const original = db.query;
  let count = 0;
  db.query = (...args) => {
    count += 1;
    return original(...args);
  };
  return { count: () => count, stop: () => (db.query = original) };
}
