/**
 * My Markets (docs/decisions/081): the user's open markets with their exposure, all
 * sports or one, opened from the header's exposure. Loaded on open and on every change of sport.
 */
import { assign, fromPromise, setup } from 'xstate';
import { errorToMessage } from '../shared/error-message.ts';
import { notProvided } from '../shared/not-provided.ts';
import type { Message } from '../shared/message.ts';

/** The sport filter that means every sport (the contract's `all`). */
export const ALL_SPORTS = 'all';

export interface MyMarketRow {
  eventId: string;
  eventName: string;
  marketId: string;
  marketName: string;
  sportSlug: string;
  sportName: string;
  inPlay: boolean;
  /** 0 or negative: the worst outcome. */
  exposure: number;
}

export interface MyMarketsContext {
  sport: string;
  rows: MyMarketRow[];
  error: Message | null;
}

export type MyMarketsEvent = { type: 'sport.changed'; sport: string } | { type: 'myMarkets.retry' };

/** The total of the rows: the header's exposure when every sport is shown. */
export const totalExposure = (rows: readonly MyMarketRow[]): number => Math.round(rows.reduce((sum, row) => sum + row.exposure, 0) * 100) / 100;

export const myMarketsMachine = setup({
  types: {
    context: {} as MyMarketsContext,
    events: {} as MyMarketsEvent,
    children: {} as { loadMyMarkets: 'loadMyMarkets' },
  },
  actors: {
    /** myMarkets/{sport}. */
    loadMyMarkets: fromPromise<MyMarketRow[], { sport: string }>(notProvided('loadMyMarkets')),
  },
  guards: {
    hasRows: (_, params: { rows: MyMarketRow[] }) => params.rows.length > 0,
  },
  actions: {
    storeSport: assign((_, params: { sport: string }) => ({ sport: params.sport })),
    storeRows: assign((_, params: { rows: MyMarketRow[] }) => ({ rows: params.rows, error: null })),
    storeError: assign((_, params: { error: unknown }) => ({ rows: [], error: errorToMessage(params.error) })),
  },
}).createMachine({
  id: 'myMarkets',
  context: { sport: ALL_SPORTS, rows: [], error: null },
  initial: 'loading',
  on: {
    'sport.changed': { target: '.loading', reenter: true, actions: { type: 'storeSport', params: ({ event }) => ({ sport: event.sport }) } },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadMyMarkets',
        src: 'loadMyMarkets',
        input: ({ context }) => ({ sport: context.sport }),
        onDone: [
          {
            guard: { type: 'hasRows', params: ({ event }) => ({ rows: event.output }) },
            target: 'shown',
            actions: { type: 'storeRows', params: ({ event }) => ({ rows: event.output }) },
          },
          { target: 'empty', actions: { type: 'storeRows', params: () => ({ rows: [] }) } },
        ],
        onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    shown: {},
    empty: {},
    failed: {
      on: { 'myMarkets.retry': { target: 'loading' } },
    },
  },
});
