// Test support for the withdraw side's tests: users with money, a withdraw password and a token,
// and the ledger check that every balance is the sum of its ledger rows (design §5).
import { expect } from 'vitest';
import { hashPassword } from '../auth/passwords.ts';
import { createSession } from '../auth/sessions.ts';
import type { Queryable } from '../db/database.ts';
import { ledgerBalance } from '../ledger/ledger.ts';
import { createTestUser, type TestUser } from './fixtures.ts';

export const TEST_WITHDRAW_PASSWORD = 'Paisa@2024';
const TEST_SESSION_SECONDS = 3600;
const PAISE_PER_RUPEE = 100;

export interface WalletTestUser extends TestUser {
  token: string;
  mobile: string;
}

export interface WalletTestUserOptions {
  domain?: string;
  isDemo?: boolean;
  balanceRupees?: number;
  bonusRupees?: number;
  exposureRupees?: number;
  /** Sets this withdraw password; by default the user has none. */
  withdrawPassword?: string;
}

// scrypt is slow on purpose: hash the usual test password once per test file.
let testPasswordHash: Promise<string> | undefined;

export async function createWalletTestUser(db: Queryable, options: WalletTestUserOptions = {}): Promise<WalletTestUser> {
  const balancePaise = (options.balanceRupees ?? 0) * PAISE_PER_RUPEE;
  const user = await createTestUser(db, { domain: options.domain, isDemo: options.isDemo, balancePaise });
  await db.query('UPDATE wallets SET bonus_paise = $2, exposure_paise = $3 WHERE user_id = $1', [
    user.id,
    (options.bonusRupees ?? 0) * PAISE_PER_RUPEE,
    (options.exposureRupees ?? 0) * PAISE_PER_RUPEE,
  ]);
  if (balancePaise > 0) {
    await db.query("INSERT INTO ledger (user_id, amount_paise, kind) VALUES ($1, $2, 'opening_balance')", [user.id, balancePaise]);
  }
  if (options.withdrawPassword !== undefined) {
    const hash =
      options.withdrawPassword === TEST_WITHDRAW_PASSWORD
        ? await (testPasswordHash ??= hashPassword(TEST_WITHDRAW_PASSWORD))
        : await hashPassword(options.withdrawPassword);
    await db.query('UPDATE users SET withdraw_password_hash = $2 WHERE id = $1', [user.id, hash]);
  }
  const [row] = await db.query<{ mobile: string }>('SELECT mobile FROM users WHERE id = $1', [user.id]);
  const { token } = await createSession(db, user.id, TEST_SESSION_SECONDS);
  return { ...user, token, mobile: row!.mobile };
}

export async function balancePaiseOf(db: Queryable, userId: number): Promise<number> {
  const [wallet] = await db.query<{ balance_paise: number }>('SELECT balance_paise FROM wallets WHERE user_id = $1', [userId]);
  return wallet!.balance_paise;
}

/** The balance, after checking it equals the sum of the user's ledger rows. */
export async function expectLedgerToMatchBalance(db: Queryable, userId: number): Promise<number> {
  const balance = await balancePaiseOf(db, userId);
  expect(await ledgerBalance(db, userId)).toBe(balance);
  return balance;
}
