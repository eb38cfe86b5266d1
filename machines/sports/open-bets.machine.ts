/**
 * The user's open bets on one event (docs/decisions/077): loaded when the event screen opens
 * and again on `bets.refresh`, which the screen sends whenever the positions were read again (a bet
 * placed, a cash-out, a market of the event settled, signing in). A refresh while loading is kept and
 * runs when the load ends, so the list never shows an answer older than the last change — also when
 * that load fails: the change came after the failed read started, so it is read again (once: the
 * new load starts fresh, and fails to `failed` unless another refresh comes while it runs).
 *
 * An exchange bet's unmatched part can be cancelled from the list (`bet.cancel`, docs/decisions/180):
 * one cancel at a time; when it ends, answered or refused, the list is read again (the bet may have
 * been matched meanwhile) and a refusal is said until the next cancel.
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
  /** Exchange bets (docs/decisions/180): the stake matched, and the stake waiting unmatched at priceRequested. */
  sizeMatched: number;
  sizeRemaining: number;
  priceRequested: number;
  /** The average price of the matched part; null while nothing is matched. */
  averagePriceMatched: number | null;
}

export type OpenBetsEvent = { type: 'bets.refresh' } | { type: 'bets.retry' } | { type: 'bet.cancel'; betId: number };

export interface OpenBetsContext {
  eventId: string;
  bets: OpenBet[];
  error: Message | null;
  /** A refresh came while loading: load again when this one ends. */
  stale: boolean;
  /** The bet being cancelled, and why the last cancel was refused. */
  cancelling: number | null;
  cancelError: Message | null;
}

export const openBetsMachine = setup({
  types: {
    context: {} as OpenBetsContext,
    events: {} as OpenBetsEvent,
    input: {} as { eventId: string },
  },
  actors: {
    loadOpenBets: fromPromise<OpenBet[], { eventId: string }>(notProvided('loadOpenBets')),
    cancelBet: fromPromise<void, { betId: number }>(notProvided('cancelBet')),
  },
  guards: {
    stale: ({ context }) => context.stale,
  },
  actions: {
    storeBets: assign((_, params: { bets: OpenBet[] }) => ({ bets: params.bets, error: null })),
    storeError: assign((_, params: { error: unknown }) => ({ error: errorToMessage(params.error) })),
    markStale: assign({ stale: true }),
    markFresh: assign({ stale: false }),
    startCancel: assign((_, params: { betId: number }) => ({ cancelling: params.betId, cancelError: null })),
    endCancel: assign({ cancelling: null }),
    storeCancelError: assign((_, params: { error: unknown }) => ({ cancelError: errorToMessage(params.error) })),
  },
}).createMachine({
  id: 'openBets',
  context: ({ input }) => ({ eventId: input.eventId, bets: [], error: null, stale: false, cancelling: null, cancelError: null }),
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
      on: {
        'bets.refresh': { target: 'loading' },
        'bet.cancel': { target: 'cancelling', actions: { type: 'startCancel', params: ({ event }) => ({ betId: event.betId }) } },
      },
    },
    cancelling: {
      invoke: {
        id: 'cancelBet',
        src: 'cancelBet',
        input: ({ context }) => ({ betId: context.cancelling! }),
        onDone: { target: 'loading', actions: 'endCancel', description: 'Cancelled: the list is read again.' },
        onError: {
          target: 'loading',
          actions: ['endCancel', { type: 'storeCancelError', params: ({ event }) => ({ error: event.error }) }],
          description: 'Refused (matched meanwhile, or gone): said, and the list is read again.',
        },
      },
      on: { 'bets.refresh': { actions: 'markStale' } },
    },
    failed: {
      on: { 'bets.retry': { target: 'loading' }, 'bets.refresh': { target: 'loading' } },
    },
  },
});
