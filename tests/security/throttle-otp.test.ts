// OTP guesses are throttled per client address, on every call that checks an OTP (login
// with OTP, registration, forgotten-password reset, withdraw-password reset); OTP sends too. Each
// OTP also burns after 5 wrong codes (server/otp/otps.ts). The clock is faked (Date only).
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BuiltServer } from '../../server/app.ts';
import { GUESS_RULES } from '../../server/auth/guess-limits.ts';
import { createWalletTestUser, TEST_WITHDRAW_PASSWORD, type WalletTestUser } from '../../server/testing/wallet.ts';
import { APP_MODES, callFrom, DATABASE_STARTUP_TIMEOUT_MS, expectTooManyAttempts, freshAddress, moneyOf, startTestServer } from './throttle-support.ts';

const OTP_RULE = GUESS_RULES.otpPerAddress;
const SEND_RULE = GUESS_RULES.otpSendPerAddress;
const NEW_PASSWORD = 'Renewed@123';

afterEach(() => {
  vi.useRealTimers();
});

describe.each(APP_MODES)('OTP guesses in %s mode', (mode) => {
  let server: BuiltServer;
  let user: WalletTestUser;
  beforeAll(async () => {
    server = await startTestServer({ mode });
    user = await createWalletTestUser(server.db, { balanceRupees: 1_000, withdrawPassword: TEST_WITHDRAW_PASSWORD });
  }, DATABASE_STARTUP_TIMEOUT_MS);
  afterAll(() => server.close());

  /** Every call that checks an OTP, with a code. */
  const otpCalls = (from: string, otp: string) => ({
    loginWithOtp: () => callFrom(server.app, 'loginWithOtp', { from, body: { mobile: user.mobile, otp, domain: 'localhost' } }),
    registration: () =>
      callFrom(server.app, 'registration', {
        from,
        body: { mobile: '7012345678', otp, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, domain: 'localhost' },
      }),
    resetForgottenPassword: () =>
      callFrom(server.app, 'resetForgottenPassword', {
        from,
        body: { mobile: user.mobile, otp, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, domain: 'localhost' },
      }),
    resetWithdrawalPassword: () => callFrom(server.app, 'resetWithdrawalPassword', { from, token: user.token, body: { otp, password: NEW_PASSWORD } }),
  });

  const devOtp = async (purpose: string) => {
    const reply = await server.app.inject({ url: `/dev/otp?mobile=${user.mobile}&purpose=${purpose}&domain=localhost` });
    return (reply.json() as { data: { otp: string } }).data.otp;
  };

  it(`locks an address after ${OTP_RULE.max} wrong codes over every OTP call, until the window ends`, async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const attacker = freshAddress();
    const before = await moneyOf(server.db, user.id);
    const kinds = Object.values(otpCalls(attacker, '000000'));
    for (let attempt = 0; attempt < OTP_RULE.max; attempt += 1) {
      const reply = await kinds[attempt % kinds.length]!();
      expect(reply.statusCode, `attempt ${attempt}`).toBe(400);
    }
    for (const [name, call] of Object.entries(otpCalls(attacker, '123456'))) {
      expectTooManyAttempts(await call(), OTP_RULE.windowMs / 60_000);
      expect(name).toBeTruthy();
    }
    expect(await moneyOf(server.db, user.id)).toEqual(before);
    const [row] = await server.db.query<{ count: number }>("SELECT count(*)::int AS count FROM users WHERE mobile = '7012345678'");
    expect(row!.count).toBe(0);

    if (mode === 'development') {
      // The right code from the locked address is refused until the window ends, then works.
      expect((await callFrom(server.app, 'sendOtp', { from: freshAddress(), body: { mobile: user.mobile, purpose: 'login', domain: 'localhost' } })).statusCode).toBe(200);
      const code = await devOtp('login');
      expectTooManyAttempts(await otpCalls(attacker, code).loginWithOtp(), OTP_RULE.windowMs / 60_000);
      vi.setSystemTime(Date.now() + OTP_RULE.windowMs);
      // The OTP lives 300 s; the window is longer: send a fresh one.
      expect((await callFrom(server.app, 'sendOtp', { from: freshAddress(), body: { mobile: user.mobile, purpose: 'login', domain: 'localhost' } })).statusCode).toBe(200);
      const fresh = await devOtp('login');
      const signedIn = await otpCalls(attacker, fresh).loginWithOtp();
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.body.data.token).toEqual(expect.any(String));
    }
  });

  it('parallel wrong codes cannot slip past the limit', async () => {
    const attacker = freshAddress();
    const replies = await Promise.all(Array.from({ length: OTP_RULE.max + 10 }, (_, index) => otpCalls(attacker, String(100000 + index)).loginWithOtp()));
    const codes = replies.map((reply) => reply.statusCode);
    expect(codes.filter((code) => code === 400)).toHaveLength(OTP_RULE.max);
    expect(codes.filter((code) => code === 429)).toHaveLength(10);
  });

  it(`limits OTP sends to ${SEND_RULE.max} per address over any mobiles (the send-OTP and withdraw-password calls)`, async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const attacker = freshAddress();
    const codes: number[] = [];
    for (let index = 0; index < SEND_RULE.max - 1; index += 1) {
      // New mobiles (registration OTPs), so the per-mobile limit of 5 is never what refuses.
      const mobile = `71000${String(index).padStart(5, '0')}`;
      codes.push((await callFrom(server.app, 'sendOtp', { from: attacker, body: { mobile, purpose: 'register', domain: 'localhost' } })).statusCode);
    }
    codes.push((await callFrom(server.app, 'sendOtpToMobile', { from: attacker, token: user.token })).statusCode);
    expect(codes).toEqual(Array.from({ length: SEND_RULE.max }, () => 200));
    expectTooManyAttempts(
      await callFrom(server.app, 'sendOtp', { from: attacker, body: { mobile: '7199999999', purpose: 'register', domain: 'localhost' } }),
      SEND_RULE.windowMs / 60_000,
    );
    expectTooManyAttempts(await callFrom(server.app, 'sendOtpToMobile', { from: attacker, token: user.token }), SEND_RULE.windowMs / 60_000);
    // Refused before any check: an unregistered mobile gets the same 429 (no free enumeration).
    expect((await callFrom(server.app, 'sendOtp', { from: attacker, body: { mobile: '7199999998', purpose: 'login', domain: 'localhost' } })).statusCode).toBe(429);
    vi.setSystemTime(Date.now() + SEND_RULE.windowMs);
    expect((await callFrom(server.app, 'sendOtp', { from: attacker, body: { mobile: '7199999999', purpose: 'register', domain: 'localhost' } })).statusCode).toBe(200);
  });
});
