/**
 * The account menu's copy modal (spec §1): the user ID and the withdraw ID the user quotes
 * to support, each copied with '{field} Copied Successfully'; the withdraw ID is the server's and
 * stays the same across reloads. A demo user, barred from the wallet, is not shown one.
 */
import { expect, test, type Page } from '@playwright/test';
import { bearer, dataOf } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { clickAndSeeNotice } from './support/notices.ts';
import { headerBalance, logInWithoutNotifications } from './support/session.ts';
import { signUpFreshUser } from './support/users.ts';

async function openCopyModal(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Copy', exact: true }).click();
  return page.getByRole('dialog', { name: 'Your User ID' });
}

test('the copy modal shows the withdraw ID and copies it', async ({ page, request, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const user = await signUpFreshUser(request);
  const { withdraw_id: withdrawId } = await dataOf<{ withdraw_id: string }>(
    request.get('/api/user/wallet-withdraw-id', { headers: bearer(user.token) }),
  );
  await logInWithoutNotifications(page, user);

  const modal = await openCopyModal(page);
  await expect(modal.getByTestId('withdraw-id')).toHaveText(withdrawId);
  await expectNoAxeViolations(page);
  await clickAndSeeNotice(page, modal.getByRole('button', { name: 'Copy Withdraw ID' }), 'Withdraw ID Copied Successfully');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(withdrawId);
  await clickAndSeeNotice(page, modal.getByRole('button', { name: 'Copy User ID' }), 'User ID Copied Successfully');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(user.userId);

  await page.reload();
  await expect(headerBalance(page)).toBeVisible();
  await expect((await openCopyModal(page)).getByTestId('withdraw-id')).toHaveText(withdrawId);

  // The withdraw screen shows the same ID, where the user is about to quote it.
  await page.goto('/wallet-withdraw');
  await expect(page.getByRole('main').getByTestId('withdraw-id')).toHaveText(withdrawId);
  await clickAndSeeNotice(page, page.getByRole('main').getByRole('button', { name: 'Copy Withdraw ID' }), 'Withdraw ID Copied Successfully');
});

test('a demo user sees no withdraw ID', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Demo Login' }).click();
  await expect(headerBalance(page)).toBeVisible();
  const modal = await openCopyModal(page);
  await expect(modal.getByRole('button', { name: 'Copy User ID' })).toBeVisible();
  await expect(modal.getByText('Withdraw ID')).toHaveCount(0);
});
