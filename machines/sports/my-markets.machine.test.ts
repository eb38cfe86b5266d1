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
  facts: [
    {
      rule: "the markets asked for are the chosen sport's; a change of sport asks again at once, dropping the answer for the old one",
      check: ({ snapshot, previous, event }) => {
        if (event.type === 'sport.changed') {
          expect(snapshot.context.sport).toBe((event as Extract<MyMarketsEvent, { type: 'sport.changed' }>).sport);
          expect(snapshot.children.loadMyMarkets).not.toBe(previous.children.loadMyMarkets);
        }
        if (!snapshot.matches('loading')) return;
        expect(snapshot.children.loadMyMarkets?.getSnapshot().input).toEqual({ sport: snapshot.context.sport });
      },
    },
    {
      rule: 'the rows shown are the latest answer, with no error; a failed load shows no rows, only why',
      check: ({ snapshot, event }) => {
        if (event.type === 'xstate.done.actor.loadMyMarkets') {
          expect(snapshot.context).toMatchObject({ rows: (event as { output?: MyMarketRow[] }).output, error: null });
        }
        if (event.type === 'xstate.error.actor.loadMyMarkets') {
          expect(snapshot.context).toMatchObject({ rows: [], error: { text: 'test failure' } });
        }
      },
    },
  ],
});

describe('my markets', () => {
  it('totals the exposure to the paisa', () => {
    expect(totalExposure([row(-0.1), row(-0.2), row(0)])).toBe(-0.3);
  });
});
