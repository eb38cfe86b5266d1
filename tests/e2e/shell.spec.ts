/** The shell a visitor sees: header, footer, the pages without a sign-in, and where the routes lead. */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';

test('home shows the site with its header, announcement and footer', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page).toHaveTitle(/Khiladi/i);
  await page.screenshot({ path: testInfo.outputPath('home.png'), fullPage: true });
  await expectNoAxeViolations(page);
});

test('inplay is home opened on the in-play lists (no banners above them), with the footer', async ({ page }) => {
  await page.goto('/inplay');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('region', { name: 'In-Play' }).first()).toBeVisible();
  await expect(page.locator('.hero')).toHaveCount(0);
  // Each list row's prices have their column heads: 1 and 2 (X for a draw).
  await expect(page.locator('.event-row__head').first()).toHaveText('1');
});

test('faq answers questions and has no footer', async ({ page }, testInfo) => {
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('faq.png'), fullPage: true });
  await expectNoAxeViolations(page);
});

test('an unknown route shows the 404 screen with a way home', async ({ page }, testInfo) => {
  await page.goto('/no-such-page');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByText('Not Found', { exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('not-found.png'), fullPage: true });
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Go To Homepage' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('maintenance when the site is not under maintenance goes home', async ({ page }) => {
  await page.goto('/maintenance');
  await expect(page).toHaveURL(/\/$/);
});

test('an area opens its own screen, named by its heading', async ({ page }) => {
  await page.goto('/matka');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/matka/i);
  await expectNoAxeViolations(page);
});

test('a signed-in area asks a visitor to log in first', async ({ page }) => {
  await page.goto('/refer-earn');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Login');
});
