import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LANGUAGE, hasCatalogue, startCatalogue, loadCatalogue, type Catalogue } from '../i18n/catalogues.ts';
import { setDisplayLanguage } from '../ui/format.ts';

interface LoadedCatalogue {
  language: string;
  messages: Catalogue;
}

/**
 * Provides react-intl in the site actor's language and keeps `<html lang>` in step. The first render
 * has the start catalogue (the shell's and Home's messages); the whole catalogue loads after it.
 * The previous language stays on screen while the next catalogue loads, so a switch never flashes ids.
 */
export function AppIntlProvider({ language, children }: { language: string; children: ReactNode }) {
  const wanted = hasCatalogue(language) ? language : DEFAULT_LANGUAGE;
  const [loaded, setLoaded] = useState<LoadedCatalogue>({ language: DEFAULT_LANGUAGE, messages: startCatalogue });

  useEffect(() => {
    let current = true;
    void loadCatalogue(wanted).then((messages) => {
      if (current) setLoaded({ language: wanted, messages });
    });
    return () => {
      current = false;
    };
  }, [wanted]);

  useEffect(() => {
    document.documentElement.lang = loaded.language;
  }, [loaded.language]);

  // Amounts and dates formatted outside react-intl (src/ui/format.ts) follow the shown catalogue.
  setDisplayLanguage(loaded.language);
  return (
    <IntlProvider locale={loaded.language} defaultLocale={DEFAULT_LANGUAGE} messages={loaded.messages}>
      {children}
    </IntlProvider>
  );
}
