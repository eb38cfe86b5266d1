import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { callOperation, type OperationCall, type OperationReply } from '../../tests/contract/call-operation.ts';
import { buildServer, type BuiltServer } from '../app.ts';
import { DATABASE_STARTUP_TIMEOUT_MS, openTestDatabase } from '../testing/fixtures.ts';
import { createWalletTestUser, expectLedgerToMatchBalance, type WalletTestUser } from '../testing/wallet.ts';
import type { TransactionStatus, TransactionType } from '../wallet/transaction-rows.ts';
import { holdWithdrawal } from '../wallet/withdrawal-effects.ts';
import {
  DEPOSIT_CANCELLED,
  HISTORY_CAP,
  ONLY_PENDING_CANCELLABLE,
  TRANSACTION_NOT_FOUND,
  WITHDRAWAL_CANCELLED,
} from './wallet-history.ts';

let server: BuiltServer;
beforeAll(async () => {
  server = await buildServer({ mode: 'development', database: await openTestDatabase() });
}, DATABASE_STARTUP_TIMEOUT_MS);
afterAll(() => server.close());
afterEach(() => {
  vi.restoreAllMocks();
});

const call = (operationId: string, user: WalletTestUser, extra: OperationCall = {}) =>
  callOperation(server.app, operationId, { token: user.token, ...extra });

async function expectRefusal(reply: Promise<OperationReply>, message: string): Promise<void> {
  const { statusCode, body } = await reply;
  expect({ statusCode, message: body.message, error: body.error }).toEqual({ statusCode: 400, message, error: message });
}

interface RowSeed {
  type?: TransactionType;
  status?: TransactionStatus;
  amountPaise?: number;
  createdAt: string;
}

/** A request row written directly, as if made (and moved on by the operator) at `createdAt`. */
async function insertRequest(user: WalletTestUser, { type = 'client_deposit', status = 'pending', amountPaise = 500_00, createdAt }: RowSeed): Promise<string> {
  const [row] = await server.db.query<{ id: number }>(
    `INSERT INTO transactions (user_id, site_id, type, payment_method, amount_paise, status, created_at)
     VALUES ($1, $2, $3, 'UPI', $4, $5, $6) RETURNING id`,
    [user.id, user.siteId, type, amountPaise, status, createdAt],
  );
  return String(row!.id);
}

/** A pending withdrawal whose amount is held, as withdrawRequest leaves it. */
async function heldWithdrawal(user: WalletTestUser, amountPaise: number): Promise<string> {
  return server.db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: number; user_id: number; amount_paise: number }>(
      `INSERT INTO transactions (user_id, site_id, type, payment_method, amount_paise) VALUES ($1, $2, 'client_withdrawal', 'UPI', $3) RETURNING *`,
      [user.id, user.siteId, amountPaise],
    );
    await holdWithdrawal(tx, row!);
    return String(row!.id);
  });
}

const history = (user: WalletTestUser, query: Record<string, string | number>) => call('walletHistory', user, { query });
const idsOf = (reply: OperationReply) => (reply.body.data as Array<{ transaction_id: string }>).map((row) => row.transaction_id);
const cancel = (user: WalletTestUser, transactionId: string, key = `cancel-${randomUUID()}`) =>
  call('cancelRequest', user, { params: { transactionId }, headers: { 'idempotency-key': key } });

describe('wallet history', () => {
  it('lists the user’s own requests of India’s days [from, to), newest first', async () => {
    const user = await createWalletTestUser(server.db);
    const stranger = await createWalletTestUser(server.db);
    // 2024-03-01 00:00 in India is 2024-02-29 18:30 UTC.
    const beforeWindow = await insertRequest(user, { createdAt: '2024-02-29T18:29:59Z' });
    const firstDay = await insertRequest(user, { createdAt: '2024-02-29T18:30:00Z' });
    const lastDay = await insertRequest(user, { type: 'client_withdrawal', createdAt: '2024-03-10T18:29:59Z' });
    const afterWindow = await insertRequest(user, { createdAt: '2024-03-10T18:30:00Z' });
    await insertRequest(stranger, { createdAt: '2024-03-05T10:00:00Z' });

    const reply = await history(user, { from: '2024-03-01', to: '2024-03-11' });
    expect(reply.statusCode).toBe(200);
    expect(idsOf(reply)).toEqual([lastDay, firstDay]);
    expect(idsOf(reply)).not.toContain(beforeWindow);
    expect(idsOf(reply)).not.toContain(afterWindow);
    expect(reply.body.data[0]).toMatchObject({ type: 'client_withdrawal', payment_method: 'UPI', amount: 500, status: 'pending' });
    expect(idsOf(await history(user, { from: '2024-03-01', to: '2024-03-11', type: 'client_deposit' }))).toEqual([firstDay]);
  });

  it('filters by status, "processing" grouping approve/reject in process and hold', async () => {
    const user = await createWalletTestUser(server.db);
    const statuses: TransactionStatus[] = ['pending', 'approve_in_process', 'approve_completed', 'reject_in_process', 'reject_completed', 'hold', 'expired', 'cancelled'];
    const idOf = new Map<TransactionStatus, string>();
    for (const [index, status] of statuses.entries()) {
      idOf.set(status, await insertRequest(user, { status, createdAt: `2024-04-0${index + 1}T06:00:00Z` }));
    }
    const window = { from: '2024-04-01', to: '2024-04-10' };
    expect(idsOf(await history(user, window))).toHaveLength(statuses.length);
    expect(idsOf(await history(user, { ...window, status: 'processing' }))).toEqual(
      ['hold', 'reject_in_process', 'approve_in_process'].map((status) => idOf.get(status as TransactionStatus)),
    );
    for (const status of ['pending', 'approve_completed', 'reject_completed', 'expired'] as const) {
      expect(idsOf(await history(user, { ...window, status }))).toEqual([idOf.get(status)]);
    }
    expect((await history(user, { ...window, status: 'cancelled' })).statusCode).toBe(422);
  });

  it('returns at most 50 rows, and fewer when asked', async () => {
    const user = await createWalletTestUser(server.db);
    for (let day = 0; day < HISTORY_CAP + 5; day += 1) {
      await insertRequest(user, { createdAt: new Date(Date.UTC(2024, 5, 1, 6) + day * 3_600_000).toISOString() });
    }
    const window = { from: '2024-06-01', to: '2024-06-05' };
    const capped = await history(user, window);
    expect(capped.body.data).toHaveLength(HISTORY_CAP);
    expect(Date.parse(capped.body.data[0].created_at)).toBeGreaterThan(Date.parse(capped.body.data[HISTORY_CAP - 1].created_at));
    expect((await history(user, { ...window, limit: 10 })).body.data).toHaveLength(10);
    expect((await history(user, { ...window, limit: HISTORY_CAP + 1 })).statusCode).toBe(422);
  });
});

describe('cancel request', () => {
  it('cancels a pending withdrawal, gives the held amount back and tells the user’s sockets', async () => {
    const user = await createWalletTestUser(server.db, { balanceRupees: 1000 });
    const transactionId = await heldWithdrawal(user, 400_00);
    expect(await expectLedgerToMatchBalance(server.db, user.id)).toBe(600_00);
    const emit = vi.fn();
    vi.spyOn(server.io, 'to').mockReturnValue({ emit } as never);

    const reply = await cancel(user, transactionId);
    expect(reply.body).toEqual({ status: 200, success: true, message: WITHDRAWAL_CANCELLED });
    expect(await expectLedgerToMatchBalance(server.db, user.id)).toBe(1000_00);
    expect(emit).toHaveBeenCalledWith('DepositRequest', expect.objectContaining({ transaction_id: transactionId, status: 'cancelled', notify_type: 2 }));

    // A window around now: a report's window is at most 366 days.
    const around = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const [row] = (await history(user, { from: around(-2), to: around(2) })).body.data;
    expect(row).toMatchObject({ transaction_id: transactionId, status: 'cancelled' });
    expect(row.action_at).not.toBeNull();
  });

  it('answers a repeated key with the first reply and releases once', async () => {
    const user = await createWalletTestUser(server.db, { balanceRupees: 1000 });
    const transactionId = await heldWithdrawal(user, 250_00);
    const key = `cancel-${randomUUID()}`;
    const first = await cancel(user, transactionId, key);
    expect((await cancel(user, transactionId, key)).body).toEqual(first.body);
    expect(await expectLedgerToMatchBalance(server.db, user.id)).toBe(1000_00);
  });

  it('voids a pending deposit without moving money', async () => {
    const user = await createWalletTestUser(server.db, { balanceRupees: 100 });
    const transactionId = await insertRequest(user, { createdAt: new Date().toISOString() });
    expect((await cancel(user, transactionId)).body.message).toBe(DEPOSIT_CANCELLED);
    expect(await expectLedgerToMatchBalance(server.db, user.id)).toBe(100_00);
  });

  it('refuses a request that is no longer pending, and anyone else’s', async () => {
    const user = await createWalletTestUser(server.db, { balanceRupees: 1000 });
    const intruder = await createWalletTestUser(server.db);
    const transactionId = await heldWithdrawal(user, 300_00);
    await expectRefusal(cancel(intruder, transactionId), TRANSACTION_NOT_FOUND);
    await expectRefusal(cancel(intruder, '999999999'), TRANSACTION_NOT_FOUND);
    await expectRefusal(cancel(intruder, 'not-an-id'), TRANSACTION_NOT_FOUND);
    expect(await expectLedgerToMatchBalance(server.db, user.id)).toBe(700_00);

    const approved = await insertRequest(user, { status: 'approve_in_process', createdAt: new Date().toISOString() });
    await expectRefusal(cancel(user, approved), ONLY_PENDING_CANCELLABLE);
    await cancel(user, transactionId);
    await expectRefusal(cancel(user, transactionId), ONLY_PENDING_CANCELLABLE);
    expect(await expectLedgerToMatchBalance(server.db, user.id)).toBe(1000_00);
  });
});
