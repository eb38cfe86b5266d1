import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { walkEveryTransition } from '../testing/path-harness.ts';
import { TOKEN_REFRESH_LEAD_MS } from './token-refresh.ts';
import { tokenRefreshMachine, type RefreshedToken } from './token-refresh.machine.ts';

walkEveryTransition('token-refresh', {
  machine: tokenRefreshMachine,
  input: { exp: Math.floor(Date.now() / 1000) + 3600 },
  outputs: { refreshToken: [{ token: 'fresh', exp: 1 }] },
});

describe('token refresh', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-01-01T00:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('refreshes a minute before exp and ends with the new token', async () => {
    const refreshed: RefreshedToken = { token: 'fresh', exp: 2 };
    const refreshToken = vi.fn(async () => refreshed);
    const actor = createActor(
      tokenRefreshMachine.provide({ actors: { refreshToken: fromPromise(refreshToken) } }),
      { input: { exp: Date.now() / 1000 + 3600 } },
    );
    actor.start();
    await vi.advanceTimersByTimeAsync(3_600_000 - TOKEN_REFRESH_LEAD_MS - 1);
    expect(refreshToken).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().output).toEqual({ refreshed });
  });

  it('ends with null when the refresh fails', async () => {
    const actor = createActor(
      tokenRefreshMachine.provide({ actors: { refreshToken: fromPromise(() => Promise.reject(new Error('401'))) } }),
      { input: { exp: Date.now() / 1000 } },
    );
    actor.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().output).toEqual({ refreshed: null });
  });
});
