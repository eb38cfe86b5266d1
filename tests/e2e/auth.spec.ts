/**
 * Signing up, in and out through the real UI against the reference server (issue 3). Seed users
 * (server/db/seeds/users.ts) exist on both demo sites: `localhost` signs in by mobile, `127.0.0.1`
 * by user ID. Both projects share one database per run, so a test that changes a user picks one
 * per project.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const PASSWORD = 'Khiladi@123';
const RAHUL = { userId: 'rahul01', mobile: '9876543210' };
const BY_USER_ID_SITE = 'http://127.0.0.1:8190';

async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** A mobile number nobody else in this run uses. */
const freshMobile = () => `9${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;

async function loginByMobile(page: Page, mobile: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Mobile Number').fill(mobile);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await submitLogin(page).click();
}

/** The form's Login button (the header has one too while signed out). */
const submitLogin = (page: Page) => page.getByRole('main').getByRole('button', { name: 'Login', exact: true });

const balance = (page: Page) => page.getByRole('banner').getByText('Balance', { exact: true });

async function logout(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
}

test('sign up with an OTP, log out, and log in again by mobile', async ({ page, request }, testInfo) => {
  const mobile = freshMobile();
  await page.goto('/sign-up');
  await expectNoAxeViolations(page);
  await page.getByLabel('Mobile Number').fill(mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText(/OTP valid for 0[45]:\d\d/)).toBeVisible();
  const otp = await request.get(`/dev/otp?mobile=${mobile}&domain=localhost`);
  const { data } = (await otp.json()) as { data: { otp: string } };
  await page.getByLabel('OTP', { exact: true }).fill(data.otp);
  await page.getByLabel('New Password').fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.screenshot({ path: testInfo.outputPath('sign-up-details.png'), fullPage: true });
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(balance(page)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await logout(page);
  await loginByMobile(page, mobile, PASSWORD);
  await expect(balance(page)).toBeVisible();
});

test('log in by mobile on localhost, with the amounts in the header', async ({ page }, testInfo) => {
  await page.goto('/login');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('login-mobile.png'), fullPage: true });
  await loginByMobile(page, RAHUL.mobile, PASSWORD);
  await expect(page.getByRole('banner')).toContainText('25,000.00');
  await page.screenshot({ path: testInfo.outputPath('signed-in-home.png') });
});

test('log in by user ID on 127.0.0.1', async ({ page }, testInfo) => {
  await page.goto(`${BY_USER_ID_SITE}/login`);
  await expect(page.getByLabel('Mobile Number')).toHaveCount(0);
  await page.getByLabel('User ID').fill(RAHUL.userId);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.screenshot({ path: testInfo.outputPath('login-user-id.png'), fullPage: true });
  await submitLogin(page).click();
  await expect(balance(page)).toBeVisible();
});

test('validation messages show under their fields; a wrong password is a toast', async ({ page }) => {
  await page.goto('/login');
  const mobile = page.getByLabel('Mobile Number');
  await mobile.fill('12345');
  await page.getByLabel('Password', { exact: true }).fill('x');
  await submitLogin(page).click();
  await expect(mobile).toHaveAccessibleDescription('Mobile Number Should Be Of 10 Digits.');
  await mobile.fill(RAHUL.mobile);
  await page.getByLabel('Password', { exact: true }).fill('Wrong@123');
  await submitLogin(page).click();
  await expect(page.getByRole('alert')).toContainText('Incorrect mobile number or password.');
  await expect(balance(page)).toHaveCount(0);
});

test('the password can be shown and hidden', async ({ page }) => {
  await page.goto('/login');
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('Secret@123');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
});

test('demo login shows the demo bar', async ({ page }, testInfo) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Demo Login' }).click();
  await expect(page.getByText('This is Demo ID')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('demo-bar.png') });
});

test('the welcome-bonus user sees their bar', async ({ page }) => {
  await loginByMobile(page, '9876543211', PASSWORD);
  await expect(page.getByText('Playing with Welcome Bonus')).toBeVisible();
});

test('a user who never logged in must change the password first', async ({ page }, testInfo) => {
  // Each project changes the password of the seed user on its own site.
  const onUserIdSite = testInfo.project.name === 'desktop';
  await page.goto(onUserIdSite ? `${BY_USER_ID_SITE}/login` : '/login');
  await page.getByLabel(onUserIdSite ? 'User ID' : 'Mobile Number').fill(onUserIdSite ? 'amit03' : '9876543212');
  await page.getByLabel('Password', { exact: true }).fill('Welcome@123');
  await submitLogin(page).click();
  await expect(page).toHaveURL(/\/profile\/CHANGE_PASSWORD$/);
  await page.goto(onUserIdSite ? `${BY_USER_ID_SITE}/faq` : '/faq');
  await expect(page).toHaveURL(/\/profile\/CHANGE_PASSWORD$/);
  // The notification prompt comes 3 s after signing in; this user says no (the unsubscribed flag).
  await page.getByRole('dialog', { name: 'Turn on notifications?' }).getByRole('button', { name: 'Cancel' }).click();
  await expectNoAxeViolations(page);
  await page.getByLabel('Current Password').fill('Welcome@123');
  await page.getByLabel('New Password').fill(PASSWORD);
  await page.getByLabel('Confirm Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Withdraw Password', { exact: true }).fill('Withdraw@123');
  await page.getByLabel('Confirm Withdraw Password').fill('Withdraw@123');
  await page.screenshot({ path: testInfo.outputPath('change-password.png'), fullPage: true });
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password changed successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('forgot password pages exist under both spellings and pass axe', async ({ page }, testInfo) => {
  for (const path of ['/forgot-password', '/forget-password']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
  }
  await page.screenshot({ path: testInfo.outputPath('forgot-password.png'), fullPage: true });
  await expectNoAxeViolations(page);
});

test('the header opens the login form as a modal', async ({ page }, testInfo) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await expect(dialog).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('login-modal.png') });
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Mobile Number').fill(RAHUL.mobile);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(balance(page)).toBeVisible();
  await expect(dialog).toHaveCount(0);
});

test('a signed-in user opening the login page goes Home', async ({ page }) => {
  await loginByMobile(page, RAHUL.mobile, PASSWORD);
  await expect(balance(page)).toBeVisible();
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  await expect(balance(page)).toBeVisible();
});
