/**
 * The message catalogues, one JSON file per language. The first render's messages (the shell's,
 * Home's, the session's) are bundled in English (`en.json`): the default and the fallback for any id
 * or language we lack. Every other screen's messages (`screens.<language>.json`) and other languages
 * load after the first render, so they cost nothing on the first load of Home (docs/decisions/123).
 */
import en from './en.json';

export type Catalogue = Record<string, string>;

export const DEFAULT_LANGUAGE = 'en';
export const startCatalogue: Catalogue = en;

// `<area>.<language>.json` are an area's own messages, loaded with its route (docs/decisions/052).
const languageCatalogues = import.meta.glob<Catalogue>(['./*.json', '!./en.json', '!./*.*.json'], { import: 'default' });
const screenCatalogues = import.meta.glob<Catalogue>('./screens.*.json', { import: 'default' });

export function hasCatalogue(language: string): boolean {
  return language === DEFAULT_LANGUAGE || `./${language}.json` in languageCatalogues;
}

let englishScreens: Promise<Catalogue> | undefined;

/** The English messages of every screen after the first render; loaded once, by the first who asks. */
export function loadEnglishScreens(): Promise<Catalogue> {
  englishScreens ??= loadScreens(DEFAULT_LANGUAGE);
  englishScreens.catch(() => {
    englishScreens = undefined;
  });
  return englishScreens;
}

function loadScreens(language: string): Promise<Catalogue> {
  return screenCatalogues[`./screens.${language}.json`]?.() ?? Promise.resolve({});
}

/** The whole catalogue of `language`, English filling any gap. */
export async function loadCatalogue(language: string): Promise<Catalogue> {
  const english = { ...startCatalogue, ...(await loadEnglishScreens()) };
  const load = languageCatalogues[`./${language}.json`];
  if (language === DEFAULT_LANGUAGE || !load) return english;
  const [start, screens] = await Promise.all([load(), loadScreens(language)]);
  return { ...english, ...start, ...screens };
}
