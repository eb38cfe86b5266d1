/**
 * A crash game's round as one player sees it (Aviator style; rules in crash-rules.ts).
 * The server runs the rounds and says so over the socket: `round.betting` (a new round, its seed's
 * hash and when it takes off), `round.flying` (take-off time), `round.crashed` (the crash point and
 * the revealed seed). The multiplier in between is not sent tick by tick: the view computes it from
 * the take-off time (multiplierAt), so the machine changes only when something happens.
 *
 * Two bets per round (slots a and b), each: idle → placing (the server takes the stake) → placed →
 * cashed out (by hand: cashingOut; or automatically at its target: the server's `bet.cashedOut`) or
 * lost at the crash. Bets are placed only while the round takes bets; a cash-out only while flying.
 * A stake outside ₹10–5,000 (or an automatic cash-out outside 1.01–1,000×) is not sent: the bet stays
 * idle and says why (docs/decisions/194).
 *
 * Several players share the table, and a player's socket may miss a message (it joined between the
 * snapshot it was sent and a broadcast, or reconnected): a round message of another round than the
 * one shown always wins, so the machine never stays on a round the table has left (docs/decisions/194).
 * On connecting, the snapshot also tells the player's own bets in the round (`bet.restored`): a reload
 * or reconnect keeps them, placed (with its Cash out), cashed out or lost (docs/decisions/196).
 */
import { and, assign, fromPromise, setup, stateIn } from 'xstate';
import { errorToMessage } from '../shared/error-message.ts';
import { notProvided } from '../shared/not-provided.ts';
import { messageId, type Message } from '../shared/message.ts';
import { isValidCrashBet, MAX_AUTO_CASH_OUT, MAX_CRASH_STAKE, MIN_AUTO_CASH_OUT, MIN_CRASH_STAKE, type CrashBetSlot } from './crash-rules.ts';

export interface CrashBetRequest {
  roundId: string;
  slot: CrashBetSlot;
  stake: number;
  autoCashOut: number | null;
}

export interface CrashCashOutRequest {
  roundId: string;
  slot: CrashBetSlot;
}

/** The server's answer to a cash-out: the multiplier it was taken at and the win. */
export interface CrashCashOut {
  multiplier: number;
  win: number;
}

export interface CrashBet {
  stake: number;
  autoCashOut: number | null;
  /** Set when cashed out (by hand or automatically). */
  cashedOutAt: number | null;
  win: number | null;
  error: Message | null;
}

export interface CrashRound {
  roundId: string;
  seedHash: string;
  /** Epoch ms: betting closes and the plane takes off. */
  takeoffAt: number;
  /** Epoch ms of the take-off, once flying. */
  startedAt: number | null;
  crashPoint: number | null;
  /** The round's seed, revealed at the crash (verify: its SHA-256 is seedHash). */
  seed: string | null;
}

export interface CrashContext {
  round: CrashRound | null;
  /** The last round that crashed while shown, kept through the next one so its seed can still be verified. */
  lastRound: CrashRound | null;
  bets: Record<CrashBetSlot, CrashBet>;
}

export type CrashEvent =
  | { type: 'round.betting'; roundId: string; seedHash: string; takeoffAt: number }
  | { type: 'round.flying'; roundId: string; startedAt: number }
  | { type: 'round.crashed'; roundId: string; crashPoint: number; seed: string }
  | { type: 'bet.placed'; slot: CrashBetSlot; stake: number; autoCashOut: number | null }
  | { type: 'bet.cashOut'; slot: CrashBetSlot }
  | { type: 'bet.cashedOut'; roundId: string; slot: CrashBetSlot; multiplier: number; win: number }
  | CrashBetRestored;

/**
 * A bet of the player's in the round shown, as the table holds it: told when the page connects or
 * reconnects (the socket's snapshot), so a reload keeps the bets placed before it (docs/decisions/196).
 */
export interface CrashBetRestored {
  type: 'bet.restored';
  roundId: string;
  slot: CrashBetSlot;
  stake: number;
  autoCashOut: number | null;
  status: CrashRestoredStatus;
  /** The multiplier it was cashed out at (cashedOut only). */
  cashedOutAt: number | null;
  win: number;
}

export type CrashRestoredStatus = 'placed' | 'cashedOut' | 'lost';

const emptyBet = (): CrashBet => ({ stake: 0, autoCashOut: null, cashedOutAt: null, win: null, error: null });

/** Why a bet is not sent: its stake, else its automatic cash-out, outside the limits (crash-rules.ts). */
export function crashBetProblem(bet: { stake: number; autoCashOut: number | null }): Message | null {
  if (isValidCrashBet(bet)) return null;
  const stakeOk = Number.isFinite(bet.stake) && bet.stake >= MIN_CRASH_STAKE && bet.stake <= MAX_CRASH_STAKE;
  return stakeOk
    ? messageId('casino.crash.autoLimits', { min: MIN_AUTO_CASH_OUT.toFixed(2), max: MAX_AUTO_CASH_OUT.toLocaleString('en-IN') })
    : messageId('casino.crash.stakeLimits', { min: MIN_CRASH_STAKE.toLocaleString('en-IN'), max: MAX_CRASH_STAKE.toLocaleString('en-IN') });
}

const crashSetup = setup({
  types: {
    context: {} as CrashContext,
    events: {} as CrashEvent,
  },
  actors: {
    placeCrashBet: fromPromise<void, CrashBetRequest>(notProvided('placeCrashBet')),
    cashOutCrashBet: fromPromise<CrashCashOut, CrashCashOutRequest>(notProvided('cashOutCrashBet')),
  },
  guards: {
    isThisRound: ({ context }, params: { roundId: string }) => context.round?.roundId === params.roundId,
    isAnotherRound: ({ context }, params: { roundId: string }) => context.round?.roundId !== params.roundId,
    isBetFor: ({ event }, params: { slot: CrashBetSlot }) => event.type === 'bet.placed' && event.slot === params.slot,
    isValidBetFor: ({ event }, params: { slot: CrashBetSlot }) => event.type === 'bet.placed' && event.slot === params.slot && isValidCrashBet(event),
    isCashOutFor: ({ event }, params: { slot: CrashBetSlot }) => event.type === 'bet.cashOut' && event.slot === params.slot,
    isCashOutOfThisRound: ({ context }, params: { slot: CrashBetSlot; event: { slot: CrashBetSlot; roundId: string } }) =>
      params.event.slot === params.slot && context.round?.roundId === params.event.roundId,
    isRestoredBet: ({ context }, params: { slot: CrashBetSlot; status: CrashRestoredStatus; event: CrashBetRestored }) =>
      params.event.slot === params.slot && params.event.status === params.status && context.round?.roundId === params.event.roundId,
    takesBets: stateIn({ round: 'betting' }),
    isFlying: stateIn({ round: 'flying' }),
    hasCrashed: stateIn({ round: 'crashed' }),
  },
  actions: {
    openRound: assign(({ context }, params: { roundId: string; seedHash: string; takeoffAt: number }) => ({
      lastRound: context.round?.seed ? context.round : context.lastRound,
      round: { roundId: params.roundId, seedHash: params.seedHash, takeoffAt: params.takeoffAt, startedAt: null, crashPoint: null, seed: null },
      bets: { a: emptyBet(), b: emptyBet() },
    })),
    takeOff: assign(({ context }, params: { startedAt: number }) => ({ round: { ...context.round!, startedAt: params.startedAt } })),
    crash: assign(({ context }, params: { crashPoint: number; seed: string }) => ({
      round: { ...context.round!, crashPoint: params.crashPoint, seed: params.seed },
    })),
    storeBet: assign(({ context }, params: { slot: CrashBetSlot; stake: number; autoCashOut: number | null }) => ({
      bets: { ...context.bets, [params.slot]: { ...emptyBet(), stake: params.stake, autoCashOut: params.autoCashOut } },
    })),
    refuseBet: assign(({ context }, params: { slot: CrashBetSlot; stake: number; autoCashOut: number | null }) => ({
      bets: { ...context.bets, [params.slot]: { ...emptyBet(), error: crashBetProblem(params) } },
    })),
    forgetBet: assign(({ context }, params: { slot: CrashBetSlot; error: unknown }) => ({
      bets: { ...context.bets, [params.slot]: { ...emptyBet(), error: errorToMessage(params.error) } },
    })),
    storeCashOut: assign(({ context }, params: { slot: CrashBetSlot; multiplier: number; win: number }) => ({
      bets: { ...context.bets, [params.slot]: { ...context.bets[params.slot], cashedOutAt: params.multiplier, win: params.win, error: null } },
    })),
    storeCashOutError: assign(({ context }, params: { slot: CrashBetSlot; error: unknown }) => ({
      bets: { ...context.bets, [params.slot]: { ...context.bets[params.slot], error: errorToMessage(params.error) } },
    })),
    restoreBet: assign(({ context }, params: { bet: CrashBetRestored }) => ({
      bets: {
        ...context.bets,
        [params.bet.slot]: {
          ...emptyBet(),
          stake: params.bet.stake,
          autoCashOut: params.bet.autoCashOut,
          cashedOutAt: params.bet.status === 'cashedOut' ? params.bet.cashedOutAt : null,
          win: params.bet.status === 'placed' ? null : params.bet.win,
        },
      },
    })),
    storeLoss: assign(({ context }, params: { slot: CrashBetSlot }) => ({
      bets: { ...context.bets, [params.slot]: { ...context.bets[params.slot], win: 0 } },
    })),
  },
});

/**
 * One bet of the round (slot a or b), the same for both: its states are named alike in each slot
 * (`a.placed`, `b.cashingOut`, …), its actors `placeCrashBet-<slot>` and `cashOutCrashBet-<slot>`.
 */
const betSlot = (slot: CrashBetSlot) =>
  crashSetup.createStateConfig({
    description: `Bet ${slot} of the round.`,
    initial: 'idle',
    states: {
      idle: {
        on: {
          'bet.placed': [
            {
              guard: and(['takesBets', { type: 'isValidBetFor', params: { slot } }]),
              target: 'placing',
              actions: { type: 'storeBet', params: ({ event }) => ({ slot, stake: event.stake, autoCashOut: event.autoCashOut }) },
            },
            {
              guard: and(['takesBets', { type: 'isBetFor', params: { slot } }]),
              actions: { type: 'refuseBet', params: ({ event }) => ({ slot, stake: event.stake, autoCashOut: event.autoCashOut }) },
              description: 'A stake or automatic cash-out outside the limits: not sent, the bet says why.',
            },
          ],
          'bet.restored': (['placed', 'cashedOut', 'lost'] as const).map((status) => ({
            guard: { type: 'isRestoredBet' as const, params: ({ event }: { event: CrashBetRestored }) => ({ slot, status, event }) },
            target: status,
            actions: { type: 'restoreBet' as const, params: ({ event }: { event: CrashBetRestored }) => ({ bet: event }) },
            description: `The table holds this bet of the round shown, ${status} (a reload or reconnect, docs/decisions/196).`,
          })),
        },
      },
      placing: {
        invoke: {
          id: `placeCrashBet-${slot}`,
          src: 'placeCrashBet',
          input: ({ context }) => ({
            roundId: context.round!.roundId,
            slot,
            stake: context.bets[slot].stake,
            autoCashOut: context.bets[slot].autoCashOut,
          }),
          onDone: [
            {
              guard: 'hasCrashed',
              target: 'lost',
              actions: { type: 'storeLoss', params: { slot } },
              description: 'Taken, but the answer came after the crash it was in.',
            },
            { target: 'placed' },
          ],
          onError: { target: 'idle', actions: { type: 'forgetBet', params: ({ event }) => ({ slot, error: event.error }) } },
        },
        on: {
          'round.betting': {
            guard: { type: 'isAnotherRound', params: ({ event }) => ({ roundId: event.roundId }) },
            target: 'idle',
            description:
              'The next round opened before the bet was answered: its round is over (a bet taken there is in the history and the balance), and the new round\'s slot starts empty (decision 204).',
          },
        },
      },
      placed: {
        on: {
          'bet.cashOut': {
            guard: and(['isFlying', { type: 'isCashOutFor', params: { slot } }]),
            target: 'cashingOut',
          },
          'bet.cashedOut': {
            guard: { type: 'isCashOutOfThisRound', params: ({ event }) => ({ slot, event }) },
            target: 'cashedOut',
            actions: { type: 'storeCashOut', params: ({ event }) => ({ slot, multiplier: event.multiplier, win: event.win }) },
            description: 'The server cashed the bet out at its automatic target.',
          },
          'bet.restored': {
            guard: { type: 'isRestoredBet', params: ({ event }) => ({ slot, status: 'cashedOut', event }) },
            target: 'cashedOut',
            actions: { type: 'restoreBet', params: ({ event }) => ({ bet: event }) },
            description: 'Cashed out at its automatic target while the page was away (its bet.cashedOut missed, docs/decisions/196).',
          },
          'round.crashed': {
            guard: { type: 'isThisRound', params: ({ event }) => ({ roundId: event.roundId }) },
            target: 'lost',
            actions: { type: 'storeLoss', params: { slot } },
          },
          'round.betting': {
            guard: { type: 'isAnotherRound', params: ({ event }) => ({ roundId: event.roundId }) },
            target: 'idle',
            description: 'A round whose crash was missed (a reconnect): its result is in the history. Its own round told again keeps the bet.',
          },
        },
      },
      cashingOut: {
        invoke: {
          id: `cashOutCrashBet-${slot}`,
          src: 'cashOutCrashBet',
          input: ({ context }) => ({ roundId: context.round!.roundId, slot }),
          onDone: {
            target: 'cashedOut',
            actions: { type: 'storeCashOut', params: ({ event }) => ({ slot, multiplier: event.output.multiplier, win: event.output.win }) },
          },
          onError: [
            {
              guard: 'hasCrashed',
              target: 'lost',
              actions: [
                { type: 'storeCashOutError', params: ({ event }) => ({ slot, error: event.error }) },
                { type: 'storeLoss', params: { slot } },
              ],
              description: 'Too late: the round crashed before the cash-out reached the server.',
            },
            { target: 'placed', actions: { type: 'storeCashOutError', params: ({ event }) => ({ slot, error: event.error }) } },
          ],
        },
        on: {
          'bet.cashedOut': {
            guard: { type: 'isCashOutOfThisRound', params: ({ event }) => ({ slot, event }) },
            target: 'cashedOut',
            actions: { type: 'storeCashOut', params: ({ event }) => ({ slot, multiplier: event.multiplier, win: event.win }) },
            description: 'The automatic target was reached before the hand cash-out arrived.',
          },
          'round.betting': {
            guard: { type: 'isAnotherRound', params: ({ event }) => ({ roundId: event.roundId }) },
            target: 'idle',
            description:
              'The next round opened before the cash-out was answered: that round is over (its result is in the history and the balance), and its answer is not shown on the new round\'s empty slot (decision 204).',
          },
        },
      },
      cashedOut: {
        on: { 'round.betting': { guard: { type: 'isAnotherRound', params: ({ event }) => ({ roundId: event.roundId }) }, target: 'idle' } },
      },
      lost: {
        on: { 'round.betting': { guard: { type: 'isAnotherRound', params: ({ event }) => ({ roundId: event.roundId }) }, target: 'idle' } },
      },
    },
  });

export const crashMachine = crashSetup.createMachine({
  id: 'casinoCrash',
  type: 'parallel',
  context: { round: null, lastRound: null, bets: { a: emptyBet(), b: emptyBet() } },
  states: {
    round: {
      initial: 'waiting',
      states: {
        waiting: {
          description: 'Joined between rounds: the next round.betting opens the table.',
          on: { 'round.betting': { target: 'betting', actions: { type: 'openRound', params: ({ event }) => event } } },
        },
        betting: {
          on: {
            'round.betting': {
              guard: { type: 'isAnotherRound', params: ({ event }) => ({ roundId: event.roundId }) },
              target: 'betting',
              reenter: true,
              actions: { type: 'openRound', params: ({ event }) => event },
              description: 'A round this player missed the end of (its take-off or crash never came): the new one replaces it.',
            },
            'round.crashed': {
              guard: { type: 'isThisRound', params: ({ event }) => ({ roundId: event.roundId }) },
              target: 'crashed',
              actions: { type: 'crash', params: ({ event }) => ({ crashPoint: event.crashPoint, seed: event.seed }) },
              description: 'Its take-off was missed (joined as it took off): the crash still ends it.',
            },
            'round.flying': {
              guard: { type: 'isThisRound', params: ({ event }) => ({ roundId: event.roundId }) },
              target: 'flying',
              actions: { type: 'takeOff', params: ({ event }) => ({ startedAt: event.startedAt }) },
            },
          },
        },
        flying: {
          on: {
            'round.betting': {
              guard: { type: 'isAnotherRound', params: ({ event }) => ({ roundId: event.roundId }) },
              target: 'betting',
              actions: { type: 'openRound', params: ({ event }) => event },
              description: 'Its crash was missed (a reconnect): the next round opens.',
            },
            'round.crashed': {
              guard: { type: 'isThisRound', params: ({ event }) => ({ roundId: event.roundId }) },
              target: 'crashed',
              actions: { type: 'crash', params: ({ event }) => ({ crashPoint: event.crashPoint, seed: event.seed }) },
            },
          },
        },
        crashed: {
          on: {
            'round.betting': {
              guard: { type: 'isAnotherRound', params: ({ event }) => ({ roundId: event.roundId }) },
              target: 'betting',
              actions: { type: 'openRound', params: ({ event }) => event },
              description: 'The next round. The crashed round told again (a snapshot on reconnecting in the pause) changes nothing (docs/decisions/196).',
            },
          },
        },
      },
    },
    a: betSlot('a'),
    b: betSlot('b'),
  },
});
