import { describe, expect, it } from 'vitest';
import { currentQuote, isAtLeastAsGood } from './price.ts';

const odds = (value: number) => ({ odds: value, runs: null });

describe('price acceptance', () => {
  it('back: matched when the current price is the same or higher', () => {
    expect(isAtLeastAsGood('match_odds', 'back', odds(2.0), odds(2.0))).toBe(true);
    expect(isAtLeastAsGood('match_odds', 'back', odds(2.0), odds(2.02))).toBe(true);
    expect(isAtLeastAsGood('match_odds', 'back', odds(2.0), odds(1.99))).toBe(false);
  });

  it('lay: matched when the current price is the same or lower', () => {
    expect(isAtLeastAsGood('match_odds', 'lay', odds(2.0), odds(1.98))).toBe(true);
    expect(isAtLeastAsGood('match_odds', 'lay', odds(2.0), odds(2.02))).toBe(false);
    expect(isAtLeastAsGood('bookmaker', 'lay', odds(26), odds(27))).toBe(false);
    expect(isAtLeastAsGood('bookmaker', 'back', odds(24), odds(25))).toBe(true);
  });

  it('compares in hundredths (0.1 + 0.2 is 0.3)', () => {
    expect(isAtLeastAsGood('match_odds', 'back', odds(1.3), odds(1.1 + 0.2))).toBe(true);
  });

  it('fancy Yes: a lower line is better; on the same line a higher rate', () => {
    expect(isAtLeastAsGood('fancy', 'back', { odds: 100, runs: 45 }, { odds: 80, runs: 44 })).toBe(true);
    expect(isAtLeastAsGood('fancy', 'back', { odds: 100, runs: 45 }, { odds: 120, runs: 46 })).toBe(false);
    expect(isAtLeastAsGood('fancy', 'back', { odds: 100, runs: 45 }, { odds: 90, runs: 45 })).toBe(false);
    expect(isAtLeastAsGood('fancy', 'back', { odds: 90, runs: 45 }, { odds: 100, runs: 45 })).toBe(true);
  });

  it('fancy No: a higher line is better; on the same line a lower rate', () => {
    expect(isAtLeastAsGood('fancy', 'lay', { odds: 100, runs: 45 }, { odds: 120, runs: 46 })).toBe(true);
    expect(isAtLeastAsGood('fancy', 'lay', { odds: 100, runs: 45 }, { odds: 100, runs: 44 })).toBe(false);
    expect(isAtLeastAsGood('fancy', 'lay', { odds: 100, runs: 45 }, { odds: 110, runs: 45 })).toBe(false);
  });

  it('reads the best price of the side: back first, lay first, fancy line and rate', () => {
    const runner = { back: [{ price: 2.02, size: 500 }, { price: 2, size: 900 }], lay: [{ price: 2.04, size: 300 }] };
    expect(currentQuote('match_odds', runner, 'back')).toEqual({ odds: 2.02, runs: null });
    expect(currentQuote('match_odds', runner, 'lay')).toEqual({ odds: 2.04, runs: null });
    expect(currentQuote('fancy', { back: [{ price: 46, size: 100 }], lay: [{ price: 45, size: 100 }] }, 'lay')).toEqual({ odds: 100, runs: 45 });
    expect(currentQuote('match_odds', { back: [], lay: [] }, 'back')).toBeUndefined();
  });
});
