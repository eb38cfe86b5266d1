// The fantasy points table (docs/decisions/216): each row of the published table, and a whole engine
// match's points as the sum of its players' figures.
import { describe, expect, it } from 'vitest';
import { newCricketMatch, type BatterLine, type CricketState } from '../sports/engine/cricket-state.ts';
import { stepCricket } from '../sports/engine/cricket.ts';
import { battingPoints, bowlingPoints, matchPoints, POINTS } from './points-table.ts';

const bat = (line: Partial<BatterLine>): BatterLine => ({ runs: 0, balls: 0, fours: 0, sixes: 0, out: false, ...line });

describe('the points table', () => {
  it('counts runs, boundaries, milestones and ducks', () => {
    expect(battingPoints(bat({ runs: 7, balls: 8, fours: 1 }), 'bat')).toBe(7 + 1);
    expect(battingPoints(bat({ runs: 14, balls: 9, sixes: 2, fours: 0 }), 'bat')).toBe(14 + 4);
    // 50 (8) and 100 (16, instead), strike rate 100 (no bonus).
    expect(battingPoints(bat({ runs: 50, balls: 50 }), 'bat')).toBe(50 + POINTS.halfCentury);
    expect(battingPoints(bat({ runs: 100, balls: 100 }), 'ar')).toBe(100 + POINTS.century);
    expect(battingPoints(bat({ runs: 0, balls: 3, out: true }), 'wk')).toBe(-2);
    // A bowler out for 0 loses nothing; not out on 0 is no duck.
    expect(battingPoints(bat({ runs: 0, balls: 3, out: true }), 'bowl')).toBe(0);
    expect(battingPoints(bat({ runs: 0, balls: 3 }), 'bat')).toBe(0);
  });

  it('gives strike-rate bonuses from 10 balls, not to bowlers', () => {
    expect(battingPoints(bat({ runs: 18, balls: 10 }), 'bat')).toBe(18 + 6); // 180
    expect(battingPoints(bat({ runs: 16, balls: 10 }), 'bat')).toBe(16 + 4); // 160
    expect(battingPoints(bat({ runs: 14, balls: 10 }), 'bat')).toBe(14 + 2); // 140
    expect(battingPoints(bat({ runs: 10, balls: 10 }), 'bat')).toBe(10); // 100
    expect(battingPoints(bat({ runs: 6, balls: 10 }), 'bat')).toBe(6 - 2); // 60
    expect(battingPoints(bat({ runs: 5, balls: 10 }), 'bat')).toBe(5 - 4); // 50
    expect(battingPoints(bat({ runs: 4, balls: 10 }), 'bat')).toBe(4 - 6); // 40
    expect(battingPoints(bat({ runs: 4, balls: 9 }), 'bat')).toBe(4); // under 10 balls
    expect(battingPoints(bat({ runs: 4, balls: 10 }), 'bowl')).toBe(4);
  });

  it('counts wickets, bowled and lbw, hauls and economy from 2 overs', () => {
    expect(bowlingPoints({ balls: 6, runs: 12, wickets: 1 }, 0)).toBe(25);
    expect(bowlingPoints({ balls: 6, runs: 12, wickets: 1 }, 1)).toBe(25 + 8);
    expect(bowlingPoints({ balls: 24, runs: 30, wickets: 3 }, 0)).toBe(75 + 4 + 0); // economy 7.5
    expect(bowlingPoints({ balls: 24, runs: 30, wickets: 5 }, 2)).toBe(125 + 16 + 8);
    expect(bowlingPoints({ balls: 12, runs: 8, wickets: 0 }, 0)).toBe(6); // 4 an over
    expect(bowlingPoints({ balls: 12, runs: 11, wickets: 0 }, 0)).toBe(4); // 5.5
    expect(bowlingPoints({ balls: 12, runs: 13, wickets: 0 }, 0)).toBe(2); // 6.5
    expect(bowlingPoints({ balls: 12, runs: 21, wickets: 0 }, 0)).toBe(-2); // 10.5
    expect(bowlingPoints({ balls: 12, runs: 23, wickets: 0 }, 0)).toBe(-4); // 11.5
    expect(bowlingPoints({ balls: 12, runs: 30, wickets: 0 }, 0)).toBe(-6); // 15
    expect(bowlingPoints({ balls: 11, runs: 30, wickets: 0 }, 0)).toBe(0); // under 2 overs
  });

  it('adds up a whole engine match: every player of both squads, catches to the fielders', () => {
    let state: CricketState = newCricketMatch(['India', 'Australia'], 11);
    let moved = false;
    let previous = matchPoints(state);
    expect(previous.flat().every((points) => points === 0)).toBe(true);
    while (state.phase !== 'done') {
      state = stepCricket(state).state;
      const now = matchPoints(state);
      if (JSON.stringify(now) !== JSON.stringify(previous)) moved = true;
      previous = now;
    }
    expect(moved).toBe(true);
    const points = matchPoints(state);
    expect(points[0]).toHaveLength(11);
    expect(points[1]).toHaveLength(11);
    // Rebuilt from the figures by hand: runs, boundaries, wickets, catches (the bonuses aside).
    const raw = [0, 1].map((side) =>
      state.innings.reduce((sum, innings) => {
        if (innings.team === side) return sum + innings.batters.reduce((total, line) => total + line.runs + line.fours * POINTS.four + line.sixes * POINTS.six, 0);
        const caught = innings.catches.reduce((total, catches) => total + catches, 0);
        const bowledOrLbw = innings.dismissals.filter((out) => out.kind !== 'caught').length;
        return sum + innings.wickets * POINTS.wicket + caught * POINTS.catch + bowledOrLbw * POINTS.bowledOrLbw;
      }, 0),
    );
    const total = (side: 0 | 1) => points[side].reduce((sum, value) => sum + value, 0);
    // Bonuses are bounded: at most ±16 a batter, ±16 a bowler (haul and economy) beyond the raw figures.
    for (const side of [0, 1] as const) expect(Math.abs(total(side) - raw[side]!)).toBeLessThanOrEqual(11 * 16 + 5 * 16);
  });
});
