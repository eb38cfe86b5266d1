// Wrong login passwords are throttled per account and per client address
// (server/auth/guess-limits.ts, docs/decisions/028). Past the limit every attempt, the right
// password included, is a 429 with Retry-After until the window ends; then the right one works.
// The clock is faked (Date only): the limiter's store reads it.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BuiltServer } from '../../server/app.ts';
import { GUESS_RULES } from '../../server/auth/guess-limits.ts';
import { APP_MODES, callFrom, DATABASE_STARTUP_TIMEOUT_MS, expectTooManyAttempts, freshAddress, moneyOf, startTestServer } from './throttle-support.ts';

// Seeded users (README): on localhost they sign in by mobile, on 127.0.0.1 by user ID.
const RAHUL = { mobile: '9876543210', userid: 'rahul01', password: 'Khiladi@123' };
const PRIYA = { mobile: '9876543211', userid: 'priya02', password: 'Khiladi@123' };
const VIKRAM = { mobile: '9876543213', userid: 'vikram04', password: 'Khiladi@123' };
const PER_ACCOUNT = GUESS_RULES.loginPerAccount;
const PER_ADDRESS = GUESS_RULES.loginPerAddress;
const WINDOW_MINUTES = PER_ACCOUNT.windowMs / 60_000;

afterEach(() => {
  vi.useRealTimers();
});

describe.each(APP_MODES)('login guesses in %s mode', (mode) => {
  let server: BuiltServer;
  beforeAll(async () => {
    server = await startTestServer({ mode });
  }, DATABASE_STARTUP_TIMEOUT_MS);
  afterAll(() => server.close());

  const login = (from: string, body: Record<string, string>) => callFrom(server.app, 'login', { from, body: { domain: 'localhost', ...body } });
  const userIdOf = async (userid: string) =>
    (await server.db.query<{ id: number }>("SELECT u.id FROM users u JOIN sites s ON s.id = u.site_id WHERE s.domain = 'localhost' AND u.userid = $1", [userid]))[0]!.id;

  it(`locks an account after ${PER_ACCOUNT.max} wrong passwords from any addresses, until the window ends`, async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T10:00:00Z') });
    const before = await moneyOf(server.db, await userIdOf(RAHUL.userid));
    for (let attempt = 0; attempt < PER_ACCOUNT.max; attempt += 1) {
      // Mobile and user ID name the same account: both count.
      const body: Record<string, string> = attempt % 2 === 0 ? { mobile: RAHUL.mobile, password: `Wrong@${attempt}` } : { userId: RAHUL.userid, password: `Wrong@${attempt}` };
      expect((await login(freshAddress(), body)).statusCode).toBe(400);
    }
    const locked = await login(freshAddress(), { mobile: RAHUL.mobile, password: RAHUL.password });
    expectTooManyAttempts(locked, WINDOW_MINUTES);
    expect(locked.body.data).toBeUndefined();

    // Another account is not locked by it.
    expect((await login(freshAddress(), { mobile: PRIYA.mobile, password: PRIYA.password })).statusCode).toBe(200);

    vi.setSystemTime(Date.now() + PER_ACCOUNT.windowMs - 30_000);
    expectTooManyAttempts(await login(freshAddress(), { mobile: RAHUL.mobile, password: RAHUL.password }), 1);
    vi.setSystemTime(Date.now() + 30_000);
    const after = await login(freshAddress(), { mobile: RAHUL.mobile, password: RAHUL.password });
    expect(after.statusCode).toBe(200);
    expect(after.body.data.token).toEqual(expect.any(String));
    expect(await moneyOf(server.db, await userIdOf(RAHUL.userid))).toEqual(before);
  });

  it(`locks an address after ${PER_ADDRESS.max} wrong passwords over any accounts`, async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T12:00:00Z') });
    const attacker = freshAddress();
    // Sprayed over mobiles nobody registered (and so no account lock): only the address counts.
    const replies = await Promise.all(
      Array.from({ length: PER_ADDRESS.max + 5 }, (_, index) => login(attacker, { mobile: `70000${String(index).padStart(5, '0')}`, password: 'Guess@1234' })),
    );
    const codes = replies.map((reply) => reply.statusCode);
    expect(codes.filter((code) => code === 400)).toHaveLength(PER_ADDRESS.max);
    expect(codes.filter((code) => code === 429)).toHaveLength(5);

    expectTooManyAttempts(await login(attacker, { mobile: VIKRAM.mobile, password: VIKRAM.password }), WINDOW_MINUTES);
    expect((await login(freshAddress(), { mobile: VIKRAM.mobile, password: VIKRAM.password })).statusCode).toBe(200);

    vi.setSystemTime(Date.now() + PER_ADDRESS.windowMs);
    expect((await login(attacker, { mobile: VIKRAM.mobile, password: VIKRAM.password })).statusCode).toBe(200);
  });

  it('counts a wrong current password of change-password on the account too', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T14:00:00Z') });
    const signedIn = await login(freshAddress(), { mobile: PRIYA.mobile, password: PRIYA.password });
    const token = signedIn.body.data.token as string;
    const change = (from: string, oldPassword: string) =>
      callFrom(server.app, 'changePassword', { from, token, body: { oldPassword, password: 'Changed@123', confirmPassword: 'Changed@123' } });
    for (let attempt = 0; attempt < PER_ACCOUNT.max; attempt += 1) {
      expect((await change(freshAddress(), `Wrong@${attempt}`)).statusCode).toBe(400);
    }
    expectTooManyAttempts(await change(freshAddress(), PRIYA.password), WINDOW_MINUTES);
    expectTooManyAttempts(await login(freshAddress(), { mobile: PRIYA.mobile, password: PRIYA.password }), WINDOW_MINUTES);
  });
});

describe('the client address behind a proxy', () => {
  let direct: BuiltServer;
  let proxied: BuiltServer;
  beforeAll(async () => {
    [direct, proxied] = await Promise.all([startTestServer({ mode: 'production' }), startTestServer({ mode: 'production', trustProxy: '127.0.0.1' })]);
  }, DATABASE_STARTUP_TIMEOUT_MS);
  afterAll(() => Promise.all([direct.close(), proxied.close()]));

  const wrongLogin = (server: BuiltServer, remoteAddress: string, forwardedFor: string, index: number) =>
    server.app.inject({
      method: 'POST',
      url: '/api/user/login',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { mobile: `72000${String(index).padStart(5, '0')}`, password: 'Guess@1234', domain: 'localhost' },
    });

  it('a forged X-Forwarded-For does not escape the per-address limit of a server without a proxy', async () => {
    const attacker = freshAddress();
    const codes: number[] = [];
    for (let index = 0; index <= PER_ADDRESS.max; index += 1) codes.push((await wrongLogin(direct, attacker, `198.18.0.${index + 1}`, index)).statusCode);
    expect(codes.at(-1)).toBe(429);
  });

  it('behind a trusted proxy (TRUST_PROXY) each forwarded client has its own count', async () => {
    const codes: number[] = [];
    for (let index = 0; index <= PER_ADDRESS.max; index += 1) codes.push((await wrongLogin(proxied, '127.0.0.1', `198.18.1.${index + 1}`, index)).statusCode);
    expect(codes.every((code) => code === 400)).toBe(true);
  });
});
