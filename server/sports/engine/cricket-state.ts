// A cricket match's state (docs/decisions/150, 216): its innings with the players' figures (who is on
// strike, who bowled each over, every batter's and bowler's line, catches, dismissals), the result, and
// the two streams of random draws (the balls' and the players'). Starting a match, bringing a state
// stored before the players up to date, and reading it (the innings now, the target, overs as text).
import { drawsFrom } from './random.ts';
import { squadOf, type SquadPlayer } from './squads.ts';

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

export function newInnings(team: 0 | 1, squads: CricketState['squads']): Innings {
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

export const currentInnings = (state: CricketState): Innings => state.innings[state.innings.length - 1]!;
/** The chase's target (first innings + 1), once the first innings is over. */
export const targetOf = (state: CricketState): number | null => (state.innings.length === 2 ? state.innings[0]!.runs + 1 : null);

/** "18.2": overs and balls. */
export const oversText = (balls: number): string => `${Math.floor(balls / 6)}.${balls % 6}`;
