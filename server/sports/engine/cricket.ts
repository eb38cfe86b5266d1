// Cricket, T20 (docs/decisions/150): two innings ball by ball. Each delivery is an extra (a wide or a
// no-ball: one run, bowled again) or a legal ball: a wicket, a dot, 1, 2, 3, 4 or 6, with chances
// that depend on the phase of the innings (powerplay, middle, death) and on the tail. An innings ends
// at 10 wickets or 20 overs, a chase when it reaches the target. Pure: a state in, a state out.
//
// The same ball model gives the pricing its exact run distributions (runDistribution): the chance of
// every number of runs still to come from (balls bowled, wickets down) to an over or to the next
// wicket, by dynamic programming, so match odds, tied match and every fancy line are marginals of
// one model of the match.
//
// The players (docs/decisions/216): each side has its squad (squads.ts); the state records who is on
// strike, who bowls each over (at most 4 each, never two in a row), every batter's and bowler's figures,
// catches, and each dismissal (batter, bowler, fielder). Those choices draw from a second stream of
// random numbers (playerRng), so the balls' outcomes, and with them the scoring rates and prices, are
// those of the same seed without players.
import { drawsFrom, weighted, type Draws } from './random.ts';
import { bowlersOf, keeperOf, squadOf, type SquadPlayer } from './squads.ts';

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
  /** Batting side's squad indices: on strike, at the other end; the next batter in (batting order). */
  striker: number;
  nonStriker: number;
  nextIn: number;
  /** The bowling side's squad index bowling each over started (index 0: over 1). */
  overBowlers: number[];
  /** Figures by squad index: the batting side's batters, the bowling side's bowlers and fielders. */
  batters: BatterLine[];
  bowlers: BowlerLine[];
  catches: number[];
  dismissals: Dismissal[];
}

export interface BatterLine {
  runs: number;
  balls: number;
  fours: number;
  sixes: number;
  out: boolean;
}

export interface BowlerLine {
  /** Legal balls bowled. */
  balls: number;
  /** Runs conceded, wides and no-balls included. */
  runs: number;
  wickets: number;
}

export type DismissalKind = 'caught' | 'bowled' | 'lbw';

export interface Dismissal {
  batter: number;
  bowler: number;
  /** The catcher (bowling side's squad index); null when bowled or lbw. */
  fielder: number | null;
  kind: DismissalKind;
  /** The innings total when it fell. */
  total: number;
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
  /** Both squads, home first (squads.ts). */
  squads: [SquadPlayer[], SquadPlayer[]];
  /** The players' draws (who bowls, how a wicket falls, who catches): apart from the balls' draws. */
  playerRng: number;
}

export type CricketHappening =
  | {
      kind: 'ball';
      label: string;
      runs: number;
      legal: boolean;
      wicket: boolean;
      boundary: boolean;
      overEnded: boolean;
      inningsEnded: boolean;
      /** Who faced and who bowled (squad indices); the dismissal on a wicket. */
      batter: number;
      bowler: number;
      dismissal: Dismissal | null;
    }
  | { kind: 'second_innings' };

export interface CricketStep {
  state: CricketState;
  happened: CricketHappening;
  /** Match seconds until the next step. */
  seconds: number;
}

const emptyBatter = (): BatterLine => ({ runs: 0, balls: 0, fours: 0, sixes: 0, out: false });
const emptyBowler = (): BowlerLine => ({ balls: 0, runs: 0, wickets: 0 });

function newInnings(team: 0 | 1, squads: CricketState['squads']): Innings {
  const bowling = squads[team === 0 ? 1 : 0];
  return {
    team,
    runs: 0,
    wickets: 0,
    balls: 0,
    extras: 0,
    fours: 0,
    sixes: 0,
    overTotals: [],
    wicketTotals: [],
    recent: [],
    striker: 0,
    nonStriker: 1,
    nextIn: 2,
    overBowlers: [],
    batters: squads[team].map(emptyBatter),
    bowlers: bowling.map(emptyBowler),
    catches: bowling.map(() => 0),
    dismissals: [],
  };
}

/** The players' stream of draws, from the match's seed (never the balls' stream). */
const playerSeed = (seed: number) => (Math.imul(seed ^ 0x5bd1e995, 0x27d4eb2d) ^ 0x165667b1) >>> 0;

export function newCricketMatch(names: [string, string], seed: number): CricketState {
  const draws = drawsFrom(seed);
  const battingFirst: 0 | 1 = draws.next() < 0.5 ? 0 : 1;
  const squads: CricketState['squads'] = [squadOf(names[0]), squadOf(names[1])];
  return {
    sport: 'cricket',
    names,
    battingFirst,
    phase: 'innings1',
    innings: [newInnings(battingFirst, squads)],
    result: null,
    rng: draws.state,
    squads,
    playerRng: playerSeed(seed),
  };
}

/**
 * A state stored before the players (docs/decisions/216) gets them: the squads, and empty figures for
 * its innings (the runs so far are nobody's); the batters already out are the first ones in.
 */
export function withPlayers(state: CricketState): CricketState {
  if (state.squads && state.innings.every((innings) => innings.batters)) return state;
  const squads: CricketState['squads'] = state.squads ?? [squadOf(state.names[0]), squadOf(state.names[1])];
  const innings = state.innings.map((old) => {
    if (old.batters) return old;
    const fresh = newInnings(old.team, squads);
    const batters = fresh.batters.map((line, index) => (index < old.wickets ? { ...line, out: true } : line));
    const [striker, nonStriker] = [Math.min(old.wickets, 10), Math.min(old.wickets + 1, 10)];
    return { ...fresh, ...old, batters, striker, nonStriker, nextIn: old.wickets + 2 };
  });
  return { ...state, squads, innings, playerRng: state.playerRng ?? playerSeed(state.rng) };
}

/**
 * The bowler of the next over: one of the squad's bowlers with overs left, never the last over's, the
 * one with the most overs left (a draw among equals). With five bowlers of 4 overs each, 20 overs
 * always have a legal bowler.
 */
export function nextBowler(squad: readonly SquadPlayer[], overBowlers: readonly number[], draws: Draws): number {
  const last = overBowlers[overBowlers.length - 1];
  const left = (bowler: number) => MAX_OVERS_PER_BOWLER - overBowlers.filter((over) => over === bowler).length;
  const able = bowlersOf(squad).filter((bowler) => bowler !== last && left(bowler) > 0);
  const most = Math.max(...able.map(left));
  const best = able.filter((bowler) => left(bowler) === most);
  return best[Math.floor(draws.next() * best.length)]!;
}

/** Overs a bowler may bowl in a T20 innings. */
export const MAX_OVERS_PER_BOWLER = 4;
/** How a wicket falls (a catch, else bowled or lbw), and the keeper's share of the catches. */
const DISMISSAL_CHANCES: [DismissalKind, number][] = [
  ['caught', 0.6],
  ['bowled', 0.25],
  ['lbw', 0.15],
];
const KEEPER_CATCH_WEIGHT = 3;

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
export function stepCricket(stored: CricketState): CricketStep {
  const state = withPlayers(stored);
  if (state.phase === 'done') return { state, happened: { kind: 'second_innings' }, seconds: 0 };
  if (state.phase === 'break') {
    const chasing: 0 | 1 = state.battingFirst === 0 ? 1 : 0;
    return { state: { ...state, phase: 'innings2', innings: [state.innings[0]!, newInnings(chasing, state.squads)] }, happened: { kind: 'second_innings' }, seconds: DELIVERY_SECONDS };
  }
  const draws = drawsFrom(state.rng);
  const people = drawsFrom(state.playerRng);
  const before = currentInnings(state);
  const innings: Innings = {
    ...before,
    overTotals: [...before.overTotals],
    wicketTotals: [...before.wicketTotals],
    recent: [...before.recent],
    overBowlers: [...before.overBowlers],
    batters: before.batters.map((line) => ({ ...line })),
    bowlers: before.bowlers.map((line) => ({ ...line })),
    catches: [...before.catches],
    dismissals: [...before.dismissals],
  };
  const bowlingSquad = state.squads[innings.team === 0 ? 1 : 0];
  // A new over: its bowler.
  if (innings.overBowlers.length <= Math.floor(innings.balls / 6)) innings.overBowlers.push(nextBowler(bowlingSquad, innings.overBowlers, people));
  const bowler = innings.overBowlers[innings.overBowlers.length - 1]!;
  const batter = innings.striker;
  const bowling = innings.bowlers[bowler]!;
  const facing = innings.batters[batter]!;
  let label: string;
  let runs = 0;
  let wicket = false;
  let dismissal: Dismissal | null = null;
  const legal = draws.next() >= EXTRA_CHANCE;
  if (!legal) {
    runs = 1;
    innings.runs += 1;
    innings.extras += 1;
    bowling.runs += 1;
    label = 'wd';
  } else {
    const outcome = weighted(draws, ballChances(innings.balls, innings.wickets));
    innings.balls += 1;
    bowling.balls += 1;
    facing.balls += 1;
    if (outcome === WICKET) {
      wicket = true;
      innings.wickets += 1;
      innings.wicketTotals.push(innings.runs);
      bowling.wickets += 1;
      facing.out = true;
      const kind = DISMISSAL_CHANCES[weighted(people, DISMISSAL_CHANCES.map(([, chance]) => chance))]![0];
      let fielder: number | null = null;
      if (kind === 'caught') {
        const keeper = keeperOf(bowlingSquad);
        fielder = weighted(people, bowlingSquad.map((_, index) => (index === keeper ? KEEPER_CATCH_WEIGHT : 1)));
        innings.catches[fielder] = innings.catches[fielder]! + 1;
      }
      dismissal = { batter, bowler, fielder, kind, total: innings.runs };
      innings.dismissals.push(dismissal);
      // The next batter in takes strike; after the tenth wicket nobody comes in.
      if (innings.nextIn < innings.batters.length && innings.wickets < WICKETS) {
        innings.striker = innings.nextIn;
        innings.nextIn += 1;
      }
      label = 'W';
    } else {
      runs = BALL_RUNS[outcome]!;
      innings.runs += runs;
      bowling.runs += runs;
      facing.runs += runs;
      if (runs === 4) {
        innings.fours += 1;
        facing.fours += 1;
      }
      if (runs === 6) {
        innings.sixes += 1;
        facing.sixes += 1;
      }
      if (runs % 2 === 1) [innings.striker, innings.nonStriker] = [innings.nonStriker, innings.striker];
      label = String(runs);
    }
  }
  innings.recent = [...innings.recent, label].slice(-12);
  const overEnded = legal && innings.balls % 6 === 0;
  if (overEnded) {
    innings.overTotals.push(innings.runs);
    [innings.striker, innings.nonStriker] = [innings.nonStriker, innings.striker];
  }
  const inningsList = state.innings.length === 1 ? [innings] : [state.innings[0]!, innings];
  let next: CricketState = { ...state, innings: inningsList, rng: draws.state, playerRng: people.state };
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
  return {
    state: next,
    happened: { kind: 'ball', label, runs, legal, wicket, boundary: runs === 4 || runs === 6, overEnded, inningsEnded, batter, bowler, dismissal },
    seconds,
  };
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
