import { describe, expect, it } from 'vitest';
import { defaultPhoneCountryIndex } from './phone-country.ts';

// The seeded sites' list (server/db/seed.ts): the site's country_code is the ISO code 'IN'.
const seededList = [
  { name: 'Nepal', code: 'NP', phonecode: '977' },
  { name: 'India', code: 'IN', phonecode: '91' },
  { name: 'United Arab Emirates', code: 'AE', phonecode: '971' },
];

describe('default phone country index', () => {
  it('is the entry whose ISO code is the site\'s, in any case', () => {
    expect(defaultPhoneCountryIndex(seededList, 'IN')).toBe(1);
    expect(defaultPhoneCountryIndex(seededList, 'ae')).toBe(2);
  });

  it('is the entry whose dialling code is the site\'s, when the site names one', () => {
    expect(defaultPhoneCountryIndex(seededList, '+971')).toBe(2);
    expect(defaultPhoneCountryIndex(seededList, 91)).toBe(1);
  });

  it('is the first entry for an unknown ISO code, which has no digits to match by dialling code', () => {
    expect(defaultPhoneCountryIndex(seededList, 'GB')).toBe(0);
    expect(defaultPhoneCountryIndex([{ phonecode: '' }, { phonecode: '44' }], 'GB')).toBe(0);
  });
});

describe('default phone country index', () => {
  const list = [{ phonecode: '1' }, { phonecode: '+91' }, { phonecode: 977 }];

  it('is the entry matching the site country code', () => {
    expect(defaultPhoneCountryIndex(list, '91')).toBe(1);
    expect(defaultPhoneCountryIndex(list, '+977')).toBe(2);
  });

  it('is the first entry otherwise', () => {
    expect(defaultPhoneCountryIndex(list, '44')).toBe(0);
    expect(defaultPhoneCountryIndex(list, undefined)).toBe(0);
    expect(defaultPhoneCountryIndex([], '91')).toBe(0);
  });
});
