import { describe, expect, it } from 'vitest';
import { type AnyEventObject } from 'xstate';
import { walkEveryTransition } from '../testing/path-harness.ts';
import { myMarketsMachine, totalExposure, type MyMarketRow, type MyMarketsEvent } from './my-markets.machine.ts';

const row = (exposure: number): MyMarketRow => ({
  eventId: 'ck-1001',
  eventName: 'India v Australia',
  marketId: 'ck-1001.mo',
  marketName: 'Match Odds',
  sportSlug: 'cricket',
  sportName: 'Cricket',
  inPlay: true,
  exposure,
});

walkEveryTransition('my-markets', {
  machine: myMarketsMachine,
  events: (() => [{ type: 'sport.changed', sport: 'cricket' }, { type: 'myMarkets.retry' }] satisfies MyMarketsEvent[]) as () => readonly AnyEventObject[],
  outputs: { loadMyMarkets: [[row(-100)], []] },
});

describe('my markets', () => {
  it('totals the exposure to the paisa', () => {
    expect(totalExposure([row(-0.1), row(-0.2), row(0)])).toBe(-0.3);
  });
});
