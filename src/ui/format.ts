import { IST_OFFSET_MINUTES, SHORTHAND_THRESHOLD } from '../../machines/shared/constants.ts';

/**
 * Display formatting shared by every screen (docs/decisions/008-amount-and-date-format.md).
 * Amounts use Indian digit grouping; dates are shown in India's time (Asia/Kolkata, UTC+5:30 with
 * no daylight saving), whatever zone the device is in.
 */

const AMOUNT_FORMAT = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount as money: 2 decimals, Indian grouping (1,23,456.00). A missing or bad value reads 0.00. */
export const formatAmount = (amount: number | string | null | undefined): string => {
  const value = Number(amount ?? 0);
  return AMOUNT_FORMAT.format(Number.isFinite(value) ? value : 0);
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

const IST_OFFSET_MS = IST_OFFSET_MINUTES * 60_000;
const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DATE_TOKENS = /YYYY|MMM|MM|DD|HH|hh|mm|ss|A/g;

const twoDigits = (value: number): string => String(value).padStart(2, '0');

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

/**
 * Formats an instant as India's wall-clock time with a pattern of YYYY, MMM (Jan), MM, DD, HH,
 * hh, mm, ss and A (AM/PM). Shifting the instant by +5:30 and reading its UTC fields is India's
 * time exactly: IST has no daylight saving. An unreadable date gives ''.
 */
export const formatIndiaTime = (value: string | number | Date, pattern: string): string => {
  const date = parseServerDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const shifted = new Date(date.getTime() + IST_OFFSET_MS);
  const hours = shifted.getUTCHours();
  const fields: Record<string, string> = {
    YYYY: String(shifted.getUTCFullYear()),
    MMM: MONTH_NAMES[shifted.getUTCMonth()] ?? '',
    MM: twoDigits(shifted.getUTCMonth() + 1),
    DD: twoDigits(shifted.getUTCDate()),
    HH: twoDigits(hours),
    hh: twoDigits(hours % 12 || 12),
    mm: twoDigits(shifted.getUTCMinutes()),
    ss: twoDigits(shifted.getUTCSeconds()),
    A: hours < 12 ? 'AM' : 'PM',
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
