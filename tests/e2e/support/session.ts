/** Signing in and out through the page, and the header that shows which of the two the page is in. */
import { expect, type Locator, type Page } from '@playwright/test';
import type { Account } from './users.ts';
import { BY_MOBILE_SITE, siteUrl } from './sites.ts';

/** The header's balance: shown only while signed in. */
export const headerBalance = (page: Page): Locator => page.getByRole('banner').getByText('Balance', { exact: true });

/** The header's Login button: shown only while signed out. */
export const headerLoginButton = (page: Page): Locator => page.getByRole('banner').getByRole('button', { name: 'Login' });

/** The login form's own Login button (the header has one too while signed out). */
export const loginFormButton = (page: Page): Locator => page.getByRole('main').getByRole('button', { name: 'Login', exact: true });

/** Opens the account's site's login page and types its mobile or user ID (by site) and password. */
export async function fillLoginForm(page: Page, account: Account): Promise<void> {
  await page.goto(siteUrl(account.domain, '/login'));
  if (account.domain === BY_MOBILE_SITE) await page.getByLabel('Mobile Number').fill(account.mobile);
  else await page.getByLabel('User ID').fill(account.userId);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
}

/** Fills the login form and submits it; what follows (Home, a forced password change…) is the test's to check. */
export async function submitLogin(page: Page, account: Account): Promise<void> {
  await fillLoginForm(page, account);
  await loginFormButton(page).click();
}

/** Logs in through the page and waits until the header shows the balance. */
export async function logIn(page: Page, account: Account): Promise<void> {
  await submitLogin(page, account);
  await expect(headerBalance(page)).toBeVisible();
}

const notificationPrompt = (page: Page): Locator => page.getByRole('region', { name: 'Turn on notifications?' });

/** Answers the push-notification prompt, which comes 3 s after signing in, with Cancel. */
export async function declineNotifications(page: Page): Promise<void> {
  await notificationPrompt(page).getByRole('button', { name: 'Cancel' }).click();
}

/**
 * Logs in and answers the push prompt, so it cannot cover what the test does next. The refusal is
 * saved in the background: a page loaded at once (page.goto) may ask again before it lands, so any
 * later prompt on this page is answered the same way whenever it covers what a test clicks.
 */
export async function logInWithoutNotifications(page: Page, account: Account): Promise<void> {
  await logIn(page, account);
  await declineNotifications(page);
  // Dispatched, not clicked: the prompt may be under another dialog, where a click would wait forever.
  await page.addLocatorHandler(notificationPrompt(page), (prompt) => prompt.getByRole('button', { name: 'Cancel' }).dispatchEvent('click'));
}

/**
 * Logs out from the account menu and waits for the fresh page: a logout clears what the page
 * stored, then reloads Home (src/app/restart-notice.ts), and the header offers Login before that
 * reload, so a test going on at once would race it.
 */
export async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  const reloaded = page.waitForEvent('load');
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await reloaded;
  await expect(headerLoginButton(page)).toBeVisible();
}
