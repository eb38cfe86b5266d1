/**
 * Signing up, in and out through the real UI against the reference server. Seed users
 * (server/db/seeds/users.ts) exist on both demo sites: `localhost` signs in by mobile, `127.0.0.1`
 * by user ID. Both projects share one database per run, so a test that changes a user signs up its
 * own or picks a seed user per project; seed users are otherwise only read.
 */
import { expect, test } from '@playwright/test';
import { bearer, dataOf } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import {
  declineNotifications,
  fillLoginForm,
  headerBalance,
  headerLoginButton,
  logIn,
  loginFormButton,
  logOut,
  submitLogin,
} from './support/session.ts';
import { BY_MOBILE_SITE, BY_USER_ID_SITE, siteOfProject, siteUrl } from './support/sites.ts';
import { devOtp, freshMobile, sendOtp, seedAccount, signUpFreshUser, TEST_PASSWORD } from './support/users.ts';

const RAHUL = seedAccount('rahul01');

test('sign up with an OTP from a refer link, log out, and log in again by mobile', async ({ page, request }, testInfo) => {
  const referrer = await signUpFreshUser(request);
  const referral = () => dataOf<{ refer_code: string; referred_users: number }>(request.get('/api/user/refer-code', { headers: bearer(referrer.token) }));
  const { refer_code: referCode } = await referral();
  const mobile = freshMobile();
  await page.goto(`/sign-up?refer=${referCode}`);
  await expectNoAxeViolations(page);
  await page.getByLabel('Mobile Number').fill(mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText(/OTP valid for 0[45]:\d\d/)).toBeVisible();
  await page.getByLabel('OTP', { exact: true }).fill(await devOtp(request, mobile, 'register'));
  await page.getByLabel('New Password').fill(TEST_PASSWORD);
  await page.getByLabel('Confirm Password').fill(TEST_PASSWORD);
  // The refer link filled the refer code (the user could still change it).
  await expect(page.getByLabel('Refer Code')).toHaveValue(referCode);
  await page.screenshot({ path: testInfo.outputPath('sign-up-details.png'), fullPage: true });
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(headerBalance(page)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect((await referral()).referred_users).toBe(1);
  await logOut(page);
  await logIn(page, { domain: BY_MOBILE_SITE, userId: mobile, mobile, password: TEST_PASSWORD });
});

test('log in by mobile on localhost, with the amounts in the header', async ({ page }, testInfo) => {
  await page.goto('/login');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('login-mobile.png'), fullPage: true });
  await submitLogin(page, RAHUL);
  await expect(page.getByRole('banner')).toContainText('25,000.00');
  await page.screenshot({ path: testInfo.outputPath('signed-in-home.png') });
});

test('log in by user ID on 127.0.0.1', async ({ page }, testInfo) => {
  await fillLoginForm(page, seedAccount('rahul01', BY_USER_ID_SITE));
  await expect(page.getByLabel('Mobile Number')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('login-user-id.png'), fullPage: true });
  await loginFormButton(page).click();
  await expect(headerBalance(page)).toBeVisible();
});

test('validation messages show under their fields; a wrong password is a toast', async ({ page }) => {
  await page.goto('/login');
  const mobile = page.getByLabel('Mobile Number');
  await mobile.fill('12345');
  await page.getByLabel('Password', { exact: true }).fill('x');
  await loginFormButton(page).click();
  await expect(mobile).toHaveAccessibleDescription('Mobile Number Should Be Of 10 Digits.');
  await mobile.fill(RAHUL.mobile);
  await page.getByLabel('Password', { exact: true }).fill('Wrong@123');
  await loginFormButton(page).click();
  await expect(page.getByRole('alert')).toContainText('Incorrect mobile number or password.');
  await expect(headerBalance(page)).toHaveCount(0);
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
  await submitLogin(page, seedAccount('priya02'));
  await expect(page.getByText('Playing with Welcome Bonus')).toBeVisible();
});

test('a user who never logged in must change the password first', async ({ page }, testInfo) => {
  // Only the seed user amit03 never logged in: each project changes its password on its own site.
  const domain = siteOfProject(testInfo);
  const amit = seedAccount('amit03', domain);
  await submitLogin(page, amit);
  await expect(page).toHaveURL(/\/profile\/CHANGE_PASSWORD$/);
  await page.goto(siteUrl(domain, '/faq'));
  await expect(page).toHaveURL(/\/profile\/CHANGE_PASSWORD$/);
  // This user says no to the notification prompt (the unsubscribed flag).
  await declineNotifications(page);
  await expectNoAxeViolations(page);
  await page.getByLabel('Current Password').fill(amit.password);
  await page.getByLabel('New Password').fill(TEST_PASSWORD);
  await page.getByLabel('Confirm Password', { exact: true }).fill(TEST_PASSWORD);
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
  await headerLoginButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await expect(dialog).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('login-modal.png') });
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Mobile Number').fill(RAHUL.mobile);
  await dialog.getByLabel('Password', { exact: true }).fill(RAHUL.password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(headerBalance(page)).toBeVisible();
  await expect(dialog).toHaveCount(0);
});

test('a signed-in user opening the login page goes Home', async ({ page }) => {
  await logIn(page, RAHUL);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  await expect(headerBalance(page)).toBeVisible();
});

test('log in with an OTP, after a refused resend shows its reason as a toast', async ({ page, request }, testInfo) => {
  const { mobile } = await signUpFreshUser(request);
  // The countdown runs on the page's clock, which the test moves past the OTP's 300 s.
  await page.clock.install();
  await page.goto('/login');
  await page.getByLabel('Mobile Number').fill(mobile);
  await page.getByRole('button', { name: 'Login with OTP' }).click();
  await expect(page.getByText(/OTP valid for 0[45]:\d\d/)).toBeVisible();
  // The server allows 5 sends per mobile in 15 minutes: sign-up and this login used 2.
  for (let send = 0; send < 3; send += 1) expect((await sendOtp(request, mobile, 'login')).ok()).toBe(true);
  await page.clock.fastForward('05:01');
  await page.getByRole('button', { name: 'Resend OTP' }).click();
  await expect(page.getByRole('alert')).toContainText('Too many OTP requests. Please try again after 15 minutes.');
  await page.screenshot({ path: testInfo.outputPath('otp-resend-refused.png') });
  // The newest OTP sent is still good (the server's clock did not move).
  await page.getByLabel('OTP', { exact: true }).fill(await devOtp(request, mobile, 'login'));
  await page.getByRole('button', { name: 'Verify & Login' }).click();
  await expect(headerBalance(page)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
