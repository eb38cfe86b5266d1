import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { walkEveryTransition } from '../testing/path-harness.ts';
import { TOKEN_REFRESH_LEAD_MS } from './token-refresh.ts';
import { tokenRefreshMachine, type RefreshedToken } from './token-refresh.machine.ts';

const walkExp = Math.floor(Date.now() / 1000) + 3600;
const fresh: RefreshedToken = { token: 'fresh', exp: walkExp + 3600 };

walkEveryTransition('token-refresh', {
  machine: tokenRefreshMachine,
  input: { exp: walkExp },
  outputs: { refreshToken: [fresh] },
  facts: [
    {
      rule: 'the token is refreshed one minute before it expires (exp), not sooner and not later',
      check: ({ snapshot, previous }) => {
        if (!snapshot.matches('refreshing') || !previous.matches('waiting')) return;
        expect(Date.now()).toBe(snapshot.context.exp * 1000 - TOKEN_REFRESH_LEAD_MS);
      },
    },
    {
      rule: 'a refresh ends with the new token for the session to store; a failed one ends with none, so the session stops refreshing and the expired token meets a 401, which signs out',
      check: ({ snapshot, event }) => {
        if (snapshot.status !== 'done') return;
        const refreshed = event.type === 'xstate.done.actor.refreshToken' ? (event as { output?: unknown }).output : null;
        expect(snapshot.output).toEqual({ refreshed });
      },
    },
  ],
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
