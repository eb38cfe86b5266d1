/**
 * Who a test signs in as. Prefer a fresh user (signUpFreshUser): the phone and desktop projects run
 * at once against one database, so a user one test changes must be its own. Seed users
 * (server/db/seeds/users.ts) are for what only they show (a seeded balance, the welcome bonus, a
 * first login) and for reading.
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { SEED_USERS } from '../../../server/db/seeds/users.ts';
import { dataOf } from './api.ts';
import { BY_MOBILE_SITE, type SiteDomain } from './sites.ts';

/** The password every fresh user gets. */
export const TEST_PASSWORD = 'Khiladi@123';

/** What signs in: on the mobile site the mobile, on the user-ID site the user ID. */
export interface Account {
  domain: SiteDomain;
  userId: string;
  mobile: string;
  password: string;
}

/** An account a test made through the API, with the token its registration signed in. */
export interface TestUser extends Account {
  token: string;
}

export type OtpPurpose = 'register' | 'login' | 'withdraw_password';

/** A 10-digit mobile nobody else in the run uses (random, so parallel workers never pick alike). */
export const freshMobile = (): string => `${randomInt(7, 10)}${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;

/** A seed user on one of the demo sites (every seed user exists on both). */
export function seedAccount(userId: string, domain: SiteDomain = BY_MOBILE_SITE): Account {
  const seed = SEED_USERS.find((user) => user.userid === userId);
  if (!seed) throw new Error(`no seed user ${userId}`);
  return { domain, userId: seed.userid, mobile: seed.mobile, password: seed.password };
}

/** Asks the server to send an OTP (a sign-up's or a login's); the reply is the test's to check. */
export const sendOtp = (request: APIRequestContext, mobile: string, purpose: 'register' | 'login', domain: SiteDomain = BY_MOBILE_SITE): Promise<APIResponse> =>
  request.post('/api/user/send-otp', { data: { mobile, purpose, domain } });

/** The newest OTP sent to a mobile for a purpose, from the development endpoint `GET /dev/otp`. */
export async function devOtp(request: APIRequestContext, mobile: string, purpose: OtpPurpose, domain: SiteDomain = BY_MOBILE_SITE): Promise<string> {
  const sent = await dataOf<{ otp: string }>(request.get(`/dev/otp?mobile=${mobile}&purpose=${purpose}&domain=${domain}`));
  return sent.otp;
}

/** A new account registered through the API with an OTP (so its mobile has had one sent). */
export async function signUpFreshUser(request: APIRequestContext, domain: SiteDomain = BY_MOBILE_SITE): Promise<TestUser> {
  const mobile = freshMobile();
  // Not made of the mobile, so a test can tell the two apart in what the page stored.
  const userId = `e2e_${randomBytes(5).toString('hex')}`;
  await dataOf(sendOtp(request, mobile, 'register', domain));
  const otp = await devOtp(request, mobile, 'register', domain);
  const signedIn = await dataOf<{ token: string }>(
    request.post('/api/user/registration', {
      data: { mobile, userId, otp, password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD, domain },
    }),
  );
  return { domain, userId, mobile, password: TEST_PASSWORD, token: signedIn.token };
}

/** A new token for an account, from the real login call. */
export async function logInThroughApi(request: APIRequestContext, account: Account): Promise<string> {
  const identity = account.domain === BY_MOBILE_SITE ? { mobile: account.mobile } : { userId: account.userId };
  const signedIn = await dataOf<{ token: string }>(
    request.post('/api/user/login', { data: { ...identity, password: account.password, domain: account.domain } }),
  );
  return signedIn.token;
}
