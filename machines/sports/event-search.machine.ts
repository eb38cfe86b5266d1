/**
 * The header's event search (docs/decisions/080): results as the user types, debounced,
 * with a highlighted row the arrow keys move and Enter opens (the view is an ARIA combobox).
 *
 * - A key shorter than SEARCH_MIN_LENGTH (after trimming) searches nothing and closes the list.
 * - Each change waits SEARCH_DEBOUNCE_MS before asking (`searchEvents`); a change while a search is
 *   out drops that search (its invoke stops), so an older answer never replaces a newer one.
 * - Choosing a row emits `event.open` with its event id; the view navigates.
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import { errorToMessage } from '../shared/error-message.ts';
import { notProvided } from '../shared/not-provided.ts';
import type { Message } from '../shared/message.ts';
import type { EventSummary } from './favourites.machine.ts';

/** Typing pauses this long before a search is sent. Designed (docs/decisions/080). */
export const SEARCH_DEBOUNCE_MS = 300;
/** Fewer characters find too much to be useful. */
export const SEARCH_MIN_LENGTH = 2;
/** The contract's longest key. */
export const SEARCH_MAX_LENGTH = 100;

/** A found event (the same summary the favourites list shows). */
export type SearchResult = EventSummary;

export interface EventSearchContext {
  /** What the user typed (at most SEARCH_MAX_LENGTH characters). */
  query: string;
  results: SearchResult[];
  /** The highlighted row (-1: none). */
  highlighted: number;
  error: Message | null;
}

export type EventSearchEvent =
  | { type: 'query.changed'; query: string }
  | { type: 'highlight.next' }
  | { type: 'highlight.previous' }
  /** Enter (the highlighted row) or a click (`index`). */
  | { type: 'result.choose'; index?: number }
  | { type: 'search.retry' };

export type EventSearchEmitted = { type: 'event.open'; eventId: string };

/** The key as it is sent: trimmed, inner white space as typed. */
export const searchKeyOf = (query: string): string => query.trim();

const chosenIndex = (context: EventSearchContext, index: number | undefined): number => index ?? context.highlighted;

export const eventSearchMachine = setup({
  types: {
    context: {} as EventSearchContext,
    events: {} as EventSearchEvent,
    emitted: {} as EventSearchEmitted,
    children: {} as { searchEvents: 'searchEvents' },
  },
  actors: {
    /** searchEvents: the open events matching the key. */
    searchEvents: fromPromise<SearchResult[], { key: string }>(notProvided('searchEvents')),
  },
  guards: {
    tooShort: (_, params: { query: string }) => searchKeyOf(params.query).length < SEARCH_MIN_LENGTH,
    found: (_, params: { results: SearchResult[] }) => params.results.length > 0,
    canChoose: ({ context }, params: { index?: number }) => context.results[chosenIndex(context, params.index)] !== undefined,
  },
  actions: {
    storeQuery: assign((_, params: { query: string }) => ({ query: params.query.slice(0, SEARCH_MAX_LENGTH) })),
    clearResults: assign({ results: [], highlighted: -1, error: null }),
    storeResults: assign((_, params: { results: SearchResult[] }) => ({ results: params.results, highlighted: -1, error: null })),
    storeError: assign((_, params: { error: unknown }) => ({ error: errorToMessage(params.error), results: [], highlighted: -1 })),
    highlightNext: assign(({ context }) => ({ highlighted: (context.highlighted + 1) % context.results.length })),
    highlightPrevious: assign(({ context }) => ({
      highlighted: context.highlighted <= 0 ? context.results.length - 1 : context.highlighted - 1,
    })),
    openChosen: emit(({ context }, params: { index?: number }) => ({
      type: 'event.open' as const,
      eventId: context.results[chosenIndex(context, params.index)]?.eventId ?? '',
    })),
  },
  delays: {
    debounce: SEARCH_DEBOUNCE_MS,
  },
}).createMachine({
  id: 'eventSearch',
  context: { query: '', results: [], highlighted: -1, error: null },
  initial: 'idle',
  on: {
    'query.changed': [
      {
        guard: { type: 'tooShort', params: ({ event }) => ({ query: event.query }) },
        target: '.idle',
        actions: [{ type: 'storeQuery', params: ({ event }) => ({ query: event.query }) }, 'clearResults'],
      },
      {
        description: 'Every change starts the wait over; a search still out is dropped.',
        target: '.debouncing',
        reenter: true,
        actions: { type: 'storeQuery', params: ({ event }) => ({ query: event.query }) },
      },
    ],
  },
  states: {
    idle: {},
    debouncing: {
      after: { debounce: { target: 'searching' } },
    },
    searching: {
      invoke: {
        id: 'searchEvents',
        src: 'searchEvents',
        input: ({ context }) => ({ key: searchKeyOf(context.query) }),
        onDone: [
          {
            guard: { type: 'found', params: ({ event }) => ({ results: event.output }) },
            target: 'found',
            actions: { type: 'storeResults', params: ({ event }) => ({ results: event.output }) },
          },
          { target: 'empty', actions: 'clearResults' },
        ],
        onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    found: {
      on: {
        'highlight.next': { actions: 'highlightNext' },
        'highlight.previous': { actions: 'highlightPrevious' },
        'result.choose': {
          guard: { type: 'canChoose', params: ({ event }) => ({ index: event.index }) },
          actions: { type: 'openChosen', params: ({ event }) => ({ index: event.index }) },
        },
      },
    },
    empty: {},
    failed: {
      on: { 'search.retry': { target: 'searching' } },
    },
  },
});
