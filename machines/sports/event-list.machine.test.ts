import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, type AnyEventObject } from 'xstate';
import { walkEveryTransition } from '../testing/path-harness.ts';
import { eventListMachine, LISTS_REFRESH_MS, LIVE_ROWS_MAX, selectListsLoaded, withOdds, type EventListEvent, type EventLists, type EventRow, type RowOdds } from './event-list.machine.ts';

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

/** More in-play rows than have live prices at once, so the walk sees the feed limited to the first ones. */
const busyLists: EventLists = {
  ...lists,
  inPlay: [row, ...Array.from({ length: LIVE_ROWS_MAX }, (_, index) => ({ ...row, eventId: `e1-${index}`, marketId: `m1-${index}` }))],
};

walkEveryTransition('event-list', {
  machine: eventListMachine,
  input: { source: { kind: 'home' } },
  events: (() => [{ type: 'row.odds', odds: odds(2.02) }, { type: 'lists.retry' }] satisfies EventListEvent[]) as () => readonly AnyEventObject[],
  outputs: { loadLists: [busyLists] },
  facts: [
    {
      rule: 'a price message moves only its in-play row: that row shows the best back and lay it carries, the other rows, the upcoming list and the counts stay as they were',
      check: ({ snapshot, previous, event }) => {
        if (event.type !== 'row.odds') return;
        const message = (event as Extract<EventListEvent, { type: 'row.odds' }>).odds;
        const { lists: shown } = snapshot.context;
        expect(shown.upcoming).toBe(previous.context.lists.upcoming);
        expect(shown.counts).toBe(previous.context.lists.counts);
        shown.inPlay.forEach((shownRow, index) => {
          if (shownRow.eventId !== message.eventId || shownRow.marketId !== message.marketId) {
            expect(shownRow).toBe(previous.context.lists.inPlay[index]);
            return;
          }
          for (const fresh of message.runners) {
            expect(shownRow.runners.find((runner) => runner.selectionId === fresh.selectionId)).toMatchObject({ back: fresh.back, lay: fresh.lay });
          }
        });
      },
    },
    {
      rule: 'the live prices are asked for the first 20 in-play rows shown, and the lists load again 30 s after they were shown',
      check: ({ snapshot, previous }) => {
        const feed = snapshot.children.rowsFeed;
        if (!snapshot.matches('ready') || previous.matches('ready')) return;
        const shownIds = snapshot.context.lists.inPlay.map((shown) => shown.eventId);
        expect(feed?.getSnapshot().input).toEqual({ eventIds: shownIds.slice(0, 20) });
        const timers = Object.values(feed!.system.getSnapshot()._scheduledEvents);
        const refresh = timers.find((timer) => timer.event.type === 'xstate.after.refresh.eventList.ready');
        expect(refresh && refresh.startedAt + refresh.delay).toBe(Date.now() + LISTS_REFRESH_MS);
      },
    },
    {
      rule: 'loaded lists replace the shown ones; a failed load says why and keeps the lists shown',
      check: ({ snapshot, previous, event }) => {
        if (event.type === 'xstate.done.actor.loadLists') {
          expect(snapshot.context).toMatchObject({ lists: (event as { output?: unknown }).output, error: null });
        }
        if (event.type === 'xstate.error.actor.loadLists') {
          expect(snapshot.context.error).toEqual({ text: 'test failure' });
          expect(snapshot.context.lists).toBe(previous.context.lists);
        }
      },
    },
    {
      rule: 'the lists count as loaded from the first loaded reply on, whatever happens next',
      check: ({ snapshot, previous, event }) => {
        expect(selectListsLoaded(snapshot)).toBe(selectListsLoaded(previous) || event.type === 'xstate.done.actor.loadLists');
      },
    },
  ],
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
