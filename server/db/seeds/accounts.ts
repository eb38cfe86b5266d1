// Saved withdraw accounts for one seed user per site, so a person can withdraw at once (README
// "Signing in"): priya02 (welcome-bonus wallet: ₹7,000 of which ₹5,000 is bonus, so ₹2,000 can be
// withdrawn) gets the withdraw password `Withdraw@123`, a bank account and a UPI account.
// rahul01 is left without accounts and without a withdraw password, to walk the whole flow.
// Idempotent: a user who ever had an account (even deleted) or a withdraw password keeps theirs.
import { hashPassword } from '../../auth/passwords.ts';
import type { Queryable } from '../database.ts';
import { PAYMENT_METHOD_IDS } from './wallet.ts';

export const SEED_WITHDRAW_USER = 'priya02';
export const SEED_WITHDRAW_PASSWORD = 'Withdraw@123';

// Bank ids of server/db/seeds/wallet.ts's bank_list: 2 is HDFC Bank.
const HDFC_BANK_ID = 2;

export async function seedWithdrawAccounts(db: Queryable): Promise<void> {
  const users = await db.query<{ id: number; withdraw_password_hash: string | null; has_accounts: boolean }>(
    `SELECT u.id, u.withdraw_password_hash,
            EXISTS (SELECT 1 FROM withdraw_accounts a WHERE a.user_id = u.id) AS has_accounts
       FROM users u WHERE u.userid = $1`,
    [SEED_WITHDRAW_USER],
  );
  const passwordHash = users.some((user) => user.withdraw_password_hash === null) ? await hashPassword(SEED_WITHDRAW_PASSWORD) : undefined;
  for (const user of users) {
    if (user.withdraw_password_hash === null) {
      await db.query('UPDATE users SET withdraw_password_hash = $2 WHERE id = $1', [user.id, passwordHash]);
    }
    if (user.has_accounts) continue;
    await db.query(
      `INSERT INTO withdraw_accounts (user_id, payment_method, method_id, method_name, bank_id, bank_name,
                                      account_holder_name, account_number, ifsc_code)
       SELECT $1, 'bank', m.id, m.method_name, b.id, b.bank_name, 'Priya Sharma', '50100234567890', 'HDFC0000123'
         FROM payment_methods m, banks b WHERE m.id = $2 AND b.id = $3`,
      [user.id, PAYMENT_METHOD_IDS.bank, HDFC_BANK_ID],
    );
    await db.query(
      `INSERT INTO withdraw_accounts (user_id, payment_method, method_id, method_name, account_holder_name, upi_id)
       SELECT $1, 'upi', m.id, m.method_name, 'Priya Sharma', 'priya.sharma@okaxis' FROM payment_methods m WHERE m.id = $2`,
      [user.id, PAYMENT_METHOD_IDS.upi],
    );
  }
}
