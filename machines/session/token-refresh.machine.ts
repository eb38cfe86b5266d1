/**
 * One token refresh, a child the session invokes while signed in (id 'tokenRefresh'): waits until
 * the refresh time computed from `exp` (token-refresh.ts), calls `refreshToken` and ends with the
 * new token, or with null when the call failed. The session stores the token and invokes it again
 * for the new `exp`. Its own actor so its timer never races the session's 2 s balance poll.
 */
import { assign, fromPromise, setup } from 'xstate';
import { tokenRefreshDelay } from './token-refresh.ts';
import { notProvided } from '../shared/not-provided.ts';

export type RefreshedToken = { token: string; exp: number };

export const tokenRefreshMachine = setup({
  types: {
    context: {} as { exp: number; refreshed: RefreshedToken | null },
    input: {} as { exp: number },
    output: {} as { refreshed: RefreshedToken | null },
  },
  actors: {
    refreshToken: fromPromise<RefreshedToken, void>(notProvided('refreshToken')),
  },
  delays: {
    untilRefresh: ({ context }) => tokenRefreshDelay(context.exp, Date.now()),
  },
  actions: {
    storeRefreshed: assign((_, params: { refreshed: RefreshedToken }) => ({ refreshed: params.refreshed })),
  },
}).createMachine({
  id: 'tokenRefresh',
  context: ({ input }) => ({ exp: input.exp, refreshed: null }),
  initial: 'waiting',
  states: {
    waiting: { after: { untilRefresh: 'refreshing' } },
    refreshing: {
      invoke: {
        id: 'refreshToken',
        src: 'refreshToken',
        onDone: {
          target: 'finished',
          actions: { type: 'storeRefreshed', params: ({ event }) => ({ refreshed: event.output }) },
        },
        // An expired token then meets a 401, which logs out: no retry loop here.
        onError: 'finished',
      },
    },
    finished: { type: 'final' },
  },
  output: ({ context }) => ({ refreshed: context.refreshed }),
});
