// Operator sign-in is throttled (5 wrong per 15 minutes per address → 429 with
// Retry-After, the right password included, until the window ends) and operator sessions expire.
// The clock is faked (Date only): the limiter's store and the session check both read it.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BuiltServer } from '../../server/app.ts';
import { GUESS_RULES } from '../../server/auth/guess-limits.ts';
import { DEFAULT_OPERATOR_PASSWORD, OPERATOR_SESSION_SECONDS } from '../../server/operator/operator-auth.ts';
import { createTestUser, type TestUser } from '../../server/testing/fixtures.ts';
import { DATABASE_STARTUP_TIMEOUT_MS, moneyOf, pendingDeposit, startTestServer } from './throttle-support.ts';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const { max: MAX_WRONG, windowMs: WINDOW_MS } = GUESS_RULES.operatorPerAddress;

let server: BuiltServer;
let user: TestUser;
beforeAll(async () => {
  server = await startTestServer({ mode: 'production' });
  user = await createTestUser(server.db, { balancePaise: 100_000 });
}, DATABASE_STARTUP_TIMEOUT_MS);
afterAll(() => server.close());
afterEach(() => {
  vi.useRealTimers();
});

const signIn = (password: string, remoteAddress: string) =>
  server.app.inject({ method: 'POST', url: '/operator/login', headers: FORM, remoteAddress, payload: new URLSearchParams({ password }).toString() });
const approve = (id: string, password: string, remoteAddress: string) =>
  server.app.inject({
    method: 'POST',
    url: '/operator/api/actions/approve',
    remoteAddress,
    headers: { authorization: `Bearer ${password}`, 'content-type': 'application/json' },
    payload: JSON.stringify({ id }),
  });

describe('operator sign-in throttle', () => {
  it(`locks an address after ${MAX_WRONG} wrong passwords, the right one included, until the window ends`, async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T10:00:00Z') });
    const address = '203.0.113.10';
    for (let attempt = 1; attempt <= MAX_WRONG; attempt += 1) {
      expect((await signIn(`guess${attempt}`, address)).statusCode).toBe(401);
    }
    const locked = await signIn(DEFAULT_OPERATOR_PASSWORD, address);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBe(WINDOW_MS / 1000);
    expect(locked.body).toContain('Too many attempts. Try again in 15 minutes.');
    expect(locked.headers['set-cookie']).toBeUndefined();

    // Another address is not locked out by this one.
    expect((await signIn(DEFAULT_OPERATOR_PASSWORD, '203.0.113.11')).statusCode).toBe(303);

    vi.setSystemTime(Date.now() + WINDOW_MS - 60_000);
    const stillLocked = await signIn(DEFAULT_OPERATOR_PASSWORD, address);
    expect(stillLocked.statusCode).toBe(429);
    expect(stillLocked.headers['retry-after']).toBe('60');
    expect(stillLocked.body).toContain('Try again in 1 minute.');

    vi.setSystemTime(Date.now() + 60_000);
    const after = await signIn(DEFAULT_OPERATOR_PASSWORD, address);
    expect(after.statusCode).toBe(303);
    expect(String(after.headers['set-cookie'])).toMatch(/^operator_session=/);
  });

  it('counts wrong API passwords too: a locked address cannot approve even with the password', async () => {
    const address = '203.0.113.20';
    const depositId = await pendingDeposit(server.db, user, 5_000_000);
    const before = await moneyOf(server.db, user.id);
    for (let attempt = 1; attempt <= MAX_WRONG; attempt += 1) {
      expect((await approve(depositId, `guess${attempt}`, address)).statusCode).toBe(401);
    }
    const locked = await approve(depositId, DEFAULT_OPERATOR_PASSWORD, address);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
    expect(locked.json()).toMatchObject({ status: 429, success: false, message: 'Too many attempts. Try again in 15 minutes.' });
    expect(await moneyOf(server.db, user.id)).toEqual(before);
  });

  it('parallel wrong guesses cannot slip past the limit', async () => {
    const address = '203.0.113.30';
    const replies = await Promise.all(Array.from({ length: 20 }, (_, index) => signIn(`parallel${index}`, address)));
    const codes = replies.map((reply) => reply.statusCode);
    expect(codes.filter((code) => code === 401)).toHaveLength(MAX_WRONG);
    expect(codes.filter((code) => code === 429)).toHaveLength(20 - MAX_WRONG);
  });
});

// Anyone could lock the operator out. Requests without a credential counted as wrong
// passwords, and behind a proxy without TRUST_PROXY every client shares one address.
describe('nobody can lock the operator out', () => {
  const bare = (remoteAddress: string) =>
    server.app.inject({ method: 'GET', url: '/operator/api/sections/users', remoteAddress });
  const list = (password: string, remoteAddress: string) =>
    server.app.inject({ method: 'GET', url: '/operator/api/sections/users', remoteAddress, headers: { authorization: `Bearer ${password}` } });

  it('a request without a credential is refused but is no guess', async () => {
    const address = '203.0.113.50';
    for (let attempt = 1; attempt <= MAX_WRONG * 4; attempt += 1) {
      const reply = await bare(address);
      expect(reply.statusCode).toBe(401);
      expect(reply.json()).toMatchObject({ message: 'Enter the operator password.' });
    }
    expect((await signIn('', address)).statusCode).toBe(401);
    expect((await list(DEFAULT_OPERATOR_PASSWORD, address)).statusCode).toBe(200);
    expect((await signIn(DEFAULT_OPERATOR_PASSWORD, address)).statusCode).toBe(303);
  });

  it('counts guesses per operator account too: spread over many addresses they lock the guessers, not a clean address', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T10:00:00Z') });
    const { max: ACCOUNT_MAX } = GUESS_RULES.operatorPerAccount;
    // One wrong guess from each of many addresses, past the account's limit.
    for (let index = 0; index < ACCOUNT_MAX + 2; index += 1) {
      expect((await list(`spread${index}`, `198.18.0.${index + 1}`)).statusCode).toBe(401);
    }
    // A guesser's second guess meets the account's lock, the right password included.
    const guesser = await signIn(DEFAULT_OPERATOR_PASSWORD, '198.18.0.1');
    expect(guesser.statusCode).toBe(429);
    expect(Number(guesser.headers['retry-after'])).toBeGreaterThan(0);
    expect((await list(DEFAULT_OPERATOR_PASSWORD, '198.18.0.2')).statusCode).toBe(429);
    // The operator at an address that guessed nothing signs in and works.
    expect((await signIn(DEFAULT_OPERATOR_PASSWORD, '203.0.113.60')).statusCode).toBe(303);
    expect((await list(DEFAULT_OPERATOR_PASSWORD, '203.0.113.61')).statusCode).toBe(200);
    // A fresh address's wrong guess is still counted, and its next guess is then refused.
    expect((await list('one-more', '203.0.113.62')).statusCode).toBe(401);
    expect((await list(DEFAULT_OPERATOR_PASSWORD, '203.0.113.62')).statusCode).toBe(429);
  });
});

describe('operator sessions expire', () => {
  it(`a console session ends after ${OPERATOR_SESSION_SECONDS / 3600} hours`, async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T10:00:00Z') });
    const reply = await signIn(DEFAULT_OPERATOR_PASSWORD, '203.0.113.40');
    const setCookie = String(reply.headers['set-cookie']);
    expect(setCookie).toContain(`Max-Age=${OPERATOR_SESSION_SECONDS}`);
    const cookie = setCookie.split(';')[0]!;
    const page = () => server.app.inject({ url: '/operator/users', headers: { cookie } });

    vi.setSystemTime(Date.now() + (OPERATOR_SESSION_SECONDS - 60) * 1000);
    expect((await page()).statusCode).toBe(200);

    vi.setSystemTime(Date.now() + 61_000);
    const expired = await page();
    expect([expired.statusCode, expired.headers.location]).toEqual([303, '/operator/login']);
  });

  it('a signed-out session is gone at once', async () => {
    const cookie = String((await signIn(DEFAULT_OPERATOR_PASSWORD, '203.0.113.41')).headers['set-cookie']).split(';')[0]!;
    const csrf = /name="csrf" value="([^"]+)"/.exec((await server.app.inject({ url: '/operator/users', headers: { cookie } })).body)![1]!;
    await server.app.inject({
      method: 'POST',
      url: '/operator/logout',
      headers: { ...FORM, cookie, origin: 'http://localhost' },
      payload: new URLSearchParams({ csrf }).toString(),
    });
    const page = await server.app.inject({ url: '/operator/users', headers: { cookie } });
    expect(page.statusCode).toBe(303);
  });
});
