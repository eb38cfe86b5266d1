import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../http-error.ts';
import { guessKey, registerGuessLimits, tooManyAttempts } from './guess-limits.ts';

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

describe('registerGuessLimits', () => {
  it('counts refusals only, locks at the limit, and opens when the window ends', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: 0 });
    const app = Fastify();
    const limits = await registerGuessLimits(app, { operatorPerAddress: { max: 2, windowMs: 60_000 } });
    const keys = [guessKey('operatorPerAddress', '10.0.0.1')];
    await expect(limits.guard(keys, async () => 'right')).resolves.toBe('right');
    await expect(limits.guard(keys, wrong)).rejects.toMatchObject({ status: 400 });
    await expect(limits.guard(keys, async () => 'right')).resolves.toBe('right');
    await expect(limits.guard(keys, wrong)).rejects.toMatchObject({ status: 400 });
    await expect(limits.guard(keys, async () => 'right')).rejects.toMatchObject({ status: 429 });
    // Another key of the rule, and another rule for the same key, are separate.
    await expect(limits.guard([guessKey('operatorPerAddress', '10.0.0.2')], async () => 'right')).resolves.toBe('right');
    await expect(limits.guard([guessKey('otpPerAddress', '10.0.0.1')], async () => 'right')).resolves.toBe('right');
    vi.setSystemTime(60_000);
    await expect(limits.guard(keys, async () => 'right')).resolves.toBe('right');
    await app.close();
  });

  it('does not count errors that are not refusals (a 500 is not a wrong guess)', async () => {
    const app = Fastify();
    const limits = await registerGuessLimits(app, { operatorPerAddress: { max: 1, windowMs: 60_000 } });
    const keys = [guessKey('operatorPerAddress', '10.0.0.3')];
    await expect(limits.guard(keys, () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    await expect(limits.guard(keys, async () => 'right')).resolves.toBe('right');
    await app.close();
  });

  it('spend counts every call and refuses past the limit', async () => {
    const app = Fastify();
    const limits = await registerGuessLimits(app, { demoLoginPerAddress: { max: 2, windowMs: 60_000 } });
    const keys = [guessKey('demoLoginPerAddress', '10.0.0.4')];
    await limits.spend(keys);
    await limits.spend(keys);
    await expect(limits.spend(keys)).rejects.toMatchObject({ status: 429 });
    await app.close();
  });

  it('keeps a locked key while many other keys are counted (no eviction by a spray of new keys)', async () => {
    const app = Fastify();
    const limits = await registerGuessLimits(app, { loginPerAccount: { max: 1, windowMs: 60_000 } });
    const victim = [guessKey('loginPerAccount', 'victim')];
    await expect(limits.guard(victim, wrong)).rejects.toMatchObject({ status: 400 });
    for (let index = 0; index < 6_000; index += 1) await limits.countFailure([guessKey('loginPerAccount', `spray${index}`)]);
    await expect(limits.guard(victim, async () => 'right')).rejects.toMatchObject({ status: 429 });
    await app.close();
  });
});
