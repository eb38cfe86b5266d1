/**
 * The message catalogues, one JSON file per language. English is bundled (the default and the
 * fallback for any id or language we lack); other languages load on first use, so they cost
 * nothing on the first load of Home.
 */
import en from './en.json';

export type Catalogue = Record<string, string>;

export const DEFAULT_LANGUAGE = 'en';
export const englishCatalogue: Catalogue = en;

// `<area>.<language>.json` are an area's own messages, loaded with its route (docs/decisions/052).
const lazyCatalogues = import.meta.glob<Catalogue>(['./*.json', '!./en.json', '!./*.*.json'], { import: 'default' });

export function hasCatalogue(language: string): boolean {
  return language === DEFAULT_LANGUAGE || `./${language}.json` in lazyCatalogues;
}

/** The catalogue of `language` with English filling any gap; English itself when we have none. */
export async function loadCatalogue(language: string): Promise<Catalogue> {
  const load = lazyCatalogues[`./${language}.json`];
  if (!load) return englishCatalogue;
  return { ...englishCatalogue, ...(await load()) };
}
