import { describe, expect, it } from 'vitest';
import {
  exposureOf,
  fancyBookOf,
  fancyExposureOf,
  fancyLiabilityOf,
  fancyPositionAt,
  fancyProfitOf,
  mergeBookLines,
  liabilityOf,
  oddsFromRate,
  positionsOf,
  profitOf,
  projectedPositions,
  rateFromOdds,
  type RunnerBet,
} from './bet-maths.ts';

const RUNNERS = ['india', 'australia', 'draw'];

describe('back and lay', () => {
  it('a back bet wins stake × (odds − 1) and risks its stake', () => {
    expect(profitOf({ side: 'back', odds: 2.5, stake: 100 })).toBe(150);
    expect(liabilityOf({ side: 'back', odds: 2.5, stake: 100 })).toBe(100);
  });

  it('a lay bet wins the stake and risks stake × (odds − 1): not the same formula', () => {
    expect(profitOf({ side: 'lay', odds: 2.5, stake: 100 })).toBe(100);
    expect(liabilityOf({ side: 'lay', odds: 2.5, stake: 100 })).toBe(150);
  });

  it('rounds to the paisa', () => {
    expect(profitOf({ side: 'back', odds: 1.01, stake: 333 })).toBe(3.33);
    expect(liabilityOf({ side: 'lay', odds: 1.07, stake: 155 })).toBe(10.85);
  });

  it('reads bookmaker rates: 24 is decimal 1.24', () => {
    expect(oddsFromRate(24)).toBe(1.24);
    expect(oddsFromRate(0)).toBe(1);
    expect(oddsFromRate(150)).toBe(2.5);
    expect(rateFromOdds(1.24)).toBe(24);
    expect(profitOf({ side: 'back', odds: oddsFromRate(24), stake: 1000 })).toBe(240);
  });
});

describe('positions and exposure', () => {
  const bets: RunnerBet[] = [
    { selectionId: 'india', side: 'back', odds: 2, stake: 100 },
    { selectionId: 'australia', side: 'lay', odds: 3, stake: 50 },
  ];

  it('gives each runner what the user wins or loses if it wins', () => {
    // india wins: +100 (back) +50 (lay on australia won); australia wins: −100 −100; draw: −100 +50
    expect(positionsOf(bets, RUNNERS)).toEqual({ india: 150, australia: -200, draw: -50 });
  });

  it('has no position without bets', () => {
    expect(positionsOf([], RUNNERS)).toEqual({ india: 0, australia: 0, draw: 0 });
  });

  it('exposure is the worst position when it is a loss', () => {
    expect(exposureOf({ india: 150, australia: -200, draw: -50 })).toBe(-200);
    expect(exposureOf({ india: 10, australia: 5 })).toBe(0);
    expect(exposureOf({})).toBe(0);
  });

  it('a back and an equal lay on the same runner at the same odds cancel out', () => {
    const hedged: RunnerBet[] = [
      { selectionId: 'india', side: 'back', odds: 2.5, stake: 100 },
      { selectionId: 'india', side: 'lay', odds: 2.5, stake: 100 },
    ];
    expect(exposureOf(positionsOf(hedged, RUNNERS))).toBe(0);
  });

  it('projects the pending bet onto the current positions', () => {
    const current = { india: 150, australia: -200, draw: -50 };
    const pending: RunnerBet = { selectionId: 'draw', side: 'back', odds: 5, stake: 100 };
    expect(projectedPositions(current, pending, RUNNERS)).toEqual({ india: 50, australia: -300, draw: 350 });
    expect(projectedPositions(current, null, RUNNERS)).toEqual(current);
    expect(projectedPositions({}, { ...pending, stake: 0 }, RUNNERS)).toEqual({ india: 0, australia: 0, draw: 0 });
    expect(projectedPositions(current, pending, RUNNERS)).toEqual(positionsOf([...bets, pending], RUNNERS));
  });
});

describe('fancy', () => {
  it('Yes wins rate per 100 when the runs reach the line; No wins the stake below it', () => {
    const yes = { side: 'back' as const, line: 45, rate: 90, stake: 100 };
    const no = { side: 'lay' as const, line: 45, rate: 110, stake: 100 };
    expect(fancyProfitOf(yes)).toBe(90);
    expect(fancyLiabilityOf(yes)).toBe(100);
    expect(fancyProfitOf(no)).toBe(100);
    expect(fancyLiabilityOf(no)).toBe(110);
    expect(fancyPositionAt([yes], 45)).toBe(90);
    expect(fancyPositionAt([yes], 44)).toBe(-100);
    expect(fancyPositionAt([no], 44)).toBe(100);
    expect(fancyPositionAt([no], 45)).toBe(-110);
  });

  it('books the result per runs value, merged where it does not change', () => {
    const bets = [
      { side: 'back' as const, line: 45, rate: 100, stake: 100 },
      { side: 'lay' as const, line: 50, rate: 100, stake: 100 },
    ];
    expect(fancyBookOf(bets)).toEqual([
      { from: 0, to: 44, position: 0 },
      { from: 45, to: 49, position: 200 },
      { from: 50, to: null, position: 0 },
    ]);
    expect(fancyExposureOf(bets)).toBe(0);
  });

  it('fancy exposure is the worst runs value', () => {
    const bets = [
      { side: 'back' as const, line: 45, rate: 90, stake: 100 },
      { side: 'back' as const, line: 50, rate: 90, stake: 200 },
    ];
    expect(fancyBookOf(bets)).toEqual([
      { from: 0, to: 44, position: -300 },
      { from: 45, to: 49, position: -110 },
      { from: 50, to: null, position: 270 },
    ]);
    expect(fancyExposureOf(bets)).toBe(-300);
    expect(fancyBookOf([])).toEqual([]);
    expect(fancyExposureOf([])).toBe(0);
  });
});

describe('mergeBookLines', () => {
  it('merges runs values of equal result into ranges; the last is open-ended', () => {
    const lines = [0, 1, 2, 3, 4].map((run) => ({ run, position: run < 3 ? 100 : -110 }));
    expect(mergeBookLines(lines)).toEqual([
      { from: 0, to: 2, position: 100 },
      { from: 3, to: null, position: -110 },
    ]);
    expect(mergeBookLines([{ run: 0, position: 5 }, { run: 1, position: -5 }, { run: 2, position: 5 }])).toEqual([
      { from: 0, to: 0, position: 5 },
      { from: 1, to: 1, position: -5 },
      { from: 2, to: null, position: 5 },
    ]);
    expect(mergeBookLines([])).toEqual([]);
  });
});
