/** The profile's own messages, loaded with its route (as the reports', docs/decisions/064). */
import { useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import profileEn from '../../i18n/profile.en.json';
import profileHi from '../../i18n/profile.hi.json';

const PROFILE_MESSAGES: Record<string, Record<string, string>> = { en: profileEn, hi: { ...profileEn, ...profileHi } };

export function ProfileMessages({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const messages = useMemo(
    () => ({ ...(intl.messages as Record<string, string>), ...(PROFILE_MESSAGES[intl.locale] ?? PROFILE_MESSAGES.en) }),
    [intl.messages, intl.locale],
  );
  return (
    <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} messages={messages}>
      {children}
    </IntlProvider>
  );
}
