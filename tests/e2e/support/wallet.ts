/**
 * A user's wallet made ready through the API: what a test only needs as a starting point (money, a
 * withdraw password, an account, a request), so that the page does only what the test checks.
 */
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { bearer, dataOf } from './api.ts';
import { devOtp, type TestUser } from './users.ts';

export const WITHDRAW_PASSWORD = 'Nikal@2024';

/** A row of the wallet history, as far as the tests read it. */
export interface HistoryRow {
  transaction_id: string;
  type: string;
  status: string;
  amount: number;
}

/** Money in the main wallet: a deposit through the local payment gateway, paid. */
export async function addMoneyThroughGateway(request: APIRequestContext, user: TestUser, rupees: number): Promise<void> {
  const methods = await dataOf<{ method: string; master_account_id: number }[]>(
    request.get(`/api/wallet/parent-payment-methods?amount=${rupees}`, { headers: bearer(user.token) }),
  );
  const gateway = methods.find((method) => method.method === 'payment_gateway');
  if (!gateway) throw new Error('no payment gateway method is seeded');
  const started = await dataOf<{ url: string }>(
    request.get(`/api/wallet/payment-gateway?amount=${rupees}&master_account_id=${gateway.master_account_id}`, {
      headers: { ...bearer(user.token), 'Idempotency-Key': randomUUID() },
    }),
  );
  const paid = await request.post(`${started.url}/pay`, { form: {}, maxRedirects: 0 });
  expect(paid.status()).toBeLessThan(400);
}

/** The newest withdraw-password OTP sent to the user. */
export const withdrawPasswordOtp = (request: APIRequestContext, user: TestUser): Promise<string> =>
  devOtp(request, user.mobile, 'withdraw_password', user.domain);

/** Sets WITHDRAW_PASSWORD with an OTP, as the Set Withdraw Password dialog does. */
export async function setWithdrawPassword(request: APIRequestContext, user: TestUser): Promise<void> {
  await dataOf(request.post('/api/wallet/send-otp-to-mobile', { headers: bearer(user.token) }));
  const otp = await withdrawPasswordOtp(request, user);
  await dataOf(request.post('/api/wallet/reset-withdrawal-password', { headers: bearer(user.token), data: { otp, password: WITHDRAW_PASSWORD } }));
}

/** A saved bank account (the user needs a withdraw password); returns its client_account_id. */
export async function addBankAccount(request: APIRequestContext, user: TestUser): Promise<number> {
  const config = await dataOf<{ bank_list: { id: number | string }[] }>(request.get('/api/wallet/wallet-config', { headers: bearer(user.token) }));
  const added = await dataOf<{ client_account_id: number | string }>(
    request.post('/api/wallet/add-account', {
      headers: bearer(user.token),
      data: {
        payment_method: 'bank',
        method_id: Number(config.bank_list[0]?.id),
        account_holder_name: 'Test Payee',
        account_number: '123456789012',
        ifsc_code: 'HDFC0001234',
        transaction_password: WITHDRAW_PASSWORD,
      },
    }),
  );
  return Number(added.client_account_id);
}

/** A withdraw request made elsewhere (another device); returns its transaction id. */
export async function requestWithdrawal(request: APIRequestContext, user: TestUser, accountId: number, amount: number): Promise<string> {
  const requested = await dataOf<{ transaction_id: string | number }>(
    request.post('/api/wallet/withdraw-request', {
      headers: { ...bearer(user.token), 'Idempotency-Key': randomUUID() },
      data: { amount, client_account_index: accountId, type: 'client_withdrawal' },
    }),
  );
  return String(requested.transaction_id);
}

/** The user's history rows of one type (`client_deposit`, `client_withdrawal`) from yesterday to the day after tomorrow. */
export async function historyOf(request: APIRequestContext, user: TestUser, type: string): Promise<HistoryRow[]> {
  const day = 86_400_000;
  const from = new Date(Date.now() - day).toISOString().slice(0, 10);
  const to = new Date(Date.now() + 2 * day).toISOString().slice(0, 10);
  const rows = await dataOf<HistoryRow[]>(request.get(`/api/wallet/wallet-history?from=${from}&to=${to}`, { headers: bearer(user.token) }));
  return rows.filter((row) => row.type === type);
}
