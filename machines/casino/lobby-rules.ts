/**
 * The casino lobby's rules (docs/decisions/054): which category an address shows, which
 * games pass the filters, the providers to offer, favourites. Pure functions of the games file.
 */
import { CASINO_GAME_CATEGORIES, type CasinoGame, type CasinoGameCategory } from '../site/casino-games.ts';

/** `all` is the lobby's own address; `favourites` the user's starred games. */
export type LobbyCategory = 'all' | CasinoGameCategory | 'favourites';
export const LOBBY_CATEGORIES: readonly LobbyCategory[] = ['all', ...CASINO_GAME_CATEGORIES, 'favourites'];

export const GAMES_PATH = '/games';
/** Home's "All" link names the whole lobby `casino` (decision 024); it is the same as /games. */
const ALL_TYPES = ['casino', 'all'];
/** How many favourites are kept: the persisted state stays small. */
export const MAX_FAVOURITES = 100;
/** How long a search text may be. */
export const MAX_SEARCH_LENGTH = 40;

/** The category of `/games/{type?}`; an unknown type is null (the lobby says so). */
export function categoryOfType(type: string | undefined): LobbyCategory | null {
  if (type === undefined || type === '' || ALL_TYPES.includes(type)) return 'all';
  return (LOBBY_CATEGORIES as readonly string[]).includes(type) ? (type as LobbyCategory) : null;
}

export const pathOfCategory = (category: LobbyCategory): string => (category === 'all' ? GAMES_PATH : `${GAMES_PATH}/${category}`);

export interface LobbyFilters {
  category: LobbyCategory | null;
  provider: string | null;
  search: string;
  favourites: readonly string[];
}

/** Lower case, accents and punctuation off: 'Andar-Bahar' finds 'andar bahar'. */
const folded = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

export function filterGames(games: readonly CasinoGame[], filters: LobbyFilters): CasinoGame[] {
  const { category, provider, favourites } = filters;
  if (category === null) return [];
  const search = folded(filters.search);
  return games.filter(
    (game) =>
      (category === 'all' || (category === 'favourites' ? favourites.includes(game.id) : game.category === category)) &&
      (provider === null || game.provider === provider) &&
      (search === '' || folded(`${game.name} ${game.provider}`).includes(search)),
  );
}

/** The providers of the games, each once, in alphabetical order; games without one are not a provider. */
export const providersOf = (games: readonly CasinoGame[]): string[] =>
  [...new Set(games.map((game) => game.provider).filter(Boolean))].sort((a, b) => a.localeCompare(b));

/** Adds or removes a favourite; the newest first, at most MAX_FAVOURITES. */
export function toggledFavourites(favourites: readonly string[], gameId: string): string[] {
  return favourites.includes(gameId) ? favourites.filter((id) => id !== gameId) : [gameId, ...favourites].slice(0, MAX_FAVOURITES);
}

/** Favourites as stored: a list of game ids, anything else is none. */
export const storedFavouritesOf = (stored: unknown): string[] =>
  Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string').slice(0, MAX_FAVOURITES) : [];

const DAY_MS = 86_400_000;
const IST_OFFSET_MS = 330 * 60_000;

/** India's calendar day (YYYY-MM-DD) at `now`. */
export const indiaDayOf = (now: Date): string => new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/** A calendar day `days` after `day` (YYYY-MM-DD). */
export const addDays = (day: string, days: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The report's first window: the last 7 days of India's calendar, today included (`to` is exclusive). */
export const lastWeekWindow = (now: Date): { from: string; to: string } => {
  const today = indiaDayOf(now);
  return { from: addDays(today, -6), to: addDays(today, 1) };
};
