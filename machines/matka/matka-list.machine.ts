/**
 * The matka markets list: loaded when the screen opens, read again every MATKA_REFRESH_MS
 * so phases, cut-offs and results stay current, with a retry when the first load fails.
 */
import { assign, fromPromise, setup } from 'xstate';
import { errorToMessage } from '../shared/error-message.ts';
import { notProvided } from '../shared/not-provided.ts';
import type { Message } from '../shared/message.ts';
import { MATKA_REFRESH_MS, type MatkaMarketView } from './matka-bet.machine.ts';

export type MatkaListEvent = { type: 'markets.retry' };

export interface MatkaListContext {
  markets: MatkaMarketView[];
  error: Message | null;
}

export const matkaListMachine = setup({
  types: {
    context: {} as MatkaListContext,
    events: {} as MatkaListEvent,
  },
  actors: {
    loadMarkets: fromPromise<MatkaMarketView[], void>(notProvided('loadMarkets')),
  },
  delays: { MATKA_REFRESH_MS },
  actions: {
    storeMarkets: assign((_, params: { markets: MatkaMarketView[] }) => ({ markets: params.markets, error: null })),
    storeError: assign((_, params: { error: unknown }) => ({ error: errorToMessage(params.error) })),
  },
}).createMachine({
  id: 'matkaList',
  context: { markets: [], error: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadMarkets',
        src: 'loadMarkets',
        onDone: { target: 'shown', actions: { type: 'storeMarkets', params: ({ event }) => ({ markets: event.output }) } },
        onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      on: { 'markets.retry': { target: 'loading', description: 'The user asks again after a failed load.' } },
    },
    shown: {
      initial: 'waiting',
      states: {
        waiting: {
          after: { MATKA_REFRESH_MS: { target: 'refreshing', description: 'Phases, cut-offs and results are read again.' } },
        },
        refreshing: {
          invoke: {
            id: 'refreshMarkets',
            src: 'loadMarkets',
            onDone: { target: 'waiting', actions: { type: 'storeMarkets', params: ({ event }) => ({ markets: event.output }) } },
            onError: { target: 'waiting', description: 'A failed refresh keeps the list shown.' },
          },
        },
      },
    },
  },
});
