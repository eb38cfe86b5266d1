import { describe, expect, it } from 'vitest';
import { createActor, type AnyEventObject } from 'xstate';
import { walkEveryTransition } from '../testing/path-harness.ts';
import { isPinned, PINS_MAX, pinnedMarketsMachine, type PinnedMarket, type PinnedMarketsEvent } from './pinned-markets.machine.ts';

const pin = (marketId: string): PinnedMarket => ({ eventId: `event-${marketId}`, marketId, eventName: 'India v Australia', marketName: `Market ${marketId}` });
/** One short of full, so the walk reaches "full" in one pin. */
const almostFull = Array.from({ length: PINS_MAX - 1 }, (_, index) => pin(`m${index}`));


walkEveryTransition('pinned-markets', {
  machine: pinnedMarketsMachine,
  input: { pins: almostFull },
  events: (() =>
    [
      { type: 'pin.toggle', pin: pin('new') },
      { type: 'pin.toggle', pin: pin('another') },
      { type: 'pin.toggle', pin: pin('m0') },
      { type: 'pin.remove', marketId: 'm1' },
      { type: 'market.closed', marketId: 'm2', marketName: 'Match Odds' },
      { type: 'market.closed', marketId: 'not-pinned', marketName: 'Match Odds' },
      { type: 'pins.clear' },
    ] satisfies PinnedMarketsEvent[]) as () => readonly AnyEventObject[],
  contextKey: (context) => context.pins.map((candidate) => candidate.marketId).join(','),
  facts: [
    {
      rule: 'never more than 12 pins: one more is refused with the "full" notice and the pins stay as they were',
      check: ({ snapshot, previous, event, emittedThisStep: notices }) => {
        expect(snapshot.context.pins.length).toBeLessThanOrEqual(PINS_MAX);
        if (event.type !== 'pin.toggle') return;
        const { marketId } = (event as Extract<PinnedMarketsEvent, { type: 'pin.toggle' }>).pin;
        const refused = previous.context.pins.length >= PINS_MAX && !isPinned(previous.context, marketId);
        expect(notices).toEqual(refused ? [{ type: 'notice.error', message: { id: 'sports.pins.full', values: { max: PINS_MAX } } }] : []);
        if (refused) expect(snapshot.context.pins).toBe(previous.context.pins);
      },
    },
    {
      rule: 'a pinned market that closes is dropped from the kept (persisted) pins with a notice naming it; a market not pinned changes nothing',
      check: ({ snapshot, previous, event, emittedThisStep: notices }) => {
        if (event.type !== 'market.closed') return;
        const { marketId, marketName } = event as Extract<PinnedMarketsEvent, { type: 'market.closed' }>;
        if (!isPinned(previous.context, marketId)) {
          expect(snapshot.context.pins).toBe(previous.context.pins);
          expect(notices).toEqual([]);
          return;
        }
        expect(snapshot.context.pins).toEqual(previous.context.pins.filter((kept) => kept.marketId !== marketId));
        expect(notices).toEqual([{ type: 'notice.success', message: { id: 'sports.pins.closed', values: { market: marketName } } }]);
      },
    },
    {
      rule: 'a tap unpins a pinned market and adds any other at the end, the order kept; the list shows empty exactly when nothing is pinned',
      check: ({ snapshot, previous, event }) => {
        expect(snapshot.matches('empty')).toBe(snapshot.context.pins.length === 0);
        if (event.type !== 'pin.toggle') return;
        const { pin: tapped } = event as Extract<PinnedMarketsEvent, { type: 'pin.toggle' }>;
        const before = previous.context.pins;
        if (isPinned(previous.context, tapped.marketId)) {
          expect(snapshot.context.pins).toEqual(before.filter((kept) => kept.marketId !== tapped.marketId));
        } else if (before.length < PINS_MAX) {
          expect(snapshot.context.pins).toEqual([...before, tapped]);
        }
      },
    },
  ],
});

describe('pinned markets', () => {
  const start = (pins: PinnedMarket[]) => {
    const actor = createActor(pinnedMarketsMachine, { input: { pins } });
    const notices: string[] = [];
    actor.on('*', (event) => notices.push(`${event.type} ${JSON.stringify(event.message)}`));
    actor.start();
    return { actor, notices, ids: () => actor.getSnapshot().context.pins.map((candidate) => candidate.marketId) };
  };

  it('pins, unpins with the same tap, and keeps the order pinned', () => {
    const { actor, ids } = start([]);
    actor.send({ type: 'pin.toggle', pin: pin('a') });
    actor.send({ type: 'pin.toggle', pin: pin('b') });
    actor.send({ type: 'pin.toggle', pin: pin('c') });
    actor.send({ type: 'pin.toggle', pin: pin('b') });
    expect(ids()).toEqual(['a', 'c']);
    expect(actor.getSnapshot().value).toBe('pinned');
    actor.send({ type: 'pin.remove', marketId: 'a' });
    actor.send({ type: 'pin.remove', marketId: 'c' });
    expect(actor.getSnapshot().value).toBe('empty');
  });

  it('refuses one pin past PINS_MAX with a notice, and never restores more', () => {
    const { actor, ids, notices } = start([...almostFull, pin('last'), pin('extra')]);
    expect(ids()).toHaveLength(PINS_MAX);
    actor.send({ type: 'pin.toggle', pin: pin('one-more') });
    expect(ids()).toHaveLength(PINS_MAX);
    expect(notices).toEqual([`notice.error {"id":"sports.pins.full","values":{"max":${PINS_MAX}}}`]);
  });

  it('removes a market that closes, saying so, and ignores markets it does not hold', () => {
    const { actor, ids, notices } = start([pin('a'), pin('b')]);
    actor.send({ type: 'market.closed', marketId: 'z', marketName: 'Other' });
    actor.send({ type: 'market.closed', marketId: 'a', marketName: 'Match Odds' });
    expect(ids()).toEqual(['b']);
    expect(notices).toEqual(['notice.success {"id":"sports.pins.closed","values":{"market":"Match Odds"}}']);
  });
});
