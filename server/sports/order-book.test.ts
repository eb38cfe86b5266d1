import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moveTicks } from './ladder.ts';
import { ladderSide, matchOrder, type Offer } from './order-book.ts';

const user = (betId: number, price: number, sizePaise: number): Offer => ({ betId, userId: betId * 10, price, sizePaise });
const maker = (price: number, sizePaise: number): Offer => ({ betId: null, userId: null, price, sizePaise });

describe('matchOrder', () => {
  it('matches a back at the best (highest) price first, up to each size, and leaves the rest unmatched', () => {
    const result = matchOrder('back', 2, 100_000, [maker(2, 30_000), maker(2.04, 20_000), maker(1.98, 90_000), user(7, 2.02, 10_000)]);
    expect(result.fills.map((fill) => [fill.price, fill.sizePaise])).toEqual([
      [2.04, 20_000],
      [2.02, 10_000],
      [2, 30_000],
    ]);
    expect(result.remainingPaise).toBe(40_000);
  });

  it('matches a lay at the lowest price first and never above its price', () => {
    const result = matchOrder('lay', 2.5, 50_000, [maker(2.52, 100_000), maker(2.48, 10_000), user(3, 2.5, 10_000)]);
    expect(result.fills.map((fill) => [fill.price, fill.sizePaise])).toEqual([
      [2.48, 10_000],
      [2.5, 10_000],
    ]);
    expect(result.remainingPaise).toBe(30_000);
  });

  it('gives time priority at one price: the earlier bet first, the market maker (re-posted each step) last', () => {
    const result = matchOrder('back', 2, 25_000, [maker(2, 100_000), user(9, 2, 10_000), user(4, 2, 10_000)]);
    expect(result.fills.map((fill) => fill.offer.betId)).toEqual([4, 9, null]);
    expect(result.fills.map((fill) => fill.sizePaise)).toEqual([10_000, 10_000, 5_000]);
  });
});

describe('ladderSide', () => {
  it('adds waiting bets to the market maker at the same price, best first, three levels', () => {
    expect(ladderSide('back', [{ price: 2, size: 3 }, { price: 1.98, size: 50 }], [{ price: 2, sizePaise: 50_000 }, { price: 2.04, sizePaise: 100 }, { price: 1.5, sizePaise: 100 }])).toEqual([
      { price: 2.04, size: 1 },
      { price: 2, size: 503 },
      { price: 1.98, size: 50 },
    ]);
  });
});

// Prices on the ladder around 2, sizes in whole paise.
const price = fc.integer({ min: -20, max: 20 }).map((ticks) => moveTicks(2, ticks));
const offerArb = fc.record({ betId: fc.option(fc.integer({ min: 1, max: 1000 }), { nil: null }), price, sizePaise: fc.integer({ min: 0, max: 500_000 }) }).map(
  (offer): Offer => ({ ...offer, userId: offer.betId }),
);

describe('matchOrder properties', () => {
  it('never matches worse than asked, never more than offered or asked, and conserves the size', () => {
    fc.assert(
      fc.property(fc.constantFrom('back' as const, 'lay' as const), price, fc.integer({ min: 1, max: 2_000_000 }), fc.array(offerArb, { maxLength: 12 }), (side, limit, size, offers) => {
        const { fills, remainingPaise } = matchOrder(side, limit, size, offers);
        const matched = fills.reduce((sum, fill) => sum + fill.sizePaise, 0);
        expect(matched + remainingPaise).toBe(size);
        expect(remainingPaise).toBeGreaterThanOrEqual(0);
        for (const fill of fills) {
          expect(fill.sizePaise).toBeGreaterThan(0);
          expect(fill.sizePaise).toBeLessThanOrEqual(fill.offer.sizePaise);
          if (side === 'back') expect(fill.price).toBeGreaterThanOrEqual(limit);
          else expect(fill.price).toBeLessThanOrEqual(limit);
        }
        // Whatever stays unmatched, no offer at an acceptable price was left with size.
        if (remainingPaise > 0) {
          const used = new Map(fills.map((fill) => [fill.offer, fill.sizePaise]));
          for (const offer of offers) {
            const acceptable = side === 'back' ? offer.price >= limit : offer.price <= limit;
            if (acceptable) expect(offer.sizePaise - (used.get(offer) ?? 0)).toBe(0);
          }
        }
      }),
      { numRuns: 500 },
    );
  });

  it('takes prices in priority order: each fill at least as good as the next, earlier first at one price', () => {
    fc.assert(
      fc.property(fc.constantFrom('back' as const, 'lay' as const), price, fc.integer({ min: 1, max: 2_000_000 }), fc.array(offerArb, { maxLength: 12 }), (side, limit, size, offers) => {
        const { fills } = matchOrder(side, limit, size, offers);
        for (let i = 1; i < fills.length; i += 1) {
          const [a, b] = [fills[i - 1]!, fills[i]!];
          if (a.price === b.price) expect(a.offer.betId ?? Infinity).toBeLessThanOrEqual(b.offer.betId ?? Infinity);
          else if (side === 'back') expect(a.price).toBeGreaterThan(b.price);
          else expect(a.price).toBeLessThan(b.price);
        }
      }),
      { numRuns: 500 },
    );
  });
});
