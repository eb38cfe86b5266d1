import { describe, expect, it } from 'vitest';
import { createActor, type AnyEventObject } from 'xstate';
import { walkEveryTransition } from '../testing/path-harness.ts';
import { PINS_MAX, pinnedMarketsMachine, type PinnedMarket, type PinnedMarketsEvent } from './pinned-markets.machine.ts';

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
