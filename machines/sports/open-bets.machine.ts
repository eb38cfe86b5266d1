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
 *
 * Edit price (`bet.edit`, docs/decisions/182): a new price is typed for the unmatched part
 * (`edit.price`), confirmed (`edit.confirm`, a price of the ladder other than the bet's) and sent as one
 * replace request; the list is read again after it, and its result (the new bet's matched and unmatched
 * parts) or the server's refusal is said until the next edit.
 */
import { assign, fromPromise, setup } from 'xstate';
import { errorToMessage } from '../shared/error-message.ts';
import { notProvided } from '../shared/not-provided.ts';
import type { Message } from '../shared/message.ts';
import { isValidPrice } from './price-ladder.ts';

export interface OpenBet {
  betId: number;
  marketId: string;
  marketName: string;
  /** The runner (the market card shows the bettor's unmatched bets on its row, docs/decisions/189). */
  selectionId?: string;
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

/** The new bet an edit placed: its price, and how much of it was matched and waits. */
export interface ReplacedBet {
  price: number;
  sizeMatched: number;
  sizeRemaining: number;
}

export type OpenBetsEvent =
  | { type: 'bets.refresh' }
  | { type: 'bets.retry' }
  | { type: 'bet.cancel'; betId: number }
  | { type: 'bet.edit'; betId: number; price: number }
  | { type: 'edit.price'; price: string }
  | { type: 'edit.confirm' }
  | { type: 'edit.dismiss' };

export interface OpenBetsContext {
  eventId: string;
  bets: OpenBet[];
  error: Message | null;
  /** A refresh came while loading: load again when this one ends. */
  stale: boolean;
  /** The bet being cancelled, and why the last cancel was refused. */
  cancelling: number | null;
  cancelError: Message | null;
  /** The bet whose price is being edited, the price typed, the old price; the last edit's result or refusal. */
  editing: { betId: number; price: string; oldPrice: number } | null;
  edited: ReplacedBet | null;
  editError: Message | null;
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
    replaceBet: fromPromise<ReplacedBet, { betId: number; price: number }>(notProvided('replaceBet')),
  },
  guards: {
    stale: ({ context }) => context.stale,
    /** A price of the ladder, other than the one the bet asks. */
    newPrice: ({ context }) => {
      const price = Number(context.editing?.price);
      return context.editing !== null && isValidPrice(price) && Math.round(price * 100) !== Math.round(context.editing.oldPrice * 100);
    },
  },
  actions: {
    storeBets: assign((_, params: { bets: OpenBet[] }) => ({ bets: params.bets, error: null })),
    storeError: assign((_, params: { error: unknown }) => ({ error: errorToMessage(params.error) })),
    markStale: assign({ stale: true }),
    markFresh: assign({ stale: false }),
    startCancel: assign((_, params: { betId: number }) => ({ cancelling: params.betId, cancelError: null })),
    endCancel: assign({ cancelling: null }),
    storeCancelError: assign((_, params: { error: unknown }) => ({ cancelError: errorToMessage(params.error) })),
    startEdit: assign((_, params: { betId: number; price: number }) => ({ editing: { betId: params.betId, price: String(params.price), oldPrice: params.price }, edited: null, editError: null })),
    typePrice: assign(({ context }, params: { price: string }) => ({ editing: context.editing && { ...context.editing, price: params.price } })),
    endEdit: assign({ editing: null }),
    storeEdited: assign((_, params: { bet: ReplacedBet }) => ({ edited: params.bet })),
    storeEditError: assign((_, params: { error: unknown }) => ({ editError: errorToMessage(params.error) })),
  },
}).createMachine({
  id: 'openBets',
  context: ({ input }) => ({ eventId: input.eventId, bets: [], error: null, stale: false, cancelling: null, cancelError: null, editing: null, edited: null, editError: null }),
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
        'bet.edit': { target: 'editing', actions: { type: 'startEdit', params: ({ event }) => ({ betId: event.betId, price: event.price }) } },
      },
    },
    editing: {
      on: {
        'edit.price': { actions: { type: 'typePrice', params: ({ event }) => ({ price: event.price }) } },
        'edit.confirm': { guard: 'newPrice', target: 'replacing' },
        'edit.dismiss': { target: 'loaded', actions: 'endEdit' },
        'bets.refresh': { actions: 'markStale' },
      },
    },
    replacing: {
      invoke: {
        id: 'replaceBet',
        src: 'replaceBet',
        input: ({ context }) => ({ betId: context.editing!.betId, price: Number(context.editing!.price) }),
        onDone: {
          target: 'loading',
          actions: ['endEdit', { type: 'storeEdited', params: ({ event }) => ({ bet: event.output }) }],
          description: 'Moved: the new bet is said, and the list is read again.',
        },
        onError: {
          target: 'loading',
          actions: ['endEdit', { type: 'storeEditError', params: ({ event }) => ({ error: event.error }) }],
          description: 'Refused (matched or gone meanwhile, market suspended, balance short): said, and the list is read again.',
        },
      },
      on: { 'bets.refresh': { actions: 'markStale' } },
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
