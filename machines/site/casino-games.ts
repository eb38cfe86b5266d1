/**
 * The casino games file of a site (spec §3: "A casino games file is fetched separately from the
 * storage base URL"; shape and place designed in docs/decisions/024).
 */
export const CASINO_GAME_CATEGORIES = ['live', 'slots', 'table', 'crash'] as const;
export type CasinoGameCategory = (typeof CASINO_GAME_CATEGORIES)[number];

export interface CasinoGame {
  id: string;
  name: string;
  provider: string;
  category: CasinoGameCategory;
  /** An http(s) address or a same-site path, resolved against the file's own address. */
  thumbnail: string;
  isNew: boolean;
  /**
   * false: listed, but the game or its provider is not available now (the file's `available`). The
   * lobby and Home show it greyed with "Unavailable" and never launch it. Absent: available.
   */
  available?: false;
}

/** A game a tile may launch: not marked unavailable by the file. */
export const isPlayable = (game: Pick<CasinoGame, 'available'>): boolean => game.available !== false;

export const CASINO_GAMES_FILE_NAME = 'casino-games.json';

/** The settings fields that say where the site's storage is. Older stored settings may lack them. */
export interface SiteStorageSettings {
  aws_url?: string;
  storage_path?: { domain_image?: string };
}

/**
 * The site's storage folder: the storage base URL (`aws_url`, '' = this origin) joined with the
 * site's folder under it (`storage_path.domain_image`), without a trailing slash.
 */
export function storageBaseUrlOf(settings: SiteStorageSettings): string {
  return [settings.aws_url ?? '', settings.storage_path?.domain_image ?? '']
    .map((part) => part.replace(/\/+$/, ''))
    .filter(Boolean)
    .map((part, index) => (index === 0 ? part : part.replace(/^\/+/, '')))
    .join('/');
}

/** Where the casino games file of a storage folder is. */
export const casinoGamesFileUrl = (storageBaseUrl: string): string => `${storageBaseUrl}/${CASINO_GAMES_FILE_NAME}`;
