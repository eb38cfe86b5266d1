/**
 * Cashing out one market's position (docs/decisions/076): the offer is computed by the screen
 * from the live prices (machines/sports/cash-out-maths.ts); this actor owns what happens once the
 * bettor acts on it.
 *
 *   offer ──confirm──▶ confirming ──▶ done        (the amount locked in; back to the offer after a moment)
 *                                 ──▶ repriced    (the price moved beyond the tolerance: the new offer, accept or not)
 *                                 ──▶ refused     (closed, suspended, nothing to close: the server's message)
 *                                 ──▶ failed      (no definite answer: "Try again" sends the same key)
 *
 * Every path ends: the request has its own time-out, and if it never settles the actor gives up after
 * CASH_OUT_GIVE_UP_MS into `failed` (the known complaint: a button stuck on "processing"). The key is
 * made when the bettor confirms and reused only by "Try again", so a lost reply never cashes out twice.
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import { errorToMessage } from '../shared/error-message.ts';
import { notProvided } from '../shared/not-provided.ts';
import { messageId, type Message } from '../shared/message.ts';
import { FULL_SHARE_PERCENT } from './cash-out-maths.ts';

/** The shares the screen offers (%). */
export const CASH_OUT_SHARES = [25, 50, 75, FULL_SHARE_PERCENT] as const;
/** Longer than the request's 20 s time-out plus the longest in-play delay: only a request that never settles reaches it. */
export const CASH_OUT_GIVE_UP_MS = 40_000;
/** How long "Cashed out ₹x" stays before the (new) offer shows again. */
export const CASH_OUT_DONE_SHOWN_MS = 4_000;

export interface CashOutInput {
  eventId: string;
  marketId: string;
}

export interface CashOutRequest {
  eventId: string;
  marketId: string;
  share: number;
  /** The offer the bettor confirmed (rupees). */
  amount: number;
  idempotencyKey: string;
}

/** A definite refusal: `offer` is the new one when the price moved (offer_changed). */
export interface CashOutRefusal {
  refused: true;
  message: Message;
  offer: { share: number; amount: number } | null;
}

export interface CashedOut {
  amount: number;
  share: number;
  /** The share asked and its offer: more than share / amount when the book filled only part (docs/decisions/183). */
  requestedShare?: number;
  requestedAmount?: number;
}

export type CashOutEvent =
  | { type: 'share.changed'; share: number }
  | { type: 'cashOut.confirm'; amount: number }
  | { type: 'offer.accept' }
  | { type: 'cashOut.retry' }
  | { type: 'cashOut.dismiss' };

export type CashOutEmitted = { type: 'cashOut.done'; amount: number } | { type: 'cashOut.ended' };

export interface CashOutContext {
  eventId: string;
  marketId: string;
  share: number;
  request: CashOutRequest | null;
  /** The offer the server answered with when the price moved. */
  newOffer: { share: number; amount: number } | null;
  result: CashedOut | null;
  error: Message | null;
}

const isRefusal = (error: unknown): error is CashOutRefusal =>
  typeof error === 'object' && error !== null && (error as Partial<CashOutRefusal>).refused === true;

export const cashOutMachine = setup({
  types: {
    context: {} as CashOutContext,
    events: {} as CashOutEvent,
    input: {} as CashOutInput,
    emitted: {} as CashOutEmitted,
  },
  actors: {
    cashOut: fromPromise<CashedOut, CashOutRequest>(notProvided('cashOut')),
  },
  delays: {
    giveUp: CASH_OUT_GIVE_UP_MS,
    doneShown: CASH_OUT_DONE_SHOWN_MS,
  },
  guards: {
    knownShare: (_, params: { share: number }) => (CASH_OUT_SHARES as readonly number[]).includes(params.share),
    repriced: (_, params: { error: unknown }) => isRefusal(params.error) && params.error.offer !== null,
    refused: (_, params: { error: unknown }) => isRefusal(params.error),
  },
  actions: {
    storeShare: assign((_, params: { share: number }) => ({ share: params.share })),
    startRequest: assign(({ context }, params: { amount: number }) => ({
      request: {
        eventId: context.eventId,
        marketId: context.marketId,
        share: context.share,
        amount: params.amount,
        idempotencyKey: globalThis.crypto.randomUUID(),
      },
      newOffer: null,
      error: null,
    })),
    storeResult: assign((_, params: { result: CashedOut }) => ({ result: params.result, share: FULL_SHARE_PERCENT })),
    storeNewOffer: assign((_, params: { error: unknown }) => {
      const refusal = params.error as CashOutRefusal;
      return { newOffer: refusal.offer, error: refusal.message };
    }),
    storeError: assign((_, params: { error: unknown }) => ({ error: isRefusal(params.error) ? params.error.message : errorToMessage(params.error) })),
    clear: assign({ request: null, newOffer: null, result: null, error: null }),
    announceDone: emit((_, params: { amount: number }) => ({ type: 'cashOut.done' as const, amount: params.amount })),
    /** The position may have changed (or did): the screen reloads it. */
    announceEnded: emit({ type: 'cashOut.ended' as const }),
  },
}).createMachine({
  id: 'cashOut',
  context: ({ input }) => ({ eventId: input.eventId, marketId: input.marketId, share: FULL_SHARE_PERCENT, request: null, newOffer: null, result: null, error: null }),
  initial: 'offer',
  states: {
    offer: {
      description: 'The live offer is shown with the share buttons.',
      on: {
        'share.changed': { guard: { type: 'knownShare', params: ({ event }) => ({ share: event.share }) }, actions: { type: 'storeShare', params: ({ event }) => ({ share: event.share }) } },
        'cashOut.confirm': { target: 'confirming', actions: { type: 'startRequest', params: ({ event }) => ({ amount: event.amount }) } },
      },
    },
    confirming: {
      description: 'The request is out (the server may hold it for the in-play delay).',
      invoke: {
        id: 'cashOut',
        src: 'cashOut',
        input: ({ context }) => context.request!,
        onDone: {
          target: 'done',
          actions: [
            { type: 'storeResult', params: ({ event }) => ({ result: event.output }) },
            { type: 'announceDone', params: ({ event }) => ({ amount: event.output.amount }) },
            'announceEnded',
          ],
        },
        onError: [
          { guard: { type: 'repriced', params: ({ event }) => ({ error: event.error }) }, target: 'repriced', actions: { type: 'storeNewOffer', params: ({ event }) => ({ error: event.error }) } },
          { guard: { type: 'refused', params: ({ event }) => ({ error: event.error }) }, target: 'refused', actions: [{ type: 'storeError', params: ({ event }) => ({ error: event.error }) }, 'announceEnded'] },
          { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
      after: { giveUp: { target: 'failed', actions: assign({ error: () => messageId('sports.cashOut.noAnswer') }) } },
    },
    repriced: {
      description: 'The price moved beyond the tolerance: the new offer, to accept (a new request, a new key) or leave.',
      on: {
        'offer.accept': { target: 'confirming', actions: { type: 'startRequest', params: ({ context }) => ({ amount: context.newOffer!.amount }) } },
        'cashOut.dismiss': { target: 'offer', actions: 'clear' },
      },
    },
    refused: {
      on: { 'cashOut.dismiss': { target: 'offer', actions: 'clear' } },
    },
    failed: {
      description: 'No definite answer: the same request again (same key), or leave it and read the position again.',
      on: {
        'cashOut.retry': { target: 'confirming' },
        'cashOut.dismiss': { target: 'offer', actions: ['clear', 'announceEnded'] },
      },
    },
    done: {
      after: { doneShown: { target: 'offer', actions: 'clear' } },
      on: { 'cashOut.dismiss': { target: 'offer', actions: 'clear' } },
    },
  },
});
