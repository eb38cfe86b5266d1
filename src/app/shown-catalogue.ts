import type { Catalogue } from '../i18n/catalogues.ts';

/** The messages react-intl is given, and their language. */
export interface ShownCatalogue {
  language: string;
  messages: Catalogue;
}

/**
 * What to show once `loaded` has arrived. English grows in place (`englishCatalogue`): when it is
 * already the shown object, its arrival changed no message on screen, so the shown catalogue stays
 * and nothing renders again, unless an id was shown for a message it lacked then: a copy makes
 * react-intl format every message again. Another language is shown as it comes.
 */
export function catalogueToShow(shown: ShownCatalogue, loaded: ShownCatalogue, missedOnScreen: boolean): ShownCatalogue {
  if (loaded.language !== shown.language || loaded.messages !== shown.messages) return loaded;
  return missedOnScreen ? { language: loaded.language, messages: { ...loaded.messages } } : shown;
}
