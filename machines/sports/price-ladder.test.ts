import { describe, expect, it } from 'vitest';
import { isValidPrice, MAX_PRICE, MIN_PRICE, nearestValidPrice, nextTick, previousTick, tickSizeAt } from './price-ladder.ts';

describe('the Betfair price ladder', () => {
  it.each([
    [1.01, 1.02],
    [1.99, 2],
    [2, 2.02],
    [2.98, 3],
    [3, 3.05],
    [3.95, 4],
    [4, 4.1],
    [5.9, 6],
    [6, 6.2],
    [9.8, 10],
    [10, 10.5],
    [19.5, 20],
    [20, 21],
    [29, 30],
    [30, 32],
    [48, 50],
    [50, 55],
    [95, 100],
    [100, 110],
    [990, 1000],
    [1000, 1000],
  ])('the tick above %d is %d', (price, next) => {
    expect(nextTick(price)).toBe(next);
    if (price !== MAX_PRICE) expect(previousTick(next)).toBe(price);
  });

  it('stops at both ends', () => {
    expect(previousTick(MIN_PRICE)).toBe(MIN_PRICE);
    expect(previousTick(1)).toBe(MIN_PRICE);
    expect(nextTick(MAX_PRICE)).toBe(MAX_PRICE);
    expect(nextTick(0.5)).toBe(MIN_PRICE);
  });

  it('moves a price off the ladder to the neighbouring steps', () => {
    expect(nextTick(2.01)).toBe(2.02);
    expect(previousTick(2.01)).toBe(2);
    expect(nextTick(4.05)).toBe(4.1);
    expect(previousTick(4.05)).toBe(4);
  });

  it('walks the whole ladder without drifting (350 steps)', () => {
    const prices = [MIN_PRICE];
    while (prices.at(-1)! < MAX_PRICE) prices.push(nextTick(prices.at(-1)!));
    expect(prices).toHaveLength(350);
    expect(prices.every(isValidPrice)).toBe(true);
    expect([...prices].reverse().slice(1)).toEqual(prices.slice(0, -1).reverse().map((price) => previousTick(nextTick(price))));
  });

  it.each([
    [1.01, true],
    [1.5, true],
    [2.01, false],
    [2.02, true],
    [3.07, false],
    [4.15, false],
    [6.4, true],
    [6.5, false],
    [15.5, true],
    [21, true],
    [31, false],
    [55, true],
    [57, false],
    [110, true],
    [115, false],
    [1000, true],
    [1, false],
    [1001, false],
    [Number.NaN, false],
    [1.005, false],
  ])('%d is a ladder price: %s', (price, valid) => {
    expect(isValidPrice(price)).toBe(valid);
  });

  it('knows the step at each price', () => {
    expect(tickSizeAt(1.5)).toBe(0.01);
    expect(tickSizeAt(2.5)).toBe(0.02);
    expect(tickSizeAt(7)).toBe(0.2);
    expect(tickSizeAt(120)).toBe(10);
  });

  it('puts a typed price on the nearest step', () => {
    expect(nearestValidPrice(2.01)).toBe(2.02);
    expect(nearestValidPrice(4.04)).toBe(4);
    expect(nearestValidPrice(1.5)).toBe(1.5);
    expect(nearestValidPrice(0)).toBe(MIN_PRICE);
    expect(nearestValidPrice(5000)).toBe(MAX_PRICE);
  });
});
