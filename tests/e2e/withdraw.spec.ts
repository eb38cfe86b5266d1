/**
 * Withdrawing through the real UI against the reference server: the withdraw password
 * with its OTP, saved accounts, withdraw requests, their history, the operator's changes arriving
 * live over the socket, and the socket coming back after the server drops it.
 *
 * Every test signs up its own user through the API (the phone and desktop projects share one
 * database, and withdraw state would collide): a new user has no accounts and no withdraw password,
 * as the seeded rahul01 has. What a test only needs as a starting point (money, a withdraw
 * password, an account, a request) is made through the API; what it checks is done in the page.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { bearer, dataOf } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { clickAndSeeNotice, notice } from './support/notices.ts';
import { operatorCli } from './support/operator.ts';
import { logInWithoutNotifications } from './support/session.ts';
import { signUpFreshUser, type TestUser } from './support/users.ts';
import {
  addBankAccount,
  addMoneyThroughGateway,
  historyOf,
  requestWithdrawal,
  setWithdrawPassword,
  WITHDRAW_PASSWORD,
  withdrawPasswordOtp,
} from './support/wallet.ts';

/** A 1×1 PNG: a QR image the server accepts by its bytes. */
const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function openWithdraw(page: Page): Promise<void> {
  await page.goto('/wallet-withdraw');
  await expect(page.getByRole('heading', { name: 'Withdraw', exact: true })).toBeVisible();
}

/** A new user with money, a withdraw password and a saved bank account, all made through the API. */
async function userReadyToWithdraw(request: APIRequestContext, rupees: number): Promise<{ user: TestUser; accountId: number }> {
  const user = await signUpFreshUser(request);
  await addMoneyThroughGateway(request, user, rupees);
  await setWithdrawPassword(request, user);
  return { user, accountId: await addBankAccount(request, user) };
}

/** The withdraw screen's Available, under the funds' names (decision 221). */
const availableFigure = (page: Page): Locator =>
  page.getByTestId('funds-figures').locator('div').filter({ has: page.getByText('Available', { exact: true }) }).locator('dd');

const historyRow = (page: Page, transactionId: string): Locator =>
  page.locator('.history-row').filter({ has: page.getByText(transactionId, { exact: true }) });

/** A fresh OTP's countdown: 05:00, or a few seconds less on a loaded machine (the installed clock runs in real time). */
const FRESH_OTP_COUNTDOWN = /OTP valid for (05:00|04:[45]\d)/;

test('set the withdraw password with an OTP: a burned OTP, a countdown run out, a resend, a reload; then change it', async ({ page, request }, testInfo) => {
  const user = await signUpFreshUser(request);
  // The client's countdown is fast-forwarded; the server's OTPs keep their real 300 s.
  await page.clock.install();
  await logInWithoutNotifications(page, user);
  await openWithdraw(page);
  await page.getByRole('button', { name: 'Set Withdraw Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw Password' });
  await expect(dialog.getByText(FRESH_OTP_COUNTDOWN)).toBeVisible();
  const firstOtp = await withdrawPasswordOtp(request, user);

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
  await otpField.fill(wrongOtp);
  await clickAndSeeNotice(page, save, 'Invalid OTP');
  for (let attempt = 2; attempt < 5; attempt++) {
    const refused = page.waitForResponse((response) => response.url().includes('/reset-withdrawal-password'));
    await save.click();
    expect((await refused).status()).toBe(400);
  }
  await clickAndSeeNotice(page, save, 'OTP Expired');
  const resend = dialog.getByRole('button', { name: 'Resend OTP' });
  await expect(resend).toBeVisible();
  await otpField.fill(firstOtp);
  await clickAndSeeNotice(page, save, 'OTP Expired');

  await resend.click();
  await expect(dialog.getByText(FRESH_OTP_COUNTDOWN)).toBeVisible();
  const secondOtp = await withdrawPasswordOtp(request, user);
  expect(secondOtp).not.toBe(firstOtp);

  // A reload keeps the deadline: the countdown goes on and no other OTP is sent.
  await page.clock.fastForward('01:00');
  await page.reload();
  await page.getByRole('button', { name: 'Set Withdraw Password' }).click();
  await expect(dialog.getByText(/OTP valid for 0[34]:\d\d/)).toBeVisible();
  expect(await withdrawPasswordOtp(request, user)).toBe(secondOtp);

  // The countdown runs out: resend again.
  await page.clock.fastForward('04:30');
  await expect(resend).toBeVisible();
  await resend.click();
  await expect(dialog.getByText(FRESH_OTP_COUNTDOWN)).toBeVisible();
  const thirdOtp = await withdrawPasswordOtp(request, user);
  expect(thirdOtp).not.toBe(secondOtp);
  await otpField.fill(thirdOtp);
  await dialog.getByLabel('New Withdraw Password').fill(WITHDRAW_PASSWORD);
  await dialog.getByLabel('Confirm Withdraw Password').fill(WITHDRAW_PASSWORD);
  await clickAndSeeNotice(page, save, 'Withdraw password reset successfully.');
  await expect(dialog).toBeHidden();

  // Update transaction password: the current one is checked by the server.
  await page.getByRole('button', { name: 'Change Withdraw Password' }).click();
  const change = page.getByRole('dialog', { name: 'Change Withdraw Password' });
  await change.getByLabel('Current Withdraw Password').fill('Wrong@2024');
  await change.getByLabel('New Withdraw Password').fill('Badal@2025');
  await change.getByLabel('Confirm Withdraw Password').fill('Badal@2025');
  const update = change.getByRole('button', { name: 'Update Withdraw Password' });
  await clickAndSeeNotice(page, update, 'Current withdraw password is incorrect.');
  await change.getByLabel('Current Withdraw Password').fill(WITHDRAW_PASSWORD);
  await clickAndSeeNotice(page, update, 'Withdraw password updated successfully.');
  await expect(change).toBeHidden();
});

/** A new user with a withdraw password, signed in, on the withdraw screen; and the Add account form's parts. */
async function startAddingAccounts(page: Page, request: APIRequestContext) {
  const user = await signUpFreshUser(request);
  await setWithdrawPassword(request, user);
  await logInWithoutNotifications(page, user);
  await openWithdraw(page);
  const dialog = page.getByRole('dialog', { name: 'Add Account' });
  return {
    dialog,
    saveAccount: dialog.getByRole('button', { name: 'Save Account' }),
    passwordField: dialog.getByLabel('Withdraw Password', { exact: true }),
    open: () => page.getByRole('button', { name: 'Add Account' }).click(),
  };
}

test('add a bank account, meeting each of its validation messages once', async ({ page, request }, testInfo) => {
  const { dialog, saveAccount, passwordField, open } = await startAddingAccounts(page, request);
  await expect(page.getByText('Add Acccount To Withdraw...')).toBeVisible();
  await open();
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
  await clickAndSeeNotice(page, saveAccount, 'Incorrect withdraw password.');
  await passwordField.fill(WITHDRAW_PASSWORD);
  await saveAccount.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('500123456789')).toBeVisible();
});

test('add a UPI account with a QR image and a USDT wallet, meeting their validation messages once; delete one', async ({ page, request }, testInfo) => {
  const { dialog, saveAccount, passwordField, open } = await startAddingAccounts(page, request);
  // UPI, with a QR image checked by its bytes
  await open();
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
  await open();
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
  await clickAndSeeNotice(page, confirm.getByRole('button', { name: 'Delete' }), 'Account deleted successfully.');
  await expect(page.getByText('TRX-wallet_0042')).toBeHidden();
  await expect(page.getByText('rahul.sharma@okhdfc')).toBeVisible();
});

test('withdraw: too much is refused, a double click sends one request, the row is Pending, cancel restores the balance', async ({ page, request }, testInfo) => {
  const { user } = await userReadyToWithdraw(request, 1000);
  await logInWithoutNotifications(page, user);
  await openWithdraw(page);
  await expect(availableFigure(page)).toHaveText('₹1,000.00');

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
  await clickAndSeeNotice(page, submit, /success/i, 'dblclick');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner')).toContainText('400.00');
  expect(await historyOf(request, user, 'client_withdrawal')).toEqual([expect.objectContaining({ status: 'pending', amount: 600 })]);

  await openWithdraw(page);
  const row = page.locator('.history-row').filter({ hasText: '₹600.00' });
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: 'Cancel Request' }).click();
  await expect(row.getByText('cancelled', { exact: true })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('1,000.00');
  await expect(availableFigure(page)).toHaveText('₹1,000.00');
});

test("the operator's changes arrive live, also after the server dropped the socket", async ({ page, request }, testInfo) => {
  const { user, accountId } = await userReadyToWithdraw(request, 2000);
  const transactionId = await requestWithdrawal(request, user, accountId, 700);
  await logInWithoutNotifications(page, user);
  await openWithdraw(page);
  const row = historyRow(page, transactionId);
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();

  // The toast lasts 2 s: watch for it from before the operator acts.
  const toast = notice(page, 'New Notification...').waitFor();
  expect(await operatorCli('approve-in-process', transactionId)).toContain('approve_in_process');
  await toast;
  await expect(row.getByText('Approve In Process', { exact: true })).toBeVisible();

  // The server drops every socket; the page reconnects by itself, says so, and re-subscribes.
  const backOnline = page.getByText('You are back online.');
  const restart = await request.post('/dev/realtime/restart');
  expect(restart.ok()).toBe(true);
  await backOnline.waitFor();
  await page.screenshot({ path: testInfo.outputPath('back-online.png') });
  await expect(backOnline).toBeHidden();

  expect(await operatorCli('approve', transactionId)).toContain('approve_completed');
  await expect(row.getByText('Approved', { exact: true })).toBeVisible();
});

test("withdraw's Available reconciles with the header: Balance and Exposure under the header's names and figures (decision 221)", async ({ page, request }) => {
  const { user } = await userReadyToWithdraw(request, 1000);
  // An open bet holds exposure: on the bookmaker of the next cricket match to start (a seeded match's
  // markets close when the engine ends it, which may come before this test runs).
  const cricket = await dataOf<{ event_id: string; open_date: string }[]>(request.get('/api/sports/matches/4'));
  const next = cricket.filter((event) => new Date(event.open_date).getTime() > Date.now() + 60_000).sort((a, b) => a.open_date.localeCompare(b.open_date))[0];
  expect(next, 'an upcoming cricket match').toBeDefined();
  const eventId = next!.event_id;
  await expect(async () => {
    const placed = await request.post('/api/user/save-bet', {
      headers: { ...bearer(user.token), 'Idempotency-Key': randomUUID() },
      data: { event_id: eventId, market_id: `${eventId}.bm`, selection_id: `${eventId}.h.bm`, type: 'back', odds: 1, stake: 100, accept_any_odds: true },
    });
    expect(placed.status(), await placed.text()).toBe(200);
  }).toPass({ timeout: 30_000 });
  await logInWithoutNotifications(page, user);
  await openWithdraw(page);
  const header = page.getByRole('banner');
  const headerFigure = (name: string) => header.locator('.wallet-summary__item').filter({ hasText: name }).locator('dd');
  const figure = (name: string) =>
    page.getByTestId('funds-figures').locator('div').filter({ has: page.getByText(name, { exact: true }) }).locator('dd');
  const rupees = async (locator: Locator) => Number((await locator.innerText()).replace(/[₹,\s]/g, ''));

  await expect(headerFigure('Exposure')).not.toHaveText('0.00');
  await expect(figure('Balance')).toHaveText(`₹${await headerFigure('Balance').innerText()}`);
  await expect(figure('Exposure')).toHaveText(`₹${await headerFigure('Exposure').innerText()}`);
  const [balance, exposure, bonus, available] = await Promise.all(['Balance', 'Exposure', 'Bonus', 'Available'].map((name) => rupees(figure(name))));
  expect(exposure).toBeLessThan(0);
  expect(available).toBeCloseTo(balance! + exposure! - bonus!, 2);
  await expect(page.getByText('Available = Balance + Exposure − Bonus.', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);
});
