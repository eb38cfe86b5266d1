import { describe, expect, it } from 'vitest';
import { fromSiteDay, toSiteDay } from './date-field.tsx';

describe('the site day (DD/MM/YYYY)', () => {
  it('writes an ISO day as DD/MM/YYYY', () => {
    expect(toSiteDay('2026-11-28')).toBe('28/11/2026');
    expect(toSiteDay('2026-01-05')).toBe('05/01/2026');
    expect(toSiteDay('')).toBe('');
  });

  it('reads DD/MM/YYYY, day first, with or without leading zeros', () => {
    expect(fromSiteDay('28/11/2026')).toBe('2026-11-28');
    expect(fromSiteDay(' 5/1/2026 ')).toBe('2026-01-05');
    expect(fromSiteDay('01/02/2026')).toBe('2026-02-01');
  });

  it('refuses what is not a real day or not whole yet', () => {
    for (const text of ['31/02/2026', '13/13/2026', '2026-11-28', '28/11/26', '28/11', '', 'abc', '00/01/2026']) {
      expect(fromSiteDay(text), text).toBeNull();
    }
    expect(fromSiteDay('29/02/2028')).toBe('2028-02-29');
  });
});
