/**
 * The message catalogues, one JSON file per language. The first render's messages (the shell's,
 * Home's, the session's) are bundled in English (`en.json`): the default and the fallback for any id
 * or language we lack. Every other screen's messages (`screens.<language>.json`) and other languages
 * load after the first render, so they cost nothing on the first load of Home (docs/decisions/123).
 */
import en from './en.json';

export type Catalogue = Record<string, string>;

export const DEFAULT_LANGUAGE = 'en';
/**
 * English as this page has it: the start messages, joined in place by every screen's when they load.
 * One object for the page's life: a screen shown after the load finds its messages in it, and the load
 * changes no message already on screen, so nothing need render again for it (docs/decisions/251).
 */
export const englishCatalogue: Catalogue = { ...en };

// `<area>.<language>.json` are an area's own messages, loaded with its route (docs/decisions/052).
const languageCatalogues = import.meta.glob<Catalogue>(['./*.json', '!./en.json', '!./*.*.json'], { import: 'default' });
const screenCatalogues = import.meta.glob<Catalogue>('./screens.*.json', { import: 'default' });

export function hasCatalogue(language: string): boolean {
  return language === DEFAULT_LANGUAGE || `./${language}.json` in languageCatalogues;
}

let englishScreens: Promise<Catalogue> | undefined;

/**
 * English with the messages of every screen after the first render (`englishCatalogue`, grown in
 * place); loaded once, by the first who asks.
 */
export function loadEnglishScreens(): Promise<Catalogue> {
  englishScreens ??= loadScreens(DEFAULT_LANGUAGE).then((screens) => Object.assign(englishCatalogue, screens));
  englishScreens.catch(() => {
    englishScreens = undefined;
  });
  return englishScreens;
}

function loadScreens(language: string): Promise<Catalogue> {
  return screenCatalogues[`./screens.${language}.json`]?.() ?? Promise.resolve({});
}

/** The whole catalogue of `language`, English filling any gap; for English, `englishCatalogue` itself. */
export async function loadCatalogue(language: string): Promise<Catalogue> {
  const english = await loadEnglishScreens();
  const load = languageCatalogues[`./${language}.json`];
  if (language === DEFAULT_LANGUAGE || !load) return english;
  const [start, screens] = await Promise.all([load(), loadScreens(language)]);
  return { ...english, ...start, ...screens };
}
