import { afterEach, describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatHistoryDate,
  formatIndiaTime,
  formatMatkaDate,
  formatShorthand,
  formatSportDate,
  setDisplayLanguage,
} from './format.ts';

describe('formatAmount', () => {
  it.each<[number | string | null | undefined, string]>([
    [0, '0.00'],
    [5, '5.00'],
    [999.5, '999.50'],
    [1000, '1,000.00'],
    [123456, '1,23,456.00'],
    [12345678.9, '1,23,45,678.90'],
    [99999999, '9,99,99,999.00'],
    [-2500.456, '-2,500.46'],
    [0.005, '0.01'],
    ['1500.5', '1,500.50'],
    [null, '0.00'],
    [undefined, '0.00'],
    ['abc', '0.00'],
    [Number.NaN, '0.00'],
    [Number.POSITIVE_INFINITY, '0.00'],
  ])('%j → %s', (amount, shown) => {
    expect(formatAmount(amount)).toBe(shown);
  });
});

describe('formatShorthand', () => {
  it.each<[number, string]>([
    [0, '0'],
    [100, '100'],
    [999, '999'],
    [12.345, '12.35'],
    [999.4, '1k'],
    [1000, '1k'],
    [1500, '1.5k'],
    [1550, '1.6k'],
    [12345, '12.3k'],
    [100000, '100k'],
    [10000000, '10000k'],
    [-999, '-999'],
    [-1500, '-1.5k'],
    [Number.NaN, '0'],
  ])('%d → %s', (value, shown) => {
    expect(formatShorthand(value)).toBe(shown);
  });
});

describe('dates in India time', () => {
  it('formats history dates as DD/MM/YYYY HH:mm:ss in Asia/Kolkata', () => {
    expect(formatHistoryDate('2024-03-15T18:29:59Z')).toBe('15/03/2024 23:59:59');
    expect(formatHistoryDate('2024-03-15T18:30:00Z')).toBe('16/03/2024 00:00:00');
    expect(formatHistoryDate('2024-12-31T20:00:00.000Z')).toBe('01/01/2025 01:30:00');
    expect(formatHistoryDate(Date.UTC(2024, 0, 1, 0, 0, 0))).toBe('01/01/2024 05:30:00');
    expect(formatHistoryDate(new Date('2024-06-01T00:00:05+05:30'))).toBe('01/06/2024 00:00:05');
  });

  it('reads a date-time without a zone as UTC, as the wire promises', () => {
    expect(formatHistoryDate('2024-03-15 10:00:00')).toBe('15/03/2024 15:30:00');
    expect(formatHistoryDate('2024-03-15T10:00:00')).toBe('15/03/2024 15:30:00');
    expect(formatHistoryDate('2024-03-15T10:00:00+0000')).toBe('15/03/2024 15:30:00');
  });

  it('gives an empty text for an unreadable date', () => {
    expect(formatHistoryDate('')).toBe('');
    expect(formatHistoryDate('not a date')).toBe('');
  });

  it('matches Intl with the Asia/Kolkata zone', () => {
    const instant = new Date('2024-07-04T09:08:07Z');
    const intl = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Kolkata',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .format(instant)
      .replace(',', '');
    expect(formatHistoryDate(instant)).toBe(intl);
  });

  it('formats sport and matka dates in India time with a 12-hour clock', () => {
    expect(formatSportDate('2024-03-15T14:00:00Z')).toBe('15 Mar 2024 07:30 PM');
    expect(formatSportDate('2024-03-15T18:45:00Z')).toBe('16 Mar 2024 12:15 AM');
    expect(formatMatkaDate('2024-03-15 06:30:00')).toBe('15/03/2024 12:00 PM');
  });

  it('supports every pattern token', () => {
    expect(formatIndiaTime('2024-11-05T03:04:05Z', 'YYYY-MM-DD HH:mm:ss hh A MMM')).toBe('2024-11-05 08:34:05 08 AM Nov');
  });
});

describe('in Hindi', () => {
  afterEach(() => setDisplayLanguage('en'));

  it('dates show Hindi month names and day periods, in India time', () => {
    setDisplayLanguage('hi');
    expect(formatSportDate('2024-03-15T14:00:00Z')).toBe('15 मार्च 2024 07:30 pm');
    expect(formatSportDate('2024-09-15T02:00:00Z')).toBe('15 सित॰ 2024 07:30 am');
  });

  it('numeric dates and amounts keep their shape and Indian grouping', () => {
    setDisplayLanguage('hi');
    expect(formatHistoryDate('2024-03-15T18:29:59Z')).toBe('15/03/2024 23:59:59');
    expect(formatAmount(1234567.5)).toBe('12,34,567.50');
  });

  it('a language without its own formats falls back to English', () => {
    setDisplayLanguage('xx');
    expect(formatSportDate('2024-03-15T14:00:00Z')).toBe('15 Mar 2024 07:30 PM');
  });
});
