// Cricket, T20 (docs/decisions/150): two innings ball by ball. Each delivery is an extra (a wide or a
// no-ball: one run, bowled again) or a legal ball: a wicket, a dot, 1, 2, 3, 4 or 6, with chances
// that depend on the phase of the innings (powerplay, middle, death) and on the tail. An innings ends
// at 10 wickets or 20 overs, a chase when it reaches the target. Pure: a state in, a state out.
//
// The same ball model gives the pricing its exact run distributions (runDistribution): the chance of
// every number of runs still to come from (balls bowled, wickets down) to an over or to the next
// wicket, by dynamic programming, so match odds, tied match and every fancy line are marginals of
// one model of the match.
import { drawsFrom, weighted } from './random.ts';

export const OVERS = 20;
export const BALLS = OVERS * 6;
export const WICKETS = 10;
/** Runs the distributions track; "this many or more" is the last cell. */
export const MAX_RUNS = 300;

/** Match seconds: a delivery, the change of ends after an over, the innings break. */
export const DELIVERY_SECONDS = 35;
export const OVER_CHANGE_SECONDS = 60;
export const INNINGS_BREAK_SECONDS = 600;

/** Legal ball outcomes: a wicket, then runs off the bat. */
export const BALL_RUNS = [0, 0, 1, 2, 3, 4, 6] as const;
const WICKET = 0;
/** A wide or no-ball: one run, not a ball of the over. */
export const EXTRA_CHANCE = 0.04;

const POWERPLAY = [0.04, 0.4, 0.3, 0.06, 0.005, 0.155, 0.04];
const MIDDLE = [0.045, 0.31, 0.4, 0.09, 0.01, 0.105, 0.04];
const DEATH = [0.075, 0.26, 0.31, 0.1, 0.01, 0.14, 0.105];

const outcomeTable: number[][][] = [];
/** The chances of each legal outcome of ball `ball` (0-119) with `wickets` down (sum 1). */
export function ballChances(ball: number, wickets: number): readonly number[] {
  const row = (outcomeTable[ball] ??= []);
  const cached = row[wickets];
  if (cached) return cached;
  const base = ball < 36 ? POWERPLAY : ball < 90 ? MIDDLE : DEATH;
  // The tail (7 or more down) gets out more often and hits fewer boundaries.
  const tail = wickets >= 7;
  const weights = base.map((chance, index) => (tail && index === WICKET ? chance * 1.4 : tail && (index === 5 || index === 6) ? chance * 0.75 : chance));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const chances = weights.map((weight) => weight / total);
  row[wickets] = chances;
  return chances;
}

export interface Innings {
  /** 0: home side batting, 1: away. */
  team: 0 | 1;
  runs: number;
  wickets: number;
  /** Legal balls bowled. */
  balls: number;
  extras: number;
  fours: number;
  sixes: number;
  /** The total at the end of each completed over (index 0: after over 1). */
  overTotals: number[];
  /** The total when each wicket fell. */
  wicketTotals: number[];
  /** The deliveries of this innings so far, newest last, at most the last 12 (scoreboard). */
  recent: string[];
}

export interface CricketResult {
  kind: 'runs' | 'wickets' | 'tie';
  /** 0 home, 1 away; null on a tie. */
  winner: 0 | 1 | null;
  /** Runs or wickets it was won by (0 on a tie). */
  margin: number;
}

export interface CricketState {
  sport: 'cricket';
  /** Side names, home first. */
  names: [string, string];
  /** The side that bats first. */
  battingFirst: 0 | 1;
  phase: 'innings1' | 'break' | 'innings2' | 'done';
  innings: Innings[];
  result: CricketResult | null;
  rng: number;
}

export type CricketHappening =
  | { kind: 'ball'; label: string; runs: number; legal: boolean; wicket: boolean; boundary: boolean; overEnded: boolean; inningsEnded: boolean }
  | { kind: 'second_innings' };

export interface CricketStep {
  state: CricketState;
  happened: CricketHappening;
  /** Match seconds until the next step. */
  seconds: number;
}

function newInnings(team: 0 | 1): Innings {
  return { team, runs: 0, wickets: 0, balls: 0, extras: 0, fours: 0, sixes: 0, overTotals: [], wicketTotals: [], recent: [] };
}

export function newCricketMatch(names: [string, string], seed: number): CricketState {
  const draws = drawsFrom(seed);
  const battingFirst: 0 | 1 = draws.next() < 0.5 ? 0 : 1;
  return { sport: 'cricket', names, battingFirst, phase: 'innings1', innings: [newInnings(battingFirst)], result: null, rng: draws.state };
}

export const currentInnings = (state: CricketState): Innings => state.innings[state.innings.length - 1]!;
/** The chase's target (first innings + 1), once the first innings is over. */
export const targetOf = (state: CricketState): number | null => (state.innings.length === 2 ? state.innings[0]!.runs + 1 : null);

function resultOf(first: Innings, second: Innings): CricketResult | null {
  if (second.runs > first.runs) return { kind: 'wickets', winner: second.team, margin: WICKETS - second.wickets };
  const over = second.wickets >= WICKETS || second.balls >= BALLS;
  if (!over) return null;
  if (second.runs === first.runs) return { kind: 'tie', winner: null, margin: 0 };
  return { kind: 'runs', winner: first.team, margin: first.runs - second.runs };
}

/** One step: a delivery, or the start of the second innings after the break. A finished match stays as it is. */
export function stepCricket(state: CricketState): CricketStep {
  if (state.phase === 'done') return { state, happened: { kind: 'second_innings' }, seconds: 0 };
  if (state.phase === 'break') {
    const chasing: 0 | 1 = state.battingFirst === 0 ? 1 : 0;
    return { state: { ...state, phase: 'innings2', innings: [state.innings[0]!, newInnings(chasing)] }, happened: { kind: 'second_innings' }, seconds: DELIVERY_SECONDS };
  }
  const draws = drawsFrom(state.rng);
  const before = currentInnings(state);
  const innings: Innings = { ...before, overTotals: [...before.overTotals], wicketTotals: [...before.wicketTotals], recent: [...before.recent] };
  let label: string;
  let runs = 0;
  let wicket = false;
  const legal = draws.next() >= EXTRA_CHANCE;
  if (!legal) {
    runs = 1;
    innings.runs += 1;
    innings.extras += 1;
    label = 'wd';
  } else {
    const outcome = weighted(draws, ballChances(innings.balls, innings.wickets));
    innings.balls += 1;
    if (outcome === WICKET) {
      wicket = true;
      innings.wickets += 1;
      innings.wicketTotals.push(innings.runs);
      label = 'W';
    } else {
      runs = BALL_RUNS[outcome]!;
      innings.runs += runs;
      if (runs === 4) innings.fours += 1;
      if (runs === 6) innings.sixes += 1;
      label = String(runs);
    }
  }
  innings.recent = [...innings.recent, label].slice(-12);
  const overEnded = legal && innings.balls % 6 === 0;
  if (overEnded) innings.overTotals.push(innings.runs);
  const inningsList = state.innings.length === 1 ? [innings] : [state.innings[0]!, innings];
  let next: CricketState = { ...state, innings: inningsList, rng: draws.state };
  let inningsEnded = false;
  if (state.phase === 'innings1') {
    inningsEnded = innings.wickets >= WICKETS || innings.balls >= BALLS;
    if (inningsEnded) next = { ...next, phase: 'break' };
  } else {
    const result = resultOf(state.innings[0]!, innings);
    inningsEnded = result !== null;
    if (result) next = { ...next, phase: 'done', result };
  }
  const seconds = inningsEnded ? (next.phase === 'break' ? INNINGS_BREAK_SECONDS : 0) : DELIVERY_SECONDS + (overEnded ? OVER_CHANGE_SECONDS : 0);
  return { state: next, happened: { kind: 'ball', label, runs, legal, wicket, boundary: runs === 4 || runs === 6, overEnded, inningsEnded }, seconds };
}

/** "18.2": overs and balls. */
export const oversText = (balls: number): string => `${Math.floor(balls / 6)}.${balls % 6}`;

// ── Run distributions (pricing) ──

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
