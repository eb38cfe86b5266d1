import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../auth/passwords.ts';
import { DATABASE_STARTUP_TIMEOUT_MS, openTestDatabase } from '../../testing/fixtures.ts';
import type { Database } from '../database.ts';
import { seed } from '../seed.ts';
import { SEED_WITHDRAW_PASSWORD, SEED_WITHDRAW_USER } from './accounts.ts';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
}, DATABASE_STARTUP_TIMEOUT_MS);
afterAll(() => db.close());

const seededAccounts = () =>
  db.query<{ domain: string; payment_method: string; bank_name: string | null }>(
    `SELECT s.domain, a.payment_method, a.bank_name FROM withdraw_accounts a
       JOIN users u ON u.id = a.user_id JOIN sites s ON s.id = u.site_id
      WHERE u.userid = $1 ORDER BY s.domain, a.id`,
    [SEED_WITHDRAW_USER],
  );

describe('withdraw account seeds', () => {
  it('give the seed withdraw user a withdraw password, a bank and a UPI account on every site, once', async () => {
    const expected = ['127.0.0.1', 'localhost'].flatMap((domain) => [
      { domain, payment_method: 'bank', bank_name: 'HDFC Bank' },
      { domain, payment_method: 'upi', bank_name: null },
    ]);
    expect(await seededAccounts()).toEqual(expected);
    const users = await db.query<{ withdraw_password_hash: string }>('SELECT withdraw_password_hash FROM users WHERE userid = $1', [SEED_WITHDRAW_USER]);
    for (const user of users) expect(await verifyPassword(SEED_WITHDRAW_PASSWORD, user.withdraw_password_hash)).toBe(true);

    await seed(db);
    expect(await seededAccounts()).toEqual(expected);
  });
});
