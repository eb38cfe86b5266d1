import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from './db/database.ts';
import { HttpError } from './http-error.ts';
import { withIdempotencyKey } from './idempotency.ts';
import { createTestUser, DATABASE_STARTUP_TIMEOUT_MS, openTestDatabase, type TestUser } from './testing/fixtures.ts';

let db: Database;
let user: TestUser;
beforeAll(async () => {
  db = await openTestDatabase();
  user = await createTestUser(db, { balancePaise: 100_000 });
}, DATABASE_STARTUP_TIMEOUT_MS);
afterAll(() => db.close());

/** A stand-in money operation: takes paise from the wallet with a ledger row, in the caller's transaction. */
async function withdraw(tx: Queryable, userId: number, amountPaise: number) {
  const [wallet] = await tx.query<{ balance_paise: number }>(
    'UPDATE wallets SET balance_paise = balance_paise - $2 WHERE user_id = $1 AND balance_paise >= $2 RETURNING balance_paise',
    [userId, amountPaise],
  );
  if (!wallet) throw new HttpError(400, 'Insufficient balance.', { error: 'Insufficient balance.' });
  const [entry] = await tx.query<{ id: number }>(
    "INSERT INTO ledger (user_id, amount_paise, kind) VALUES ($1, $2, 'withdraw') RETURNING id",
    [userId, -amountPaise],
  );
  return { status: 200, success: true, data: { ledger_id: entry!.id, balance: wallet.balance_paise } };
}

const request = (key: string, amountPaise: number, operation = 'withdrawRequest') =>
  db.transaction((tx) => withIdempotencyKey(tx, { userId: user.id, key, operation }, () => withdraw(tx, user.id, amountPaise)));

const ledgerRows = async () => (await db.query('SELECT 1 FROM ledger WHERE user_id = $1', [user.id])).length;
const balance = async () =>
  (await db.query<{ balance_paise: number }>('SELECT balance_paise FROM wallets WHERE user_id = $1', [user.id]))[0]?.balance_paise;

describe('withIdempotencyKey', () => {
  it('answers a repeated key with the first reply and moves the money once', async () => {
    const first = await request('key-aaaaaaaa', 10_000);
    const retry = await request('key-aaaaaaaa', 10_000);
    expect(retry).toEqual(first);
    expect(await ledgerRows()).toBe(1);
    expect(await balance()).toBe(90_000);
  });

  it('treats a new key as a new request', async () => {
    await request('key-bbbbbbbb', 5_000);
    expect(await ledgerRows()).toBe(2);
    expect(await balance()).toBe(85_000);
  });

  it('forgets the key when the request is refused, so a retry is judged again', async () => {
    await expect(request('key-cccccccc', 1_000_000)).rejects.toThrow('Insufficient balance.');
    await db.query('UPDATE wallets SET balance_paise = 2000000 WHERE user_id = $1', [user.id]);
    await request('key-cccccccc', 1_000_000);
    expect(await balance()).toBe(1_000_000);
  });

  it('refuses a key reused for another operation', async () => {
    await expect(request('key-aaaaaaaa', 10_000, 'walletDeposit')).rejects.toMatchObject({
      status: 422,
      extra: { detail: [{ msg: 'This request was already used for another action. Refresh the page and try again.' }] },
    });
  });

  it('keeps keys per user', async () => {
    const other = await createTestUser(db, { balancePaise: 50_000 });
    await db.transaction((tx) =>
      withIdempotencyKey(tx, { userId: other.id, key: 'key-aaaaaaaa', operation: 'withdrawRequest' }, () => withdraw(tx, other.id, 100)),
    );
    expect((await db.query('SELECT 1 FROM ledger WHERE user_id = $1', [other.id])).length).toBe(1);
  });
});
