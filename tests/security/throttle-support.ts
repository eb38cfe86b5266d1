// Shared by the security tests of issue 10 (tests/security/*.test.ts): a real server per test file
// (buildServer on a seeded test database, driven with app.inject), a pending deposit as the deposit
// call makes it, and the money of a user, to assert that an attack changed nothing.
import { buildServer, type BuiltServer, type ServerOptions } from '../../server/app.ts';
import { PAYMENT_METHOD_IDS } from '../../server/db/seeds/wallet.ts';
import type { Queryable } from '../../server/db/database.ts';
import { openTestDatabase, type TestUser } from '../../server/testing/fixtures.ts';

export { DATABASE_STARTUP_TIMEOUT_MS } from '../../server/testing/fixtures.ts';

export const APP_MODES = ['development', 'production'] as const;

export async function startTestServer(options: Omit<ServerOptions, 'database'>): Promise<BuiltServer> {
  return buildServer({ ...options, database: await openTestDatabase() });
}

/** A pending UPI deposit of the user, as the wallet-deposit call would insert it; its id. */
export async function pendingDeposit(db: Queryable, user: TestUser, amountPaise: number): Promise<string> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO transactions (user_id, site_id, type, payment_method, method_id, amount_paise, created_at)
     VALUES ($1, $2, 'client_deposit', 'UPI', $3, $4, $5) RETURNING id`,
    [user.id, user.siteId, PAYMENT_METHOD_IDS.upi, amountPaise, new Date()],
  );
  return String(row!.id);
}

export interface Money {
  balancePaise: number;
  ledgerRows: number;
  transactions: { id: number; status: string }[];
}

/** Everything an attack on a user's money could change. */
export async function moneyOf(db: Queryable, userId: number): Promise<Money> {
  const [wallet] = await db.query<{ balance_paise: number }>('SELECT balance_paise FROM wallets WHERE user_id = $1', [userId]);
  const [ledger] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM ledger WHERE user_id = $1', [userId]);
  const transactions = await db.query<{ id: number; status: string }>('SELECT id, status FROM transactions WHERE user_id = $1 ORDER BY id', [userId]);
  return { balancePaise: wallet!.balance_paise, ledgerRows: ledger!.count, transactions };
}
