import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { callOperation, type OperationCall } from '../../tests/contract/call-operation.ts';
import { buildServer, type BuiltServer } from '../app.ts';
import { createSession } from '../auth/sessions.ts';
import { PAYMENT_METHOD_IDS } from '../db/seeds/wallet.ts';
import { changeTransactionStatus } from '../operator/transactions-lifecycle.ts';
import { UPLOAD_URL_LIFETIME_SECONDS } from '../uploads/signed-url.ts';
import { createTestUser, openTestDatabase, type TestUser } from '../testing/fixtures.ts';
import { DEMO_WALLET_RESTRICTED } from './wallet-config.ts';
import {
  DEPOSIT_REQUESTED,
  METHOD_NOT_AVAILABLE,
  PROOF_REQUIRED,
  RATE_CHANGED,
  UTR_ALREADY_USED,
  UTR_RULE,
  WALLET_UTR_RULE,
} from './wallet-deposit.ts';

// A first PGlite start (no snapshot yet) takes many seconds on a busy machine.
const DATABASE_START_TIMEOUT = 60_000;
// A real 1×1 PNG: the server reads the pixel size from its header.
const PNG_BYTES = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNgAAAAAgABSK+kcQAAAABJRU5ErkJggg==', 'base64');

let server: BuiltServer;
beforeAll(async () => {
  server = await buildServer({ mode: 'development', database: await openTestDatabase() });
}, DATABASE_START_TIMEOUT);
afterAll(() => server.close());
afterEach(() => {
  vi.useRealTimers();
});

interface SignedInUser extends TestUser {
  token: string;
  domain: string;
}

async function signedInUser(options: { domain?: string; isDemo?: boolean; balancePaise?: number } = {}): Promise<SignedInUser> {
  const user = await createTestUser(server.db, options);
  const { token } = await createSession(server.db, user.id, 3600);
  return { ...user, token, domain: options.domain ?? 'localhost' };
}

// Sent to the user's site: a token is bound to its site.
const call = (operationId: string, user: SignedInUser, request: OperationCall = {}) =>
  callOperation(server.app, operationId, { ...request, token: user.token, headers: { host: user.domain, ...request.headers } });

async function expectRefusal(reply: ReturnType<typeof call>, message: string) {
  const { statusCode, body } = await reply;
  expect({ statusCode, message: body.message, error: body.error }).toEqual({ statusCode: 400, message, error: message });
}

async function uploadProof(user: SignedInUser, bytes: Buffer = PNG_BYTES, fileType = 'image/png'): Promise<string> {
  const target = await call('uploadUrlRequest', user, {
    body: { file_type: fileType, file_size: Math.ceil(bytes.length / 1024), file_name: 'receipt.png', type: 'payment_method' },
  });
  expect(target.statusCode).toBe(200);
  const put = await server.app.inject({ method: 'PUT', url: target.body.data.url, headers: { 'content-type': fileType }, payload: bytes });
  expect(put.statusCode).toBe(200);
  return target.body.data.file_url as string;
}

interface AccountEntry {
  method: string;
  method_id: number;
  master_account_id: number;
  multiplier_value: number | null;
  embedded?: boolean;
}

async function accountOf(user: SignedInUser, method: string, amount = 1000): Promise<AccountEntry> {
  const { body } = await call('parentPaymentMethods', user, { query: { amount } });
  return (body.data as AccountEntry[]).find((entry) => entry.method === method)!;
}

let utrsUsed = 0;
const freshUtr = () => `4${String((utrsUsed += 1)).padStart(11, '0')}`;
let keysUsed = 0;
const freshKey = () => `deposit-key-${(keysUsed += 1)}`;

async function depositBody(user: SignedInUser, overrides: Record<string, unknown> = {}) {
  const upi = await accountOf(user, 'upi');
  return {
    amount: 1000,
    transaction_id: freshUtr(),
    transaction_image_url: await uploadProof(user),
    account_index: upi.master_account_id,
    client_created_date: new Date().toISOString(),
    has_edited_utr: false,
    type: 'client_deposit',
    multiplier_value: 1,
    ...overrides,
  };
}

const deposit = (user: SignedInUser, body: unknown, key = freshKey()) =>
  call('walletDeposit', user, { body, headers: { 'idempotency-key': key } });

async function walletOf(user: TestUser) {
  const [wallet] = await server.db.query<{ balance_paise: number; bonus_paise: number }>(
    'SELECT balance_paise, bonus_paise FROM wallets WHERE user_id = $1',
    [user.id],
  );
  const ledger = await server.db.query<{ amount_paise: number; kind: string }>(
    'SELECT amount_paise, kind FROM ledger WHERE user_id = $1 ORDER BY id',
    [user.id],
  );
  return { ...wallet!, ledger };
}

describe('wallet config', () => {
  it("answers the site's ranges, rules in both languages, videos, banks and withdraw methods", async () => {
    const user = await signedInUser();
    const { statusCode, body } = await call('walletConfig', user);
    expect(statusCode).toBe(200);
    expect(body.data).toMatchObject({
      deposit_range: { min: 100, max: 1_000_000 },
      withdrawal_range: { min: 100, max: 500_000 },
      stake_button: [500, 1000, 2000, 5000],
      is_bank_only: false,
    });
    expect(body.data.rules.deposit.en.map((rule: { description: string }) => rule.description)).toContain('Deposits are made within 45 minutes.');
    expect(body.data.rules.withdrawal.hi).toHaveLength(2);
    expect(body.data.deposit_video).toEqual({}); // the demo sites have no tutorial recordings
    expect(body.data.bank_list[0]).toEqual({ id: 1, bank_name: 'State Bank of India', icon: null });
    expect(body.data.payment_method.map((method: { method_type: string }) => method.method_type)).toEqual(['bank', 'wallet', 'upi']);
  });

  it("gives the user's own stake buttons once saved, and the other site's empty default", async () => {
    const user = await signedInUser();
    await server.db.query('UPDATE users SET stake_buttons = $2 WHERE id = $1', [user.id, [150, 250, 350, 450]]);
    expect((await call('walletConfig', user)).body.data.stake_button).toEqual([150, 250, 350, 450]);
    const other = await signedInUser({ domain: '127.0.0.1' });
    expect((await call('walletConfig', other)).body.data).toMatchObject({ stake_button: [], deposit_range: { min: 200, max: 500_000 } });
  });

  it('refuses demo users and visitors', async () => {
    await expectRefusal(call('walletConfig', await signedInUser({ isDemo: true })), DEMO_WALLET_RESTRICTED);
    expect((await callOperation(server.app, 'walletConfig')).statusCode).toBe(401);
  });
});

describe('parent payment methods', () => {
  it('lists every kind of deposit account, with bonus-bearing method ids and a USDT rate', async () => {
    const user = await signedInUser();
    const { body } = await call('parentPaymentMethods', user, { query: { amount: 1000 } });
    const methods = body.data as Array<AccountEntry & { method_name: string }>;
    expect(new Set(methods.map((entry) => entry.method))).toEqual(new Set(['bank', 'upi', 'wallet', 'social', 'payment_gateway']));
    expect(methods.find((entry) => entry.method === 'wallet')?.multiplier_value).toBe(88);
    expect(methods.filter((entry) => entry.method_name === 'UPI')).toHaveLength(2);
    expect(methods.find((entry) => entry.method === 'bank')?.method_id).toBe(PAYMENT_METHOD_IDS.bank);
  });

  it('leaves out accounts that do not take the amount, and refuses an amount outside the range', async () => {
    const user = await signedInUser();
    const { body } = await call('parentPaymentMethods', user, { query: { amount: 60_000 } });
    expect((body.data as AccountEntry[]).filter((entry) => entry.method === 'upi')).toHaveLength(1);
    await expectRefusal(call('parentPaymentMethods', user, { query: { amount: 50 } }), 'The deposit amount must be between 100 and 1000000.');
    await expectRefusal(call('parentPaymentMethods', user, { query: { amount: 100.005 } }), 'The deposit amount must be between 100 and 1000000.');
  });
});

describe('upload URL and storage', () => {
  it('hands out a signed PUT address; the file is then served with its type, sandboxed', async () => {
    const user = await signedInUser();
    const fileUrl = await uploadProof(user);
    expect(fileUrl).toMatch(/^\/uploads\/proof\/[0-9a-f-]{36}\.png$/);
    const served = await server.app.inject({ url: fileUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-security-policy']).toBe('sandbox');
    expect(served.rawPayload.equals(PNG_BYTES)).toBe(true);
  });

  it('refuses a type the purpose does not accept, and a declared size above 5 MB', async () => {
    const user = await signedInUser();
    const qrSvg = { file_type: 'image/svg+xml', file_size: 2, file_name: 'qr.svg', type: 'qr-code' };
    await expectRefusal(call('uploadUrlRequest', user, { body: qrSvg }), 'Invalid file type');
    const tooBig = { file_type: 'image/png', file_size: 5121, file_name: 'big.png', type: 'payment_method' };
    expect((await call('uploadUrlRequest', user, { body: tooBig })).statusCode).toBe(422);
  });

  async function target(user: SignedInUser, fileType = 'image/png', fileSizeKb = 1) {
    const { body } = await call('uploadUrlRequest', user, {
      body: { file_type: fileType, file_size: fileSizeKb, file_name: 'x', type: 'payment_method' },
    });
    return body.data as { url: string; file_url: string };
  }
  const put = (url: string, payload: Buffer) =>
    server.app.inject({ method: 'PUT', url, headers: { 'content-type': 'application/octet-stream' }, payload });

  it('checks the signature, the expiry and one use per address', async () => {
    const user = await signedInUser();
    const { url } = await target(user);
    const forged = url.replace(/sig=[^&]+/, 'sig=AAAA');
    expect((await put(forged, PNG_BYTES)).json()).toMatchObject({ status: 403, message: 'Invalid upload signature' });
    const moved = url.replace(/expires=(\d+)/, (_match, expires: string) => `expires=${Number(expires) + 60}`);
    expect((await put(moved, PNG_BYTES)).statusCode).toBe(403);
    expect((await put(url, PNG_BYTES)).statusCode).toBe(200);
    expect((await put(url, PNG_BYTES)).statusCode).toBe(409);

    const stale = await target(user);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (UPLOAD_URL_LIFETIME_SECONDS + 1) * 1000);
    expect((await put(stale.url, PNG_BYTES)).json()).toMatchObject({ status: 403, message: 'Upload URL has expired' });
  });

  it('refuses bytes that are not the declared type, an empty body and more bytes than declared', async () => {
    const user = await signedInUser();
    const { url } = await target(user);
    const notAnImage = Buffer.from('MZ\x90\x00 this is an executable', 'latin1');
    expect((await put(url, notAnImage)).json()).toMatchObject({ status: 400, message: 'Invalid file type' });
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32)]);
    expect((await put(url, jpeg)).json()).toMatchObject({ message: 'Invalid file type' });
    expect((await put(url, Buffer.alloc(0))).statusCode).toBe(400);
    expect((await put(url, Buffer.concat([PNG_BYTES, Buffer.alloc(2048)]))).json()).toMatchObject({
      status: 413,
      message: 'File size must be under 5 MB.',
    });
  });

  it('does not serve a file that was never uploaded', async () => {
    const user = await signedInUser();
    const { file_url } = await target(user);
    expect((await server.app.inject({ url: file_url })).statusCode).toBe(404);
  });
});

describe('wallet deposit', () => {
  it('creates one pending deposit per Idempotency-Key and answers a retry with the first reply', async () => {
    const user = await signedInUser();
    const body = await depositBody(user);
    const first = await deposit(user, body, 'retry-key-0001');
    expect(first.statusCode).toBe(200);
    expect(first.body).toMatchObject({ message: DEPOSIT_REQUESTED, data: { status: 'pending', amount: 1000, utr: body.transaction_id, payment_method: 'UPI' } });
    const retry = await deposit(user, body, 'retry-key-0001');
    expect(retry.body).toEqual(first.body);
    const rows = await server.db.query('SELECT 1 FROM transactions WHERE user_id = $1', [user.id]);
    expect(rows).toHaveLength(1);
  });

  it('refuses an amount outside the range, an unknown or gateway account, and a wrong UTR', async () => {
    const user = await signedInUser();
    const gateway = await accountOf(user, 'payment_gateway');
    await expectRefusal(deposit(user, await depositBody(user, { amount: 99 })), 'The deposit amount must be between 100 and 1000000.');
    await expectRefusal(deposit(user, await depositBody(user, { account_index: 99_999 })), METHOD_NOT_AVAILABLE);
    await expectRefusal(deposit(user, await depositBody(user, { account_index: gateway.master_account_id })), METHOD_NOT_AVAILABLE);
    for (const utr of ['123456789', '1234567890123456', '12345abc901']) {
      await expectRefusal(deposit(user, await depositBody(user, { transaction_id: utr })), UTR_RULE);
    }
  });

  it("refuses a proof that is missing, not uploaded, or another user's", async () => {
    const user = await signedInUser();
    const other = await signedInUser();
    const { body: notUploaded } = await call('uploadUrlRequest', user, {
      body: { file_type: 'image/png', file_size: 1, file_name: 'x.png', type: 'payment_method' },
    });
    for (const proof of [' , ', notUploaded.data.file_url, await uploadProof(other), 'https://elsewhere.example/a.png']) {
      await expectRefusal(deposit(user, await depositBody(user, { transaction_image_url: proof })), PROOF_REQUIRED);
    }
  });

  it('refuses a UTR already used by a live deposit of the site, and frees it once rejected', async () => {
    const user = await signedInUser();
    const utr = freshUtr();
    const first = await deposit(user, await depositBody(user, { transaction_id: utr }));
    await expectRefusal(deposit(user, await depositBody(user, { transaction_id: utr })), UTR_ALREADY_USED);
    await changeTransactionStatus(server.db, server.io, { transactionId: Number(first.body.data.transaction_id), action: 'reject' });
    expect((await deposit(user, await depositBody(user, { transaction_id: utr }))).statusCode).toBe(200);
  });

  it('takes a crypto hash for the USDT method at the rate shown, and refuses a stale rate', async () => {
    const user = await signedInUser();
    const usdt = await accountOf(user, 'wallet');
    const hash = `0x${'ab'.repeat(32)}`;
    const ok = await deposit(user, await depositBody(user, { account_index: usdt.master_account_id, transaction_id: hash, multiplier_value: 88 }));
    expect(ok.body.data).toMatchObject({ utr: hash, payment_method: 'USDT' });
    await expectRefusal(
      deposit(user, await depositBody(user, { account_index: usdt.master_account_id, transaction_id: 'has space', multiplier_value: 88 })),
      WALLET_UTR_RULE,
    );
    await expectRefusal(deposit(user, await depositBody(user, { account_index: usdt.master_account_id, multiplier_value: 80 })), RATE_CHANGED);
  });

  it('refuses a request without an Idempotency-Key, and demo users', async () => {
    const user = await signedInUser();
    expect((await call('walletDeposit', user, { body: await depositBody(user) })).statusCode).toBe(422);
    const demo = await signedInUser({ isDemo: true });
    await expectRefusal(deposit(demo, await depositBody(user)), DEMO_WALLET_RESTRICTED);
  });
});

describe('operator approval of a deposit', () => {
  it('credits the balance once with a ledger row, plus the payment bonus of bank and UPI methods', async () => {
    const user = await signedInUser();
    const created = await deposit(user, await depositBody(user, { amount: 2000 }));
    const transactionId = Number(created.body.data.transaction_id);
    await changeTransactionStatus(server.db, server.io, { transactionId, action: 'approve-in-process' });
    expect((await walletOf(user)).balance_paise).toBe(0);
    const approved = await changeTransactionStatus(server.db, server.io, { transactionId, action: 'approve' });
    expect(approved).toMatchObject({ status: 'approve_completed', approved_amount_paise: 200_000, bonus_paise: 10_000 });
    await expect(changeTransactionStatus(server.db, server.io, { transactionId, action: 'approve' })).rejects.toMatchObject({ status: 400 });
    expect(await walletOf(user)).toEqual({
      balance_paise: 210_000,
      bonus_paise: 10_000,
      ledger: [
        { amount_paise: 200_000, kind: 'deposit' },
        { amount_paise: 10_000, kind: 'payment_bonus' },
      ],
    });
  });

  it('credits the amount actually received, without a bonus for other methods', async () => {
    const user = await signedInUser();
    const usdt = await accountOf(user, 'wallet');
    const created = await deposit(user, await depositBody(user, { account_index: usdt.master_account_id, multiplier_value: 88, transaction_id: 'hash-1' }));
    await changeTransactionStatus(server.db, server.io, { transactionId: Number(created.body.data.transaction_id), action: 'approve', approvedAmountPaise: 95_000 });
    expect(await walletOf(user)).toMatchObject({ balance_paise: 95_000, bonus_paise: 0 });
  });
});

describe('payment gateway', () => {
  async function startGatewayPayment(user: SignedInUser, key = freshKey()) {
    const gateway = await accountOf(user, 'payment_gateway');
    return call('paymentGateway', user, {
      query: { amount: 500, master_account_id: gateway.master_account_id },
      headers: { 'idempotency-key': key, host: 'localhost:8190', referer: 'http://localhost:8190/wallet-deposit' },
    });
  }

  it('answers the local gateway page, the same one for a retried key', async () => {
    const user = await signedInUser();
    const first = await startGatewayPayment(user, 'gateway-key-01');
    expect(first.body.data.url).toMatch(/^http:\/\/localhost:8190\/gateway\/pay\/[\w-]{32}$/);
    expect((await startGatewayPayment(user, 'gateway-key-01')).body).toEqual(first.body);
    const page = await server.app.inject({ url: new URL(first.body.data.url).pathname });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Pay ₹500.00');
  });

  it('pays: the deposit is approved and credited once, and the payer goes back to the site Home', async () => {
    const user = await signedInUser();
    const path = new URL((await startGatewayPayment(user)).body.data.url).pathname;
    const paid = await server.app.inject({ method: 'POST', url: `${path}/pay`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe('http://localhost:8190/');
    const again = await server.app.inject({ method: 'POST', url: `${path}/fail` });
    expect(again.statusCode).toBe(303);
    expect(await walletOf(user)).toMatchObject({ balance_paise: 50_000, ledger: [{ amount_paise: 50_000, kind: 'deposit' }] });
    const [row] = await server.db.query<{ status: string }>('SELECT status FROM transactions WHERE user_id = $1', [user.id]);
    expect(row?.status).toBe('approve_completed');
    expect((await server.app.inject({ url: path })).body).toContain('already approve completed');
  });

  it('fails: the deposit is rejected and nothing is credited', async () => {
    const user = await signedInUser();
    const path = new URL((await startGatewayPayment(user)).body.data.url).pathname;
    expect((await server.app.inject({ method: 'POST', url: `${path}/fail` })).statusCode).toBe(303);
    const [row] = await server.db.query<{ status: string }>('SELECT status FROM transactions WHERE user_id = $1', [user.id]);
    expect(row?.status).toBe('reject_completed');
    expect((await walletOf(user)).balance_paise).toBe(0);
  });

  it('refuses a non-gateway account and an unknown page', async () => {
    const user = await signedInUser();
    const upi = await accountOf(user, 'upi');
    await expectRefusal(
      call('paymentGateway', user, { query: { amount: 500, master_account_id: upi.master_account_id }, headers: { 'idempotency-key': freshKey() } }),
      METHOD_NOT_AVAILABLE,
    );
    expect((await server.app.inject({ url: '/gateway/pay/nope' })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'POST', url: '/gateway/pay/nope/pay' })).statusCode).toBe(404);
  });
});

describe('payment gateway inside the product', () => {
  async function gatewayAccounts(user: SignedInUser) {
    const { body } = await call('parentPaymentMethods', user, { query: { amount: 1000 } });
    const gateways = (body.data as AccountEntry[]).filter((entry) => entry.method === 'payment_gateway');
    return { redirect: gateways.find((entry) => entry.embedded === false)!, embedded: gateways.find((entry) => entry.embedded === true)! };
  }
  const startEmbedded = (user: SignedInUser, masterAccountId: number, key = freshKey()) =>
    call('paymentGatewayIframeUrl', user, {
      query: { amount: 500, master_account_id: masterAccountId },
      headers: { 'idempotency-key': key, host: 'localhost:8190' },
    });

  it('answers a page to frame and the pending deposit it pays, the same for a retried key', async () => {
    const user = await signedInUser();
    const { embedded } = await gatewayAccounts(user);
    const first = await startEmbedded(user, embedded.master_account_id, 'embedded-key-01');
    expect(first.statusCode).toBe(200);
    expect(first.body.data.url).toMatch(/^http:\/\/localhost:8190\/gateway\/pay\/[\w-]{32}$/);
    expect((await startEmbedded(user, embedded.master_account_id, 'embedded-key-01')).body).toEqual(first.body);
    const [row] = await server.db.query<{ id: number; status: string }>('SELECT id, status FROM transactions WHERE user_id = $1', [user.id]);
    expect({ id: String(row!.id), status: row!.status }).toEqual({ id: first.body.data.transaction_id, status: 'pending' });

    const page = await server.app.inject({ url: new URL(first.body.data.url).pathname });
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('pays inside the frame: credited once, and the frame ends on the finished page, not the site', async () => {
    const user = await signedInUser();
    const { embedded } = await gatewayAccounts(user);
    const path = new URL((await startEmbedded(user, embedded.master_account_id)).body.data.url).pathname;
    const paid = await server.app.inject({ method: 'POST', url: `${path}/pay` });
    expect(paid.headers.location).toBe('http://localhost:8190/gateway/finished');
    await server.app.inject({ method: 'POST', url: `${path}/pay` });
    expect(await walletOf(user)).toMatchObject({ balance_paise: 50_000, ledger: [{ amount_paise: 50_000, kind: 'deposit' }] });
    const finished = await server.app.inject({ url: '/gateway/finished' });
    expect(finished.body).toContain('Payment finished');
    expect(finished.headers['content-security-policy']).toContain("frame-ancestors 'self'");
  });

  it('keeps each account to its own way of opening, and demo users out', async () => {
    const user = await signedInUser();
    const { redirect, embedded } = await gatewayAccounts(user);
    await expectRefusal(startEmbedded(user, redirect.master_account_id), METHOD_NOT_AVAILABLE);
    await expectRefusal(
      call('paymentGateway', user, { query: { amount: 500, master_account_id: embedded.master_account_id }, headers: { 'idempotency-key': freshKey() } }),
      METHOD_NOT_AVAILABLE,
    );
    const upi = await accountOf(user, 'upi');
    await expectRefusal(startEmbedded(user, upi.master_account_id), METHOD_NOT_AVAILABLE);
    const demo = await signedInUser({ isDemo: true });
    await expectRefusal(startEmbedded(demo, embedded.master_account_id), DEMO_WALLET_RESTRICTED);
    expect((await server.db.query('SELECT 1 FROM transactions WHERE user_id IN ($1, $2)', [user.id, demo.id])).length).toBe(0);
  });
});
