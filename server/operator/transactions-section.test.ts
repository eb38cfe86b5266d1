import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type BuiltServer } from '../app.ts';
import { createSession, SESSION_LIFETIME_SECONDS } from '../auth/sessions.ts';
import { PAYMENT_METHOD_IDS } from '../db/seeds/wallet.ts';
import { createTestUser, openTestDatabase, type TestUser } from '../testing/fixtures.ts';
import { runCli } from '../testing/operator-cli.ts';
import type { TransactionRow } from '../wallet/transaction-rows.ts';
import { holdWithdrawal } from '../wallet/withdrawal-effects.ts';
import { DEFAULT_OPERATOR_PASSWORD } from './operator-auth.ts';
import { changeTransactionStatus } from './transactions-lifecycle.ts';

// A first PGlite start (no snapshot yet) takes many seconds on a busy machine.
const DATABASE_START_TIMEOUT = 60_000;
// In this helper's assigned range (8230-8239).
const PORT = 8231;
const SERVER = `http://127.0.0.1:${PORT}`;
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

let server: BuiltServer;
beforeAll(async () => {
  server = await buildServer({ mode: 'development', database: await openTestDatabase() });
  await server.app.listen({ port: PORT, host: '127.0.0.1' });
}, DATABASE_START_TIMEOUT);
afterAll(() => server.close());

const cli = (...args: string[]) => runCli(SERVER, args);

/** A pending request inserted as the deposit and withdraw calls would (a withdrawal holds its amount). */
async function request(user: TestUser, type: TransactionRow['type'], amountPaise: number, methodId: number = PAYMENT_METHOD_IDS.upi) {
  return server.db.transaction(async (tx) => {
    const [row] = await tx.query<TransactionRow>(
      `INSERT INTO transactions (user_id, site_id, type, payment_method, method_id, amount_paise, created_at)
       VALUES ($1, $2, $3, 'UPI', $4, $5, $6) RETURNING *`,
      [user.id, user.siteId, type, methodId, amountPaise, new Date()],
    );
    if (type === 'client_withdrawal') await holdWithdrawal(tx, row!);
    return String(row!.id);
  });
}

async function moneyOf(user: TestUser) {
  const [wallet] = await server.db.query<{ balance_paise: number }>('SELECT balance_paise FROM wallets WHERE user_id = $1', [user.id]);
  const [ledger] = await server.db.query<{ total: number }>('SELECT COALESCE(SUM(amount_paise), 0)::bigint AS total FROM ledger WHERE user_id = $1', [user.id]);
  return { balance: wallet!.balance_paise, ledgerTotal: ledger!.total };
}

const statusOf = async (id: string) =>
  (await server.db.query<TransactionRow>('SELECT * FROM transactions WHERE id = $1', [Number(id)]))[0]!;

describe('npm run operator -- transactions and their actions', () => {
  let user: TestUser;
  let socket: Socket;
  const notices: unknown[] = [];
  beforeAll(async () => {
    user = await createTestUser(server.db, { domain: '127.0.0.1' });
    const { token } = await createSession(server.db, user.id, SESSION_LIFETIME_SECONDS);
    socket = connectSocket(SERVER, { transports: ['websocket'], auth: { token } });
    socket.on('DepositRequest', (payload: unknown) => notices.push(payload));
    expect(await socket.emitWithAck('subscribe', { channel: 'depositRequest', key: user.userid })).toEqual({ ok: true });
  });
  afterAll(() => {
    socket.close();
  });

  it('lists the open requests of a site with the actions', async () => {
    const id = await request(user, 'client_deposit', 150_000);
    const { code, out } = await cli('transactions', '--domain', '127.0.0.1');
    expect(code).toBe(0);
    expect(out[0]).toMatch(/^ID\s+User\s+Request\s+Amount/);
    expect(out.some((line) => new RegExp(`^${id}\\s+${user.userid} @ 127\\.0\\.0\\.1\\s+deposit · UPI\\s+1500\\.00\\s`).test(line))).toBe(true);
    expect((await cli('transactions', '--domain', 'localhost')).out.some((line) => line.includes(user.userid))).toBe(false);
  });

  it('approves a deposit once: credited with the payment bonus, and the user is told on the socket', async () => {
    const id = await request(user, 'client_deposit', 100_000);
    const before = await moneyOf(user);
    const approved = await cli('approve', id);
    expect(approved).toMatchObject({ code: 0, out: [`Transaction ${id} (deposit of ₹1000.00, approved ₹1000.00) is now approve_completed.`] });
    const again = await cli('approve', id);
    expect(again.code).toBe(1);
    expect(again.error[0]).toBe(`Transaction ${id} is approve_completed and cannot become approve_completed.`);
    const after = await moneyOf(user);
    expect(after.balance - before.balance).toBe(105_000);
    expect(after.ledgerTotal).toBe(after.balance);
    await expect.poll(() => notices.at(-1)).toEqual({
      type: 'myId',
      notify_type: 1,
      transaction_id: id,
      status: 'approve_completed',
      amount: 1000,
      message: 'Your deposit of ₹1000.00 is Approved.',
    });
  });

  it('moves a request through in-process and hold, then rejects it without crediting', async () => {
    const id = await request(user, 'client_deposit', 50_000);
    const before = await moneyOf(user);
    expect((await cli('approve-in-process', id)).code).toBe(0);
    expect((await cli('hold', id)).code).toBe(0);
    expect((await statusOf(id)).hold_at).toBeInstanceOf(Date);
    expect((await cli('reject-in-process', id)).code).toBe(0);
    expect((await cli('reject', id)).code).toBe(0);
    expect(await statusOf(id)).toMatchObject({ status: 'reject_completed', approved_amount_paise: null });
    expect(await moneyOf(user)).toEqual(before);
    expect((await cli('expire', id)).code).toBe(1);
  });

  it("releases a withdrawal's hold on reject and expire, and keeps it on approve", async () => {
    await server.db.query('UPDATE wallets SET balance_paise = balance_paise + 300000 WHERE user_id = $1', [user.id]);
    await server.db.query("INSERT INTO ledger (user_id, amount_paise, kind) VALUES ($1, 300000, 'test_credit')", [user.id]);
    const start = await moneyOf(user);
    const rejected = await request(user, 'client_withdrawal', 100_000);
    const expired = await request(user, 'client_withdrawal', 100_000);
    const approved = await request(user, 'client_withdrawal', 100_000);
    expect((await moneyOf(user)).balance).toBe(start.balance - 300_000);
    await cli('reject', rejected);
    await cli('expire', expired);
    await cli('approve', approved);
    const end = await moneyOf(user);
    expect(end.balance).toBe(start.balance - 100_000);
    expect(end.ledgerTotal).toBe(end.balance);
    expect(await statusOf(approved)).toMatchObject({ status: 'approve_completed', approved_amount_paise: 100_000 });
  });

  it('refuses an unknown transaction, and an approved amount except when approving a deposit', async () => {
    expect(await cli('hold', '999999')).toMatchObject({ code: 1, error: ['Transaction not found'] });
    expect(await cli('hold', 'abc')).toMatchObject({ code: 1, error: ['Transaction not found'] });
    const withdrawal = await request(user, 'client_withdrawal', 100);
    await expect(
      changeTransactionStatus(server.db, server.io, { transactionId: Number(withdrawal), action: 'approve', approvedAmountPaise: 50 }),
    ).rejects.toMatchObject({ status: 400, message: 'An approved amount can be given only when approving a deposit.' });
  });
});

describe('the transactions page', () => {
  it('shows a pending request with its actions, and holds it from a button', async () => {
    const user = await createTestUser(server.db);
    const id = await request(user, 'client_deposit', 20_000, PAYMENT_METHOD_IDS.bank);
    const signIn = await server.app.inject({ method: 'POST', url: '/operator/login', headers: FORM, payload: `password=${DEFAULT_OPERATOR_PASSWORD}` });
    const cookie = String(signIn.headers['set-cookie']).split(';')[0]!;
    const page = await server.app.inject({ url: '/operator/transactions?domain=localhost', headers: { cookie } });
    expect(page.body).toContain(`aria-label="Approve ${id}"`);
    expect(page.body).toContain(`aria-label="Expire ${id}"`);

    const held = await server.app.inject({
      method: 'POST',
      url: '/operator/transactions/hold',
      headers: { ...FORM, cookie, origin: 'http://localhost', 'sec-fetch-site': 'same-origin' },
      payload: new URLSearchParams({ id, filter: 'localhost', csrf: /name="csrf" value="([^"]+)"/.exec(page.body)![1]! }).toString(),
    });
    expect(held.statusCode).toBe(303);
    expect(decodeURIComponent(String(held.headers.location)).replaceAll('+', ' ')).toContain(`Transaction ${id} (deposit of ₹200.00) is now hold.`);
    const after = await server.app.inject({ url: '/operator/transactions?domain=localhost', headers: { cookie } });
    expect(after.body).not.toContain(`aria-label="Hold ${id}"`);
    expect(after.body).toContain(`aria-label="Approve ${id}"`);
  });
});
