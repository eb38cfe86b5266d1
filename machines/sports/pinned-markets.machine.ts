/**
 * The markets the user pinned to watch together on /multi-market (docs/decisions/082).
 * Long-lived: the event screens pin and unpin, /multi-market shows them; src/app keeps `pins` in the
 * persisted client state (versioned), so they survive a reload, and gives them back as input.
 *
 * - At most PINS_MAX markets: one more is refused with a notice (each pinned event keeps a live
 *   feed open on /multi-market).
 * - A pinned market that closes (settled, voided, or gone from its event) is removed, with a notice.
 */
import { assign, emit, setup } from 'xstate';
import { messageId, type Message } from '../shared/message.ts';

/** Pins kept at most. Designed (docs/decisions/082). */
export const PINS_MAX = 12;

export interface PinnedMarket {
  eventId: string;
  marketId: string;
  eventName: string;
  marketName: string;
}

export interface PinnedMarketsContext {
  /** Oldest first (the order /multi-market shows). */
  pins: PinnedMarket[];
}

export type PinnedMarketsEvent =
  | { type: 'pin.toggle'; pin: PinnedMarket }
  | { type: 'pin.remove'; marketId: string }
  | { type: 'market.closed'; marketId: string; marketName: string }
  | { type: 'pins.clear' };

export type PinnedMarketsEmitted = { type: 'notice.error'; message: Message } | { type: 'notice.success'; message: Message };

export const isPinned = (context: PinnedMarketsContext, marketId: string): boolean => context.pins.some((pin) => pin.marketId === marketId);

export const pinnedMarketsMachine = setup({
  types: {
    context: {} as PinnedMarketsContext,
    events: {} as PinnedMarketsEvent,
    input: {} as { pins: readonly PinnedMarket[] },
    emitted: {} as PinnedMarketsEmitted,
  },
  guards: {
    hasPins: ({ context }) => context.pins.length > 0,
    pinned: ({ context }, params: { marketId: string }) => isPinned(context, params.marketId),
    full: ({ context }) => context.pins.length >= PINS_MAX,
  },
  actions: {
    addPin: assign(({ context }, params: { pin: PinnedMarket }) => ({ pins: [...context.pins, params.pin] })),
    removePin: assign(({ context }, params: { marketId: string }) => ({ pins: context.pins.filter((pin) => pin.marketId !== params.marketId) })),
    clearPins: assign({ pins: [] }),
    announceFull: emit({ type: 'notice.error', message: messageId('sports.pins.full', { max: PINS_MAX }) }),
    announceClosed: emit((_, params: { marketName: string }) => ({
      type: 'notice.success' as const,
      message: messageId('sports.pins.closed', { market: params.marketName }),
    })),
  },
}).createMachine({
  id: 'pinnedMarkets',
  context: ({ input }) => ({ pins: input.pins.slice(0, PINS_MAX) }),
  initial: 'counting',
  states: {
    counting: {
      always: [{ guard: 'hasPins', target: 'pinned' }, { target: 'empty' }],
    },
    empty: {
      on: { 'pin.toggle': { target: 'pinned', actions: { type: 'addPin', params: ({ event }) => ({ pin: event.pin }) } } },
    },
    pinned: {
      on: {
        'pin.toggle': [
          {
            description: 'Pinned already: the tap unpins it.',
            guard: { type: 'pinned', params: ({ event }) => ({ marketId: event.pin.marketId }) },
            target: 'counting',
            actions: { type: 'removePin', params: ({ event }) => ({ marketId: event.pin.marketId }) },
          },
          { guard: 'full', actions: 'announceFull' },
          { actions: { type: 'addPin', params: ({ event }) => ({ pin: event.pin }) } },
        ],
        'pin.remove': { target: 'counting', actions: { type: 'removePin', params: ({ event }) => ({ marketId: event.marketId }) } },
        'market.closed': {
          guard: { type: 'pinned', params: ({ event }) => ({ marketId: event.marketId }) },
          target: 'counting',
          actions: [
            { type: 'removePin', params: ({ event }) => ({ marketId: event.marketId }) },
            { type: 'announceClosed', params: ({ event }) => ({ marketName: event.marketName }) },
          ],
        },
        'pins.clear': { target: 'empty', actions: 'clearPins' },
      },
    },
  },
});
