/**
 * The user's open bets on one event (issue 12, docs/decisions/077): loaded when the event screen opens
 * and again on `bets.refresh`, which the screen sends whenever the positions were read again (a bet
 * placed, a cash-out, a market of the event settled, signing in). A refresh while loading is kept and
 * runs when the load ends, so the list never shows an answer older than the last change — also when
 * that load fails: the change came after the failed read started, so it is read again (once: the
 * new load starts fresh, and fails to `failed` unless another refresh comes while it runs).
 */
import { assign, fromPromise, setup } from 'xstate';
import { errorToMessage } from '../shared/error-message.ts';
import { notProvided } from '../shared/not-provided.ts';
import type { Message } from '../shared/message.ts';

export interface OpenBet {
  betId: number;
  marketId: string;
  marketName: string;
  selectionName: string;
  side: 'back' | 'lay';
  /** Decimal odds, or the bookmaker / fancy rate. */
  odds: number;
  /** fancy: the runs line. */
  runs: number | null;
  stake: number;
  liability: number;
  profit: number;
  /** ISO 8601. */
  placedAt: string;
  /** A hedge placed by a cash-out. */
  cashOut: boolean;
}

export type OpenBetsEvent = { type: 'bets.refresh' } | { type: 'bets.retry' };

export interface OpenBetsContext {
  eventId: string;
  bets: OpenBet[];
  error: Message | null;
  /** A refresh came while loading: load again when this one ends. */
  stale: boolean;
}

export const openBetsMachine = setup({
  types: {
    context: {} as OpenBetsContext,
    events: {} as OpenBetsEvent,
    input: {} as { eventId: string },
  },
  actors: {
    loadOpenBets: fromPromise<OpenBet[], { eventId: string }>(notProvided('loadOpenBets')),
  },
  guards: {
    stale: ({ context }) => context.stale,
  },
  actions: {
    storeBets: assign((_, params: { bets: OpenBet[] }) => ({ bets: params.bets, error: null })),
    storeError: assign((_, params: { error: unknown }) => ({ error: errorToMessage(params.error) })),
    markStale: assign({ stale: true }),
    markFresh: assign({ stale: false }),
  },
}).createMachine({
  id: 'openBets',
  context: ({ input }) => ({ eventId: input.eventId, bets: [], error: null, stale: false }),
  initial: 'loading',
  states: {
    loading: {
      entry: 'markFresh',
      invoke: {
        id: 'loadOpenBets',
        src: 'loadOpenBets',
        input: ({ context }) => ({ eventId: context.eventId }),
        onDone: { target: 'loaded', actions: { type: 'storeBets', params: ({ event }) => ({ bets: event.output }) } },
        onError: [
          {
            guard: 'stale',
            target: 'loading',
            reenter: true,
            description: 'A change came during the failed read: read again, as the refresh asked.',
          },
          { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
      on: { 'bets.refresh': { actions: 'markStale' } },
    },
    loaded: {
      always: { guard: 'stale', target: 'loading', description: 'A change came during the load: read again.' },
      on: { 'bets.refresh': { target: 'loading' } },
    },
    failed: {
      on: { 'bets.retry': { target: 'loading' }, 'bets.refresh': { target: 'loading' } },
    },
  },
});
