import { useCallback, useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { IntlProvider, ReactIntlErrorCode } from 'react-intl';
import { DEFAULT_LANGUAGE, englishCatalogue, hasCatalogue, loadCatalogue } from '../i18n/catalogues.ts';
import { setDisplayLanguage } from '../ui/format.ts';
import { catalogueToShow, type ShownCatalogue } from './shown-catalogue.ts';

type IntlErrorHandler = NonNullable<ComponentProps<typeof IntlProvider>['onError']>;

/**
 * Provides react-intl in the site actor's language and keeps `<html lang>` in step. The first render
 * has English as far as it has loaded (the shell's and Home's messages); the rest loads after it.
 * The previous language stays on screen while the next catalogue loads, so a switch never flashes ids.
 */
export function AppIntlProvider({ language, children }: { language: string; children: ReactNode }) {
  const wanted = hasCatalogue(language) ? language : DEFAULT_LANGUAGE;
  const [shown, setShown] = useState<ShownCatalogue>({ language: DEFAULT_LANGUAGE, messages: englishCatalogue });
  // Whether a message was asked for that the shown catalogue lacked (its id is then on screen).
  const missedOnScreen = useRef(false);

  useEffect(() => {
    let current = true;
    void loadCatalogue(wanted).then((messages) => {
      if (!current) return;
      const missed = missedOnScreen.current;
      missedOnScreen.current = false;
      setShown((previous) => catalogueToShow(previous, { language: wanted, messages }, missed));
    });
    return () => {
      current = false;
    };
  }, [wanted]);

  useEffect(() => {
    document.documentElement.lang = shown.language;
  }, [shown.language]);

  const onError = useCallback<IntlErrorHandler>((error) => {
    if (error.code === ReactIntlErrorCode.MISSING_TRANSLATION) missedOnScreen.current = true;
    // What react-intl does without an onError.
    if (import.meta.env.DEV) console.error(error);
  }, []);

  // Amounts and dates formatted outside react-intl (src/ui/format.ts) follow the shown catalogue.
  setDisplayLanguage(shown.language);
  return (
    <IntlProvider locale={shown.language} defaultLocale={DEFAULT_LANGUAGE} messages={shown.messages} onError={onError}>
      {children}
    </IntlProvider>
  );
}
