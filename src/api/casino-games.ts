// The casino games file of a site (docs/decisions/024): fetched from the site's storage, parsed
// with zod/mini like every reply (design §4). A game that cannot be read is dropped on its own;
// a file that is not the expected shape is an error, which the site actor takes quietly.
import { z } from 'zod/mini';
import { CASINO_GAME_CATEGORIES, casinoGamesFileUrl, type CasinoGame } from '../../machines/site/casino-games.ts';
import { isHttpUrl } from './urls.ts';

const casinoGameSchema = z.object({
  id: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  name: z.string().check(z.minLength(1)),
  provider: z.catch(z.string(), ''),
  category: z.enum(CASINO_GAME_CATEGORIES),
  thumbnail: z.string(),
  is_new: z.catch(z.boolean(), false),
  // An operator takes a game or a whole provider off without removing it from the file.
  available: z.catch(z.boolean(), true),
});

const casinoGamesFileSchema = z.object({ games: z.array(z.unknown()) });

/** The games of a parsed file, thumbnails made absolute from the file's address. */
export function casinoGamesOf(file: unknown, fileAddress: string): CasinoGame[] {
  return casinoGamesFileSchema.parse(file).games.flatMap((entry) => readGame(entry, fileAddress));
}

/** Games stored by an earlier visit (already absolute), when they still read as games. */
export function storedCasinoGamesOf(stored: unknown): CasinoGame[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((game: unknown) =>
    typeof game === 'object' && game !== null ? readGame({ ...game, is_new: (game as Partial<CasinoGame>).isNew }) : [],
  );
}

/** One game, or none when it cannot be read or its thumbnail is not an http(s) address. */
function readGame(entry: unknown, fileAddress?: string): CasinoGame[] {
  const parsed = casinoGameSchema.safeParse(entry);
  if (!parsed.success) return [];
  const { is_new: isNew, thumbnail, available, ...game } = parsed.data;
  const thumbnailUrl = URL.canParse(thumbnail, fileAddress) ? new URL(thumbnail, fileAddress).href : '';
  if (!isHttpUrl(thumbnailUrl)) return [];
  return [available ? { ...game, thumbnail: thumbnailUrl, isNew } : { ...game, thumbnail: thumbnailUrl, isNew, available: false }];
}

/** Fetches and parses the casino games file under a storage base URL ('' = this origin). */
export async function fetchCasinoGames(
  storageBaseUrl: string,
  { fetch = globalThis.fetch, origin = globalThis.location.href }: { fetch?: typeof globalThis.fetch; origin?: string } = {},
): Promise<CasinoGame[]> {
  const fileAddress = new URL(casinoGamesFileUrl(storageBaseUrl), origin).href;
  const response = await fetch(fileAddress);
  if (!response.ok) throw new Error(`Error ${response.status}: casino games file`);
  return casinoGamesOf(await response.json(), fileAddress);
}
