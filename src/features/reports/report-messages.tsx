/** The reports' messages and loaders, for every report screen (spec §2; docs/decisions/064). */
import { useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { useAppSystem } from '../../runtime/app-system-context.tsx';
import { reportLoadersOf } from '../../runtime/wiring/reports.ts';
import reportsEn from '../../i18n/reports.en.json';
import reportsHi from '../../i18n/reports.hi.json';

const REPORT_MESSAGES: Record<string, Record<string, string>> = { en: reportsEn, hi: { ...reportsEn, ...reportsHi } };

/** The reports' own messages, loaded with their routes (as casino's, decision 054). */
export function ReportMessages({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const messages = useMemo(
    () => ({ ...(intl.messages as Record<string, string>), ...(REPORT_MESSAGES[intl.locale] ?? REPORT_MESSAGES.en) }),
    [intl.messages, intl.locale],
  );
  return (
    <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} messages={messages}>
      {children}
    </IntlProvider>
  );
}


/** The report lists' loaders (src/runtime/wiring/reports.ts). */
export function useReportLoaders() {
  return reportLoadersOf(useAppSystem().system.reports);
}
