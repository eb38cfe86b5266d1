/**
 * The profile's responsible-gambling tools through the real UI: from the deposit screen to
 * the limits, a 24-hour deposit limit set at once and a raise left waiting 24 hours, a deposit above
 * the limit refused with the server's message, then a time-out confirmed. Phone and desktop
 * screenshots; axe clean. (The statement → profit and loss → bet walk is tests/e2e/reports.spec.ts.)
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { notice } from './support/notices.ts';
import { logInWithoutNotifications } from './support/session.ts';
import { signUpFreshUser } from './support/users.ts';

test('set a deposit limit, be refused above it, take a time-out', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const project = testInfo.project.name;
  const user = await signUpFreshUser(request);
  await logInWithoutNotifications(page, user);

  await page.goto('/wallet-deposit');
  await page.getByRole('link', { name: 'Set a deposit limit or take a break' }).click();
  await expect(page.getByRole('heading', { name: 'Deposit limits' })).toBeVisible();
  const day = page.getByTestId('limit-deposit-day');
  await expect(day).toContainText('No limit');

  await day.getByLabel('24 hours').fill('500');
  await day.getByRole('button', { name: 'Set' }).click();
  await expect(page.getByText('Saved Successfully')).toBeVisible();
  await expect(day).toContainText('₹500.00');
  // A raise waits 24 hours: the limit in force stays, the new one is shown as pending.
  await day.getByLabel('24 hours').fill('900');
  await day.getByRole('button', { name: 'Set' }).click();
  await expect(day).toContainText(/Rises to ₹900\.00 on \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await expect(day).toContainText('₹500.00');
  await page.screenshot({ path: testInfo.outputPath(`limits-${project}.png`), fullPage: true });
  await expectNoAxeViolations(page);

  // A deposit above the limit is refused by the server, with its message.
  await page.goto('/wallet-deposit');
  await page.getByLabel('Amount').fill('600');
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await page.getByRole('tab', { name: /^Instant Pay/ }).click();
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(notice(page, 'This deposit passes your deposit limit of ₹500.00 per 24 hours. You can deposit ₹500.00 more now.')).toBeVisible();
  await expect(page).toHaveURL(/\/deposit-payment-method$/);

  // A time-out, confirmed first, shows at once.
  await page.goto('/profile/RESPONSIBLE_GAMBLING');
  await page.getByRole('button', { name: 'Take a time-out' }).click();
  const confirm = page.getByRole('dialog', { name: 'Take a time-out?' });
  await expect(confirm).toContainText('You can still withdraw.');
  await page.screenshot({ path: testInfo.outputPath(`time-out-confirm-${project}.png`) });
  await confirm.getByRole('button', { name: 'Yes, start now' }).click();
  await expect(page.getByTestId('break-status')).toContainText(/You are on a time-out until \d{2}\/\d{2}\/\d{4}/);

  // The stake buttons, edited in the same Edit Stake modal as the deposit screen's.
  await page.getByRole('link', { name: 'Stakes' }).click();
  await expect(page.getByTestId('profile-stakes').getByRole('listitem')).toHaveCount(4);
  await page.getByRole('button', { name: 'Edit Stake' }).click();
  const stakes = page.getByRole('dialog', { name: 'Edit Stake' });
  await stakes.getByLabel('Stake 1').fill('250');
  await stakes.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved Successfully')).toBeVisible();
  await expect(page.getByTestId('profile-stakes')).toContainText('₹250');

  await page.getByRole('link', { name: 'Details' }).click();
  await expect(page.getByTestId('profile-user-id')).toHaveText(user.userId);
  await page.screenshot({ path: testInfo.outputPath(`profile-details-${project}.png`), fullPage: true });
  await expectNoAxeViolations(page);
});
