import { describe, expect, it } from 'vitest';
import { cashOutOffer, hedgeMoney, isCashOutKind, offerStillHolds, type CashOutRunner } from './cash-out-maths.ts';
import { liveCashOutAmount } from './cash-out-offer.ts';

const runner = (selectionId: string, positionPaise: number, back: number | null, lay: number | null, open = true): CashOutRunner => ({
  selectionId,
  positionPaise,
  back,
  lay,
  open,
});

// Backed A for ₹100 at 3.0: +₹200 if A wins, −₹100 if B wins. Now A is 2.0 / 2.02, B 1.9 / 1.92.
const backedA = [runner('A', 20_000, 2, 2.02), runner('B', -10_000, 1.9, 1.92)];

describe('cash-out offer', () => {
  it('closes a back position with a lay at the best lay price: ₹100 × 3 / 2.02 − ₹100 = ₹48.51', () => {
    const offer = cashOutOffer('match_odds', backedA)!;
    expect(offer.hedges).toEqual([{ selectionId: 'A', side: 'lay', odds: 2.02, stakePaise: 14_851, winPaise: 14_851, losePaise: 15_148 }]);
    expect(offer.positionsAfterPaise).toEqual({ A: 4_852, B: 4_851 });
    expect(offer.amountPaise).toBe(4_851);
  });

  it('a half, then the rest, add up to the whole to the paisa', () => {
    const half = cashOutOffer('match_odds', backedA, 50)!;
    expect(half.hedges.map((hedge) => [hedge.side, hedge.stakePaise, hedge.losePaise])).toEqual([['lay', 7_426, 7_575]]);
    expect(half.positionsAfterPaise).toEqual({ A: 12_425, B: -2_574 });
    expect(half.amountPaise).toBe(2_425);

    const after = [runner('A', 12_425, 2, 2.02), runner('B', -2_574, 1.9, 1.92)];
    const rest = cashOutOffer('match_odds', after, 100, half.amountPaise)!;
    expect(rest.hedges.map((hedge) => [hedge.side, hedge.stakePaise, hedge.losePaise])).toEqual([['lay', 7_425, 7_574]]);
    expect(rest.positionsAfterPaise).toEqual({ A: 4_851, B: 4_851 });
    expect(rest.amountPaise).toBe(2_426);
    expect(half.amountPaise + rest.amountPaise).toBe(4_851);
  });

  it('closes a lay position at a loss (laid A for ₹100 at 3.0): the cheaper hedge is a lay of B', () => {
    const offer = cashOutOffer('match_odds', [runner('A', -20_000, 2, 2.02), runner('B', 10_000, 1.9, 1.92)])!;
    expect(offer.hedges).toEqual([{ selectionId: 'B', side: 'lay', odds: 1.92, stakePaise: 15_625, winPaise: 15_625, losePaise: 14_375 }]);
    expect(offer.positionsAfterPaise).toEqual({ A: -4_375, B: -4_375 });
    expect(offer.amountPaise).toBe(-4_375);
  });

  it('with three runners it backs the two below the best one (backed A ₹100 at 4.0, B ₹50 at 3.0)', () => {
    const offer = cashOutOffer('match_odds', [runner('A', 25_000, 3, 3.1), runner('B', 0, 2.5, 2.6), runner('C', -15_000, 5, 5.5)])!;
    expect(offer.hedges.map(({ selectionId, side, stakePaise, winPaise }) => [selectionId, side, stakePaise, winPaise])).toEqual([
      ['B', 'back', 10_000, 15_000],
      ['C', 'back', 8_000, 32_000],
    ]);
    expect(offer.positionsAfterPaise).toEqual({ A: 7_000, B: 7_000, C: 7_000 });
    expect(offer.amountPaise).toBe(7_000);
  });

  it('three runners, a quarter: every hedge is a quarter and the amount a quarter of ₹70', () => {
    const offer = cashOutOffer('match_odds', [runner('A', 25_000, 3, 3.1), runner('B', 0, 2.5, 2.6), runner('C', -15_000, 5, 5.5)], 25)!;
    expect(offer.hedges.map((hedge) => hedge.stakePaise)).toEqual([2_500, 2_000]);
    expect(offer.amountPaise).toBe(1_750);
  });

  it('reads bookmaker rates (32 = decimal 1.32)', () => {
    const offer = cashOutOffer('bookmaker', [runner('A', 50_000, 30, 32), runner('B', -100_000, 200, 210)])!;
    expect(offer.hedges).toEqual([{ selectionId: 'A', side: 'lay', odds: 32, stakePaise: 113_636, winPaise: 113_636, losePaise: 36_364 }]);
    expect(offer.positionsAfterPaise).toEqual({ A: 13_636, B: 13_636 });
    expect(offer.amountPaise).toBe(13_636);
  });

  it('offers nothing when the whole position cannot be closed', () => {
    expect(cashOutOffer('match_odds', [runner('A', 5_000, 2, 2.02), runner('B', 4_950, 1.9, 1.92)])).toBeNull();
    expect(cashOutOffer('match_odds', [runner('A', 20_000, 2, null), runner('B', -10_000, null, 1.92)])).toBeNull();
    expect(cashOutOffer('match_odds', [runner('A', 20_000, 2, 2.02, false), runner('B', -10_000, null, 1.92)])).toBeNull();
    expect(cashOutOffer('match_odds', [runner('A', 20_000, 2, 2.02)])).toBeNull();
    expect(cashOutOffer('match_odds', backedA, 0)).toBeNull();
    expect(cashOutOffer('match_odds', backedA, 101)).toBeNull();
    expect(cashOutOffer('match_odds', backedA, 12.5)).toBeNull();
  });

  it('uses the other side when one price is missing, if that still closes everything', () => {
    // No lay on A: back B to A's level instead (₹300 / 1.9 = ₹157.89).
    const offer = cashOutOffer('match_odds', [runner('A', 20_000, 2, null), runner('B', -10_000, 1.9, 1.92)])!;
    expect(offer.hedges.map(({ selectionId, side, stakePaise }) => [selectionId, side, stakePaise])).toEqual([['B', 'back', 15_789]]);
    expect(offer.amountPaise).toBe(4_210);
  });
});

describe('hedge money, like any matched bet', () => {
  it('rounds to the paisa', () => {
    expect(hedgeMoney('match_odds', 'lay', 2.02, 14_851)).toEqual({ winPaise: 14_851, losePaise: 15_148 });
    expect(hedgeMoney('tied_match', 'back', 1.01, 33_300)).toEqual({ winPaise: 333, losePaise: 33_300 });
    expect(hedgeMoney('bookmaker', 'back', 24, 10_000)).toEqual({ winPaise: 2_400, losePaise: 10_000 });
  });

  it('knows which markets can be cashed out (not fancy)', () => {
    expect(['match_odds', 'tied_match', 'bookmaker', 'fancy', 'other'].filter(isCashOutKind)).toEqual(['match_odds', 'tied_match', 'bookmaker']);
  });
});

describe('offer still holds', () => {
  it('allows a better offer and a worse one within the tolerance', () => {
    expect(offerStillHolds(10_000, 10_500, 2)).toBe(true);
    expect(offerStillHolds(10_000, 9_800, 2)).toBe(true);
    expect(offerStillHolds(10_000, 9_799, 2)).toBe(false);
    expect(offerStillHolds(-4_375, -4_462, 2)).toBe(true);
    expect(offerStillHolds(-4_375, -4_463, 2)).toBe(false);
    expect(offerStillHolds(0, -1, 0)).toBe(true);
    expect(offerStillHolds(0, -2, 0)).toBe(false);
  });
});

describe('the live offer on the event screen', () => {
  const market = (status: 'open' | 'suspended', kind: 'match_odds' | 'fancy' = 'match_odds') => ({
    marketId: 'm1',
    name: 'Match Odds',
    kind,
    status,
    betDelayMs: 0,
    minStake: 100,
    maxStake: 100_000,
    runners: [
      { selectionId: 'A', name: 'India', status: 'open' as const, back: [{ price: 2, size: 10 }], lay: [{ price: 2.02, size: 10 }] },
      { selectionId: 'B', name: 'Australia', status: 'open' as const, back: [{ price: 1.9, size: 10 }], lay: [{ price: 1.92, size: 10 }] },
    ],
  });
  const position = { exposure: -100, positions: { A: 200, B: -100 } };

  it('is the shared maths in rupees, less what earlier cash-outs locked in', () => {
    expect(liveCashOutAmount(market('open'), position, 100)).toBe(48.51);
    expect(liveCashOutAmount(market('open'), position, 50)).toBe(24.25);
    expect(liveCashOutAmount(market('open'), { exposure: -25.74, positions: { A: 124.25, B: -25.74 }, cashedOut: 24.25 }, 100)).toBe(24.26);
  });

  it('is not offered on a suspended or fancy market, or without a position', () => {
    expect(liveCashOutAmount(market('suspended'), position, 100)).toBeNull();
    expect(liveCashOutAmount(market('open', 'fancy'), position, 100)).toBeNull();
    expect(liveCashOutAmount(market('open'), undefined, 100)).toBeNull();
    expect(liveCashOutAmount(undefined, position, 100)).toBeNull();
  });
});
