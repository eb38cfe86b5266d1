// The fantasy points table (docs/decisions/216): a player's points from the engine's figures of the
// match (server/sports/engine/cricket.ts), ball by ball. Published in the rules (tutorials.ts) from
// these same numbers. Pure.
import type { BatterLine, BowlerLine, CricketState } from '../sports/engine/cricket-state.ts';

export const POINTS = {
  run: 1,
  four: 1,
  six: 2,
  halfCentury: 8,
  century: 16,
  /** Out for 0 (not a bowler). */
  duck: -2,
  wicket: 25,
  /** Bowled or lbw: the bowler's alone. */
  bowledOrLbw: 8,
  threeWickets: 4,
  fiveWickets: 8,
  catch: 8,
} as const;

/** Strike rate (runs per 100 balls), from 10 balls faced, not for bowlers: [at least, below, points]. */
export const STRIKE_RATE_MIN_BALLS = 10;
export const STRIKE_RATE_BANDS: readonly [number, number, number][] = [
  [170, Infinity, 6],
  [150, 170, 4],
  [130, 150, 2],
  [60, 70, -2],
  [50, 60, -4],
  [0, 50, -6],
];

/** Economy (runs per over), from 2 overs bowled: [at least, below, points]. */
export const ECONOMY_MIN_BALLS = 12;
export const ECONOMY_BANDS: readonly [number, number, number][] = [
  [0, 5, 6],
  [5, 6, 4],
  [6, 7, 2],
  [10, 11, -2],
  [11, 12, -4],
  [12, Infinity, -6],
];

const band = (bands: readonly [number, number, number][], value: number) => bands.find(([from, below]) => value >= from && value < below)?.[2] ?? 0;

export function battingPoints(line: BatterLine, role: string): number {
  let points = line.runs * POINTS.run + line.fours * POINTS.four + line.sixes * POINTS.six;
  if (line.runs >= 100) points += POINTS.century;
  else if (line.runs >= 50) points += POINTS.halfCentury;
  if (line.out && line.runs === 0 && role !== 'bowl') points += POINTS.duck;
  if (line.balls >= STRIKE_RATE_MIN_BALLS && role !== 'bowl') points += band(STRIKE_RATE_BANDS, (line.runs * 100) / line.balls);
  return points;
}

export function bowlingPoints(line: BowlerLine, bowledOrLbw: number): number {
  let points = line.wickets * POINTS.wicket + bowledOrLbw * POINTS.bowledOrLbw;
  if (line.wickets >= 5) points += POINTS.fiveWickets;
  else if (line.wickets >= 3) points += POINTS.threeWickets;
  if (line.balls >= ECONOMY_MIN_BALLS) points += band(ECONOMY_BANDS, (line.runs * 6) / line.balls);
  return points;
}

/** Every player's points so far: [home squad's, away squad's], by squad index. */
export function matchPoints(state: CricketState): [number[], number[]] {
  const points: [number[], number[]] = [state.squads[0].map(() => 0), state.squads[1].map(() => 0)];
  for (const innings of state.innings) {
    if (!innings.batters) continue;
    const batting = innings.team;
    const fielding = batting === 0 ? 1 : 0;
    innings.batters.forEach((line, index) => {
      points[batting][index]! += battingPoints(line, state.squads[batting][index]!.role);
    });
    innings.bowlers.forEach((line, index) => {
      const bowledOrLbw = innings.dismissals.filter((out) => out.bowler === index && out.kind !== 'caught').length;
      points[fielding][index]! += bowlingPoints(line, bowledOrLbw) + innings.catches[index]! * POINTS.catch;
    });
  }
  return points;
}
