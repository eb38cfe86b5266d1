import { describe, expect, it } from 'vitest';
import { cleanCode, cleanField, cleanNumber, cleanSecret, cleanUserId } from './input-cleaning.ts';
import { defaultPhoneCountryIndex } from './phone-country.ts';

describe('input cleaning', () => {
  it('user ID keeps letters, digits, underscore and dot', () => {
    expect(cleanUserId(' ab-c_1.2@# ')).toBe('abc_1.2');
  });

  it('passwords and codes lose spaces', () => {
    expect(cleanSecret(' Ab c\t1 ')).toBe('Abc1');
    expect(cleanField('confirmWithdrawPassword', 'a b')).toBe('ab');
  });

  it('refer code keeps digits', () => {
    expect(cleanField('referCode', 'R12-34')).toBe('1234');
  });

  it('number fields keep digits and are clamped to the maximum', () => {
    expect(cleanNumber('1,2a3', 1000)).toBe('123');
    expect(cleanNumber('5000', 1000)).toBe('1000');
    expect(cleanNumber('abc', 1000)).toBe('');
  });

  it('the code mode keeps 6 digits', () => {
    expect(cleanCode('12 34-567')).toBe('123456');
    expect(cleanField('otp', '1 2 3')).toBe('123');
  });

  it('mobile keeps at most 10 digits', () => {
    expect(cleanField('mobile', '+91 98765 43210')).toBe('9198765432');
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
