import { describe, expect, it } from 'vitest';
import { betMoney, fancyBook, marketExposure, runnerPositions, settleBet, type BetTerms, type PositionBet } from './exposure.ts';

const RUNNERS = ['ind', 'aus'];
const THREE = ['ars', 'che', 'draw'];

function bet(terms: BetTerms & { selectionId?: string; runs?: number | null }): PositionBet {
  return { selectionId: terms.selectionId ?? 'ind', side: terms.side, runs: terms.runs ?? null, ...betMoney(terms) };
}
const back = (selectionId: string, odds: number, stakePaise: number, marketType: BetTerms['marketType'] = 'match_odds') =>
  bet({ marketType, side: 'back', odds, stakePaise, selectionId });
const lay = (selectionId: string, odds: number, stakePaise: number, marketType: BetTerms['marketType'] = 'match_odds') =>
  bet({ marketType, side: 'lay', odds, stakePaise, selectionId });
const yes = (runs: number, rate: number, stakePaise: number) => bet({ marketType: 'fancy', side: 'back', odds: rate, stakePaise, runs });
const no = (runs: number, rate: number, stakePaise: number) => bet({ marketType: 'fancy', side: 'lay', odds: rate, stakePaise, runs });

describe('betMoney', () => {
  it('back wins stake × (odds − 1) and loses the stake; lay the other way round', () => {
    expect(betMoney({ marketType: 'match_odds', side: 'back', odds: 2.5, stakePaise: 10_000 })).toEqual({ winPaise: 15_000, losePaise: 10_000 });
    expect(betMoney({ marketType: 'match_odds', side: 'lay', odds: 2.5, stakePaise: 10_000 })).toEqual({ winPaise: 10_000, losePaise: 15_000 });
    expect(betMoney({ marketType: 'tied_match', side: 'back', odds: 50, stakePaise: 100 })).toEqual({ winPaise: 4_900, losePaise: 100 });
  });

  it('bookmaker and fancy rates: 24 pays 0.24 per rupee staked', () => {
    expect(betMoney({ marketType: 'bookmaker', side: 'back', odds: 24, stakePaise: 10_000 })).toEqual({ winPaise: 2_400, losePaise: 10_000 });
    expect(betMoney({ marketType: 'bookmaker', side: 'lay', odds: 26, stakePaise: 10_000 })).toEqual({ winPaise: 10_000, losePaise: 2_600 });
    expect(betMoney({ marketType: 'fancy', side: 'back', odds: 90, stakePaise: 10_000 })).toEqual({ winPaise: 9_000, losePaise: 10_000 });
    expect(betMoney({ marketType: 'fancy', side: 'lay', odds: 110, stakePaise: 10_000 })).toEqual({ winPaise: 10_000, losePaise: 11_000 });
  });

  it('rounds to whole paise', () => {
    expect(betMoney({ marketType: 'match_odds', side: 'back', odds: 1.33, stakePaise: 101 })).toEqual({ winPaise: 33, losePaise: 101 });
    expect(betMoney({ marketType: 'match_odds', side: 'back', odds: 1.01 + 0.02, stakePaise: 10_000 }).winPaise).toBe(300);
  });
});

describe('runner positions and market exposure', () => {
  it('one back bet: the runner wins the profit, the others lose the stake', () => {
    const bets = [back('ind', 2, 10_000)];
    expect([...runnerPositions(bets, RUNNERS)]).toEqual([['ind', 10_000], ['aus', -10_000]]);
    expect(marketExposure('match_odds', bets, RUNNERS)).toBe(-10_000);
  });

  it('one lay bet: the liability if the runner wins', () => {
    const bets = [lay('ind', 3, 10_000)];
    expect([...runnerPositions(bets, RUNNERS)]).toEqual([['ind', -20_000], ['aus', 10_000]]);
    expect(marketExposure('match_odds', bets, RUNNERS)).toBe(-20_000);
  });

  it('back and lay of the same runner hedge; a green book has no exposure', () => {
    expect(marketExposure('match_odds', [back('ind', 3, 10_000), lay('ind', 2, 10_000)], RUNNERS)).toBe(0);
    expect([...runnerPositions([back('ind', 3, 10_000), lay('ind', 2, 10_000)], RUNNERS)]).toEqual([['ind', 10_000], ['aus', 0]]);
    expect(marketExposure('match_odds', [back('ind', 2, 10_000), back('aus', 2, 10_000)], RUNNERS)).toBe(0);
  });

  it('several runners: the worst of them', () => {
    const bets = [back('ars', 2.5, 10_000), back('che', 4, 5_000), lay('draw', 3.5, 4_000)];
    expect([...runnerPositions(bets, THREE)]).toEqual([
      ['ars', 15_000 - 5_000 + 4_000],
      ['che', -10_000 + 15_000 + 4_000],
      ['draw', -10_000 - 5_000 - 10_000],
    ]);
    expect(marketExposure('match_odds', bets, THREE)).toBe(-25_000);
  });

  it('bookmaker in rate form', () => {
    const bets = [back('ind', 40, 10_000, 'bookmaker'), lay('aus', 150, 2_000, 'bookmaker')];
    // ind wins: +4,000 on the back, +2,000 on the lay of aus; aus wins: −10,000 and −3,000.
    expect([...runnerPositions(bets, RUNNERS)]).toEqual([['ind', 6_000], ['aus', -13_000]]);
    expect(marketExposure('bookmaker', bets, RUNNERS)).toBe(-13_000);
  });

  it('no bets, no exposure', () => {
    expect(marketExposure('match_odds', [], RUNNERS)).toBe(0);
    expect(fancyBook([])).toEqual([]);
  });
});

describe('fancy', () => {
  it('Yes loses the stake below the line; No loses stake × rate above it', () => {
    expect(marketExposure('fancy', [yes(45, 100, 10_000)], [])).toBe(-10_000);
    expect(marketExposure('fancy', [no(45, 120, 10_000)], [])).toBe(-12_000);
  });

  it('Yes and No on one line cancel out except for the rates', () => {
    // Yes 45 @100 and No 45 @100: runs < 45 → −100 + 100; runs ≥ 45 → +100 − 100.
    expect(marketExposure('fancy', [yes(45, 100, 10_000), no(45, 100, 10_000)], [])).toBe(0);
  });

  it('No at a higher line than Yes: a window where both win, outside it one loses', () => {
    const bets = [yes(44, 100, 10_000), no(46, 100, 10_000)];
    const book = fancyBook(bets);
    expect(book.at(0)).toEqual({ run: 0, positionPaise: 0 });
    expect(book.find((row) => row.run === 44)).toEqual({ run: 44, positionPaise: 20_000 });
    expect(book.find((row) => row.run === 46)).toEqual({ run: 46, positionPaise: 0 });
    expect(book.at(-1)).toEqual({ run: 48, positionPaise: 0 });
    expect(marketExposure('fancy', bets, [])).toBe(0);
  });

  it('Yes at a higher line than No: a window where both lose (the exposure)', () => {
    const bets = [no(40, 100, 10_000), yes(42, 100, 5_000)];
    // runs < 40: +10,000 − 5,000; 40-41: −10,000 − 5,000; ≥ 42: −10,000 + 5,000.
    expect(fancyBook(bets).filter((row) => [39, 40, 41, 42].includes(row.run)).map((row) => row.positionPaise)).toEqual([
      5_000, -15_000, -15_000, -5_000,
    ]);
    expect(marketExposure('fancy', bets, [])).toBe(-15_000);
  });
});

describe('settleBet', () => {
  it('pays by the winner, by the runs, or nothing when void', () => {
    expect(settleBet(back('ind', 2.5, 10_000), { kind: 'winner', selectionId: 'ind' })).toBe(15_000);
    expect(settleBet(back('ind', 2.5, 10_000), { kind: 'winner', selectionId: 'aus' })).toBe(-10_000);
    expect(settleBet(lay('ind', 2.5, 10_000), { kind: 'winner', selectionId: 'aus' })).toBe(10_000);
    expect(settleBet(yes(45, 90, 10_000), { kind: 'runs', runs: 45 })).toBe(9_000);
    expect(settleBet(no(45, 90, 10_000), { kind: 'runs', runs: 45 })).toBe(-9_000);
    expect(settleBet(no(45, 90, 10_000), { kind: 'runs', runs: 44 })).toBe(10_000);
    expect(settleBet(back('ind', 2.5, 10_000), { kind: 'void' })).toBe(0);
  });
});
