import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { DATABASE_STARTUP_TIMEOUT_MS, openTestDatabase } from '../testing/fixtures.ts';
import { balancePaiseOf, createWalletTestUser, expectLedgerToMatchBalance } from '../testing/wallet.ts';
import type { TransactionRow, TransactionStatus } from './transaction-rows.ts';
import {
  INSUFFICIENT_BALANCE,
  WITHDRAWAL_HOLD,
  WITHDRAWAL_RELEASE,
  holdWithdrawal,
  lockAvailableToWithdraw,
  settleWithdrawal,
} from './withdrawal-effects.ts';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
}, DATABASE_STARTUP_TIMEOUT_MS);
afterAll(() => db.close());

/** A pending withdrawal row whose amount is held, as withdrawRequest makes it. */
async function heldWithdrawal(userId: number, siteId: number, amountPaise: number): Promise<TransactionRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<TransactionRow>(
      `INSERT INTO transactions (user_id, site_id, type, payment_method, amount_paise) VALUES ($1, $2, 'client_withdrawal', 'UPI', $3) RETURNING *`,
      [userId, siteId, amountPaise],
    );
    await holdWithdrawal(tx, row!);
    return row!;
  });
}

async function moveTo(row: TransactionRow, status: TransactionStatus): Promise<void> {
  await db.transaction(async (tx) => {
    const [changed] = await tx.query<TransactionRow>('UPDATE transactions SET status = $2 WHERE id = $1 RETURNING *', [row.id, status]);
    await settleWithdrawal(tx, changed!);
  });
}

const ledgerKinds = async (userId: number) =>
  (await db.query<{ kind: string; amount_paise: number }>('SELECT kind, amount_paise FROM ledger WHERE user_id = $1 ORDER BY id', [userId])).map(
    (row) => [row.kind, row.amount_paise],
  );

describe('withdrawal effects', () => {
  it('counts balance − |exposure| − bonus as available, never below zero', async () => {
    const user = await createWalletTestUser(db, { balanceRupees: 1000, exposureRupees: -150, bonusRupees: 200 });
    expect(await lockAvailableToWithdraw(db, user.id)).toBe(650_00);
    const indebted = await createWalletTestUser(db, { balanceRupees: 100, exposureRupees: -300 });
    expect(await lockAvailableToWithdraw(db, indebted.id)).toBe(0);
  });

  it('holds the amount with a ledger row, and refuses more than is available without a trace', async () => {
    const user = await createWalletTestUser(db, { balanceRupees: 1000, bonusRupees: 300 });
    await heldWithdrawal(user.id, user.siteId, 400_00);
    expect(await expectLedgerToMatchBalance(db, user.id)).toBe(600_00);

    await expect(heldWithdrawal(user.id, user.siteId, 300_01)).rejects.toMatchObject({ status: 400, message: INSUFFICIENT_BALANCE });
    expect(await expectLedgerToMatchBalance(db, user.id)).toBe(600_00);
    expect(await db.query('SELECT id FROM transactions WHERE user_id = $1', [user.id])).toHaveLength(1);
  });

  it.each(['reject_completed', 'cancelled', 'expired'] as const)('releases the hold once when the withdrawal becomes %s', async (status) => {
    const user = await createWalletTestUser(db, { balanceRupees: 500 });
    const row = await heldWithdrawal(user.id, user.siteId, 200_00);
    await moveTo(row, status);
    await moveTo(row, status); // a repeated settle must not pay twice
    expect(await expectLedgerToMatchBalance(db, user.id)).toBe(500_00);
    expect(await ledgerKinds(user.id)).toEqual([
      ['opening_balance', 500_00],
      [WITHDRAWAL_HOLD, -200_00],
      [WITHDRAWAL_RELEASE, 200_00],
    ]);
  });

  it('keeps the amount held while in process or on hold, and finalises it on approval', async () => {
    const user = await createWalletTestUser(db, { balanceRupees: 500 });
    const row = await heldWithdrawal(user.id, user.siteId, 125_50);
    for (const status of ['approve_in_process', 'hold', 'reject_in_process'] as const) {
      await moveTo(row, status);
      expect(await balancePaiseOf(db, user.id)).toBe(374_50);
    }
    await moveTo(row, 'approve_completed');
    expect(await expectLedgerToMatchBalance(db, user.id)).toBe(374_50);
    const [approved] = await db.query<TransactionRow>('SELECT * FROM transactions WHERE id = $1', [row.id]);
    expect(approved!.approved_amount_paise).toBe(125_50);
  });
});
