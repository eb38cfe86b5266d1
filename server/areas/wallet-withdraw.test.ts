import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { callOperation, type OperationCall, type OperationReply } from '../../tests/contract/call-operation.ts';
import { buildServer, type BuiltServer } from '../app.ts';
import { OTP_EXPIRED, OTP_INVALID, OTP_VALIDITY_SECONDS } from '../otp/otps.ts';
import { DATABASE_STARTUP_TIMEOUT_MS, openTestDatabase } from '../testing/fixtures.ts';
import {
  TEST_WITHDRAW_PASSWORD,
  balancePaiseOf,
  createWalletTestUser,
  expectLedgerToMatchBalance,
  type WalletTestUser,
} from '../testing/wallet.ts';
import {
  ACCOUNT_ALREADY_SAVED,
  ACCOUNT_NOT_FOUND,
  BANK_NOT_CHOSEN,
  BANK_ONLY,
  METHOD_NOT_CHOSEN,
  QR_NOT_UPLOADED,
} from '../wallet/withdraw-accounts.ts';
import { INSUFFICIENT_BALANCE } from '../wallet/withdrawal-effects.ts';
import { PASSWORD_MISMATCH } from './auth.ts';
import { DEMO_WALLET_RESTRICTED } from './wallet-config.ts';
import {
  ACCOUNT_ADDED,
  ACCOUNT_DELETED,
  CURRENT_WITHDRAW_PASSWORD_REQUIRED,
  WITHDRAW_PASSWORD_NOT_SET,
  WITHDRAW_PASSWORD_OTP,
  WITHDRAW_PASSWORD_RESET,
  WITHDRAW_PASSWORD_UPDATED,
  WITHDRAW_REQUESTED,
  WRONG_CURRENT_WITHDRAW_PASSWORD,
  WRONG_WITHDRAW_PASSWORD,
} from './wallet-withdraw.ts';

const NEW_WITHDRAW_PASSWORD = 'Naya#Paisa9';
// Seeds (server/db/seeds/wallet.ts): bank 2 is HDFC Bank; payment methods 1 bank, 2 USDT, 3 UPI.
const HDFC_BANK_ID = 2;
const UPI_METHOD_ID = 3;
const USDT_METHOD_ID = 2;
const BANK_METHOD_ID = 1;

let server: BuiltServer;
beforeAll(async () => {
  server = await buildServer({ mode: 'development', database: await openTestDatabase() });
}, DATABASE_STARTUP_TIMEOUT_MS);
afterAll(() => server.close());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const call = (operationId: string, user: WalletTestUser | undefined, extra: OperationCall = {}) =>
  callOperation(server.app, operationId, { token: user?.token, ...extra });

async function expectRefusal(reply: Promise<OperationReply>, message: string): Promise<void> {
  const { statusCode, body } = await reply;
  expect({ statusCode, message: body.message, error: body.error }).toEqual({ statusCode: 400, message, error: message });
}

const bankAccount = (accountNumber = '123456789012') => ({
  payment_method: 'bank',
  method_id: HDFC_BANK_ID,
  account_holder_name: 'Ravi K. Sharma-Iyer',
  account_number: accountNumber,
  ifsc_code: 'HDFC0001234',
  transaction_password: TEST_WITHDRAW_PASSWORD,
});
const upiAccount = (fields: { upi_id?: string; qr_code?: string }) => ({
  payment_method: 'upi',
  method_id: UPI_METHOD_ID,
  transaction_password: TEST_WITHDRAW_PASSWORD,
  ...fields,
});
const usdtAccount = {
  payment_method: 'wallet',
  method_id: USDT_METHOD_ID,
  crypto_wallet_id: 'TQn9Y2kh_Es@LJW1',
  crypto_type: 'USDT',
  transaction_password: TEST_WITHDRAW_PASSWORD,
};

const userWithPassword = (options: Parameters<typeof createWalletTestUser>[1] = {}) =>
  createWalletTestUser(server.db, { withdrawPassword: TEST_WITHDRAW_PASSWORD, ...options });

async function addAccount(user: WalletTestUser, body: object): Promise<number> {
  const reply = await call('addAccount', user, { body });
  expect(reply.statusCode).toBe(200);
  return reply.body.data.client_account_id as number;
}

/** A QR image the user uploaded through the upload-URL flow (the row the PUT leaves behind). */
async function uploadedQr(user: WalletTestUser, uploaded = true): Promise<string> {
  const key = `qr/${randomUUID()}.png`;
  await server.db.query(
    `INSERT INTO uploads (key, user_id, purpose, declared_bytes, content_type, expires_at, uploaded_at)
     VALUES ($1, $2, 'qr-code', 2048, 'image/png', now() + interval '10 minutes', $3)`,
    [key, user.id, uploaded ? new Date() : null],
  );
  return `/uploads/${key}`;
}

async function latestOtp(user: WalletTestUser): Promise<string> {
  const outbox = await server.app.inject({ url: `/dev/otp?mobile=${user.mobile}&purpose=${WITHDRAW_PASSWORD_OTP}` });
  return (outbox.json() as { data: { otp: string } }).data.otp;
}

const withdraw = (user: WalletTestUser, body: object, key = `withdraw-${randomUUID()}`) =>
  call('withdrawRequest', user, { body: { type: 'client_withdrawal', ...body }, headers: { 'idempotency-key': key } });

describe('saved withdraw accounts', () => {
  it('lists only the user’s own accounts, with the site’s bank-only flag', async () => {
    const owner = await userWithPassword();
    const other = await userWithPassword();
    await addAccount(other, bankAccount());
    const empty = await call('accountDetails', owner);
    expect(empty.body).toEqual({ status: 200, success: true, data: { account_list: [], is_bank_only: false } });

    await addAccount(owner, bankAccount());
    const { body } = await call('accountDetails', owner);
    expect(body.data.account_list).toHaveLength(1);
    expect((await call('accountDetails', undefined)).statusCode).toBe(401);
  });

  it('adds a bank account under the chosen bank and the site’s bank method', async () => {
    const user = await userWithPassword();
    const { statusCode, body } = await call('addAccount', user, { body: bankAccount() });
    expect(statusCode).toBe(200);
    expect(body.message).toBe(ACCOUNT_ADDED);
    expect(body.data).toMatchObject({
      payment_method: 'bank',
      method_name: 'Bank Transfer',
      bank_name: 'HDFC Bank',
      account_holder_name: 'Ravi K. Sharma-Iyer',
      account_number: '123456789012',
      ifsc_code: 'HDFC0001234',
      upi_id: null,
      crypto_wallet_id: null,
      qr_code: null,
    });
  });

  it('adds UPI accounts by ID, by an uploaded QR code or both, and a USDT wallet', async () => {
    const user = await userWithPassword();
    const byId = await call('addAccount', user, { body: upiAccount({ upi_id: 'ravi.k@okhdfc' }) });
    expect(byId.body.data).toMatchObject({ payment_method: 'upi', method_name: 'UPI', upi_id: 'ravi.k@okhdfc', qr_code: null });
    const qr = await uploadedQr(user);
    const byQr = await call('addAccount', user, { body: upiAccount({ qr_code: qr }) });
    expect(byQr.body.data).toMatchObject({ upi_id: null, qr_code: qr });
    const both = await call('addAccount', user, { body: upiAccount({ upi_id: 'ravi@ybl', qr_code: await uploadedQr(user) }) });
    expect(both.statusCode).toBe(200);
    const usdt = await call('addAccount', user, { body: usdtAccount });
    expect(usdt.body.data).toMatchObject({ payment_method: 'wallet', method_name: 'USDT', crypto_wallet_id: 'TQn9Y2kh_Es@LJW1' });
    expect((await call('accountDetails', user)).body.data.account_list).toHaveLength(4);
  });

  it('refuses a QR code that is not the user’s own finished upload', async () => {
    const user = await userWithPassword();
    const stranger = await userWithPassword();
    await expectRefusal(call('addAccount', user, { body: upiAccount({ qr_code: await uploadedQr(stranger) }) }), QR_NOT_UPLOADED);
    await expectRefusal(call('addAccount', user, { body: upiAccount({ qr_code: await uploadedQr(user, false) }) }), QR_NOT_UPLOADED);
    await expectRefusal(call('addAccount', user, { body: upiAccount({ qr_code: 'https://evil.example/qr.png' }) }), QR_NOT_UPLOADED);
  });

  it('checks the withdraw password before saving', async () => {
    const withoutPassword = await createWalletTestUser(server.db);
    await expectRefusal(call('addAccount', withoutPassword, { body: bankAccount() }), WITHDRAW_PASSWORD_NOT_SET);
    const user = await userWithPassword();
    await expectRefusal(call('addAccount', user, { body: { ...bankAccount(), transaction_password: 'Wrong@1234' } }), WRONG_WITHDRAW_PASSWORD);
    expect((await call('accountDetails', user)).body.data.account_list).toEqual([]);
  });

  it('refuses an unknown bank, a method of another kind, a duplicate and, on a bank-only site, anything but a bank', async () => {
    const user = await userWithPassword();
    await expectRefusal(call('addAccount', user, { body: { ...bankAccount(), method_id: 999 } }), BANK_NOT_CHOSEN);
    await expectRefusal(call('addAccount', user, { body: { ...upiAccount({ upi_id: 'ravi@ybl' }), method_id: BANK_METHOD_ID } }), METHOD_NOT_CHOSEN);
    await addAccount(user, bankAccount('998877665544'));
    await expectRefusal(call('addAccount', user, { body: bankAccount('998877665544') }), ACCOUNT_ALREADY_SAVED);

    await server.db.query('UPDATE wallet_settings SET is_bank_only = true WHERE site_id = $1', [user.siteId]);
    try {
      expect((await call('accountDetails', user)).body.data.is_bank_only).toBe(true);
      await expectRefusal(call('addAccount', user, { body: usdtAccount }), BANK_ONLY);
      expect((await call('addAccount', user, { body: bankAccount('112233445566') })).statusCode).toBe(200);
    } finally {
      await server.db.query('UPDATE wallet_settings SET is_bank_only = false WHERE site_id = $1', [user.siteId]);
    }
  });

  it('refuses fields that break spec §5’s formats (the contract, 422)', async () => {
    const user = await userWithPassword();
    const breaches = [
      { ...bankAccount(), account_number: '12345678' },
      { ...bankAccount(), ifsc_code: 'hdfc0001234' },
      { ...bankAccount(), account_holder_name: 'Ra' },
      { ...bankAccount(), account_holder_name: 'Ravi 2' },
      upiAccount({}),
      upiAccount({ upi_id: 'ravi' }),
      { ...usdtAccount, crypto_wallet_id: 'short' },
      { ...usdtAccount, crypto_type: 'BTC' },
    ];
    for (const body of breaches) expect((await call('addAccount', user, { body })).statusCode, JSON.stringify(body)).toBe(422);
  });

  it('closes the wallet to demo users', async () => {
    const demo = await userWithPassword({ isDemo: true });
    await expectRefusal(call('addAccount', demo, { body: bankAccount() }), DEMO_WALLET_RESTRICTED);
    await expectRefusal(withdraw(demo, { amount: 100, client_account_index: 1 }), DEMO_WALLET_RESTRICTED);
  });

  it('deletes the user’s own account only', async () => {
    const owner = await userWithPassword();
    const intruder = await userWithPassword();
    const accountId = await addAccount(owner, bankAccount());
    await expectRefusal(call('deleteAccount', intruder, { params: { accountId } }), ACCOUNT_NOT_FOUND);
    expect((await call('accountDetails', owner)).body.data.account_list).toHaveLength(1);

    const deleted = await call('deleteAccount', owner, { params: { accountId } });
    expect(deleted.body).toEqual({ status: 200, success: true, message: ACCOUNT_DELETED });
    expect((await call('accountDetails', owner)).body.data.account_list).toEqual([]);
    await expectRefusal(call('deleteAccount', owner, { params: { accountId } }), ACCOUNT_NOT_FOUND);
  });
});

describe('the withdraw password', () => {
  it('is reported as not set, then set after the OTP reset', async () => {
    const user = await createWalletTestUser(server.db);
    expect((await call('checkWithdrawalPassword', user)).body).toEqual({ status: 200, success: true, data: { is_set: false } });

    const sent = await call('sendOtpToMobile', user);
    expect(sent.statusCode).toBe(200);
    expect(Date.parse(sent.body.data.expires_at) - Date.now()).toBeGreaterThan((OTP_VALIDITY_SECONDS - 5) * 1000);
    const reset = await call('resetWithdrawalPassword', user, { body: { otp: await latestOtp(user), password: NEW_WITHDRAW_PASSWORD } });
    expect(reset.body).toEqual({ status: 200, success: true, message: WITHDRAW_PASSWORD_RESET });
    expect((await call('checkWithdrawalPassword', user)).body.data.is_set).toBe(true);
    // The new password now confirms an account.
    expect((await call('addAccount', user, { body: { ...bankAccount(), transaction_password: NEW_WITHDRAW_PASSWORD } })).statusCode).toBe(200);
  });

  it('refuses a wrong OTP, an expired one ("OTP Expired") and a weak password', async () => {
    const user = await createWalletTestUser(server.db);
    await call('sendOtpToMobile', user);
    const otp = await latestOtp(user);
    const wrong = otp === '000000' ? '111111' : '000000';
    await expectRefusal(call('resetWithdrawalPassword', user, { body: { otp: wrong, password: NEW_WITHDRAW_PASSWORD } }), OTP_INVALID);
    const weak = await call('resetWithdrawalPassword', user, { body: { otp, password: 'NoSpecial123' } });
    expect(weak.statusCode).toBe(422);

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (OTP_VALIDITY_SECONDS + 1) * 1000 });
    await expectRefusal(call('resetWithdrawalPassword', user, { body: { otp, password: NEW_WITHDRAW_PASSWORD } }), OTP_EXPIRED);
    expect((await call('checkWithdrawalPassword', user)).body.data.is_set).toBe(false);
  });

  it('is set without the old one the first time, then changed only with it', async () => {
    const user = await createWalletTestUser(server.db);
    const update = (body: object) => call('updateTransactionPassword', user, { body });
    await expectRefusal(update({ password: NEW_WITHDRAW_PASSWORD, confirmPassword: 'Other#Paisa9' }), PASSWORD_MISMATCH);
    expect((await update({ password: TEST_WITHDRAW_PASSWORD, confirmPassword: TEST_WITHDRAW_PASSWORD })).body.message).toBe(
      WITHDRAW_PASSWORD_UPDATED,
    );
    await expectRefusal(update({ password: NEW_WITHDRAW_PASSWORD, confirmPassword: NEW_WITHDRAW_PASSWORD }), CURRENT_WITHDRAW_PASSWORD_REQUIRED);
    await expectRefusal(
      update({ oldPassword: 'Wrong@1234', password: NEW_WITHDRAW_PASSWORD, confirmPassword: NEW_WITHDRAW_PASSWORD }),
      WRONG_CURRENT_WITHDRAW_PASSWORD,
    );
    const changed = await update({ oldPassword: TEST_WITHDRAW_PASSWORD, password: NEW_WITHDRAW_PASSWORD, confirmPassword: NEW_WITHDRAW_PASSWORD });
    expect(changed.statusCode).toBe(200);
    await expectRefusal(call('addAccount', user, { body: bankAccount() }), WRONG_WITHDRAW_PASSWORD);
  });
});

describe('withdraw request', () => {
  it('holds the amount, creates a pending request and tells the user’s sockets', async () => {
    const user = await userWithPassword({ balanceRupees: 1000 });
    const accountId = await addAccount(user, bankAccount());
    const emit = vi.fn();
    const to = vi.spyOn(server.io, 'to').mockReturnValue({ emit } as never);

    const { statusCode, body } = await withdraw(user, { amount: 250.5, client_account_index: accountId });
    expect(statusCode).toBe(200);
    expect(body.message).toBe(WITHDRAW_REQUESTED);
    expect(body.data).toMatchObject({
      type: 'client_withdrawal',
      payment_method: 'Bank Transfer',
      amount: 250.5,
      approved_amount: null,
      status: 'pending',
      action_at: null,
    });
    expect(await expectLedgerToMatchBalance(server.db, user.id)).toBe(749_50);
    expect(to).toHaveBeenCalledWith(`depositRequest:${user.id}`);
    expect(emit).toHaveBeenCalledWith('DepositRequest', {
      type: 'myId',
      notify_type: 2,
      transaction_id: body.data.transaction_id,
      status: 'pending',
      amount: 250.5,
      message: 'Your withdrawal of ₹250.50 is Pending.',
    });
  });

  it('answers a repeated Idempotency-Key with the first reply and holds once', async () => {
    const user = await userWithPassword({ balanceRupees: 1000 });
    const accountId = await addAccount(user, bankAccount());
    const emit = vi.fn();
    vi.spyOn(server.io, 'to').mockReturnValue({ emit } as never);
    const key = `withdraw-${randomUUID()}`;
    const first = await withdraw(user, { amount: 300, client_account_index: accountId }, key);
    const again = await withdraw(user, { amount: 300, client_account_index: accountId }, key);
    expect(again.body).toEqual(first.body);
    expect(await expectLedgerToMatchBalance(server.db, user.id)).toBe(700_00);
    expect(await server.db.query('SELECT id FROM transactions WHERE user_id = $1', [user.id])).toHaveLength(1);
    // The withdrawal's notice once; the balance push follows each request (decision 126).
    expect(emit.mock.calls.filter(([channel]) => channel === 'DepositRequest')).toHaveLength(1);
    const reused = await call('cancelRequest', user, { params: { transactionId: first.body.data.transaction_id }, headers: { 'idempotency-key': key } });
    expect(reused.statusCode).toBe(422);
  });

  it('checks the site’s range (min 100 here) and the amount’s decimals', async () => {
    const user = await userWithPassword({ balanceRupees: 1000 });
    const accountId = await addAccount(user, bankAccount());
    await expectRefusal(withdraw(user, { amount: 99.99, client_account_index: accountId }), 'Please enter amount greater than equal to 100');
    await expectRefusal(withdraw(user, { amount: 500_001, client_account_index: accountId }), 'Please enter amount less than equal to 500000');
    expect((await withdraw(user, { amount: 100.001, client_account_index: accountId })).statusCode).toBe(422);
    expect((await call('withdrawRequest', user, { body: { amount: 100, client_account_index: accountId, type: 'client_withdrawal' } })).statusCode).toBe(422);
    expect(await balancePaiseOf(server.db, user.id)).toBe(1000_00);
  });

  it('refuses more than balance − |exposure| − bonus: bonus is never withdrawable', async () => {
    const user = await userWithPassword({ balanceRupees: 1000, exposureRupees: -200, bonusRupees: 300 });
    const accountId = await addAccount(user, bankAccount());
    await expectRefusal(withdraw(user, { amount: 500.01, client_account_index: accountId }), INSUFFICIENT_BALANCE);
    expect(await expectLedgerToMatchBalance(server.db, user.id)).toBe(1000_00);
    expect((await withdraw(user, { amount: 500, client_account_index: accountId })).statusCode).toBe(200);
    expect(await expectLedgerToMatchBalance(server.db, user.id)).toBe(500_00);
  });

  it('pays only to the user’s own live account, once a withdraw password is set', async () => {
    const user = await userWithPassword({ balanceRupees: 1000 });
    const other = await userWithPassword({ balanceRupees: 1000 });
    const othersAccount = await addAccount(other, bankAccount());
    await expectRefusal(withdraw(user, { amount: 100, client_account_index: othersAccount }), ACCOUNT_NOT_FOUND);
    const ownAccount = await addAccount(user, bankAccount());
    await call('deleteAccount', user, { params: { accountId: ownAccount } });
    await expectRefusal(withdraw(user, { amount: 100, client_account_index: ownAccount }), ACCOUNT_NOT_FOUND);

    const passwordless = await createWalletTestUser(server.db, { balanceRupees: 1000 });
    await expectRefusal(withdraw(passwordless, { amount: 100, client_account_index: othersAccount }), WITHDRAW_PASSWORD_NOT_SET);
    expect(await balancePaiseOf(server.db, user.id)).toBe(1000_00);
  });
});
