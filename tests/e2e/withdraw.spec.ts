/**
 * Withdrawing through the real UI against the reference server (issue 5): the withdraw password
 * with its OTP, saved accounts, withdraw requests, their history, the operator's changes arriving
 * live over the socket, and the socket coming back after the server drops it.
 *
 * Every test signs up its own user through the API (the phone and desktop projects share one
 * database, and withdraw state would collide): a new user has no accounts and no withdraw password,
 * as the seeded rahul01 has. What a test only needs as a starting point (money, a withdraw
 * password, an account, a request) is made through the API; what it checks is done in the page.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';

const PASSWORD = 'Khiladi@123';
const WITHDRAW_PASSWORD = 'Nikal@2024';
const OPERATOR_PASSWORD = process.env.OPERATOR_PASSWORD ?? 'operator';

/** A 1×1 PNG: a QR image the server accepts by its bytes. */
const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

interface TestUser {
  mobile: string;
  token: string;
}

const freshMobile = () => `7${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
const bearer = (user: TestUser) => ({ Authorization: `Bearer ${user.token}` });

async function json<Body>(reply: Promise<{ json(): Promise<unknown>; ok(): boolean; url(): string }>): Promise<Body> {
  const response = await reply;
  const body = await response.json();
  if (!response.ok()) throw new Error(`${response.url()}: ${JSON.stringify(body)}`);
  return body as Body;
}

/** The newest OTP the development endpoint holds for this mobile and purpose. */
async function latestOtp(request: APIRequestContext, mobile: string, purpose: string): Promise<string> {
  const reply = await json<{ data: { otp: string } }>(request.get(`/dev/otp?mobile=${mobile}&purpose=${purpose}&domain=localhost`));
  return reply.data.otp;
}

const withdrawOtp = (request: APIRequestContext, user: TestUser) => latestOtp(request, user.mobile, 'withdraw_password');

async function signUp(request: APIRequestContext): Promise<TestUser> {
  const mobile = freshMobile();
  await json(request.post('/api/user/send-otp', { data: { mobile, domain: 'localhost', purpose: 'register' } }));
  const otp = await latestOtp(request, mobile, 'register');
  const reply = await json<{ data: { token: string } }>(
    request.post('/api/user/registration', {
      data: { mobile, otp, password: PASSWORD, confirmPassword: PASSWORD, domain: 'localhost' },
    }),
  );
  return { mobile, token: reply.data.token };
}

/** Money in the main wallet: a deposit through the local payment gateway, paid. */
async function fund(request: APIRequestContext, user: TestUser, rupees: number): Promise<void> {
  const methods = await json<{ data: { method: string; master_account_id: number }[] }>(
    request.get(`/api/wallet/parent-payment-methods?amount=${rupees}`, { headers: bearer(user) }),
  );
  const gateway = methods.data.find((method) => method.method === 'payment_gateway');
  if (!gateway) throw new Error('no payment gateway method is seeded');
  const started = await json<{ data: { url: string } }>(
    request.get(`/api/wallet/payment-gateway?amount=${rupees}&master_account_id=${gateway.master_account_id}`, {
      headers: { ...bearer(user), 'Idempotency-Key': randomUUID() },
    }),
  );
  const paid = await request.post(`${started.data.url}/pay`, { form: {}, maxRedirects: 0 });
  expect(paid.status()).toBeLessThan(400);
}

async function setWithdrawPassword(request: APIRequestContext, user: TestUser): Promise<void> {
  await json(request.post('/api/wallet/send-otp-to-mobile', { headers: bearer(user) }));
  const otp = await withdrawOtp(request, user);
  await json(request.post('/api/wallet/reset-withdrawal-password', { headers: bearer(user), data: { otp, password: WITHDRAW_PASSWORD } }));
}

/** A saved bank account; returns its client_account_id. */
async function addBankAccount(request: APIRequestContext, user: TestUser): Promise<number> {
  const config = await json<{ data: { bank_list: { id: number | string }[] } }>(request.get('/api/wallet/wallet-config', { headers: bearer(user) }));
  const reply = await json<{ data: { client_account_id: number | string } }>(
    request.post('/api/wallet/add-account', {
      headers: bearer(user),
      data: {
        payment_method: 'bank',
        method_id: Number(config.data.bank_list[0]?.id),
        account_holder_name: 'Test Payee',
        account_number: '123456789012',
        ifsc_code: 'HDFC0001234',
        transaction_password: WITHDRAW_PASSWORD,
      },
    }),
  );
  return Number(reply.data.client_account_id);
}

/** A withdraw request made elsewhere (another device); returns its transaction id. */
async function requestWithdrawal(request: APIRequestContext, user: TestUser, accountId: number, amount: number): Promise<string> {
  const reply = await json<{ data: { transaction_id: string | number } }>(
    request.post('/api/wallet/withdraw-request', {
      headers: { ...bearer(user), 'Idempotency-Key': randomUUID() },
      data: { amount, client_account_index: accountId, type: 'client_withdrawal' },
    }),
  );
  return String(reply.data.transaction_id);
}

async function withdrawalsOf(request: APIRequestContext, user: TestUser) {
  const day = 86_400_000;
  const from = new Date(Date.now() - day).toISOString().slice(0, 10);
  const to = new Date(Date.now() + 2 * day).toISOString().slice(0, 10);
  const reply = await json<{ data: { type: string; status: string; amount: number }[] }>(
    request.get(`/api/wallet/wallet-history?from=${from}&to=${to}`, { headers: bearer(user) }),
  );
  return reply.data.filter((row) => row.type === 'client_withdrawal');
}

/** The operator CLI against this run's server, as a person at a terminal would use it. */
async function operator(...args: string[]): Promise<string> {
  const server = String(test.info().project.use.baseURL);
  const { stdout } = await promisify(execFile)('npx', ['tsx', 'server/cli/operator.ts', ...args, '--server', server], {
    env: { ...process.env, OPERATOR_PASSWORD },
  });
  return stdout;
}

async function signIn(page: Page, user: TestUser): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Mobile Number').fill(user.mobile);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.locator('#main').getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('banner').getByText('Balance', { exact: true })).toBeVisible();
  // The push-notification prompt comes 3 s after sign-in; answered once, it never returns.
  await page.getByRole('button', { name: 'Cancel' }).click();
}

async function openWithdraw(page: Page): Promise<void> {
  await page.goto('/wallet-withdraw');
  await expect(page.getByRole('heading', { name: 'Withdraw', exact: true })).toBeVisible();
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** A success or error banner with this text. */
const notice = (page: Page, text: string | RegExp): Locator =>
  page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text }).first();

const historyRow = (page: Page, transactionId: string): Locator =>
  page.locator('.history-row').filter({ has: page.getByText(transactionId, { exact: true }) });

test('set the withdraw password with an OTP: a burned OTP, a countdown run out, a resend, a reload; then change it', async ({ page, request }, testInfo) => {
  const user = await signUp(request);
  // The client's countdown is fast-forwarded; the server's OTPs keep their real 300 s.
  await page.clock.install();
  await signIn(page, user);
  await openWithdraw(page);
  await page.getByRole('button', { name: 'Set Withdraw Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw Password' });
  await expect(dialog.getByText('OTP valid for 05:00')).toBeVisible();
  const firstOtp = await withdrawOtp(request, user);

  const otpField = dialog.getByLabel('OTP', { exact: true });
  const save = dialog.getByRole('button', { name: 'Save Withdraw Password' });
  await save.click();
  await expect(dialog.getByText('Please Enter OTP')).toBeVisible();
  await expect(dialog.getByText('Please Enter Withdraw Password')).toBeVisible();
  await expect(dialog.getByText('Please Enter Confirm Withdraw Password')).toBeVisible();
  await otpField.fill('123');
  await dialog.getByLabel('New Withdraw Password').fill('weak');
  await dialog.getByLabel('Confirm Withdraw Password').fill('other');
  await save.click();
  await expect(dialog.getByText('Please Enter 6 Digit OTP')).toBeVisible();
  await expect(dialog.getByText(/^Withdraw Password Must Be 8 To 20 Characters/)).toBeVisible();
  await dialog.getByLabel('New Withdraw Password').fill(WITHDRAW_PASSWORD);
  await dialog.getByLabel('Confirm Withdraw Password').fill(WITHDRAW_PASSWORD);
  await page.screenshot({ path: testInfo.outputPath('withdraw-password-otp.png') });

  // Five wrong codes burn the OTP: the server calls it expired, the countdown ends, resend shows.
  const wrongOtp = firstOtp === '000000' ? '111111' : '000000';
  for (let attempt = 1; attempt < 5; attempt++) {
    await otpField.fill(wrongOtp);
    await save.click();
    await expect(notice(page, 'Invalid OTP')).toBeVisible();
    await expect(notice(page, 'Invalid OTP')).toBeHidden();
  }
  await otpField.fill(wrongOtp);
  await save.click();
  await expect(notice(page, 'OTP Expired')).toBeVisible();
  const resend = dialog.getByRole('button', { name: 'Resend OTP' });
  await expect(resend).toBeVisible();
  await otpField.fill(firstOtp);
  await save.click();
  await expect(notice(page, 'OTP Expired')).toBeVisible();

  await resend.click();
  await expect(dialog.getByText('OTP valid for 05:00')).toBeVisible();
  const secondOtp = await withdrawOtp(request, user);
  expect(secondOtp).not.toBe(firstOtp);

  // A reload keeps the deadline: the countdown goes on and no other OTP is sent.
  await page.clock.fastForward('01:00');
  await page.reload();
  await page.getByRole('button', { name: 'Set Withdraw Password' }).click();
  await expect(dialog.getByText(/OTP valid for 0[34]:\d\d/)).toBeVisible();
  expect(await withdrawOtp(request, user)).toBe(secondOtp);

  // The countdown runs out: resend again.
  await page.clock.fastForward('04:30');
  await expect(resend).toBeVisible();
  await resend.click();
  await expect(dialog.getByText('OTP valid for 05:00')).toBeVisible();
  const thirdOtp = await withdrawOtp(request, user);
  expect(thirdOtp).not.toBe(secondOtp);
  await otpField.fill(thirdOtp);
  await dialog.getByLabel('New Withdraw Password').fill(WITHDRAW_PASSWORD);
  await dialog.getByLabel('Confirm Withdraw Password').fill(WITHDRAW_PASSWORD);
  await save.click();
  await expect(notice(page, 'Withdraw password reset successfully.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Update transaction password: the current one is checked by the server.
  await page.getByRole('button', { name: 'Change Withdraw Password' }).click();
  const change = page.getByRole('dialog', { name: 'Change Withdraw Password' });
  await change.getByLabel('Current Withdraw Password').fill('Wrong@2024');
  await change.getByLabel('New Withdraw Password').fill('Badal@2025');
  await change.getByLabel('Confirm Withdraw Password').fill('Badal@2025');
  await change.getByRole('button', { name: 'Update Withdraw Password' }).click();
  await expect(notice(page, 'Current withdraw password is incorrect.')).toBeVisible();
  await change.getByLabel('Current Withdraw Password').fill(WITHDRAW_PASSWORD);
  await change.getByRole('button', { name: 'Update Withdraw Password' }).click();
  await expect(notice(page, 'Withdraw password updated successfully.')).toBeVisible();
  await expect(change).toBeHidden();
});

test('add a bank, a UPI and a USDT account, meeting every validation message once; delete one', async ({ page, request }, testInfo) => {
  const user = await signUp(request);
  await setWithdrawPassword(request, user);
  await signIn(page, user);
  await openWithdraw(page);
  await expect(page.getByText('Add Acccount To Withdraw...')).toBeVisible();
  await expectNoAxeViolations(page);

  const dialog = page.getByRole('dialog', { name: 'Add Account' });
  const saveAccount = dialog.getByRole('button', { name: 'Save Account' });
  const passwordField = dialog.getByLabel('Withdraw Password', { exact: true });
  await page.getByRole('button', { name: 'Add Account' }).click();
  await saveAccount.click();
  await expect(dialog.getByText('Please Select Payment Method.')).toBeVisible();
  await expect(dialog.getByText('Please Enter Withdraw Password')).toBeVisible();

  // Bank
  await dialog.getByRole('radio', { name: 'Bank' }).check();
  await saveAccount.click();
  await expect(dialog.getByText('Please Select Bank Name.')).toBeVisible();
  await expect(dialog.getByText('Account holder name is required.')).toBeVisible();
  await expect(dialog.getByText('Account Number must be a valid numeric value between 9 to 18 digits')).toBeVisible();
  await expect(dialog.getByText('IFSC code should be 11 Alphanumeric Characters')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('add-account-errors.png') });
  const holder = dialog.getByLabel('Account Holder Name');
  await holder.fill('Ra');
  await saveAccount.click();
  await expect(dialog.getByText('Account holder name must be 3-100 characters.')).toBeVisible();
  await holder.fill('Rahul 5harma');
  await saveAccount.click();
  await expect(dialog.getByText('Account holder name can contain only letters, spaces, dots and hyphens.')).toBeVisible();
  await dialog.getByLabel('Bank Name').selectOption({ index: 1 });
  await holder.fill('Rahul Sharma');
  await dialog.getByLabel('Account Number').fill('5001 2345 6789');
  await dialog.getByLabel('IFSC Code').fill('hdfc0001234');
  await expect(dialog.getByLabel('IFSC Code')).toHaveValue('HDFC0001234');
  await passwordField.fill('Wrong@2024');
  await saveAccount.click();
  await expect(notice(page, 'Incorrect withdraw password.')).toBeVisible();
  await passwordField.fill(WITHDRAW_PASSWORD);
  await saveAccount.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('500123456789')).toBeVisible();

  // UPI, with a QR image checked by its bytes
  await page.getByRole('button', { name: 'Add Account' }).click();
  await dialog.getByRole('radio', { name: 'UPI' }).check();
  await expect(dialog.getByText('If the QR code is not detected, the exchange is not responsible for any losses.')).toBeVisible();
  await passwordField.fill(WITHDRAW_PASSWORD);
  await saveAccount.click();
  await expect(dialog.getByText('At least one field is required UPI ID or QR code.')).toBeVisible();
  await dialog.getByLabel('UPI ID').fill('ab@');
  await saveAccount.click();
  await expect(dialog.getByText('UPI ID must be 5-50 characters in the form name@bank.')).toBeVisible();
  const qrField = dialog.getByLabel('QR Code');
  await qrField.setInputFiles({ name: 'qr.png', mimeType: 'image/png', buffer: Buffer.from('not really an image') });
  await expect(
    dialog.getByText('Invalid file type. Only JPG, JPEG, PNG, and WEBP image formats are allowed, and file size must be under 5 MB.'),
  ).toBeVisible();
  await qrField.setInputFiles({ name: 'qr.png', mimeType: 'image/png', buffer: PNG_BYTES });
  await expect(dialog.getByText('QR code uploaded.')).toBeVisible();
  await dialog.getByLabel('UPI ID').fill('rahul.sharma@okhdfc');
  await saveAccount.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('rahul.sharma@okhdfc')).toBeVisible();

  // USDT wallet
  await page.getByRole('button', { name: 'Add Account' }).click();
  await dialog.getByRole('radio', { name: 'USDT Wallet' }).check();
  await passwordField.fill(WITHDRAW_PASSWORD);
  const walletId = dialog.getByLabel('Wallet ID');
  await walletId.fill('short');
  await saveAccount.click();
  await expect(dialog.getByText('Wallet ID must be 8-20 characters: letters, digits, hyphen, underscore or @.')).toBeVisible();
  await walletId.fill('TRX-wallet_0042');
  await saveAccount.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('TRX-wallet_0042')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('withdraw-accounts.png'), fullPage: true });
  await expectNoAxeViolations(page);

  // Delete asks first.
  const usdtCard = page.getByRole('listitem').filter({ hasText: 'TRX-wallet_0042' });
  await usdtCard.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Account' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(notice(page, 'Account deleted successfully.')).toBeVisible();
  await expect(page.getByText('TRX-wallet_0042')).toBeHidden();
  await expect(page.getByText('500123456789')).toBeVisible();
});

test('withdraw: too much is refused, a double click sends one request, the row is Pending, cancel restores the balance', async ({ page, request }, testInfo) => {
  const user = await signUp(request);
  await fund(request, user, 1000);
  await setWithdrawPassword(request, user);
  await addBankAccount(request, user);
  await signIn(page, user);
  await openWithdraw(page);
  await expect(page.getByText('Available to withdraw: ₹1,000.00')).toBeVisible();

  const amount = page.getByLabel('Withdraw Amount');
  const submit = page.getByRole('button', { name: 'Withdraw', exact: true });
  await page.getByRole('radio').first().check();
  await amount.fill('50');
  await expect(page.getByText('Please enter amount greater than equal to 100')).toBeVisible();
  await amount.fill('5000');
  await expect(page.getByText('Insufficient balance.')).toBeVisible();
  await expect(submit).toBeDisabled();
  await amount.fill('600');
  await expect(page.getByText('Insufficient balance.')).toBeHidden();
  await page.screenshot({ path: testInfo.outputPath('withdraw-amount.png'), fullPage: true });
  await submit.dblclick();
  await expect(page).toHaveURL(/\/$/);
  await expect(notice(page, /success/i)).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('400.00');
  expect(await withdrawalsOf(request, user)).toEqual([expect.objectContaining({ status: 'pending', amount: 600 })]);

  await openWithdraw(page);
  const row = page.locator('.history-row').filter({ hasText: '₹600.00' });
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: 'Cancel Request' }).click();
  await expect(row.getByText('cancelled', { exact: true })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('1,000.00');
  await expect(page.getByText('Available to withdraw: ₹1,000.00')).toBeVisible();
});

test("the operator's changes arrive live, also after the server dropped the socket", async ({ page, request }, testInfo) => {
  const user = await signUp(request);
  await fund(request, user, 2000);
  await setWithdrawPassword(request, user);
  const accountId = await addBankAccount(request, user);
  const transactionId = await requestWithdrawal(request, user, accountId, 700);
  await signIn(page, user);
  await openWithdraw(page);
  const row = historyRow(page, transactionId);
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();

  expect(await operator('approve-in-process', transactionId)).toContain('approve_in_process');
  await expect(row.getByText('Approve In Process', { exact: true })).toBeVisible();
  await expect(notice(page, 'New Notification...')).toBeVisible();

  // The server drops every socket; the page reconnects by itself, says so, and re-subscribes.
  const backOnline = page.getByText('You are back online.');
  const restart = await request.post('/dev/realtime/restart');
  expect(restart.ok()).toBe(true);
  await backOnline.waitFor();
  await page.screenshot({ path: testInfo.outputPath('back-online.png') });
  await expect(backOnline).toBeHidden();

  expect(await operator('approve', transactionId)).toContain('approve_completed');
  await expect(row.getByText('Approved', { exact: true })).toBeVisible();
});
