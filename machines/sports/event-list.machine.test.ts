import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, type AnyEventObject } from 'xstate';
import { walkEveryTransition } from '../testing/path-harness.ts';
import { eventListMachine, LISTS_REFRESH_MS, withOdds, type EventListEvent, type EventLists, type EventRow, type RowOdds } from './event-list.machine.ts';

const row: EventRow = {
  eventId: 'e1',
  name: 'India v Australia',
  competitionName: 'T20',
  sportSlug: 'cricket',
  openDate: '2026-11-24T09:00:00Z',
  inPlay: true,
  marketId: 'm1',
  status: 'open',
  hasBookmaker: true,
  hasFancy: true,
  runners: [
    { selectionId: 'a', name: 'India', back: 2, lay: 2.02 },
    { selectionId: 'b', name: 'Australia', back: 1.9, lay: 1.92 },
  ],
};
const lists: EventLists = { inPlay: [row], upcoming: [{ ...row, eventId: 'e2', inPlay: false }], counts: { cricket: 1 } };
const odds = (back: number): RowOdds => ({ eventId: 'e1', marketId: 'm1', status: 'open', runners: [{ selectionId: 'a', back, lay: 2.04 }] });

walkEveryTransition('event-list', {
  machine: eventListMachine,
  input: { source: { kind: 'home' } },
  events: (() => [{ type: 'row.odds', odds: odds(2.02) }, { type: 'lists.retry' }] satisfies EventListEvent[]) as () => readonly AnyEventObject[],
  outputs: { loadLists: [lists] },
});

describe('event lists', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('updates a row with its best prices; an unchanged row keeps its identity', () => {
    expect(withOdds(row, { ...odds(2), runners: [{ selectionId: 'a', back: 2, lay: 2.02 }] })).toBe(row);
    const moved = withOdds(row, odds(2.04));
    expect(moved.runners[0]).toEqual({ selectionId: 'a', name: 'India', back: 2.04, lay: 2.04 });
    expect(moved.runners[1]).toBe(row.runners[1]);
    expect(withOdds(row, { ...odds(3), marketId: 'other' })).toBe(row);
  });

  it('joins the in-play rooms, applies ticks, and reloads the lists every 30 s', async () => {
    const joined: string[][] = [];
    let report: ((event: EventListEvent) => void) | undefined;
    let loads = 0;
    const actor = createActor(
      eventListMachine.provide({
        actors: {
          loadLists: fromPromise(async () => {
            loads += 1;
            return lists;
          }),
          rowsFeed: fromCallback(({ input, sendBack }: { input: { eventIds: string[] }; sendBack: (event: EventListEvent) => void }) => {
            joined.push(input.eventIds);
            report = sendBack;
          }),
        },
      }),
      { input: { source: { kind: 'home' } } },
    );
    actor.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(joined).toEqual([['e1']]);
    report?.({ type: 'row.odds', odds: odds(2.1) });
    expect(actor.getSnapshot().context.lists.inPlay[0]?.runners[0]?.back).toBe(2.1);
    await vi.advanceTimersByTimeAsync(LISTS_REFRESH_MS);
    expect(loads).toBe(2);
    actor.stop();
  });
});
