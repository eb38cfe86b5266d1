// Cricket's run distributions for the pricing (docs/decisions/150): the exact chance of every number of
// runs still to come from (balls bowled, wickets down) to an over or to the next wicket, by dynamic
// programming over the ball model (cricket-ball.ts), so match odds, tied match and every fancy line are
// marginals of one model of the match.
import { BALL_RUNS, BALLS, ballChances, EXTRA_CHANCE, MAX_RUNS, WICKET, WICKETS } from './cricket-ball.ts';

/** Where a distribution stops: at an over (6, 10, 15, 20) or at the next wicket. */
export type Horizon = { over: number } | { nextWicket: true };

const tables = new Map<string, Float64Array[][]>();

/**
 * The chances of scoring exactly r more runs (r = 0 … MAX_RUNS, the last cell "or more") from
 * `balls` legal balls bowled and `wickets` down, until the horizon or the end of the innings
 * (10 wickets, 20 overs). The first call for a horizon builds its table (a few milliseconds).
 */
export function runDistribution(horizon: Horizon, balls: number, wickets: number): Float64Array {
  const key = 'over' in horizon ? `o${horizon.over}` : 'w';
  let table = tables.get(key);
  if (!table) {
    table = buildTable('over' in horizon ? horizon.over * 6 : BALLS, !('over' in horizon));
    tables.set(key, table);
  }
  const end = table.length - 1;
  return table[Math.min(balls, end)]![Math.min(wickets, WICKETS)]!;
}

const DONE = (() => {
  const done = new Float64Array(MAX_RUNS + 1);
  done[0] = 1;
  return done;
})();

function buildTable(endBall: number, stopAtWicket: boolean): Float64Array[][] {
  const table: Float64Array[][] = [];
  table[endBall] = Array.from({ length: WICKETS + 1 }, () => DONE);
  for (let ball = endBall - 1; ball >= 0; ball -= 1) {
    const row: Float64Array[] = [];
    row[WICKETS] = DONE;
    for (let wickets = WICKETS - 1; wickets >= 0; wickets -= 1) {
      const chances = ballChances(ball, wickets);
      // The legal ball's part: each outcome shifts what follows by its runs.
      const legal = new Float64Array(MAX_RUNS + 1);
      for (let outcome = 0; outcome < chances.length; outcome += 1) {
        const weight = chances[outcome]! * (1 - EXTRA_CHANCE);
        const after = outcome === WICKET ? (stopAtWicket ? DONE : table[ball + 1]![wickets + 1]!) : table[ball + 1]![wickets]!;
        addShifted(legal, after, outcome === WICKET ? 0 : BALL_RUNS[outcome]!, weight);
      }
      // An extra adds a run and the same ball is bowled again: D(r) = legal(r) + EXTRA · D(r − 1).
      const here = new Float64Array(MAX_RUNS + 1);
      here[0] = legal[0]!;
      for (let runs = 1; runs < MAX_RUNS; runs += 1) here[runs] = legal[runs]! + EXTRA_CHANCE * here[runs - 1]!;
      // The last cell is "or more": whatever is left.
      let sum = 0;
      for (let runs = 0; runs < MAX_RUNS; runs += 1) sum += here[runs]!;
      here[MAX_RUNS] = Math.max(0, 1 - sum);
      row[wickets] = here;
    }
    table[ball] = row;
  }
  return table;
}

function addShifted(into: Float64Array, from: Float64Array, shift: number, weight: number): void {
  for (let runs = 0; runs <= MAX_RUNS; runs += 1) {
    const value = from[runs]!;
    if (value === 0) continue;
    const at = Math.min(MAX_RUNS, runs + shift);
    into[at] = into[at]! + value * weight;
  }
}
