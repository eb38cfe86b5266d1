import { describe, expect, it } from 'vitest';
import { paiseToRupees, rupeesToPaise } from './money.ts';

describe('rupeesToPaise', () => {
  it.each([
    [0, 0],
    [1, 100],
    [100.5, 10050],
    [0.1 + 0.2, 30],
    [99999999.99, 9999999999],
    [-12.34, -1234],
  ])('%s rupees is %s paise', (rupees, paise) => {
    expect(rupeesToPaise(rupees)).toBe(paise);
  });

  it.each([0.001, 10.555, Number.NaN, Number.POSITIVE_INFINITY])('refuses %s', (rupees) => {
    expect(() => rupeesToPaise(rupees)).toThrow(RangeError);
  });
});

describe('paiseToRupees', () => {
  it('gives rupees that print with at most 2 decimals', () => {
    expect(paiseToRupees(1234)).toBe(12.34);
    expect(JSON.stringify(paiseToRupees(9999999999))).toBe('99999999.99');
    expect(paiseToRupees(-5)).toBe(-0.05);
  });

  it('round-trips every paisa of a rupee', () => {
    for (let paise = 0; paise < 100; paise += 1) expect(rupeesToPaise(paiseToRupees(paise))).toBe(paise);
  });

  it('refuses fractions of a paisa', () => {
    expect(() => paiseToRupees(1.5)).toThrow(RangeError);
  });
});
