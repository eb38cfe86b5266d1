// Demo users are refused on every wallet call (the wallet service of the contract),
// update-transaction-password included, and changing nothing; demo logins are throttled per client
// address (each one creates a user).
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BuiltServer } from '../../server/app.ts';
import { GUESS_RULES } from '../../server/auth/guess-limits.ts';
import { PAYMENT_METHOD_IDS } from '../../server/db/seeds/wallet.ts';
import { catalogue } from '../../src/api/catalogue.gen.ts';
import { createWalletTestUser, TEST_WITHDRAW_PASSWORD, type WalletTestUser } from '../../server/testing/wallet.ts';
import { APP_MODES, callFrom, DATABASE_STARTUP_TIMEOUT_MS, expectTooManyAttempts, freshAddress, moneyOf, pendingDeposit, startTestServer } from './throttle-support.ts';

const DEMO_WALLET_RESTRICTED = 'Wallet access is restricted for demo users';
const DEMO_RULE = GUESS_RULES.demoLoginPerAddress;
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

afterEach(() => {
  vi.useRealTimers();
});

/** A request a client could send for each wallet call (valid by the contract, so only the demo rule refuses it). */
function walletCalls(demo: WalletTestUser, transactionId: string): Record<string, Parameters<typeof callFrom>[2]> {
  const from = freshAddress();
  const token = demo.token;
  const key = { 'idempotency-key': `demo-${transactionId}-${Math.random().toString(36).slice(2)}` };
  return {
    walletConfig: { from, token },
    walletHistory: { from, token, query: { from: '2026-01-01', to: '2026-12-31' } },
    cancelRequest: { from, token, headers: key },
    accountDetails: { from, token },
    deleteAccount: { from, token },
    addAccount: {
      from,
      token,
      body: { payment_method: 'upi', method_id: PAYMENT_METHOD_IDS.upi, upi_id: 'demo@upi', transaction_password: TEST_WITHDRAW_PASSWORD },
    },
    withdrawRequest: { from, token, headers: key, body: { amount: 500, client_account_index: 1, type: 'client_withdrawal' } },
    uploadUrlRequest: { from, token, body: { file_type: 'image/png', file_size: 1, file_name: 'proof.png', type: 'payment_method' } },
    sendOtpToMobile: { from, token },
    checkWithdrawalPassword: { from, token },
    resetWithdrawalPassword: { from, token, body: { otp: '123456', password: 'Fresh#Paisa7' } },
    updateTransactionPassword: { from, token, body: { password: 'Fresh#Paisa7', confirmPassword: 'Fresh#Paisa7', oldPassword: TEST_WITHDRAW_PASSWORD } },
    parentPaymentMethods: { from, token, query: { amount: 500 } },
    walletDeposit: {
      from,
      token,
      headers: key,
      body: {
        amount: 500,
        account_index: 1,
        transaction_id: '123456789012',
        transaction_image_url: 'http://localhost/x.png',
        has_edited_utr: false,
        type: 'client_deposit',
        multiplier_value: 1,
        client_created_date: new Date().toISOString(),
      },
    },
    paymentGateway: { from, token, headers: key, query: { amount: 500, master_account_id: 1 } },
    // Wallet calls served by the user service (decision 027).
    paymentGatewayIframeUrl: { from, token, headers: key, query: { amount: 500, master_account_id: 1 } },
    walletWithdrawId: { from, token },
  };
}

describe.each(APP_MODES)('demo users in %s mode', (mode) => {
  let server: BuiltServer;
  beforeAll(async () => {
    server = await startTestServer({ mode });
  }, DATABASE_STARTUP_TIMEOUT_MS);
  afterAll(() => server.close());

  it('are refused on every wallet call, and nothing changes', async () => {
    const demo = await createWalletTestUser(server.db, { isDemo: true, balanceRupees: 10_000, withdrawPassword: TEST_WITHDRAW_PASSWORD });
    const transactionId = await pendingDeposit(server.db, demo, 50_000);
    const before = await moneyOf(server.db, demo.id);
    const [hashBefore] = await server.db.query('SELECT withdraw_password_hash FROM users WHERE id = $1', [demo.id]);
    const calls = walletCalls(demo, transactionId);
    const walletOperations = Object.entries(catalogue)
      .filter(([, entry]) => entry.service === 'wallet')
      .map(([name]) => name);
    // Every wallet call of the contract is tried here (a new one must be added to the list).
    expect(Object.keys(calls).sort()).toEqual(expect.arrayContaining(walletOperations.filter((name) => name !== 'autoUtr').sort()));

    for (const [operationId, call] of Object.entries(calls)) {
      const pathParams: Record<string, Record<string, string | number>> = { cancelRequest: { transactionId }, deleteAccount: { accountId: 1 } };
      const params = pathParams[operationId];
      const reply = await callWithParams(server, operationId, call, params);
      expect({ operationId, statusCode: reply.statusCode, message: reply.body?.message }).toEqual({
        operationId,
        statusCode: 400,
        message: DEMO_WALLET_RESTRICTED,
      });
    }
    const autoUtr = await server.app.inject({
      method: 'POST',
      url: '/api/wallet/auto-utr',
      headers: { authorization: `Bearer ${demo.token}`, 'content-type': 'multipart/form-data; boundary=x' },
      payload: Buffer.concat([
        Buffer.from('--x\r\nContent-Disposition: form-data; name="image"; filename="r.png"\r\nContent-Type: image/png\r\n\r\n'),
        PNG,
        Buffer.from('\r\n--x--\r\n'),
      ]),
    });
    expect([autoUtr.statusCode, autoUtr.json().message]).toEqual([400, DEMO_WALLET_RESTRICTED]);

    expect(await moneyOf(server.db, demo.id)).toEqual(before);
    expect(await server.db.query('SELECT withdraw_password_hash FROM users WHERE id = $1', [demo.id])).toEqual([hashBefore]);
  });

  it(`allows ${DEMO_RULE.max} demo logins per address per hour: the next creates no user`, async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const address = freshAddress();
    const demoLogin = () => callFrom(server.app, 'demoLogin', { from: address, body: { domain: 'localhost' } });
    for (let index = 0; index < DEMO_RULE.max; index += 1) expect((await demoLogin()).statusCode).toBe(200);
    const countDemo = async () => (await server.db.query<{ count: number }>('SELECT count(*)::int AS count FROM users WHERE is_demo'))[0]!.count;
    const before = await countDemo();
    expectTooManyAttempts(await demoLogin(), DEMO_RULE.windowMs / 60_000);
    expect(await countDemo()).toBe(before);
    expect((await callFrom(server.app, 'demoLogin', { from: freshAddress(), body: { domain: 'localhost' } })).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + DEMO_RULE.windowMs);
    expect((await demoLogin()).statusCode).toBe(200);
  });
});

async function callWithParams(
  server: BuiltServer,
  operationId: string,
  call: Parameters<typeof callFrom>[2],
  params: Record<string, string | number> | undefined,
) {
  if (!params) return callFrom(server.app, operationId, call);
  const entry = catalogue[operationId as keyof typeof catalogue];
  const path = entry.path.replace(/\{([^}]+)\}/g, (_match, name: string) => encodeURIComponent(String(params[name])));
  const reply = await server.app.inject({
    method: entry.method.toUpperCase() as 'GET',
    url: path,
    remoteAddress: call.from,
    headers: { ...call.headers, authorization: `Bearer ${call.token}` },
  });
  return { statusCode: reply.statusCode, retryAfter: undefined, body: reply.json() };
}
