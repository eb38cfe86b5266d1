/**
 * An area's own messages (`src/i18n/<area>.<language>.json`, docs/decisions/052), merged over the
 * app's for the screens inside: they load with the area's chunk, not with Home (docs/decisions/110).
 */
import { useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';

/** The area's catalogues by language; English fills any gap and stands in for a language it lacks. */
export type AreaCatalogues = { en: Record<string, string> } & Record<string, Record<string, string>>;

export function AreaMessages({ catalogues, children }: { catalogues: AreaCatalogues; children: ReactNode }) {
  const intl = useIntl();
  const messages = useMemo(
    () => ({ ...(intl.messages as Record<string, string>), ...catalogues.en, ...catalogues[intl.locale] }),
    [intl.messages, intl.locale, catalogues],
  );
  return (
    <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} messages={messages}>
      {children}
    </IntlProvider>
  );
}
