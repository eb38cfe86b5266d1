// Signing up, in and out (spec §5 "Authentication forms"): registration, login by mobile
// or user ID, demo login, OTPs, forgotten and changed passwords, logout and token refresh.
// Refusals are 400s whose `message` and `error` are the texts exported here.
import { randomInt } from 'node:crypto';
import { guessKey, type GuessKey } from '../auth/guess-limits.ts';
import { messageReply, refusal, successReply } from '../auth/replies.ts';
import { hashPassword, NO_PASSWORD, spendPasswordCheckTime, verifyPassword } from '../auth/passwords.ts';
import { bearerToken, createSession, revokeSession, revokeUserSessions, SESSION_LIFETIME_SECONDS } from '../auth/sessions.ts';
import { findUser, findUserById, MAIN_WALLET, refuseIfBanned, signIn, type UserKey, type UserRow } from '../auth/users.ts';
import { disconnectSessionSockets, disconnectUserSockets } from '../realtime.ts';
import { requireUser, type Handlers } from '../contract/handlers.ts';
import type { Queryable } from '../db/database.ts';
import { LEDGER_KINDS, postEntry } from '../ledger/ledger.ts';
import { consumeOtp, sendOtp } from '../otp/otps.ts';
import type { Site } from '../sites.ts';
import { findReferrer, INVALID_REFER_CODE } from '../referrals/referrals.ts';

export const WRONG_MOBILE_OR_PASSWORD = 'Incorrect mobile number or password.';
export const WRONG_USER_ID_OR_PASSWORD = 'Incorrect user ID or password.';
export const PASSWORD_MISMATCH = 'Password Mismatched.';
export const MOBILE_ALREADY_REGISTERED = 'This mobile number is already registered.';
export const MOBILE_NOT_REGISTERED = 'This mobile number is not registered.';
export const USER_ID_TAKEN = 'This user ID is already taken.';
export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect.';
export const SAME_PASSWORD = 'New password must be different from the current password.';

export const OTP_SENT = 'OTP sent successfully.';
export const REGISTERED = 'Registered successfully.';
export const PASSWORD_RESET = 'Password reset successfully. Please login with your new password.';
export const PASSWORD_CHANGED = 'Password changed successfully.';
export const LOGGED_OUT = 'Logged out successfully.';

/** A demo user starts with ₹10,000 of play money. */
export const DEMO_BALANCE_PAISE = 1_000_000;
const DEMO_USER_ID_DIGITS = 6;

export const authHandlers: Handlers = {
  login: async ({ body, site, clientAddress }, { db, guesses }) => {
    const key: UserKey = body.mobile !== undefined ? { siteId: site.id, mobile: body.mobile } : { siteId: site.id, userid: body.userId! };
    const wrongCredentials = refusal('mobile' in key ? WRONG_MOBILE_OR_PASSWORD : WRONG_USER_ID_OR_PASSWORD);
    const user = await findUser(db, key);
    // Counted per account (mobile and user ID share it) and per client address.
    const accountKey = user ? `user:${user.id}` : `site:${site.id}:${'mobile' in key ? key.mobile : key.userid}`;
    await guesses.guard([guessKey('loginPerAccount', accountKey), guessKey('loginPerAddress', clientAddress)], async () => {
      if (!user) {
        await spendPasswordCheckTime(body.password);
        throw wrongCredentials;
      }
      if (!(await verifyPassword(body.password, user.password_hash))) throw wrongCredentials;
    });
    refuseIfBanned(user!);
    return successReply(await signIn(db, user!.id));
  },

  demoLogin: async ({ site, clientAddress }, { db, guesses }) => {
    // Each one creates a user: a costly anonymous action.
    await guesses.spend([guessKey('demoLoginPerAddress', clientAddress)]);
    return successReply(await db.transaction(async (tx) => signIn(tx, await createDemoUser(tx, site))));
  },

  sendOtp: async ({ body, site, clientAddress }, { db, otpOutbox, guesses }) => {
    // Counted before the checks below, which would otherwise tell registered mobiles apart for free.
    await guesses.spend([guessKey('otpSendPerAddress', clientAddress)]);
    const user = await findUser(db, { siteId: site.id, mobile: body.mobile });
    if (body.purpose === 'register' && user) throw refusal(MOBILE_ALREADY_REGISTERED);
    if (body.purpose !== 'register' && !user) throw refusal(MOBILE_NOT_REGISTERED);
    if (user) refuseIfBanned(user);
    const { expiresAt } = await sendOtp(db, otpOutbox, { siteId: site.id, mobile: body.mobile, purpose: body.purpose });
    return successReply({ expires_at: expiresAt.toISOString() }, OTP_SENT);
  },

  registration: async ({ body, site, clientAddress }, { db, guesses }) => {
    if (body.password !== body.confirmPassword) throw refusal(PASSWORD_MISMATCH);
    if (await findUser(db, { siteId: site.id, mobile: body.mobile })) throw refusal(MOBILE_ALREADY_REGISTERED);
    if (body.userId !== undefined && (await findUser(db, { siteId: site.id, userid: body.userId }))) throw refusal(USER_ID_TAKEN);
    if (body.referCode !== undefined && (await findReferrer(db, site.id, body.referCode)) === undefined) throw refusal(INVALID_REFER_CODE);
    // Checked last, so a refusal above does not use up the OTP.
    await guesses.guard(otpGuessKeys(clientAddress), () => consumeOtp(db, { siteId: site.id, mobile: body.mobile, purpose: 'register', code: body.otp }));
    const passwordHash = await hashPassword(body.password);
    const signedIn = await db.transaction(async (tx) => {
      const userid = body.userId ?? (await freeUserIdFor(tx, site, body.mobile));
      // The user chose this password, so there is nothing to force: last_login_at starts now.
      const [created] = await tx.query<{ id: number }>(
        `INSERT INTO users (site_id, userid, mobile, password_hash, actw, referred_by_code, last_login_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [site.id, userid, body.mobile, passwordHash, MAIN_WALLET, body.referCode ?? null, new Date()],
      );
      await tx.query('INSERT INTO wallets (user_id) VALUES ($1)', [created!.id]);
      return signIn(tx, created!.id);
    });
    return successReply(signedIn, REGISTERED);
  },

  loginWithOtp: async ({ body, site, clientAddress }, { db, guesses }) => {
    const user = await guesses.guard(otpGuessKeys(clientAddress), async () => {
      const found = await findUser(db, { siteId: site.id, mobile: body.mobile });
      if (!found) throw refusal(MOBILE_NOT_REGISTERED);
      refuseIfBanned(found);
      await consumeOtp(db, { siteId: site.id, mobile: body.mobile, purpose: 'login', code: body.otp });
      return found;
    });
    return successReply(await signIn(db, user.id));
  },

  resetForgottenPassword: async ({ body, site, clientAddress }, { db, io, guesses }) => {
    if (body.password !== body.confirmPassword) throw refusal(PASSWORD_MISMATCH);
    const user = await guesses.guard(otpGuessKeys(clientAddress), async () => {
      const found = await findUser(db, { siteId: site.id, mobile: body.mobile });
      if (!found) throw refusal(MOBILE_NOT_REGISTERED);
      await consumeOtp(db, { siteId: site.id, mobile: body.mobile, purpose: 'forgot_password', code: body.otp });
      return found;
    });
    await setPassword(db, user, body.password);
    // Whoever knew the old password is signed out everywhere, open sockets included.
    await revokeUserSessions(db, user.id);
    await disconnectUserSockets(io, user.id);
    return messageReply(PASSWORD_RESET);
  },

  changePassword: async (request, { db, io, guesses }) => {
    const { body } = request;
    const user = await findUserById(db, requireUser(request).id);
    // The current password is a guess like a login's, on the same counters.
    await guesses.guard([guessKey('loginPerAccount', `user:${user.id}`), guessKey('loginPerAddress', request.clientAddress)], async () => {
      if (!(await verifyPassword(body.oldPassword, user.password_hash))) throw refusal(WRONG_CURRENT_PASSWORD);
    });
    if (body.password !== body.confirmPassword || body.withdrawPassword !== body.confirmWithdrawPassword) {
      throw refusal(PASSWORD_MISMATCH);
    }
    if (body.password === body.oldPassword) throw refusal(SAME_PASSWORD);
    await setPassword(db, user, body.password);
    if (body.withdrawPassword !== undefined) {
      await db.query('UPDATE users SET withdraw_password_hash = $2 WHERE id = $1', [user.id, await hashPassword(body.withdrawPassword)]);
    }
    // This device stays signed in; every other one must sign in with the new password.
    await revokeUserSessions(db, user.id, bearerToken(request.headers));
    await disconnectUserSockets(io, user.id, bearerToken(request.headers));
    return messageReply(PASSWORD_CHANGED);
  },

  logout: async ({ headers, user }, { db, io }) => {
    const token = bearerToken(headers);
    if (token) await revokeSession(db, token);
    // The session's open sockets end with it.
    if (token && user) await disconnectSessionSockets(io, user.id, token);
    return messageReply(LOGGED_OUT);
  },

  authRefresh: async (request, { db }) => {
    const user = requireUser(request);
    const oldToken = bearerToken(request.headers)!;
    const { token, expiresAt } = await db.transaction(async (tx) => {
      await revokeSession(tx, oldToken);
      return createSession(tx, user.id, SESSION_LIFETIME_SECONDS);
    });
    return successReply({ token, exp: expiresAt.toISOString() });
  },
};

/** Wrong OTPs are counted per client address (each OTP also burns after 5 wrong codes). */
export const otpGuessKeys = (clientAddress: string): GuessKey[] => [guessKey('otpPerAddress', clientAddress)];

/**
 * A password the user chose: it also ends the forced change of a user who never had one of their
 * own (last_login_at null → now; docs/decisions/016).
 */
async function setPassword(db: Queryable, user: UserRow, password: string): Promise<void> {
  await db.query('UPDATE users SET password_hash = $2, last_login_at = COALESCE(last_login_at, $3) WHERE id = $1', [
    user.id,
    await hashPassword(password),
    new Date(),
  ]);
}

/** Without a chosen user ID the mobile number is the user ID, with a suffix if someone took it. */
async function freeUserIdFor(db: Queryable, site: Site, mobile: string): Promise<string> {
  let candidate = mobile;
  while (await findUser(db, { siteId: site.id, userid: candidate })) candidate = `${mobile}_${randomInt(100, 1000)}`;
  return candidate;
}

/** Each demo login gets a fresh demo user with play money, so demo visitors never share bets. */
async function createDemoUser(db: Queryable, site: Site): Promise<number> {
  for (;;) {
    const userid = `demo${String(randomInt(0, 10 ** DEMO_USER_ID_DIGITS)).padStart(DEMO_USER_ID_DIGITS, '0')}`;
    const [created] = await db.query<{ id: number }>(
      `INSERT INTO users (site_id, userid, password_hash, is_demo, actw, last_login_at)
       VALUES ($1, $2, $3, true, $4, $5) ON CONFLICT (site_id, userid) DO NOTHING RETURNING id`,
      [site.id, userid, NO_PASSWORD, MAIN_WALLET, new Date()],
    );
    if (created) {
      // Play money through the ledger like every balance (design §5), under its own kind.
      await db.query('INSERT INTO wallets (user_id) VALUES ($1)', [created.id]);
      await postEntry(db, { userId: created.id, kind: LEDGER_KINDS.demoCredit, reference: `demo:${created.id}`, amountPaise: DEMO_BALANCE_PAISE });
      return created.id;
    }
  }
}
