// A production server on a fresh database seeds the sites' configuration and the
// catalogues only: no user, no wallet, no ledger row, no known password. The README's users
// (rahul01, priya02… with their published passwords and ₹33,000 per site) are development fixtures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type BuiltServer } from '../../server/app.ts';
import { SEED_PASSWORD, SEED_USERS } from '../../server/db/seeds/users.ts';
import { DATABASE_STARTUP_TIMEOUT_MS, openEmptyTestDatabase } from '../../server/testing/fixtures.ts';
import { APP_MODES, callFrom, freshAddress } from './throttle-support.ts';

const RAHUL = SEED_USERS.find((user) => user.userid === 'rahul01')!;

const counts = async (server: BuiltServer) => {
  const [row] = await server.db.query<Record<string, number>>(
    `SELECT (SELECT count(*)::int FROM sites) AS sites,
            (SELECT count(*)::int FROM payment_methods) AS payment_methods,
            (SELECT count(*)::int FROM deposit_accounts) AS deposit_accounts,
            (SELECT count(*)::int FROM users) AS users,
            (SELECT count(*)::int FROM wallets) AS wallets,
            (SELECT count(*)::int FROM ledger) AS ledger,
            (SELECT count(*)::int FROM withdraw_accounts) AS withdraw_accounts,
            (SELECT COALESCE(SUM(balance_paise + bonus_paise), 0)::bigint FROM wallets) AS money`,
  );
  return row!;
};

describe.each(APP_MODES)('a fresh %s server', (mode) => {
  let server: BuiltServer;
  beforeAll(async () => {
    server = await buildServer({ mode, database: await openEmptyTestDatabase() });
  }, DATABASE_STARTUP_TIMEOUT_MS);
  afterAll(() => server?.close());

  it('seeds both sites and their catalogues', async () => {
    const seeded = await counts(server);
    expect(seeded.sites).toBe(2);
    expect(seeded.payment_methods).toBeGreaterThan(0);
    expect(seeded.deposit_accounts).toBeGreaterThan(0);
  });

  if (mode === 'production') {
    it('seeds no user, no balance and no known password', async () => {
      expect(await counts(server)).toMatchObject({ users: 0, wallets: 0, ledger: 0, withdraw_accounts: 0, money: 0 });
      const signIn = await callFrom(server.app, 'login', {
        from: freshAddress(),
        body: { domain: 'localhost', mobile: RAHUL.mobile, password: SEED_PASSWORD },
      });
      expect(signIn.statusCode).toBe(400);
      expect(signIn.body?.token).toBeUndefined();
    });
  } else {
    it("keeps the README's users as fixtures", async () => {
      expect(await counts(server)).toMatchObject({ users: SEED_USERS.length * 2, wallets: SEED_USERS.length * 2 });
      const signIn = await callFrom(server.app, 'login', {
        from: freshAddress(),
        body: { domain: 'localhost', mobile: RAHUL.mobile, password: SEED_PASSWORD },
      });
      expect(signIn.statusCode).toBe(200);
    });
  }
});
