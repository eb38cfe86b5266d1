import { describe, expect, it } from 'vitest';
import { isOnLadder, moveTicks, snapToLadder, tickSize } from './ladder.ts';

describe('the Betfair price ladder', () => {
  it('steps by 0.01 below 2 … 10 up to 1000', () => {
    expect([1.5, 2, 2.5, 3, 3.5, 4, 5, 6, 8, 10, 15, 20, 25, 30, 40, 50, 70, 100, 500].map(tickSize)).toEqual([
      0.01, 0.02, 0.02, 0.05, 0.05, 0.1, 0.1, 0.2, 0.2, 0.5, 0.5, 1, 1, 2, 2, 5, 5, 10, 10,
    ]);
  });

  it('moves by ticks across band edges and stays within 1.01 … 1000', () => {
    expect(moveTicks(1.99, 1)).toBe(2);
    expect(moveTicks(2, 1)).toBe(2.02);
    expect(moveTicks(2, -1)).toBe(1.99);
    expect(moveTicks(3, -1)).toBe(2.98);
    expect(moveTicks(4, 2)).toBe(4.2);
    expect(moveTicks(100, 1)).toBe(110);
    expect(moveTicks(100, -1)).toBe(95);
    expect(moveTicks(1.01, -3)).toBe(1.01);
    expect(moveTicks(990, 5)).toBe(1000);
  });

  it('knows its prices and snaps others to the nearest', () => {
    expect([1.01, 2.02, 3.05, 4.1, 6.2, 10.5, 21, 32, 55, 110, 1000].every(isOnLadder)).toBe(true);
    expect([1, 2.01, 3.02, 4.15, 6.1, 10.2, 21.5, 33, 52, 105, 1010, Number.NaN].some(isOnLadder)).toBe(false);
    expect(snapToLadder(2.01)).toBe(2);
    expect(snapToLadder(2.03)).toBe(2.02);
    expect(snapToLadder(4.16)).toBe(4.2);
    expect(snapToLadder(0.5)).toBe(1.01);
    expect(snapToLadder(5000)).toBe(1000);
  });
});
