import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { SHORTHAND_THRESHOLD } from '../../machines/shared/constants.ts';
import { inNextTask } from './in-next-task.tsx';

/**
 * Display formatting shared by every screen and by what is formatted outside React
 * (docs/decisions/008-amount-and-date-format.md, 108), through @formatjs/intl in the user's
 * language. Amounts use Indian digit grouping; dates are shown in India's time (Asia/Kolkata),
 * whatever zone the device is in. Hindi shows Hindi month names and day periods; digits stay Latin,
 * as Hindi's locale data has them.
 */

export const INDIA_TIME_ZONE = 'Asia/Kolkata';

/**
 * The locales each language formats with. English dates follow the spec's examples (Mar, AM), which
 * are US English's; amounts are grouped the Indian way in both languages.
 */
const LOCALES: Record<string, { numbers: string; dates: string }> = {
  en: { numbers: 'en-IN', dates: 'en-US' },
  hi: { numbers: 'hi-IN', dates: 'hi-IN' },
};

const cache = createIntlCache();
const formatters = new Map<string, IntlShape>();
let displayLanguage = 'en';

/** The language every formatter below uses: the one the page is shown in (src/app/intl-provider.tsx). */
export const setDisplayLanguage = (language: string): void => {
  displayLanguage = language in LOCALES ? language : 'en';
};

const intlFor = (kind: 'numbers' | 'dates'): IntlShape => {
  const locale = (LOCALES[displayLanguage] ?? LOCALES.en!)[kind];
  let intl = formatters.get(locale);
  if (!intl) {
    intl = createIntl({ locale, timeZone: INDIA_TIME_ZONE }, cache);
    formatters.set(locale, intl);
  }
  return intl;
};

/** An amount as money: 2 decimals, Indian grouping (1,23,456.00). A missing or bad value reads 0.00. */
export const formatAmount = (amount: number | string | null | undefined): string => {
  const value = Number(amount ?? 0);
  return intlFor('numbers').formatNumber(Number.isFinite(value) ? value : 0, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
};

/**
 * Builds the formatters the first screen uses before it renders, each in a task of its own. The
 * page's first `supportedLocalesOf` (createIntl's locale check, for any locale) loads ICU's locale
 * list, and the first date formatter India's time zone: together ≈ 90 ms at 4× CPU. Done while the
 * page waits for its config and storage, that work is not part of the first render's long task, and
 * in two tasks neither is long (decision 113).
 */
export const prepareFormatters = async (): Promise<void> => {
  await inNextTask(() => formatAmount(0));
  await inNextTask(() => formatIndiaTime(0, 'DD MMM YYYY hh:mm A'));
};

const trimDecimals = (value: number, digits: number): string => String(Number(value.toFixed(digits)));

/**
 * A number in short form: as it is up to 999 (at most 2 decimals), in thousands with one decimal
 * and 'k' above 999 (1.5k, 12.3k, 1500k). The spec's shorthand stops at k: no lakh or crore.
 */
export const formatShorthand = (value: number): string => {
  if (!Number.isFinite(value)) return '0';
  if (Math.abs(value) <= SHORTHAND_THRESHOLD) return trimDecimals(value, 2);
  return `${trimDecimals(value / 1000, 1)}k`;
};

const DATE_TOKENS = /YYYY|MMM|MM|DD|HH|hh|mm|ss|A/g;

/**
 * Reads a server date: an ISO string (decision 001: UTC on the wire), a time in ms or a Date.
 * An ISO date-time with no zone is read as UTC, as the wire promises, not as device time.
 */
const parseServerDate = (value: string | number | Date): Date => {
  if (typeof value !== 'string') return new Date(value);
  const hasZone = /(?:Z|[+-]\d{2}:?\d{2})$/i.test(value.trim());
  const isDateTime = /\d[T ]\d/.test(value);
  return new Date(isDateTime && !hasZone ? `${value.trim().replace(' ', 'T')}Z` : value);
};

const partsOf = (date: Date, options: Parameters<IntlShape['formatDateToParts']>[1]): Record<string, string> =>
  Object.fromEntries(
    intlFor('dates')
      .formatDateToParts(date, options)
      .map((part) => [part.type, part.value]),
  );

/**
 * Formats an instant as India's wall-clock time with a pattern of YYYY, MMM (Jan), MM, DD, HH,
 * hh, mm, ss and A (AM/PM), in the display language. An unreadable date gives ''.
 */
export const formatIndiaTime = (value: string | number | Date, pattern: string): string => {
  const date = parseServerDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const numeric = partsOf(date, { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
  const named = partsOf(date, { month: 'short', hour: '2-digit', hour12: true });
  const fields: Record<string, string | undefined> = {
    YYYY: numeric.year,
    MMM: named.month,
    MM: numeric.month,
    DD: numeric.day,
    HH: numeric.hour,
    hh: named.hour,
    mm: numeric.minute,
    ss: numeric.second,
    A: named.dayPeriod,
  };
  return pattern.replace(DATE_TOKENS, (token) => fields[token] ?? token);
};

/** Transaction history dates: DD/MM/YYYY HH:mm:ss in India's time (spec §9). */
export const formatHistoryDate = (value: string | number | Date): string =>
  formatIndiaTime(value, 'DD/MM/YYYY HH:mm:ss');

/** Sport event dates, in Asia/Kolkata (spec §9). */
export const formatSportDate = (value: string | number | Date): string => formatIndiaTime(value, 'DD MMM YYYY hh:mm A');

/**
 * Matka dates "shifted +5:30" (spec §9): the matka service's times are UTC, and adding 5:30 to
 * them is the same operation as showing them in India's time, so they share the formatter.
 */
export const formatMatkaDate = (value: string | number | Date): string => formatIndiaTime(value, 'DD/MM/YYYY hh:mm A');
