import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type AnyEventObject } from 'xstate';
import { walkEveryTransition } from '../testing/path-harness.ts';
import { eventSearchMachine, SEARCH_DEBOUNCE_MS, SEARCH_MAX_LENGTH, type EventSearchEvent, type SearchResult } from './event-search.machine.ts';

const result = (eventId: string, name: string): SearchResult => ({
  eventId,
  name,
  competitionName: 'International Twenty20',
  sportSlug: 'cricket',
  inPlay: true,
  openDate: '2026-11-24T09:00:00Z',
});
const results = [result('ck-1001', 'India v Australia'), result('ck-1002', 'England v India')];

/** When each path last changed the query (keyed by the path's list of emitted events, one per path). */
const lastChangeAt = new WeakMap<readonly AnyEventObject[], number>();

walkEveryTransition('event-search', {
  machine: eventSearchMachine,
  events: (() =>
    [
      { type: 'query.changed', query: 'i' },
      { type: 'query.changed', query: ' india ' },
      { type: 'highlight.next' },
      { type: 'highlight.previous' },
      { type: 'result.choose' },
      { type: 'result.choose', index: 1 },
      { type: 'search.retry' },
    ] satisfies EventSearchEvent[]) as () => readonly AnyEventObject[],
  outputs: { searchEvents: [results, []] },
  contextKey: (context) => ({ highlighted: context.highlighted >= 0 }),
  facts: [
    {
      rule: 'the key searched is the query as typed, trimmed, once typing has paused 300 ms (Try again asks for it again)',
      check: ({ snapshot, previous, event, emitted }) => {
        if (event.type === 'query.changed') lastChangeAt.set(emitted, Date.now());
        if (!snapshot.matches('searching') || previous.matches('searching')) return;
        expect(snapshot.children.searchEvents?.getSnapshot().input).toEqual({ key: snapshot.context.query.trim() });
        if (previous.matches('debouncing')) expect(Date.now() - lastChangeAt.get(emitted)!).toBe(SEARCH_DEBOUNCE_MS);
      },
    },
    {
      rule: 'every change drops the search still out; a key shorter than 2 characters searches nothing and closes the list',
      check: ({ snapshot, event }) => {
        if (event.type !== 'query.changed') return;
        expect(snapshot.children.searchEvents).toBeUndefined();
        if (snapshot.context.query.trim().length >= 2) return;
        expect(snapshot.matches('idle')).toBe(true);
        expect(snapshot.context).toMatchObject({ results: [], highlighted: -1 });
      },
    },
    {
      rule: 'Enter opens the highlighted event, a click the clicked one, and nothing else opens an event',
      check: ({ previous, event, emittedThisStep: opened }) => {
        if (event.type !== 'result.choose') {
          expect(opened).toEqual([]);
          return;
        }
        const index = (event as { index?: number }).index ?? previous.context.highlighted;
        expect(opened).toEqual([{ type: 'event.open', eventId: previous.context.results[index]?.eventId }]);
      },
    },
    {
      rule: 'the highlight is always one of the rows shown, or none',
      check: ({ snapshot }) => {
        const { highlighted, results: shown } = snapshot.context;
        expect(highlighted).toBeGreaterThanOrEqual(-1);
        expect(highlighted).toBeLessThan(shown.length);
      },
    },
  ],
});

describe('event search', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function start(answer: (key: string) => Promise<SearchResult[]>) {
    const keys: string[] = [];
    const actor = createActor(
      eventSearchMachine.provide({
        actors: {
          searchEvents: fromPromise<SearchResult[], { key: string }>(({ input }) => {
            keys.push(input.key);
            return answer(input.key);
          }),
        },
      }),
    );
    const opened: string[] = [];
    actor.on('event.open', (event) => opened.push(event.eventId));
    actor.start();
    return { actor, keys, opened };
  }

  it('asks once the typing pauses, with the trimmed key', async () => {
    const { actor, keys } = start(async () => results);
    for (const query of ['in', 'ind', 'indi', ' india ']) {
      actor.send({ type: 'query.changed', query });
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1);
    }
    expect(keys).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(keys).toEqual(['india']);
    expect(actor.getSnapshot().value).toBe('found');
  });

  it('drops an answer overtaken by a newer key', async () => {
    const pending: ((value: SearchResult[]) => void)[] = [];
    const { actor } = start(() => new Promise((resolve) => pending.push(resolve)));
    actor.send({ type: 'query.changed', query: 'india' });
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    actor.send({ type: 'query.changed', query: 'arsenal' });
    pending[0]?.(results);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.results).toEqual([]);
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    pending[1]?.([result('fb-2001', 'Arsenal v Chelsea')]);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.results.map((row) => row.name)).toEqual(['Arsenal v Chelsea']);
  });

  it('moves the highlight round the list and opens the highlighted event on Enter', async () => {
    const { actor, opened } = start(async () => results);
    actor.send({ type: 'query.changed', query: 'india' });
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    actor.send({ type: 'result.choose' });
    expect(opened).toEqual([]);
    actor.send({ type: 'highlight.previous' });
    expect(actor.getSnapshot().context.highlighted).toBe(1);
    actor.send({ type: 'highlight.next' });
    expect(actor.getSnapshot().context.highlighted).toBe(0);
    actor.send({ type: 'result.choose' });
    actor.send({ type: 'result.choose', index: 1 });
    expect(opened).toEqual(['ck-1001', 'ck-1002']);
  });

  it('keeps at most the contract’s longest key, and a short key closes the list', async () => {
    const { actor } = start(async () => results);
    actor.send({ type: 'query.changed', query: 'x'.repeat(500) });
    expect(actor.getSnapshot().context.query).toHaveLength(SEARCH_MAX_LENGTH);
    actor.send({ type: 'query.changed', query: ' i ' });
    expect(actor.getSnapshot().value).toBe('idle');
  });
});
