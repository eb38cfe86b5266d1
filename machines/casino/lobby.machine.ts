/**
 * The casino lobby (spec §2 `games/{type?}`): the games file's games filtered by the
 * address's category, a provider and a search text, and the user's favourites, which are kept
 * across reloads (the actor emits `favourites.changed`; src/app stores them in the persisted
 * client state's `favouriteGames`). The games come from the site actor, which loads the file.
 */
import { assign, emit, setup } from 'xstate';
import type { CasinoGame } from '../site/casino-games.ts';
import {
  filterGames,
  MAX_SEARCH_LENGTH,
  providersOf,
  toggledFavourites,
  type LobbyCategory,
} from './lobby-rules.ts';

export type LobbyEvent =
  | { type: 'games.loaded'; games: CasinoGame[] }
  | { type: 'games.unavailable' }
  | { type: 'category.changed'; category: LobbyCategory | null }
  | { type: 'provider.changed'; provider: string | null }
  | { type: 'search.changed'; text: string }
  | { type: 'filters.cleared' }
  | { type: 'favourite.toggled'; gameId: string };

export type LobbyEmitted = { type: 'favourites.changed'; favourites: string[] };

export interface LobbyContext {
  games: CasinoGame[];
  category: LobbyCategory | null;
  provider: string | null;
  search: string;
  favourites: string[];
}

export interface LobbyInput {
  category: LobbyCategory | null;
  favourites: string[];
}

export const lobbyMachine = setup({
  types: {
    context: {} as LobbyContext,
    events: {} as LobbyEvent,
    input: {} as LobbyInput,
    emitted: {} as LobbyEmitted,
  },
  guards: {
    hasGames: (_, params: { games: CasinoGame[] }) => params.games.length > 0,
  },
  actions: {
    storeGames: assign(({ context }, params: { games: CasinoGame[] }) => ({
      games: params.games,
      // A provider the new list no longer has would hide every game.
      provider: context.provider !== null && providersOf(params.games).includes(context.provider) ? context.provider : null,
    })),
    storeCategory: assign((_, params: { category: LobbyCategory | null }) => ({ category: params.category })),
    storeProvider: assign((_, params: { provider: string | null }) => ({ provider: params.provider })),
    storeSearch: assign((_, params: { text: string }) => ({ search: params.text.slice(0, MAX_SEARCH_LENGTH) })),
    clearFilters: assign({ provider: null, search: '' }),
    toggleFavourite: assign(({ context }, params: { gameId: string }) => ({
      favourites: toggledFavourites(context.favourites, params.gameId),
    })),
    announceFavourites: emit(({ context }) => ({ type: 'favourites.changed' as const, favourites: context.favourites })),
  },
}).createMachine({
  id: 'casinoLobby',
  context: ({ input }) => ({ games: [], category: input.category, provider: null, search: '', favourites: input.favourites }),
  initial: 'loading',
  on: {
    'category.changed': { actions: { type: 'storeCategory', params: ({ event }) => ({ category: event.category }) } },
    'favourite.toggled': {
      actions: [{ type: 'toggleFavourite', params: ({ event }) => ({ gameId: event.gameId }) }, 'announceFavourites'],
      description: 'A star on a tile; kept across reloads.',
    },
  },
  states: {
    loading: {
      description: 'The games file is on its way (the site actor loads it).',
      on: {
        'games.loaded': [
          {
            guard: { type: 'hasGames', params: ({ event }) => ({ games: event.games }) },
            target: 'ready',
            actions: { type: 'storeGames', params: ({ event }) => ({ games: event.games }) },
          },
          { target: 'unavailable' },
        ],
        'games.unavailable': 'unavailable',
      },
    },
    ready: {
      on: {
        'games.loaded': {
          guard: { type: 'hasGames', params: ({ event }) => ({ games: event.games }) },
          actions: { type: 'storeGames', params: ({ event }) => ({ games: event.games }) },
          description: 'A newer games file (a new site version) replaces the list.',
        },
        'provider.changed': { actions: { type: 'storeProvider', params: ({ event }) => ({ provider: event.provider }) } },
        'search.changed': { actions: { type: 'storeSearch', params: ({ event }) => ({ text: event.text }) } },
        'filters.cleared': { actions: 'clearFilters' },
      },
    },
    unavailable: {
      description: 'No games file, or one without games: the error state.',
      on: {
        'games.loaded': {
          guard: { type: 'hasGames', params: ({ event }) => ({ games: event.games }) },
          target: 'ready',
          actions: { type: 'storeGames', params: ({ event }) => ({ games: event.games }) },
        },
      },
    },
  },
});

type LobbySnapshot = ReturnType<typeof lobbyMachine.transition>;

export const selectShownGames = (snapshot: LobbySnapshot): CasinoGame[] => filterGames(snapshot.context.games, snapshot.context);
export const selectProviders = (snapshot: LobbySnapshot): string[] => providersOf(snapshot.context.games);
