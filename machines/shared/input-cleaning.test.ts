import { describe, expect, it } from 'vitest';
import { cleanCode, cleanNumber, cleanSecret, cleanUserId } from './input-cleaning.ts';

describe('input cleaning', () => {
  it('user ID keeps letters, digits, underscore and dot', () => {
    expect(cleanUserId(' ab-c_1.2@# ')).toBe('abc_1.2');
  });

  it('passwords and codes lose spaces', () => {
    expect(cleanSecret(' Ab c\t1 ')).toBe('Abc1');
  });

  it('number fields keep digits and are clamped to the maximum', () => {
    expect(cleanNumber('1,2a3', 1000)).toBe('123');
    expect(cleanNumber('5000', 1000)).toBe('1000');
    expect(cleanNumber('abc', 1000)).toBe('');
  });

  it('the code mode keeps 6 digits', () => {
    expect(cleanCode('12 34-567')).toBe('123456');
  });
});
