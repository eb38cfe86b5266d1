/**
 * The bet slip (design §11 "Every money screen has its statechart", betting-products.md "bet slip",
 * "in-play bet delay"): one actor per tapped price.
 *
 *   form (editing ⇄ priceMoved | refused) → placing (with the in-play delay's countdown)
 *     → placed (final) | refused with the reason | priceMoved: the current price offered to accept
 *     → placing again | failed (no answer): retried with the SAME Idempotency-Key.
 *
 * - The price is nudged along the Betfair ladder (decimal markets only; bookmaker rates and fancy
 *   lines are the operator's quote). The stake is typed or set from the user's stake buttons,
 *   which the Edit Stake modal (machines/wallet/edit-stake) changes and saves.
 * - The in-play delay is held by the server (docs/decisions/036: it checks the price again after
 *   it), so the countdown runs while the bet is being placed, from a deadline (`expiresAt`) kept in
 *   context; a cancel before the server answers could not be honoured, so none is offered
 *   (docs/decisions/042).
 * - Money safety: the Idempotency-Key is created when the user confirms. A retry after no answer
 *   reuses it (the server replays what it did); a refusal is a definite answer, so the next
 *   confirmation (a new price, a new stake) is a new operation with a new key.
 * - It never talks HTTP: `placeBet` is provided by src/app and rejects with a `BetRefusal` for a
 *   definite refusal, or anything else when the outcome is unknown.
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import { errorToMessage } from '../shared/error-message.ts';
import { notProvided } from '../shared/not-provided.ts';
import { messageId, type Message } from '../shared/message.ts';
import { editStakeMachine } from '../wallet/edit-stake.machine.ts';
import {
  cleanBetStake,
  cleanPriceInput,
  nudgePrice,
  priceErrorOf,
  settlePriceText,
  slipBetOf,
  slipStakeButtons,
  stakeErrorOf,
  type BetRequest,
  type SlipBet,
  type SlipSelection,
} from './slip-rules.ts';

export interface BetSlipInput {
  selection: SlipSelection;
  minStake: number;
  maxStake: number;
  /** The market's in-play bet delay; 0 for none (fancy, or not in play). */
  betDelayMs: number;
  /** The user's stake buttons (user info `chips`). */
  chips: readonly number[];
  /** "Accept any odds": the server matches at its current price whatever it is. */
  acceptAnyOdds: boolean;
}

/** What the server said when it placed the bet. */
export interface PlacedBet {
  betId: string;
  /** The price matched (exchange: the average matched price, never worse than asked; decision 180). */
  price: number;
  stake: number;
  /** Exchange bets: the part matched; the rest waits unmatched in the book (Open bets, with Cancel). Absent: all of it. */
  sizeMatched?: number;
  /** The price asked: where the unmatched part waits. */
  priceRequested?: number;
}

/** A definite refusal (src/app's placeBet rejects with it); `currentPrice` when the price moved. */
export interface BetRefusal {
  refused: true;
  reason: Message;
  /** The quote to offer: decimal odds, the bookmaker rate, or the fancy line. */
  currentPrice: number | null;
  /** Fancy only: the rate at the offered line. */
  currentRate: number | null;
}

export const isBetRefusal = (error: unknown): error is BetRefusal =>
  typeof error === 'object' && error !== null && (error as { refused?: unknown }).refused === true;

const movedPriceOf = (error: unknown): number | null =>
  isBetRefusal(error) && typeof error.currentPrice === 'number' && error.currentPrice > 0 ? error.currentPrice : null;

export interface Submission {
  idempotencyKey: string;
  request: BetRequest;
}

export interface BetSlipContext {
  selection: SlipSelection;
  minStake: number;
  maxStake: number;
  betDelayMs: number;
  stakes: number[];
  priceText: string;
  /** Fancy only: the rate per 100 at the line (an accepted new quote may change it). */
  rate: number | null;
  stakeText: string;
  acceptAnyOdds: boolean;
  /** Errors show once confirm was tried. */
  attempted: boolean;
  /** The reason of the last refusal or failure. */
  reason: Message | null;
  /** The quote the server offers after a refusal for a moved price. */
  offeredPrice: number | null;
  offeredRate: number | null;
  /** The end of the server's in-play delay (epoch ms), for the countdown; null without one. */
  expiresAt: number | null;
  submission: Submission | null;
  placed: PlacedBet | null;
}

export type BetSlipEvent =
  | { type: 'price.up' }
  | { type: 'price.down' }
  | { type: 'price.changed'; text: string }
  | { type: 'stake.changed'; text: string }
  | { type: 'stake.chosen'; stake: number }
  | { type: 'acceptAnyOdds.changed'; accept: boolean }
  | { type: 'stakes.edit' }
  | { type: 'slip.confirm' }
  | { type: 'price.accept' }
  | { type: 'slip.retry' }
  | { type: 'slip.cancel' }
  | { type: 'market.updated'; betDelayMs: number; minStake: number; maxStake: number };

export type BetSlipEmitted = { type: 'notice.success'; message: Message } | { type: 'notice.error'; message: Message };

/** The slip's output: the placed bet, or null when it was closed without one; the stake buttons as they are now. */
export interface BetSlipOutput {
  placed: PlacedBet | null;
  stakes: number[];
}

/** The first reason the slip cannot be confirmed. */
export const slipErrorOf = (context: BetSlipContext): Message | undefined =>
  priceErrorOf(context.selection.form, context.priceText) ?? stakeErrorOf(context.stakeText, context);

/** The bet the slip would place, for the profit/liability preview and the projected positions. */
export const pendingBetOf = (context: Pick<BetSlipContext, 'selection' | 'priceText' | 'stakeText' | 'rate'>): SlipBet =>
  slipBetOf({ ...context.selection, rate: context.rate }, context.priceText, context.stakeText);

const requestOf = (context: BetSlipContext): BetRequest => ({
  eventId: context.selection.eventId,
  marketId: context.selection.marketId,
  selectionId: context.selection.selectionId,
  side: context.selection.side,
  form: context.selection.form,
  price: Number(context.priceText),
  rate: context.rate,
  stake: Number(context.stakeText),
  acceptAnyOdds: context.acceptAnyOdds,
});

/** What a placed bet says: placed, "Matched ₹x of ₹y at p" (the rest unmatched), or all unmatched (decision 180). */
export function placedMessageOf({ sizeMatched, stake, price, priceRequested }: PlacedBet): Message {
  if (sizeMatched === undefined || sizeMatched >= stake) return messageId('sports.slip.placed');
  return sizeMatched > 0
    ? messageId('sports.slip.placedPartly', { matched: sizeMatched, stake, price })
    : messageId('sports.slip.placedUnmatched', { stake, price: priceRequested ?? price });
}

const submissionOf = (context: BetSlipContext): Submission => {
  if (!context.submission) throw new Error('No bet was confirmed');
  return context.submission;
};

export const betSlipMachine = setup({
  types: {
    context: {} as BetSlipContext,
    events: {} as BetSlipEvent,
    input: {} as BetSlipInput,
    output: {} as BetSlipOutput,
    emitted: {} as BetSlipEmitted,
    tags: {} as 'busy',
    children: {} as { placeBet: 'placeBet'; editStake: 'editStake' },
  },
  actors: {
    /** saveBet with the submission's Idempotency-Key; rejects with a BetRefusal or an unknown-outcome error. */
    placeBet: fromPromise<PlacedBet, Submission>(notProvided('placeBet')),
    editStake: editStakeMachine,
  },
  guards: {
    priceEditable: ({ context }) => context.selection.form === 'decimal',
    slipValid: ({ context }) => slipErrorOf(context) === undefined,
    priceMoved: (_, params: { error: unknown }) => movedPriceOf(params.error) !== null,
    refused: (_, params: { error: unknown }) => isBetRefusal(params.error),
    stakesSaved: (_, params: { saved: number[] | null }) => params.saved !== null,
  },
  actions: {
    nudgePrice: assign(({ context }, params: { direction: 'up' | 'down' }) => ({ priceText: nudgePrice(context.priceText, params.direction) })),
    storePrice: assign((_, params: { text: string }) => ({ priceText: cleanPriceInput(params.text) })),
    storeStake: assign((_, params: { text: string }) => ({ stakeText: cleanBetStake(params.text) })),
    chooseStake: assign((_, params: { stake: number }) => ({ stakeText: cleanBetStake(String(params.stake)) })),
    storeAcceptAnyOdds: assign((_, params: { accept: boolean }) => ({ acceptAnyOdds: params.accept })),
    storeStakes: assign((_, params: { saved: number[] | null }) => ({ stakes: slipStakeButtons(params.saved) })),
    markAttempted: assign({ attempted: true }),
    storeMarket: assign((_, params: { betDelayMs: number; minStake: number; maxStake: number }) => params),
    clearReason: assign({ reason: null, offeredPrice: null, offeredRate: null }),
    /** A new key for a new operation; the same one only for a retry of the very same request. */
    confirmSubmission: assign(({ context }) => {
      const priceText = settlePriceText(context.selection.form, context.priceText);
      const request = requestOf({ ...context, priceText });
      const same = context.submission && JSON.stringify(context.submission.request) === JSON.stringify(request);
      return {
        priceText,
        attempted: true,
        reason: null,
        offeredPrice: null,
        offeredRate: null,
        submission: same ? context.submission : { idempotencyKey: globalThis.crypto.randomUUID(), request },
      };
    }),
    acceptOfferedPrice: assign(({ context }) => ({
      priceText: String(context.offeredPrice ?? context.priceText),
      rate: context.offeredRate ?? context.rate,
    })),
    startDelay: assign(({ context }) => ({ expiresAt: context.betDelayMs > 0 ? Date.now() + context.betDelayMs : null })),
    clearDelay: assign({ expiresAt: null }),
    forgetSubmission: assign({ submission: null }),
    storeRefusal: assign((_, params: { error: unknown }) => ({
      reason: errorToMessage(isBetRefusal(params.error) ? params.error.reason : params.error),
      offeredPrice: movedPriceOf(params.error),
      offeredRate: isBetRefusal(params.error) ? params.error.currentRate : null,
    })),
    storePlaced: assign((_, params: { placed: PlacedBet }) => ({ placed: params.placed })),
    // A bet not matched in full says how much was: "Matched ₹x of ₹y at p", the rest unmatched (decision 180).
    announcePlaced: emit((_, params: { placed: PlacedBet }) => ({ type: 'notice.success' as const, message: placedMessageOf(params.placed) })),
    announceStakesSaved: emit({ type: 'notice.success', message: messageId('wallet.stake.saved') }),
  },
}).createMachine({
  id: 'betSlip',
  context: ({ input }) => ({
    selection: input.selection,
    minStake: input.minStake,
    maxStake: input.maxStake,
    betDelayMs: input.betDelayMs,
    stakes: slipStakeButtons(input.chips),
    priceText: String(input.selection.price),
    rate: input.selection.rate,
    stakeText: '',
    acceptAnyOdds: input.acceptAnyOdds,
    attempted: false,
    reason: null,
    offeredPrice: null,
    offeredRate: null,
    expiresAt: null,
    submission: null,
    placed: null,
  }),
  output: ({ context }) => ({ placed: context.placed, stakes: context.stakes }),
  on: {
    'market.updated': {
      description: 'The event screen passes on the market as it changes (in play now: a delay; new limits).',
      actions: {
        type: 'storeMarket',
        params: ({ event }) => ({ betDelayMs: event.betDelayMs, minStake: event.minStake, maxStake: event.maxStake }),
      },
    },
  },
  initial: 'form',
  states: {
    form: {
      description: 'The slip as the user edits it; a refusal is shown inside it until the next edit.',
      on: {
        'price.up': { guard: 'priceEditable', target: '.editing', actions: [{ type: 'nudgePrice', params: { direction: 'up' } }, 'clearReason'] },
        'price.down': { guard: 'priceEditable', target: '.editing', actions: [{ type: 'nudgePrice', params: { direction: 'down' } }, 'clearReason'] },
        'price.changed': {
          guard: 'priceEditable',
          target: '.editing',
          actions: [{ type: 'storePrice', params: ({ event }) => ({ text: event.text }) }, 'clearReason'],
        },
        'stake.changed': { target: '.editing', actions: [{ type: 'storeStake', params: ({ event }) => ({ text: event.text }) }, 'clearReason'] },
        'stake.chosen': { target: '.editing', actions: [{ type: 'chooseStake', params: ({ event }) => ({ stake: event.stake }) }, 'clearReason'] },
        'acceptAnyOdds.changed': { actions: { type: 'storeAcceptAnyOdds', params: ({ event }) => ({ accept: event.accept }) } },
        'stakes.edit': { target: 'editingStakes' },
        'slip.confirm': [
          { guard: 'slipValid', target: 'placing', actions: 'confirmSubmission' },
          { target: '.editing', actions: ['markAttempted', 'clearReason'] },
        ],
        'slip.cancel': { target: 'closed' },
      },
      initial: 'editing',
      states: {
        editing: {},
        priceMoved: {
          description: 'Refused because the price moved: the current one is offered.',
          on: { 'price.accept': { target: '#betSlip.placing', actions: ['acceptOfferedPrice', 'confirmSubmission'] } },
        },
        refused: { description: 'Refused with the reason (suspended, stake limits, insufficient balance …).' },
      },
    },
    editingStakes: {
      invoke: {
        id: 'editStake',
        src: 'editStake',
        input: ({ context }) => ({ stakes: context.stakes }),
        onDone: [
          {
            guard: { type: 'stakesSaved', params: ({ event }) => ({ saved: event.output.saved }) },
            target: 'form',
            actions: [{ type: 'storeStakes', params: ({ event }) => ({ saved: event.output.saved }) }, 'announceStakesSaved'],
          },
          { target: 'form' },
        ],
      },
    },
    placing: {
      description: 'The server holds an in-play bet for the delay (countdown to expiresAt); a second confirm has no transition here.',
      tags: 'busy',
      entry: 'startDelay',
      exit: 'clearDelay',
      invoke: {
        id: 'placeBet',
        src: 'placeBet',
        input: ({ context }) => submissionOf(context),
        onDone: {
          target: 'placed',
          actions: [
            { type: 'storePlaced', params: ({ event }) => ({ placed: event.output }) },
            'forgetSubmission',
            { type: 'announcePlaced', params: ({ event }) => ({ placed: event.output }) },
          ],
        },
        onError: [
          {
            guard: { type: 'priceMoved', params: ({ event }) => ({ error: event.error }) },
            target: '#betSlip.form.priceMoved',
            actions: [{ type: 'storeRefusal', params: ({ event }) => ({ error: event.error }) }, 'forgetSubmission'],
          },
          {
            guard: { type: 'refused', params: ({ event }) => ({ error: event.error }) },
            target: '#betSlip.form.refused',
            actions: [{ type: 'storeRefusal', params: ({ event }) => ({ error: event.error }) }, 'forgetSubmission'],
          },
          {
            description: 'No definite answer: the bet may or may not be placed; a retry carries the same key.',
            target: 'failed',
            actions: { type: 'storeRefusal', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    failed: {
      on: {
        'slip.retry': { target: 'placing', actions: 'clearReason' },
        'slip.cancel': { target: 'closed' },
      },
    },
    placed: { type: 'final' },
    closed: { type: 'final' },
  },
});

type SlipView = { context: BetSlipContext; matches: (state: 'placing' | 'failed' | 'placed' | { form: 'priceMoved' | 'refused' }) => boolean };

export type SlipStage = 'editing' | 'priceMoved' | 'refused' | 'placing' | 'failed' | 'done';

export const selectSlipStage = (snapshot: SlipView): SlipStage => {
  if (snapshot.matches('placing')) return 'placing';
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches({ form: 'priceMoved' })) return 'priceMoved';
  if (snapshot.matches({ form: 'refused' })) return 'refused';
  if (snapshot.matches('placed')) return 'done';
  return 'editing';
};
