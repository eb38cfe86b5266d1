/**
 * The three defects black-box testing found, each replayed through the real UI against
 * the reference server:
 * - a demo user opening the withdraw screen is told the wallet is closed and sent Home, and no
 *   wallet call leaves the page;
 * - a text file named receipt.png is refused as a payment proof ('Invalid file type'), a
 *   spreadsheet too ('Please upload image'), and nothing is uploaded;
 * - a receipt whose only number is a help-line phone fills no UTR.
 */
import { randomInt } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page, type Request } from '@playwright/test';
import { makeReceipts } from '../../scripts/make-receipts.ts';
import { headerBalance, logInWithoutNotifications } from './support/session.ts';
import { signUpFreshUser } from './support/users.ts';

// Signing up, drawing a receipt and OCR share 2 cores with the server.
test.describe.configure({ timeout: 120_000 });

/** Every wallet-service call the page makes from now on (the balance poll is the user service's). */
function watchWalletCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/wallet/')) calls.push(request);
  });
  return calls;
}

async function demoLogin(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Demo Login' }).click();
  await expect(page.getByText('This is Demo ID')).toBeVisible();
  await expect(headerBalance(page)).toBeVisible();
}

test('a demo user who opens /wallet-withdraw is told the wallet is closed and sent Home, with no wallet call', async ({ page }) => {
  await demoLogin(page);
  const walletCalls = watchWalletCalls(page);
  await page.goto('/wallet-withdraw');
  await expect(page.getByText('Wallet access is restricted for demo users')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Try Again' })).toHaveCount(0);
  expect(walletCalls.map((request) => request.url())).toEqual([]);
});

test('a demo user who taps Withdraw in the menu is sent Home, with no wallet call', async ({ page }) => {
  await demoLogin(page);
  const walletCalls = watchWalletCalls(page);
  // On a phone the side menu opens from the header; on a desktop it is always shown.
  const openMenu = page.getByRole('button', { name: 'Open menu' });
  if (await openMenu.isVisible()) await openMenu.click();
  await page.locator('#side-menu').getByRole('link', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByText('Wallet access is restricted for demo users')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(walletCalls.map((request) => request.url())).toEqual([]);
});

/** A fresh user on the payment method screen, Bank Transfer chosen. */
async function toProofUpload(page: Page, request: Parameters<typeof signUpFreshUser>[0]): Promise<void> {
  const user = await signUpFreshUser(request);
  await logInWithoutNotifications(page, user);
  await page.goto('/wallet-deposit');
  await expect(page.getByText(/^Min ₹100\.00/)).toBeVisible();
  await page.getByLabel('Amount').fill('500');
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page).toHaveURL(/\/deposit-payment-method$/);
  await page.getByRole('tab', { name: /^Bank Transfer/ }).click();
}

test('a text file named receipt.png, or a spreadsheet, is refused as a payment proof and nothing is uploaded', async ({ page, request }) => {
  await toProofUpload(page, request);
  const uploads: Request[] = [];
  page.on('request', (sent) => {
    const path = new URL(sent.url()).pathname;
    if (path === '/api/wallet/upload-url-request' || path.startsWith('/uploads/') || path === '/api/wallet/auto-utr') uploads.push(sent);
  });
  const folder = mkdtempSync(join(tmpdir(), 'proof-types-'));
  const textAsPng = join(folder, 'receipt.png');
  writeFileSync(textAsPng, 'Payment received\nUTR 412345678901, amount 500\n');
  const proofInput = page.getByLabel('Payment Proof (screenshot)');
  await proofInput.setInputFiles(textAsPng);
  await expect(page.getByText('Invalid file type')).toBeVisible();

  const spreadsheet = join(folder, 'statement.csv');
  writeFileSync(spreadsheet, 'date,amount,utr\n2024-01-15,500,412345678901\n');
  await proofInput.setInputFiles(spreadsheet);
  await expect(page.getByText('Please upload image').first()).toBeVisible();

  // Submitting asks for a proof: none was taken.
  await page.getByLabel('UTR Number').fill(`7${String(randomInt(0, 100_000_000_000)).padStart(11, '0')}`);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please Upload Payment Proof')).toBeVisible();
  await expect(page).toHaveURL(/\/deposit-payment-method$/);
  expect(uploads.map((sent) => sent.url())).toEqual([]);
});

test('a receipt whose only number is a help-line phone fills no UTR', async ({ page, request }) => {
  await toProofUpload(page, request);
  const folder = mkdtempSync(join(tmpdir(), 'helpline-'));
  const [entry] = await makeReceipts(folder, { seed: randomInt(0, 1_000_000_000), layouts: ['negative-helpline-phone'] });
  expect(entry?.utr).toBeNull();
  await page.getByLabel('Payment Proof (screenshot)').setInputFiles(join(folder, entry!.file));
  // On-device OCR, then (if it loses its race) the server's auto UTR: both read the receipt.
  await expect(page.getByRole('status').filter({ hasText: /Reading the UTR|Uploading/ })).toBeHidden({ timeout: 60_000 });
  await expect(page.getByLabel('UTR Number')).toHaveValue('');
});
