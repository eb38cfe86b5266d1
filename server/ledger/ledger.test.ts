import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { createTestUser, DATABASE_STARTUP_TIMEOUT_MS, openTestDatabase } from '../testing/fixtures.ts';
import { availablePaise, LEDGER_KINDS, ledgerBalance, postEntry, profitLoss, readWallet, statement } from './ledger.ts';

let db: Database;

beforeAll(async () => {
  db = await openTestDatabase();
}, DATABASE_STARTUP_TIMEOUT_MS);

afterAll(async () => {
  await db.close();
});

describe('postEntry', () => {
  it('moves the wallet and writes one row with the figures after it', async () => {
    const user = await createTestUser(db);
    const result = await db.transaction((tx) =>
      postEntry(tx, { userId: user.id, kind: LEDGER_KINDS.deposit, reference: `t-${user.id}`, amountPaise: 50_000, remark: 'UPI' }),
    );
    expect(result).toEqual({ posted: true, wallet: { balancePaise: 50_000, exposurePaise: 0, bonusPaise: 0, betsCount: 0 } });
    const [row] = await db.query<Record<string, unknown>>('SELECT * FROM ledger WHERE user_id = $1', [user.id]);
    expect(row).toMatchObject({ amount_paise: 50_000, kind: 'deposit', balance_after_paise: 50_000, exposure_after_paise: 0, remark: 'UPI' });
  });

  it('posts a (kind, reference) once: a retry or a second settlement changes nothing', async () => {
    const user = await createTestUser(db);
    const entry = { userId: user.id, kind: LEDGER_KINDS.marketSettlement, reference: `m1:${user.id}`, amountPaise: 1_000 };
    await db.transaction((tx) => postEntry(tx, entry));
    const again = await db.transaction((tx) => postEntry(tx, entry));
    expect(again.posted).toBe(false);
    await Promise.all(Array.from({ length: 5 }, () => db.transaction((tx) => postEntry(tx, entry))));
    expect((await readWallet(db, user.id)).balancePaise).toBe(1_000);
    expect(await ledgerBalance(db, user.id)).toBe(1_000);
  });

  it('tracks exposure, bonus and the bets count; available is balance + exposure − bonus', async () => {
    const user = await createTestUser(db, { balancePaise: 0 });
    await db.transaction(async (tx) => {
      await postEntry(tx, { userId: user.id, kind: LEDGER_KINDS.deposit, reference: `d-${user.id}`, amountPaise: 10_000 });
      await postEntry(tx, { userId: user.id, kind: LEDGER_KINDS.paymentBonus, reference: `d-${user.id}`, amountPaise: 500, bonusPaise: 500 });
      await postEntry(tx, { userId: user.id, kind: LEDGER_KINDS.betPlaced, reference: `bet:x${user.id}`, exposurePaise: -3_000, betsCountChange: 1 });
    });
    const wallet = await readWallet(db, user.id);
    expect(wallet).toEqual({ balancePaise: 10_500, exposurePaise: -3_000, bonusPaise: 500, betsCount: 1 });
    expect(availablePaise(wallet)).toBe(7_000);
  });

  it('refuses a balance below zero and leaves no row (the caller rolls back)', async () => {
    const user = await createTestUser(db);
    await expect(
      db.transaction((tx) => postEntry(tx, { userId: user.id, kind: LEDGER_KINDS.withdrawalHold, reference: `w-${user.id}`, amountPaise: -1 })),
    ).rejects.toThrow(/check/i);
    expect(await db.query('SELECT 1 FROM ledger WHERE user_id = $1', [user.id])).toEqual([]);
  });

  it('refuses amounts that are not whole paise', async () => {
    const user = await createTestUser(db);
    await expect(
      db.transaction((tx) => postEntry(tx, { userId: user.id, kind: LEDGER_KINDS.deposit, reference: `f-${user.id}`, amountPaise: 0.5 })),
    ).rejects.toThrow(RangeError);
  });
});

describe('reading', () => {
  it('gives the statement (money rows, newest first) and the betting P/L from the same rows', async () => {
    const user = await createTestUser(db);
    await db.transaction(async (tx) => {
      await postEntry(tx, { userId: user.id, kind: LEDGER_KINDS.deposit, reference: `s-${user.id}`, amountPaise: 20_000 });
      await postEntry(tx, { userId: user.id, kind: LEDGER_KINDS.betPlaced, reference: `bet:s${user.id}`, exposurePaise: -5_000 });
      await postEntry(tx, { userId: user.id, kind: LEDGER_KINDS.marketSettlement, reference: `ma:${user.id}`, amountPaise: -5_000, exposurePaise: 5_000 });
      await postEntry(tx, { userId: user.id, kind: LEDGER_KINDS.marketSettlement, reference: `mb:${user.id}`, amountPaise: 7_500 });
    });
    const window = { from: new Date(Date.now() - 60_000), to: new Date(Date.now() + 60_000) };
    const lines = await statement(db, user.id, window);
    expect(lines.map((line) => [line.kind, line.amountPaise, line.balanceAfterPaise])).toEqual([
      ['market_settlement', 7_500, 22_500],
      ['market_settlement', -5_000, 15_000],
      ['deposit', 20_000, 20_000],
    ]);
    expect((await profitLoss(db, user.id, window)).totalPaise).toBe(2_500);
    expect(await ledgerBalance(db, user.id)).toBe((await readWallet(db, user.id)).balancePaise);
  });
});
