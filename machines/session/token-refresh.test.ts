import { describe, expect, it } from 'vitest';
import { MAX_TIMER_MS, TOKEN_REFRESH_LEAD_MS, tokenRefreshDelay } from './token-refresh.ts';

const now = Date.UTC(2025, 0, 1);
const expIn = (ms: number) => (now + ms) / 1000;

describe('token refresh delay', () => {
  it('refreshes a minute before exp', () => {
    expect(tokenRefreshDelay(expIn(3_600_000), now)).toBe(3_600_000 - TOKEN_REFRESH_LEAD_MS);
  });

  it('refreshes a short-lived token at half its remaining life', () => {
    expect(tokenRefreshDelay(expIn(30_000), now)).toBe(15_000);
  });

  it('refreshes an expired token at once', () => {
    expect(tokenRefreshDelay(expIn(-5_000), now)).toBe(0);
  });

  it('never asks for a timer longer than setTimeout can hold', () => {
    expect(tokenRefreshDelay(expIn(365 * 86_400_000), now)).toBe(MAX_TIMER_MS);
  });
});
