// Prices from the match (docs/decisions/151): one model per sport turns the match state into the
// chances of its outcomes, and every market of the event is priced from those same chances, each with
// its margin. Every back is at or below its fair price and every lay at or above it, under one model
// of the match, so every bet has an expected return of at most nothing: no combination of bets
// across an event's markets wins whatever happens.
//
// - cricket: the exact run distributions of the ball model (cricket.ts) from the runs, wickets and balls
//   left: the chase against the target, or both innings' totals while the first is batted;
// - football: Poisson goals for each side over the minutes left, on top of the goal difference;
// - tennis: point by point, from each player's serve chance, through games, tie-breaks and sets.
import { ladderFloor } from '../fair-book.ts';
import { moveTicks, snapToLadder, MAX_PRICE, MIN_PRICE } from '../ladder.ts';
import type { PriceSize } from '../price.ts';
import { BALLS, MAX_RUNS } from './cricket-ball.ts';
import { runDistribution, type Horizon } from './cricket-runs.ts';
import { currentInnings, targetOf, type CricketState } from './cricket-state.ts';
import { minutesLeft, type FootballState } from './football.ts';
import { kabaddiOutcomes } from './kabaddi.ts';
import type { MatchState } from './match.ts';
import { pointServer, type TennisState } from './tennis.ts';

/** The chances of the match's outcomes: home wins, away wins, a draw or a tie. They add up to 1. */
export interface Outcomes {
  home: number;
  away: number;
  draw: number;
}

/** Two-sided matches; a race has a chance per runner (raceChances in racing.ts). */
export function outcomeChances(state: MatchState): Outcomes {
  if (state.sport === 'racing') throw new Error('A race has a chance per runner: raceChances');
  if (state.sport === 'cricket') return cricketOutcomes(state);
  if (state.sport === 'football') return footballOutcomes(state);
  if (state.sport === 'kabaddi') return kabaddiOutcomes(state);
  const home = tennisHomeChance(state);
  return { home, away: 1 - home, draw: 0 };
}

// ── Cricket ──

const WHOLE_INNINGS: Horizon = { over: 20 };
let chaseCumulative: Float64Array | undefined;

function cricketOutcomes(state: CricketState): Outcomes {
  if (state.result) return decided(state.result.winner);
  const first = state.innings[0]!;
  let firstWins: number;
  let tie: number;
  if (state.innings.length === 1 || state.phase === 'break') {
    // Both totals to come: T1 = runs + what is left of the first innings, T2 a whole innings.
    const rest = runDistribution(WHOLE_INNINGS, state.phase === 'break' ? BALLS : first.balls, first.wickets);
    const whole = runDistribution(WHOLE_INNINGS, 0, 0);
    chaseCumulative ??= cumulative(whole);
    firstWins = 0;
    tie = 0;
    for (let runs = 0; runs <= MAX_RUNS; runs += 1) {
      const chance = rest[runs]!;
      if (chance === 0) continue;
      const total = Math.min(MAX_RUNS, first.runs + runs);
      firstWins += chance * (total > 0 ? chaseCumulative[total - 1]! : 0);
      tie += chance * whole[total]!;
    }
  } else {
    const chase = currentInnings(state);
    const need = targetOf(state)! - chase.runs;
    const rest = runDistribution(WHOLE_INNINGS, chase.balls, chase.wickets);
    let chaseWins = 0;
    for (let runs = Math.max(0, need); runs <= MAX_RUNS; runs += 1) chaseWins += rest[runs]!;
    tie = need >= 1 ? rest[need - 1]! : 0;
    firstWins = Math.max(0, 1 - chaseWins - tie);
  }
  const firstSide = state.battingFirst;
  const home = firstSide === 0 ? firstWins : 1 - firstWins - tie;
  return normalised({ home, away: 1 - home - tie, draw: tie });
}

function cumulative(distribution: Float64Array): Float64Array {
  const out = new Float64Array(distribution.length);
  let sum = 0;
  distribution.forEach((chance, index) => {
    sum += chance;
    out[index] = sum;
  });
  return out;
}

const decided = (winner: 0 | 1 | null): Outcomes => ({ home: winner === 0 ? 1 : 0, away: winner === 1 ? 1 : 0, draw: winner === null ? 1 : 0 });

function normalised(outcomes: Outcomes): Outcomes {
  const clean = { home: Math.max(0, outcomes.home), away: Math.max(0, outcomes.away), draw: Math.max(0, outcomes.draw) };
  const total = clean.home + clean.away + clean.draw;
  return { home: clean.home / total, away: clean.away / total, draw: clean.draw / total };
}

/**
 * The distribution of the batting side's total at a fancy line's horizon (the over, or the next
 * wicket), from now: index = the total. In a chase, the innings stops at the target, so every total
 * from the target up is counted at the target (lines above it are not offered).
 */
export function fancyTotals(state: CricketState, horizon: Horizon): Float64Array {
  const innings = currentInnings(state);
  const rest = runDistribution(horizon, innings.balls, innings.wickets);
  const cap = targetOf(state) ?? Number.POSITIVE_INFINITY;
  const totals = new Float64Array(Math.min(MAX_RUNS + innings.runs, MAX_RUNS * 2) + 1);
  rest.forEach((chance, runs) => {
    const total = Math.min(innings.runs + runs, cap);
    totals[total] = totals[total]! + chance;
  });
  return totals;
}

// ── Football ──

const MAX_GOALS = 12;

function poisson(mean: number): number[] {
  const out: number[] = [];
  let term = Math.exp(-mean);
  for (let goals = 0; goals <= MAX_GOALS; goals += 1) {
    out.push(term);
    term = (term * mean) / (goals + 1);
  }
  return out;
}

function footballOutcomes(state: FootballState): Outcomes {
  if (state.result) return decided(state.result.winner);
  const share = minutesLeft(state) / 90;
  const home = poisson(state.rates[0] * share);
  const away = poisson(state.rates[1] * share);
  const lead = state.goals[0] - state.goals[1];
  const outcomes = { home: 0, away: 0, draw: 0 };
  home.forEach((h, x) =>
    away.forEach((a, y) => {
      const difference = lead + x - y;
      if (difference > 0) outcomes.home += h * a;
      else if (difference < 0) outcomes.away += h * a;
      else outcomes.draw += h * a;
    }),
  );
  return normalised(outcomes);
}

// ── Tennis ──

/** The server's chance to win a game from a-b points, when they win a point with chance p. */
function gameChance(p: number, a: number, b: number): number {
  if (a >= 4 && a - b >= 2) return 1;
  if (b >= 4 && b - a >= 2) return 0;
  if (a >= 3 && b >= 3) {
    const q = 1 - p;
    const deuce = (p * p) / (p * p + q * q);
    return a === b ? deuce : a > b ? p + q * deuce : p * deuce;
  }
  return p * gameChance(p, a + 1, b) + (1 - p) * gameChance(p, a, b + 1);
}

class TennisModel {
  private readonly setCache = new Map<string, number>();
  private readonly tiebreakCache = new Map<string, number>();
  /** x: home wins a point on home's serve; y: home wins a point on away's serve. */
  constructor(
    private readonly x: number,
    private readonly y: number,
  ) {}

  /** Home's chance to win a game that `server` serves, from points a-b (home's first). */
  game(server: 0 | 1, a: number, b: number): number {
    return server === 0 ? gameChance(this.x, a, b) : 1 - gameChance(1 - this.y, b, a);
  }

  /** Home's chance to win a tie-break from a-b whose first point `first` served. */
  tiebreak(first: 0 | 1, a: number, b: number): number {
    if (a >= 7 && a - b >= 2) return 1;
    if (b >= 7 && b - a >= 2) return 0;
    if (a >= 6 && b >= 6 && a === b) {
      // From level at 6-6 or later the next two points are one on each serve.
      const { x, y } = this;
      return (x * y) / (x * y + (1 - x) * (1 - y));
    }
    const key = `${first}:${a}:${b}`;
    const cached = this.tiebreakCache.get(key);
    if (cached !== undefined) return cached;
    const played = a + b;
    const server = Math.floor((played + 1) / 2) % 2 === 1 ? (first === 0 ? 1 : 0) : first;
    const point = server === 0 ? this.x : this.y;
    const chance = point * this.tiebreak(first, a + 1, b) + (1 - point) * this.tiebreak(first, a, b + 1);
    this.tiebreakCache.set(key, chance);
    return chance;
  }

  /** Home's chance to win the set from games a-b with `server` serving the next game. */
  set(server: 0 | 1, a: number, b: number): number {
    if ((a >= 6 && a - b >= 2) || a === 7) return 1;
    if ((b >= 6 && b - a >= 2) || b === 7) return 0;
    if (a === 6 && b === 6) return this.tiebreak(server, 0, 0);
    const key = `${server}:${a}:${b}`;
    const cached = this.setCache.get(key);
    if (cached !== undefined) return cached;
    const game = this.game(server, 0, 0);
    const next: 0 | 1 = server === 0 ? 1 : 0;
    const chance = game * this.set(next, a + 1, b) + (1 - game) * this.set(next, a, b + 1);
    this.setCache.set(key, chance);
    return chance;
  }

  /** Home's chance to win a set still to start (either may serve first). */
  freshSet(): number {
    return (this.set(0, 0, 0) + this.set(1, 0, 0)) / 2;
  }
}

const tennisModels = new Map<string, TennisModel>();

function tennisHomeChance(state: TennisState): number {
  if (state.result) return state.result.winner === 0 ? 1 : 0;
  const key = `${state.serve[0]}:${state.serve[1]}`;
  let model = tennisModels.get(key);
  if (!model) {
    if (tennisModels.size > 500) tennisModels.clear();
    model = new TennisModel(state.serve[0], 1 - state.serve[1]);
    tennisModels.set(key, model);
  }
  const [a, b] = state.games;
  const [pa, pb] = state.points;
  let setChance: number;
  if (state.tiebreak) setChance = model.tiebreak(state.server, pa, pb);
  else {
    const server = pointServer(state);
    const game = model.game(server, pa, pb);
    const next: 0 | 1 = server === 0 ? 1 : 0;
    setChance = game * model.set(next, a + 1, b) + (1 - game) * model.set(next, a, b + 1);
  }
  const setsWon = (side: 0 | 1) => state.sets.filter((set) => set[side] > set[side === 0 ? 1 : 0]).length;
  const fresh = model.freshSet();
  const match = (home: number, away: number): number => (home >= 2 ? 1 : away >= 2 ? 0 : fresh * match(home + 1, away) + (1 - fresh) * match(home, away + 1));
  const [homeSets, awaySets] = [setsWon(0), setsWon(1)];
  return setChance * match(homeSets + 1, awaySets) + (1 - setChance) * match(homeSets, awaySets + 1);
}

// ── Markets from the chances ──

/** The exchange's margin on match odds and tied match: backs at most fair / (1 + m), lays at least fair × (1 + m). */
export const EXCHANGE_MARGIN = 0.01;
/** The bookmaker's margin, on the back side's chances. */
export const BOOKMAKER_MARGIN = 0.02;
/**
 * The highest rate a bet may ask (api-spec placeBet `odds`): a bookmaker or fancy side whose rate
 * would be higher (a nearly decided match or line) is not offered, as Indian books close such a side.
 */
export const MAX_RATE = 1000;

export interface Ladder {
  back: PriceSize[];
  lay: PriceSize[];
}

/** The ladder price at or above `price` (up to 1000). */
export function ladderCeil(price: number): number {
  const near = snapToLadder(price);
  return near < price ? moveTicks(near, 1) : near;
}

/**
 * An exchange runner whose selection wins with chance `chance` (given the market is not void): three
 * backs from the ladder price at or below fair / (1 + margin) down, three lays from the ladder price at
 * or above fair × (1 + margin) up; a side whose price would be off the ladder (1.01 … 1000) is empty.
 * `sizes` gives each level's amount (rupees).
 */
export function exchangeRunner(chance: number, sizes: (level: number, side: 'back' | 'lay') => number): Ladder {
  const fair = chance > 0 ? 1 / chance : Number.POSITIVE_INFINITY;
  const backTop = fair / (1 + EXCHANGE_MARGIN) >= MIN_PRICE ? ladderFloor(Math.min(MAX_PRICE, fair / (1 + EXCHANGE_MARGIN))) : undefined;
  const layTop = fair * (1 + EXCHANGE_MARGIN) <= MAX_PRICE ? ladderCeil(Math.max(MIN_PRICE, fair * (1 + EXCHANGE_MARGIN))) : undefined;
  const levels = (top: number | undefined, direction: -1 | 1, side: 'back' | 'lay'): PriceSize[] => {
    if (top === undefined) return [];
    const prices = [...new Set([0, 1, 2].map((ticks) => moveTicks(top, direction * ticks)))];
    return prices.map((price, level) => ({ price, size: sizes(level, side) }));
  };
  return { back: levels(backTop, -1, 'back'), lay: levels(layTop, 1, 'lay') };
}

/**
 * A bookmaker runner in rates (73 = decimal 1.73): back the whole rate at or below the fair price of
 * chance × (1 + margin), lay the whole rate at or above the fair one and at least 2 above back.
 * A side with no sensible rate (below 1, or above MAX_RATE) is empty.
 */
export function bookmakerRunner(chance: number, size: number): Ladder {
  if (chance <= 0) return { back: [], lay: [] };
  const backRate = Math.floor((1 / (chance * (1 + BOOKMAKER_MARGIN)) - 1) * 100 + 1e-9);
  const fairRate = (1 / chance - 1) * 100;
  const back = backRate >= 1 && backRate <= MAX_RATE ? [{ price: backRate, size }] : [];
  const layRate = Math.max(Math.ceil(fairRate - 1e-9), backRate + 2, 1);
  return { back, lay: layRate <= MAX_RATE ? [{ price: layRate, size }] : [] };
}

/**
 * A fancy line from the distribution of the total: No (lay) at the median L, Yes (back) at L + 1,
 * at even money unless a side needs a worse rate to keep its expected return at or below nothing.
 * Cells are {price: line, size: rate}. A Yes line nobody can reach, or a No rate above MAX_RATE, is not offered.
 */
export function fancyRunner(totals: Float64Array): Ladder {
  const at = cumulative(totals);
  let median = 0;
  while (median < totals.length - 1 && at[median]! < 0.5) median += 1;
  const below = (line: number) => (line <= 0 ? 0 : at[Math.min(line - 1, at.length - 1)]!);
  const yesLine = median + 1;
  const yesWins = 1 - below(yesLine);
  const yesRate = yesWins > 1e-9 ? Math.min(100, Math.floor((100 * below(yesLine)) / yesWins + 1e-9)) : 0;
  const noLoses = 1 - below(median);
  const noRate = Math.max(100, Math.ceil((100 * below(median)) / Math.max(noLoses, 1e-9) - 1e-9));
  return {
    back: yesRate >= 1 ? [{ price: yesLine, size: yesRate }] : [],
    lay: median >= 1 && noRate <= MAX_RATE ? [{ price: median, size: noRate }] : [],
  };
}
