// Wrong withdraw passwords (add account, change the withdraw password) are throttled per
// user and per client address. Past the limit the right password is refused too (429 with
// Retry-After) and nothing changes; after the window it works. The clock is faked (Date only).
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BuiltServer } from '../../server/app.ts';
import { GUESS_RULES } from '../../server/auth/guess-limits.ts';
import { PAYMENT_METHOD_IDS } from '../../server/db/seeds/wallet.ts';
import { createWalletTestUser, TEST_WITHDRAW_PASSWORD, type WalletTestUser } from '../../server/testing/wallet.ts';
import { APP_MODES, callFrom, DATABASE_STARTUP_TIMEOUT_MS, expectTooManyAttempts, freshAddress, moneyOf, startTestServer } from './throttle-support.ts';

const PER_USER = GUESS_RULES.withdrawPasswordPerUser;
const PER_ADDRESS = GUESS_RULES.withdrawPasswordPerAddress;
const NEW_WITHDRAW_PASSWORD = 'Fresh#Paisa7';

const bankAccount = (transactionPassword: string) => ({
  payment_method: 'bank',
  method_id: PAYMENT_METHOD_IDS.bank,
  account_holder_name: 'Ravi Sharma',
  account_number: '123456789012',
  ifsc_code: 'HDFC0001234',
  transaction_password: transactionPassword,
});

afterEach(() => {
  vi.useRealTimers();
});

describe.each(APP_MODES)('withdraw-password guesses in %s mode', (mode) => {
  let server: BuiltServer;
  beforeAll(async () => {
    server = await startTestServer({ mode });
  }, DATABASE_STARTUP_TIMEOUT_MS);
  afterAll(() => server.close());

  const newUser = () => createWalletTestUser(server.db, { balanceRupees: 5_000, withdrawPassword: TEST_WITHDRAW_PASSWORD });
  const addAccount = (user: WalletTestUser, from: string, password: string) =>
    callFrom(server.app, 'addAccount', { from, token: user.token, body: bankAccount(password) });
  const updatePassword = (user: WalletTestUser, from: string, oldPassword: string) =>
    callFrom(server.app, 'updateTransactionPassword', {
      from,
      token: user.token,
      body: { oldPassword, password: NEW_WITHDRAW_PASSWORD, confirmPassword: NEW_WITHDRAW_PASSWORD },
    });
  const accountsOf = async (user: WalletTestUser) =>
    (await callFrom(server.app, 'accountDetails', { from: freshAddress(), token: user.token })).body.data.account_list as unknown[];

  it(`locks a user after ${PER_USER.max} wrong withdraw passwords from any addresses, until the window ends`, async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const user = await newUser();
    const before = await moneyOf(server.db, user.id);
    for (let attempt = 0; attempt < PER_USER.max; attempt += 1) {
      const reply = attempt % 2 === 0 ? await addAccount(user, freshAddress(), `Wrong#${attempt}aa`) : await updatePassword(user, freshAddress(), `Wrong#${attempt}aa`);
      expect(reply.statusCode, `attempt ${attempt}`).toBe(400);
    }
    expectTooManyAttempts(await addAccount(user, freshAddress(), TEST_WITHDRAW_PASSWORD), PER_USER.windowMs / 60_000);
    expectTooManyAttempts(await updatePassword(user, freshAddress(), TEST_WITHDRAW_PASSWORD), PER_USER.windowMs / 60_000);
    expect(await accountsOf(user)).toEqual([]);
    expect(await moneyOf(server.db, user.id)).toEqual(before);

    vi.setSystemTime(Date.now() + PER_USER.windowMs);
    expect((await addAccount(user, freshAddress(), TEST_WITHDRAW_PASSWORD)).statusCode).toBe(200);
    expect(await accountsOf(user)).toHaveLength(1);
    expect((await updatePassword(user, freshAddress(), TEST_WITHDRAW_PASSWORD)).statusCode).toBe(200);
  });

  it(`locks an address after ${PER_ADDRESS.max} wrong withdraw passwords over any users`, async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const attacker = freshAddress();
    const users = await Promise.all(Array.from({ length: Math.ceil(PER_ADDRESS.max / (PER_USER.max - 1)) + 1 }, () => newUser()));
    let wrong = 0;
    for (const user of users) {
      // Under each user's own limit, so only the address locks.
      for (let attempt = 0; attempt < PER_USER.max - 1 && wrong < PER_ADDRESS.max; attempt += 1, wrong += 1) {
        expect((await addAccount(user, attacker, `Wrong#${wrong}aa`)).statusCode).toBe(400);
      }
    }
    const last = users.at(-1)!;
    expectTooManyAttempts(await addAccount(last, attacker, TEST_WITHDRAW_PASSWORD), PER_ADDRESS.windowMs / 60_000);
    expect((await addAccount(last, freshAddress(), TEST_WITHDRAW_PASSWORD)).statusCode).toBe(200);
  });

  it('parallel wrong guesses cannot slip past the limit', async () => {
    const user = await newUser();
    const replies = await Promise.all(Array.from({ length: PER_USER.max + 5 }, (_, index) => addAccount(user, freshAddress(), `Wrong#${index}bb`)));
    const codes = replies.map((reply) => reply.statusCode);
    expect(codes.filter((code) => code === 400)).toHaveLength(PER_USER.max);
    expect(codes.filter((code) => code === 429)).toHaveLength(5);
  });
});
