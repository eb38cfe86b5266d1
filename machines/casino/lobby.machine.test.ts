import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { walkEveryTransition } from '../testing/path-harness.ts';
import type { CasinoGame } from '../site/casino-games.ts';
import { MAX_SEARCH_LENGTH } from './lobby-rules.ts';
import { lobbyMachine, selectProviders, selectShownGames, type LobbyEmitted, type LobbyEvent } from './lobby.machine.ts';

const game = (id: string, category: CasinoGame['category'], provider: string, name = id): CasinoGame => ({
  id,
  name,
  provider,
  category,
  thumbnail: `https://example.com/${id}.svg`,
  isNew: false,
});
const GAMES = [
  game('lucky-7', 'table', 'Khiladi Games', 'Lucky 7'),
  game('dragon-tiger', 'table', 'Khiladi Games', 'Dragon Tiger'),
  game('aviator', 'crash', 'Spribe', 'Aviator'),
  game('andar-bahar', 'live', 'Ezugi', 'Andar Bahar'),
];

walkEveryTransition('casinoLobby', {
  machine: lobbyMachine,
  input: { category: 'all', favourites: [] },
  events: (): LobbyEvent[] => [
    { type: 'games.loaded', games: GAMES },
    { type: 'games.loaded', games: [] },
    { type: 'games.unavailable' },
    { type: 'category.changed', category: 'table' },
    { type: 'provider.changed', provider: 'Spribe' },
    // Longer than MAX_SEARCH_LENGTH: the walk's one search shows the cut.
    { type: 'search.changed', text: 'lucky 7 '.repeat(6) },
    { type: 'filters.cleared' },
    { type: 'favourite.toggled', gameId: 'aviator' },
  ],
  facts: [
    {
      rule: 'each star on a tile adds or removes that game and tells the app the new favourites (favourites.changed), so they are kept across reloads',
      check: ({ snapshot, previous, event, emitted }) => {
        const asked = event as LobbyEvent;
        if (asked.type !== 'favourite.toggled') return;
        const { gameId } = asked;
        const { favourites } = snapshot.context;
        expect(favourites.includes(gameId)).toBe(!previous.context.favourites.includes(gameId));
        expect(favourites.filter((id) => id !== gameId)).toEqual(previous.context.favourites.filter((id) => id !== gameId));
        expect(emitted.at(-1)).toEqual({ type: 'favourites.changed', favourites });
        expect(emitted.every((sent) => sent.type === 'favourites.changed')).toBe(true);
      },
    },
    {
      rule: 'a chosen provider is one the games list has: a newer list without it drops it, so it cannot hide every game',
      check: ({ snapshot }) => {
        const { provider } = snapshot.context;
        if (provider === null) return;
        expect(selectProviders(snapshot)).toContain(provider);
      },
    },
    {
      rule: `the search text kept is at most ${MAX_SEARCH_LENGTH} characters of what was typed`,
      check: ({ snapshot, event }) => {
        const asked = event as LobbyEvent;
        if (asked.type !== 'search.changed' || !snapshot.matches('ready')) return;
        const { text } = asked;
        expect(snapshot.context.search).toBe(text.slice(0, MAX_SEARCH_LENGTH));
        expect(snapshot.context.search.length).toBeLessThanOrEqual(MAX_SEARCH_LENGTH);
      },
    },
  ],
});

describe('casinoLobby', () => {
  const started = () => {
    const actor = createActor(lobbyMachine, { input: { category: 'all', favourites: ['aviator'] } }).start();
    actor.send({ type: 'games.loaded', games: GAMES });
    return actor;
  };

  it('filters by the address’s category, a provider and a search, together', () => {
    const lobby = started();
    expect(selectShownGames(lobby.getSnapshot())).toHaveLength(4);
    lobby.send({ type: 'category.changed', category: 'table' });
    expect(selectShownGames(lobby.getSnapshot()).map((shown) => shown.id)).toEqual(['lucky-7', 'dragon-tiger']);
    lobby.send({ type: 'search.changed', text: 'DRAGON' });
    expect(selectShownGames(lobby.getSnapshot()).map((shown) => shown.id)).toEqual(['dragon-tiger']);
    lobby.send({ type: 'provider.changed', provider: 'Spribe' });
    expect(selectShownGames(lobby.getSnapshot())).toEqual([]);
    lobby.send({ type: 'filters.cleared' });
    expect(selectShownGames(lobby.getSnapshot())).toHaveLength(2);
    expect(selectProviders(lobby.getSnapshot())).toEqual(['Ezugi', 'Khiladi Games', 'Spribe']);
  });

  it('shows the favourites and tells the app to keep each change', () => {
    const lobby = started();
    const kept: LobbyEmitted[] = [];
    lobby.on('favourites.changed', (event) => kept.push(event));
    lobby.send({ type: 'category.changed', category: 'favourites' });
    expect(selectShownGames(lobby.getSnapshot()).map((shown) => shown.id)).toEqual(['aviator']);
    lobby.send({ type: 'favourite.toggled', gameId: 'lucky-7' });
    lobby.send({ type: 'favourite.toggled', gameId: 'aviator' });
    expect(selectShownGames(lobby.getSnapshot()).map((shown) => shown.id)).toEqual(['lucky-7']);
    expect(kept.map((event) => event.favourites)).toEqual([['lucky-7', 'aviator'], ['lucky-7']]);
  });

  it('drops a chosen provider that a newer list no longer has', () => {
    const lobby = started();
    lobby.send({ type: 'provider.changed', provider: 'Ezugi' });
    lobby.send({ type: 'games.loaded', games: GAMES.slice(0, 3) });
    expect(lobby.getSnapshot().context.provider).toBeNull();
  });
});
