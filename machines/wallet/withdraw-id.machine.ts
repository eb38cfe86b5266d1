/**
 * The user's withdraw ID (spec §7 "wallet-withdraw id"), which the user quotes to support: loaded
 * when the copy-user-id modal or the withdraw screen opens, with a retry when the call fails.
 */
import { assign, fromPromise, setup } from 'xstate';
import { errorToMessage } from '../shared/error-message.ts';
import { notProvided } from '../shared/not-provided.ts';
import type { Message } from '../shared/message.ts';

export type WithdrawIdEvent = { type: 'withdrawId.retry' };

export interface WithdrawIdContext {
  withdrawId: string | null;
  error: Message | null;
}

export const withdrawIdMachine = setup({
  types: {
    context: {} as WithdrawIdContext,
    events: {} as WithdrawIdEvent,
  },
  actors: {
    loadWithdrawId: fromPromise<string, void>(notProvided('loadWithdrawId')),
  },
  actions: {
    storeWithdrawId: assign((_, params: { withdrawId: string }) => ({ withdrawId: params.withdrawId, error: null })),
    storeError: assign((_, params: { error: unknown }) => ({ error: errorToMessage(params.error) })),
  },
}).createMachine({
  id: 'withdrawId',
  context: { withdrawId: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadWithdrawId',
        src: 'loadWithdrawId',
        onDone: { target: 'shown', actions: { type: 'storeWithdrawId', params: ({ event }) => ({ withdrawId: event.output }) } },
        onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    shown: {},
    failed: {
      on: { 'withdrawId.retry': { target: 'loading', description: 'The user asks again after a failed load.' } },
    },
  },
});
