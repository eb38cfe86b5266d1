/**
 * Staying signed in and being thrown out (issue 3): the `?auth=` link, a 401 that forces a logout
 * with its message, a server-side ban caught by the balance poll, the offer pop-up of business
 * type 2, and the language switch. Tokens come from the real login call.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

const PASSWORD = 'Khiladi@123';
const BY_USER_ID_SITE = 'http://127.0.0.1:8190';
const OPERATOR = { Authorization: 'Bearer operator' };

const balance = (page: Page) => page.getByRole('banner').getByText('Balance', { exact: true });

async function tokenOf(request: APIRequestContext, mobile: string): Promise<string> {
  const reply = await request.post('/api/user/login', { data: { mobile, password: PASSWORD, domain: 'localhost' } });
  expect(reply.ok()).toBe(true);
  return ((await reply.json()) as { data: { token: string } }).data.token;
}

test('an ?auth= link signs in, leaves the address at once, and a 401 then logs out with its message', async ({ page, request }) => {
  const token = await tokenOf(request, '9876543210');
  await page.goto(`/faq?auth=${token}`);
  await expect(balance(page)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(page.url()).not.toContain(token);
  // The token is revoked elsewhere: the next poll answers 401.
  await request.post('/api/user/logout', { headers: { Authorization: `Bearer ${token}` } });
  await expect(page.getByRole('alert')).toContainText('You Have Been Logged Out From This Device.');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
});

test('a ban by the operator logs the user out within one poll', async ({ page, request }, testInfo) => {
  // Each project bans the seed user on its own site.
  const domain = testInfo.project.name === 'desktop' ? '127.0.0.1' : 'localhost';
  const base = domain === 'localhost' ? '' : BY_USER_ID_SITE;
  await page.goto(`${base}/login`);
  await page.getByLabel(domain === 'localhost' ? 'Mobile Number' : 'User ID').fill(domain === 'localhost' ? '9876543213' : 'vikram04');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Login', exact: true }).click();
  await expect(balance(page)).toBeVisible();
  const ban = await request.post('/operator/api/actions/ban', { headers: OPERATOR, data: { id: 'vikram04', domain } });
  expect(ban.ok()).toBe(true);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible({ timeout: 5_000 });
  await request.post('/operator/api/actions/unban', { headers: OPERATOR, data: { id: 'vikram04', domain } });
});

test('the offer pop-up shows on a business type 2 site and stays dismissed', async ({ page }, testInfo) => {
  await page.goto(`${BY_USER_ID_SITE}/login`);
  await page.getByLabel('User ID').fill('priya02');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Login', exact: true }).click();
  const offer = page.getByRole('dialog', { name: '5% bonus on your deposit' });
  await expect(offer).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('offer-popup.png') });
  await offer.getByRole('button', { name: 'Close' }).click();
  await expect(offer).toHaveCount(0);
  await page.reload();
  await expect(balance(page)).toBeVisible();
  await page.waitForTimeout(1_000); // longer than the pop-up's 500 ms delay
  await expect(offer).toHaveCount(0);
});

test('the language switches to Hindi and back', async ({ page }) => {
  await page.goto('/login');
  const language = page.getByRole('combobox', { name: 'Language' });
  await language.selectOption('hi');
  await expect(page.getByRole('heading', { name: 'लॉगिन' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await page.getByRole('combobox', { name: 'भाषा' }).selectOption('en');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
});
