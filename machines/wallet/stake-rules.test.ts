import { describe, expect, it } from 'vitest';
import { cleanStakeInput, stakesSavedMessage, validateStakeValue, validateStakeValues } from './stake-rules.ts';

const rangeMessage = { id: 'wallet.stake.range' };

describe('cleanStakeInput', () => {
  it('keeps digits, at most 8', () => {
    expect(cleanStakeInput(' 1 000 ')).toBe('1000');
    expect(cleanStakeInput('1e5')).toBe('15');
    expect(cleanStakeInput('123456789')).toBe('12345678');
    expect(cleanStakeInput('abc')).toBe('');
  });
});

describe('validateStakeValue', () => {
  it.each([
    ['', rangeMessage],
    ['   ', rangeMessage],
    ['0', rangeMessage],
    ['99', rangeMessage],
    ['100', undefined],
    [' 500 ', undefined],
    ['10000000', undefined],
    ['10000001', rangeMessage],
    ['99999999', rangeMessage],
    ['150.5', rangeMessage],
    ['abc', rangeMessage],
  ])('stake %j → %j', (text, expected) => {
    expect(validateStakeValue(text)).toEqual(expected);
  });
});

describe('validateStakeValues', () => {
  it('accepts four valid values', () => {
    expect(validateStakeValues(['100', '200', '500', '10000000'])).toBeUndefined();
  });

  it('refuses an empty value or one out of range', () => {
    expect(validateStakeValues(['100', '', '500', '1000'])).toEqual(rangeMessage);
    expect(validateStakeValues(['100', '200', '500', '99'])).toEqual(rangeMessage);
  });

  it('refuses anything but exactly four values', () => {
    expect(validateStakeValues(['100', '200', '500'])).toEqual(rangeMessage);
    expect(validateStakeValues(['100', '200', '500', '1000', '2000'])).toEqual(rangeMessage);
    expect(validateStakeValues([])).toEqual(rangeMessage);
  });
});

describe('stakesSavedMessage', () => {
  it('is "Saved Successfully"', () => {
    expect(stakesSavedMessage()).toEqual({ id: 'wallet.stake.saved' });
  });
});
