/** The bonus and refer screens' own messages, loaded with their routes (as the reports', docs/decisions/064). */
import { useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import bonusEn from '../../i18n/bonus.en.json';
import bonusHi from '../../i18n/bonus.hi.json';

const BONUS_MESSAGES: Record<string, Record<string, string>> = { en: bonusEn, hi: { ...bonusEn, ...bonusHi } };

export function BonusMessages({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const messages = useMemo(
    () => ({ ...(intl.messages as Record<string, string>), ...(BONUS_MESSAGES[intl.locale] ?? BONUS_MESSAGES.en) }),
    [intl.messages, intl.locale],
  );
  return (
    <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} messages={messages}>
      {children}
    </IntlProvider>
  );
}
