/**
 * Depositing through the real UI against the reference server. Every test signs up its
 * own user (a fresh balance, its own stakes, no clash between the phone and desktop projects) and
 * draws its own receipt with a fresh UTR (the server refuses a UTR twice).
 */
import { randomInt } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { makeReceipts, type ReceiptEntry } from '../../scripts/make-receipts.ts';
import { notice } from './support/notices.ts';
import { operatorAction } from './support/operator.ts';
import { logInWithoutNotifications } from './support/session.ts';
import { signUpFreshUser, type TestUser } from './support/users.ts';
import { historyOf } from './support/wallet.ts';

// Signing up, drawing receipts and OCR share 2 cores with the server: give each test room.
test.describe.configure({ timeout: 120_000 });

/** A new user, signed in, on the amount screen; `whileLoading` runs once the screen shows, before its config is awaited. */
async function startDeposit(page: Page, request: APIRequestContext, whileLoading?: () => Promise<void>): Promise<TestUser> {
  const user = await signUpFreshUser(request);
  await logInWithoutNotifications(page, user);
  await page.goto('/wallet-deposit');
  await expect(page.getByRole('heading', { name: 'Deposit' })).toBeVisible();
  await whileLoading?.();
  // The wallet config has loaded: the site's range is shown.
  await expect(page.getByText(/^Min ₹100\.00/)).toBeVisible();
  return user;
}

async function toPaymentMethods(page: Page, amount: string): Promise<void> {
  await page.getByLabel('Amount').fill(amount);
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page).toHaveURL(/\/deposit-payment-method$/);
}

/** One receipt of `layout` with a UTR nobody used yet (a random seed: parallel workers draw at the same moment). */
async function receipt(layout: string): Promise<ReceiptEntry & { path: string }> {
  const folder = mkdtempSync(join(tmpdir(), 'receipts-'));
  const [entry] = await makeReceipts(folder, { seed: randomInt(0, 1_000_000_000), layouts: [layout] });
  if (!entry) throw new Error(`no receipt drawn for ${layout}`);
  return { ...entry, path: join(folder, entry.file) };
}

const depositsOf = (request: APIRequestContext, user: TestUser) => historyOf(request, user, 'client_deposit');

test('deposit by UPI: the UTR is read on the device, then the operator approves and the balance rises live', async ({ page, request }, testInfo) => {
  // The page's clock is faked from the start, so the OCR race's timer can be held below.
  await page.clock.install();
  const user = await startDeposit(page, request);
  await page.screenshot({ path: testInfo.outputPath('deposit-amount.png'), fullPage: true });
  await toPaymentMethods(page, '500');
  await page.getByRole('tab', { name: /^UPI/ }).click();
  await expect(page.getByText('khiladi.pay@okhdfc')).toBeVisible();
  const proofInput = page.getByLabel('Payment Proof (screenshot)');
  // A first pick that has no UTR starts the (self-hosted) OCR worker, as a payer's wrong first pick
  // would: on 2 shared cores a cold worker can lose the 6 s race, a warm one reads in about a second.
  await proofInput.setInputFiles((await receipt('pending-no-utr')).path);
  await expect(page.getByRole('status').filter({ hasText: /Reading the UTR|Uploading/ })).toBeHidden({ timeout: 60_000 });
  const autoUtrCalls: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/api/wallet/auto-utr')) autoUtrCalls.push(sent.url());
  });
  const proof = await receipt('phonepe');
  // The 6 s race timer is held while the device reads: what is checked is that the device reads the
  // UTR; how fast it does on busy cores is for the benchmarks (design §7), not for this test.
  await page.clock.pauseAt(Date.now() + 1_000);
  await proofInput.setInputFiles(proof.path);
  await expect(page.getByLabel('UTR Number')).toHaveValue(proof.utr ?? '', { timeout: 30_000 });
  expect(autoUtrCalls).toEqual([]);
  await page.clock.resume();
  await page.screenshot({ path: testInfo.outputPath('deposit-upi-filled.png'), fullPage: true });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(notice(page, /success/i)).toBeVisible();

  const [deposit] = await depositsOf(request, user);
  expect(deposit).toMatchObject({ status: 'pending', amount: 500 });
  await expect(page.getByRole('banner')).toContainText('0.00');
  // The operator console's JSON API, as `npm run operator -- approve <id>` uses it.
  const approve = await operatorAction(request, 'approve', { id: String(deposit?.transaction_id) });
  expect(approve.status()).toBe(200);
  // ₹500 plus the site's 5% UPI payment bonus (the tab's badge), credited on approval.
  await expect(page.getByRole('banner')).toContainText('525.00');
});

test('a proof OCR cannot read: the UTR is typed; and every validation message', async ({ page, request }) => {
  // Hold the wallet config: until it lands the machine ignores amounts, so the screen must not take them.
  let releaseConfig = () => {};
  const configHeld = new Promise<void>((resolve) => (releaseConfig = resolve));
  await page.route('**/api/wallet/wallet-config', async (route) => {
    await configHeld;
    await route.continue();
  });
  const user = await startDeposit(page, request, async () => {
    await expect(page.getByLabel('Amount')).not.toBeEditable();
    await expect(page.getByRole('button', { name: '+500', exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Edit Stake' })).toBeDisabled();
    // No range is shown as the site's before the site's range is known.
    await expect(page.getByText(/^Min ₹/)).toBeHidden();
    releaseConfig();
  });
  const amount = page.getByLabel('Amount');
  await expect(amount).toBeEditable();
  await amount.fill('5');
  await expect(page.getByText('The deposit amount must be between 100 and 1000000.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Deposit', exact: true })).toBeDisabled();
  await amount.fill('');
  await expect(page.getByText('Please Enter Deposit Amount')).toBeVisible();
  await toPaymentMethods(page, '1000');
  await page.getByRole('tab', { name: /^Bank Transfer/ }).click();

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please Upload Payment Proof')).toBeVisible();
  await expect(page.getByText('Please upload image')).toBeVisible();
  await expect(page.getByText('UTR number must be 10 to 15 digit')).toBeVisible();

  const folder = mkdtempSync(join(tmpdir(), 'bad-proofs-'));
  const notAnImage = join(folder, 'receipt.png');
  writeFileSync(notAnImage, Buffer.from([0x00, 0x01, 0x02, 0x03, 0x04, 0x05]));
  const proofInput = page.getByLabel('Payment Proof (screenshot)');
  await proofInput.setInputFiles(notAnImage);
  await expect(page.getByText('Invalid file type')).toBeVisible();
  const cutShort = join(folder, 'cut.png');
  writeFileSync(cutShort, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]));
  await proofInput.setInputFiles(cutShort);
  await expect(page.getByText('File seems corrupted and cannot be uploaded')).toBeVisible();

  const unreadable = await receipt('pending-no-utr');
  await proofInput.setInputFiles(unreadable.path);
  await expect(page.getByRole('status').filter({ hasText: /Reading the UTR|Uploading/ })).toBeHidden({ timeout: 30_000 });
  await expect(page.getByLabel('UTR Number')).toHaveValue('');
  await page.getByLabel('UTR Number').fill('12345');
  await expect(page.getByText('UTR number must be 10 to 15 digit')).toBeVisible();
  const typedUtr = `7${String(randomInt(0, 100_000_000_000)).padStart(11, '0')}`;
  await page.getByLabel('UTR Number').fill(typedUtr);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/$/);
  const [deposit] = await depositsOf(request, user);
  expect(deposit).toMatchObject({ amount: 1000, status: 'pending' });
});

test('crypto shows the amount divided by the multiplier; Edit Stake saves on the server', async ({ page, request }, testInfo) => {
  await startDeposit(page, request);
  await page.getByRole('button', { name: 'Edit Stake' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Stake' });
  await dialog.getByLabel('Stake 1').fill('50');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Stake value must be between 100 to 1Cr.')).toBeVisible();
  await dialog.getByLabel('Stake 1').fill('880');
  await page.screenshot({ path: testInfo.outputPath('edit-stake.png') });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved Successfully')).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: '+880' }).click();
  await expect(page.getByLabel('Amount')).toHaveValue('880');
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await page.getByRole('tab', { name: /^USDT/ }).click();
  await expect(page.locator('.deposit-pay__crypto')).toHaveText('10.00 USDT');
  await page.screenshot({ path: testInfo.outputPath('deposit-usdt.png'), fullPage: true });
});

test('payment gateway: pay credits the balance, fail does not', async ({ page, request }) => {
  await startDeposit(page, request);
  await toPaymentMethods(page, '300');
  await page.getByRole('tab', { name: /^Instant Pay/ }).click();
  // The payment has not been made yet: nobody is asked to confirm they made it.
  await expect(page.getByText('I confirm that I have made this payment', { exact: false })).toHaveCount(0);
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL(/\/gateway\/pay\//);
  await page.getByRole('button', { name: 'Fail payment' }).click();
  await expect(page.getByRole('banner')).toContainText('0.00');

  await page.goto('/wallet-deposit');
  await toPaymentMethods(page, '300');
  await page.getByRole('tab', { name: /^Instant Pay/ }).click();
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('banner')).toContainText('300.00');
});

test('payment gateway inside the product: fail, then pay, and the browser never leaves the site', async ({ page, request }, testInfo) => {
  const user = await startDeposit(page, request);
  await toPaymentMethods(page, '400');
  await page.getByRole('tab', { name: /^Pay In App/ }).click();
  await page.getByRole('button', { name: 'Pay Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay ₹ 400.00' });
  const gateway = page.frameLocator('iframe[title="Secure payment page"]');
  await gateway.getByRole('button', { name: 'Fail payment' }).click();
  await expect(notice(page, 'The payment did not go through. Nothing was added to your balance.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/deposit-payment-method$/);

  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(gateway.getByRole('button', { name: 'Pay ₹400.00' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('gateway-frame.png') });
  await gateway.getByRole('button', { name: 'Pay ₹400.00' }).click();
  await expect(notice(page, 'Payment received. Your balance is updated.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner')).toContainText('400.00');
  const deposits = await historyOf(request, user, 'client_deposit');
  expect(deposits.map((row) => row.status).sort()).toEqual(['approve_completed', 'reject_completed']);
});

test('payment gateway inside the product: closing the frame leaves the deposit pending, reopening continues it', async ({ page, request }) => {
  await startDeposit(page, request);
  await toPaymentMethods(page, '250');
  await page.getByRole('tab', { name: /^Pay In App/ }).click();
  await page.getByRole('button', { name: 'Pay Now' }).click();
  const gatewayFrame = page.locator('iframe[title="Secure payment page"]');
  const firstAddress = await gatewayFrame.getAttribute('src');
  await page.getByRole('button', { name: 'Close payment' }).click();
  await expect(gatewayFrame).toHaveCount(0);
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(gatewayFrame).toHaveAttribute('src', firstAddress!);
});

test('a demo user is barred from the wallet', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Demo Login' }).click();
  await expect(page.getByText('This is Demo ID')).toBeVisible();
  await page.goto('/wallet-deposit');
  await expect(page.getByText('Wallet access is restricted for demo users')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('a response lost after the server committed, and a double click, leave exactly one deposit', async ({ page, request }) => {
  const user = await startDeposit(page, request);
  await toPaymentMethods(page, '700');
  await page.getByRole('tab', { name: /^Bank Transfer/ }).click();
  const proof = await receipt('google-pay');
  await page.getByLabel('Payment Proof (screenshot)').setInputFiles(proof.path);
  await expect(page.getByLabel('UTR Number')).toHaveValue(proof.utr ?? '', { timeout: 15_000 });

  // The first deposit request reaches the server, which commits it; its reply never comes back.
  let lost = false;
  await page.route('**/api/wallet/wallet-deposit', async (route) => {
    if (lost) return route.continue();
    lost = true;
    await route.fetch();
    await route.abort('connectionreset');
  });
  await page.getByRole('button', { name: 'Submit' }).dblclick();
  await expect(page.getByText('Error: Check your NETWORK agian and refresh the page.')).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await depositsOf(request, user)).toHaveLength(1);
});

test('a reload while the deposit is being submitted resumes the same submission: one deposit', async ({ page, request }) => {
  const user = await startDeposit(page, request);
  await toPaymentMethods(page, '600');
  await page.getByRole('tab', { name: /^Bank Transfer/ }).click();
  const proof = await receipt('google-pay');
  await page.getByLabel('Payment Proof (screenshot)').setInputFiles(proof.path);
  await expect(page.getByLabel('UTR Number')).toHaveValue(proof.utr ?? '', { timeout: 15_000 });

  // The first request reaches the server, which commits it; its reply never comes, and the user
  // reloads. Later requests go through, and each one's Idempotency-Key is noted.
  const keys: string[] = [];
  let committed = false;
  await page.route('**/api/wallet/wallet-deposit', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (keys.length > 1) return route.continue();
    await route.fetch();
    committed = true;
    await new Promise(() => undefined);
  });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect.poll(() => committed).toBe(true);
  await page.reload();
  // The deposit screen sends the stored submission again, with the same key, and ends at Home.
  await expect.poll(() => keys.length, { timeout: 30_000 }).toBe(2);
  expect(keys[1]).toBe(keys[0]);
  await expect(page).toHaveURL(/\/$/);
  expect(await depositsOf(request, user)).toHaveLength(1);
});
