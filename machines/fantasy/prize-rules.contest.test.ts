import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  contestRuns,
  contestTermsProblem,
  payablePrizes,
  prizeMoneyPaise,
  shortfallPaise,
  tableTotalPaise,
  type ContestKind,
  type ContestTerms,
  rankAndPay,
  type PrizeBand,
} from './prize-rules.ts';

/** The demo's Small League: 10 spots at ₹25, #1 ₹120, #2-#3 ₹50 each, a 12% cut. */
const SMALL_LEAGUE: ContestTerms = {
  kind: 'fixed',
  entryFeePaise: 2_500,
  spots: 10,
  houseCutBps: 1_200,
  prizes: [
    { rankFrom: 1, rankTo: 1, amountPaise: 12_000 },
    { rankFrom: 2, rankTo: 3, amountPaise: 5_000 },
  ],
};

const paid = (terms: ContestTerms, points: number[]) =>
  rankAndPay(
    points.map((each, id) => ({ id, points: each })),
    payablePrizes(terms, points.length),
  ).reduce((sum, entry) => sum + entry.winPaise, 0);

describe('contest rules', () => {
  it("the issue's case: 3 entries (₹75) in a 10-spot ₹25 contest run nothing and pay nothing", () => {
    expect(contestRuns(SMALL_LEAGUE, 3)).toBe(false);
    expect(payablePrizes(SMALL_LEAGUE, 3)).toEqual([]);
    expect(paid(SMALL_LEAGUE, [90, 40, 10])).toBe(0);
    // Full, it pays its ₹220 table out of ₹250 of fees.
    expect(contestRuns(SMALL_LEAGUE, 10)).toBe(true);
    expect(paid(SMALL_LEAGUE, [10, 9, 8, 7, 6, 5, 4, 3, 2, 1])).toBe(22_000);
  });

  it('a guaranteed contest runs short of entries and the house pays the shortfall', () => {
    const guaranteed = { ...SMALL_LEAGUE, kind: 'guaranteed' as const };
    expect(contestRuns(guaranteed, 3)).toBe(true);
    expect(paid(guaranteed, [90, 40, 10])).toBe(22_000);
    // ₹75 of fees less the 12% cut (₹9) leaves ₹66: the house adds ₹154.
    expect(shortfallPaise(guaranteed, 3)).toBe(22_000 - 6_600);
    expect(shortfallPaise(guaranteed, 10)).toBe(0);
  });

  it("a flexible contest's prize money is the fees minus the cut, split by the table's shares", () => {
    const flexible = { ...SMALL_LEAGUE, kind: 'flexible' as const };
    expect(contestRuns(flexible, 1)).toBe(false);
    // 4 entries: ₹100 − ₹12 = ₹88, shared 120 : 50 : 50 by ranks 1-3 (rank 4 has no prize).
    expect(payablePrizes(flexible, 4)).toEqual([
      { rankFrom: 1, rankTo: 1, amountPaise: 4_800 },
      { rankFrom: 2, rankTo: 3, amountPaise: 2_000 },
    ]);
    // 2 entries: ₹50 − ₹6 = ₹44, shared 120 : 50.
    expect(payablePrizes(flexible, 2)).toEqual([
      { rankFrom: 1, rankTo: 1, amountPaise: 3_105 },
      { rankFrom: 2, rankTo: 2, amountPaise: 1_294 },
    ]);
    expect(shortfallPaise(flexible, 2)).toBe(0);
  });

  it('refuses a fixed table larger than a full contest’s fees minus the cut', () => {
    expect(contestTermsProblem(SMALL_LEAGUE)).toBeNull();
    expect(contestTermsProblem({ ...SMALL_LEAGUE, houseCutBps: 1_500 })).toBe('tableOverFees');
    expect(contestTermsProblem({ ...SMALL_LEAGUE, kind: 'flexible', houseCutBps: 1_500 })).toBeNull();
    expect(contestTermsProblem({ ...SMALL_LEAGUE, prizes: [{ rankFrom: 2, rankTo: 2, amountPaise: 1 }] })).toBe('ranks');
    expect(contestTermsProblem({ ...SMALL_LEAGUE, spots: 2 })).toBe('ranks');
  });
});

/** A random contest a non-guaranteed operator could offer: a table by rank, fee, spots and cut. */
const contestArbitrary = fc
  .record({
    kind: fc.constantFrom<ContestKind>('fixed', 'flexible'),
    entryFeePaise: fc.integer({ min: 1, max: 500_000 }),
    spots: fc.integer({ min: 1, max: 60 }),
    houseCutBps: fc.integer({ min: 0, max: 5_000 }),
    widths: fc.array(fc.integer({ min: 1, max: 8 }), { minLength: 1, maxLength: 8 }),
    weights: fc.array(fc.integer({ min: 0, max: 1_000 }), { minLength: 8, maxLength: 8 }),
    fill: fc.double({ min: 0.05, max: 1.5, noNaN: true }),
  })
  .map(({ kind, entryFeePaise, spots, houseCutBps, widths, weights, fill }): ContestTerms => {
    const bands: PrizeBand[] = [];
    let next = 1;
    for (const [index, width] of widths.entries()) {
      if (next > spots) break;
      const rankTo = Math.min(spots, next + width - 1);
      bands.push({ rankFrom: next, rankTo, amountPaise: weights[index]! });
      next = rankTo + 1;
    }
    // Scaled to a share of a full contest's prize money: at most all of it for a fixed table (the
    // server refuses more), anything for a flexible one (only its shares count).
    const budget = Math.floor((spots * entryFeePaise * (10_000 - houseCutBps)) / 10_000);
    const total = tableTotalPaise(bands) || 1;
    const scale = kind === 'fixed' ? Math.min(1, fill) : fill;
    const prizes = bands.map((band) => ({ ...band, amountPaise: Math.floor((band.amountPaise * budget * scale) / total / (band.rankTo - band.rankFrom + 1)) }));
    return { kind, entryFeePaise, spots, houseCutBps, prizes };
  });

describe('prizes never exceed the fees minus the cut without a guarantee (property)', () => {
  it('over random contests, entries and results', () => {
    fc.assert(
      fc.property(
        contestArbitrary.chain((terms) =>
          fc.record({
            terms: fc.constant(terms),
            // Points with many ties (few distinct values), one per entry, up to a full contest.
            points: fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 0, maxLength: terms.spots }),
          }),
        ),
        ({ terms, points }) => {
          expect(contestTermsProblem(terms)).toBeNull();
          const total = paid(terms, points);
          expect(total).toBeLessThanOrEqual(prizeMoneyPaise(terms, points.length));
          expect(shortfallPaise(terms, points.length)).toBe(0);
          // A fixed contest pays only when full; a contest that does not run pays nothing.
          if (terms.kind === 'fixed' && points.length < terms.spots) expect(total).toBe(0);
          if (!contestRuns(terms, points.length)) expect(total).toBe(0);
        },
      ),
      { numRuns: 3_000 },
    );
  });
});
