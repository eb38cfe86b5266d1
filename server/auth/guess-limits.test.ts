import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/database.ts';
import { HttpError } from '../http-error.ts';
import { DATABASE_STARTUP_TIMEOUT_MS, openTestDatabase } from '../testing/fixtures.ts';
import { createGuessLimits, guessKey, tooManyAttempts } from './guess-limits.ts';

afterEach(() => {
  vi.useRealTimers();
});

const wrong = () => Promise.reject(new HttpError(400, 'Wrong'));

describe('tooManyAttempts', () => {
  it.each([
    [900_000, '900', 'Too many attempts. Try again in 15 minutes.'],
    [60_000, '60', 'Too many attempts. Try again in 1 minute.'],
    [61_000, '61', 'Too many attempts. Try again in 2 minutes.'],
    [10, '1', 'Too many attempts. Try again in 1 minute.'],
  ])('%i ms → Retry-After %s', (ms, retryAfter, message) => {
    const error = tooManyAttempts(ms);
    expect([error.status, error.message, error.extra.error, error.headers['retry-after']]).toEqual([429, message, message, retryAfter]);
  });
});

describe('createGuessLimits', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  }, DATABASE_STARTUP_TIMEOUT_MS);
  afterAll(() => db.close());

  it('counts refusals only, locks at the limit, and opens when the window ends', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: 0 });
    const limits = createGuessLimits(db, { operatorPerAddress: { max: 2, windowMs: 60_000 } });
    const keys = [guessKey('operatorPerAddress', '10.0.0.1')];
    await expect(limits.guard(keys, async () => 'right')).resolves.toBe('right');
    await expect(limits.guard(keys, wrong)).rejects.toMatchObject({ status: 400 });
    await expect(limits.guard(keys, async () => 'right')).resolves.toBe('right');
    await expect(limits.guard(keys, wrong)).rejects.toMatchObject({ status: 400 });
    const attempt = vi.fn(async () => 'right');
    await expect(limits.guard(keys, attempt)).rejects.toMatchObject({ status: 429, headers: { 'retry-after': '60' } });
    expect(attempt).not.toHaveBeenCalled();
    // Another key of the rule, and another rule for the same key, are separate.
    await expect(limits.guard([guessKey('operatorPerAddress', '10.0.0.2')], async () => 'right')).resolves.toBe('right');
    await expect(limits.guard([guessKey('otpPerAddress', '10.0.0.1')], async () => 'right')).resolves.toBe('right');
    vi.setSystemTime(30_000);
    await expect(limits.guard(keys, async () => 'right')).rejects.toMatchObject({ headers: { 'retry-after': '30' } });
    vi.setSystemTime(60_000);
    await expect(limits.guard(keys, async () => 'right')).resolves.toBe('right');
  });

  it('does not count errors that are not refusals (a 500 is not a wrong guess)', async () => {
    const limits = createGuessLimits(db, { operatorPerAddress: { max: 1, windowMs: 60_000 } });
    const keys = [guessKey('operatorPerAddress', '10.0.0.3')];
    await expect(limits.guard(keys, () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    await expect(limits.guard(keys, async () => 'right')).resolves.toBe('right');
  });

  it('refuses when any key is locked, and then counts none of them', async () => {
    const limits = createGuessLimits(db, { loginPerAccount: { max: 1, windowMs: 60_000 }, loginPerAddress: { max: 5, windowMs: 60_000 } });
    const address = guessKey('loginPerAddress', '10.0.0.5');
    await expect(limits.guard([guessKey('loginPerAccount', 'locked'), address], wrong)).rejects.toMatchObject({ status: 400 });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await expect(limits.guard([guessKey('loginPerAccount', 'locked'), address], wrong)).rejects.toMatchObject({ status: 429 });
    }
    // The address counted one wrong guess only: four more are allowed.
    for (let account = 0; account < 4; account += 1) {
      await expect(limits.guard([guessKey('loginPerAccount', `other${account}`), address], wrong)).rejects.toMatchObject({ status: 400 });
    }
    await expect(limits.guard([guessKey('loginPerAccount', 'fresh'), address], wrong)).rejects.toMatchObject({ status: 429 });
  });

  it('spend counts every call and refuses past the limit', async () => {
    const limits = createGuessLimits(db, { demoLoginPerAddress: { max: 2, windowMs: 60_000 } });
    const keys = [guessKey('demoLoginPerAddress', '10.0.0.4')];
    await limits.spend(keys);
    await limits.spend(keys);
    await expect(limits.spend(keys)).rejects.toMatchObject({ status: 429 });
  });

  it('keeps one count for several server processes: parallel wrong guesses on two pass exactly the limit', async () => {
    const rules = { withdrawPasswordPerUser: { max: 3, windowMs: 60_000 } };
    const [processA, processB] = [createGuessLimits(db, rules), createGuessLimits(db, rules)];
    const keys = [guessKey('withdrawPasswordPerUser', 'user:77')];
    const slowWrong = async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      throw new HttpError(400, 'Wrong');
    };
    const outcomes = await Promise.allSettled(Array.from({ length: 10 }, (_, index) => (index % 2 ? processA : processB).guard(keys, slowWrong)));
    const statuses = outcomes.map((outcome) => (outcome.status === 'rejected' ? (outcome.reason as HttpError).status : 200));
    expect(statuses.filter((status) => status === 400)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
    await expect(processA.guard(keys, async () => 'right')).rejects.toMatchObject({ status: 429 });
  });

  it('keeps a locked key while many other keys are counted, and deletes the rows of ended windows', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: 1_000_000 });
    const limits = createGuessLimits(db, { otpSendPerAddress: { max: 1, windowMs: 60_000 } });
    await limits.spend([guessKey('otpSendPerAddress', 'victim')]);
    for (let index = 0; index < 300; index += 1) await limits.spend([guessKey('otpSendPerAddress', `spray${index}`)]);
    await expect(limits.spend([guessKey('otpSendPerAddress', 'victim')])).rejects.toMatchObject({ status: 429 });
    vi.setSystemTime(1_060_000);
    await limits.spend([guessKey('otpSendPerAddress', 'after')]);
    const left = await db.query<{ key: string }>("SELECT key FROM guess_counts WHERE rule = 'otpSendPerAddress'");
    expect(left.map(({ key }) => key)).toEqual(['after']);
  });
});
