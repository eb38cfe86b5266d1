/**
 * The user's favourite events (spec §1 "favourites"; docs/decisions/083): the list Home
 * shows (favouriteList) and the star on an event (makeEventFavourite). Long-lived, so a star on the
 * event screen shows at once on Home.
 *
 * A star changes at once on screen and is then saved; if saving fails it goes back, with the error.
 * One save at a time: while one is out the stars are disabled (`isSavingStar`), so no tap is lost.
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import { errorToMessage } from '../shared/error-message.ts';
import { notProvided } from '../shared/not-provided.ts';
import type { Message } from '../shared/message.ts';

export interface EventSummary {
  eventId: string;
  name: string;
  competitionName: string;
  /** The competition's name per language (docs/decisions/225); the site's language's is shown, else competitionName. */
  competitionNames?: Readonly<Record<string, string>>;
  sportSlug: string;
  inPlay: boolean;
  /** ISO 8601. */
  openDate: string;
}

export interface FavouritesContext {
  /** Newest first, as favouriteList gives them (open events only). */
  events: EventSummary[];
  /** Starred event ids, including events the list does not describe yet. */
  starred: string[];
  /** The change being saved, to undo if it fails. */
  saving: { event: EventSummary; favourite: boolean } | null;
  error: Message | null;
}

export type FavouritesEvent = { type: 'favourite.toggle'; event: EventSummary } | { type: 'favourites.refresh' };

export type FavouritesEmitted = { type: 'notice.error'; message: Message };

export const isStarred = (context: FavouritesContext, eventId: string): boolean => context.starred.includes(eventId);

/** A star's save is out: the stars take no tap until it ends. */
export const isSavingStar = (context: FavouritesContext): boolean => context.saving !== null;

const withStar = (context: FavouritesContext, event: EventSummary, favourite: boolean): Pick<FavouritesContext, 'events' | 'starred'> => {
  const events = context.events.filter((candidate) => candidate.eventId !== event.eventId);
  const starred = context.starred.filter((eventId) => eventId !== event.eventId);
  return favourite ? { events: [event, ...events], starred: [event.eventId, ...starred] } : { events, starred };
};

export const favouritesMachine = setup({
  types: {
    context: {} as FavouritesContext,
    events: {} as FavouritesEvent,
    emitted: {} as FavouritesEmitted,
    children: {} as { loadFavourites: 'loadFavourites'; saveFavourite: 'saveFavourite' },
  },
  actors: {
    /** favouriteList. */
    loadFavourites: fromPromise<EventSummary[]>(notProvided('loadFavourites')),
    /** makeEventFavourite. */
    saveFavourite: fromPromise<void, { eventId: string; favourite: boolean }>(notProvided('saveFavourite')),
  },
  actions: {
    storeList: assign((_, params: { events: EventSummary[] }) => ({
      events: params.events,
      starred: params.events.map((event) => event.eventId),
      error: null,
    })),
    storeError: assign((_, params: { error: unknown }) => ({ error: errorToMessage(params.error) })),
    starAtOnce: assign(({ context }, params: { event: EventSummary }) => {
      const favourite = !isStarred(context, params.event.eventId);
      return { ...withStar(context, params.event, favourite), saving: { event: params.event, favourite } };
    }),
    saved: assign({ saving: null }),
    undoStar: assign(({ context }) => (context.saving ? { ...withStar(context, context.saving.event, !context.saving.favourite), saving: null } : {})),
    announceError: emit((_, params: { error: unknown }) => ({ type: 'notice.error' as const, message: errorToMessage(params.error) })),
  },
}).createMachine({
  id: 'favourites',
  context: { events: [], starred: [], saving: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadFavourites',
        src: 'loadFavourites',
        onDone: { target: 'ready', actions: { type: 'storeList', params: ({ event }) => ({ events: event.output }) } },
        onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      on: { 'favourites.refresh': { target: 'loading' } },
    },
    ready: {
      on: {
        'favourite.toggle': { target: 'saving', actions: { type: 'starAtOnce', params: ({ event }) => ({ event: event.event }) } },
        'favourites.refresh': { target: 'loading' },
      },
    },
    saving: {
      invoke: {
        id: 'saveFavourite',
        src: 'saveFavourite',
        input: ({ context }) => ({ eventId: context.saving?.event.eventId ?? '', favourite: context.saving?.favourite ?? false }),
        onDone: { target: 'ready', actions: 'saved' },
        onError: { target: 'ready', actions: ['undoStar', { type: 'announceError', params: ({ event }) => ({ error: event.error }) }] },
      },
    },
  },
});
