import { describe, expect, it } from 'vitest';
import { prizeForRank, rankAndPay, type PrizeBand } from './prize-rules.ts';

const PRIZES: PrizeBand[] = [
  { rankFrom: 1, rankTo: 1, amountPaise: 150_000 },
  { rankFrom: 2, rankTo: 2, amountPaise: 80_000 },
  { rankFrom: 3, rankTo: 5, amountPaise: 30_000 },
];

describe('prizes by rank', () => {
  it('finds the prize of a rank and nothing past the table', () => {
    expect(prizeForRank(PRIZES, 1)).toBe(150_000);
    expect(prizeForRank(PRIZES, 4)).toBe(30_000);
    expect(prizeForRank(PRIZES, 6)).toBe(0);
  });

  it('ranks by points, highest first, and pays each rank', () => {
    const paid = rankAndPay(
      [
        { id: 'a', points: 50 },
        { id: 'b', points: 120.5 },
        { id: 'c', points: 80 },
      ],
      PRIZES,
    );
    expect(paid).toEqual([
      { id: 'b', rank: 1, winPaise: 150_000 },
      { id: 'c', rank: 2, winPaise: 80_000 },
      { id: 'a', rank: 3, winPaise: 30_000 },
    ]);
  });

  it('splits the prizes of the ranks a tie covers, to the paisa', () => {
    const paid = rankAndPay(
      [
        { id: 'a', points: 90 },
        { id: 'b', points: 90 },
        { id: 'c', points: 90 },
        { id: 'd', points: 10 },
      ],
      [
        { rankFrom: 1, rankTo: 1, amountPaise: 100_000 },
        { rankFrom: 2, rankTo: 2, amountPaise: 50_001 },
      ],
    );
    // Ranks 1-3 share 1,00,000 + 50,001 + 0 paise: 50,000.33 each, the odd paisa to the first.
    expect(paid).toEqual([
      { id: 'a', rank: 1, winPaise: 50_001 },
      { id: 'b', rank: 1, winPaise: 50_000 },
      { id: 'c', rank: 1, winPaise: 50_000 },
      { id: 'd', rank: 4, winPaise: 0 },
    ]);
    expect(paid.reduce((sum, entry) => sum + entry.winPaise, 0)).toBe(150_001);
  });

  it('a tie at the edge of the table shares the last prize with the unpaid rank', () => {
    const paid = rankAndPay(
      [
        { id: 'a', points: 10 },
        { id: 'b', points: 5 },
        { id: 'c', points: 5 },
      ],
      [
        { rankFrom: 1, rankTo: 1, amountPaise: 1_000 },
        { rankFrom: 2, rankTo: 2, amountPaise: 500 },
      ],
    );
    expect(paid.map((entry) => [entry.id, entry.rank, entry.winPaise])).toEqual([
      ['a', 1, 1_000],
      ['b', 2, 250],
      ['c', 2, 250],
    ]);
  });

  it('pays nothing to nobody', () => {
    expect(rankAndPay([], PRIZES)).toEqual([]);
  });
});
