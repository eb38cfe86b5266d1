// The markets the engine offers on a match and their results (docs/decisions/151, 152), pure:
// - every sport: Match Odds (cricket: void on a tie; football and kabaddi have The Draw);
// - cricket: Bookmaker (the same runners, rates, void on a tie), Tied Match (Yes / No), and fancy
//   lines for the side batting: runs at 6, 10, 15 and 20 overs and the fall of the next wicket. A line
//   exists from its innings' start until its over is reached (or its wicket falls); then it is decided.
import { WICKETS } from './cricket-ball.ts';
import type { Horizon } from './cricket-runs.ts';
import { currentInnings, type CricketState, type Innings } from './cricket-state.ts';
import type { MatchState } from './match.ts';
import { bookmakerRunner, exchangeRunner, fancyRunner, fancyTotals, outcomeChances, type Ladder, type Outcomes } from './pricing.ts';
import { raceChances } from './racing.ts';

export type EngineMarketType = 'match_odds' | 'bookmaker' | 'tied_match' | 'fancy';

export interface EngineMarket {
  /** The market id is `<event id>.<key>`. */
  key: string;
  type: EngineMarketType;
  name: string;
  betDelay: number;
  minStakeRupees: number;
  maxStakeRupees: number;
  sortOrder: number;
  /** Selection ids are `<event id>.<runner key>`. */
  runners: { key: string; name: string }[];
}

export type EngineResult = { kind: 'winner'; runnerKey: string } | { kind: 'runs'; runs: number } | { kind: 'void' };

export const FANCY_OVERS = [6, 10, 15, 20] as const;
const ORDINAL = ['1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th', '10th'];

function sides(state: Exclude<MatchState, { sport: 'racing' }>, withDraw: boolean, suffix = ''): { key: string; name: string }[] {
  return [
    { key: `h${suffix}`, name: state.names[0] },
    { key: `a${suffix}`, name: state.names[1] },
    ...(withDraw ? [{ key: `d${suffix}`, name: 'The Draw' }] : []),
  ];
}

/** The markets that exist at the start of the match (fancy lines come and go with the innings). */
export function matchMarkets(state: MatchState): EngineMarket[] {
  if (state.sport === 'racing') {
    const runners = state.names.map((name, index) => ({ key: `r${index + 1}`, name }));
    return [{ key: 'mo', type: 'match_odds', name: 'Win', betDelay: 1, minStakeRupees: 100, maxStakeRupees: 100_000, sortOrder: 1, runners }];
  }
  const matchOdds: EngineMarket = {
    key: 'mo',
    type: 'match_odds',
    name: 'Match Odds',
    betDelay: state.sport === 'tennis' ? 3 : 5,
    minStakeRupees: 100,
    maxStakeRupees: 500_000,
    sortOrder: 1,
    runners: sides(state, state.sport === 'football' || state.sport === 'kabaddi'),
  };
  if (state.sport !== 'cricket') return [matchOdds];
  return [
    matchOdds,
    { key: 'bm', type: 'bookmaker', name: 'Bookmaker', betDelay: 0, minStakeRupees: 100, maxStakeRupees: 200_000, sortOrder: 2, runners: sides(state, false, '.bm') },
    {
      key: 'tm',
      type: 'tied_match',
      name: 'Tied Match',
      betDelay: 3,
      minStakeRupees: 100,
      maxStakeRupees: 50_000,
      sortOrder: 3,
      runners: [
        { key: 'tm.y', name: 'Yes' },
        { key: 'tm.n', name: 'No' },
      ],
    },
  ];
}

function fancy(key: string, name: string, sortOrder: number): EngineMarket {
  return { key, type: 'fancy', name, betDelay: 0, minStakeRupees: 100, maxStakeRupees: 100_000, sortOrder, runners: [{ key: `${key}.s`, name }] };
}

const inningsKey = (state: CricketState, innings: Innings) => `i${state.innings.indexOf(innings) + 1}`;
const inningsEnded = (state: CricketState, innings: Innings) => state.innings.indexOf(innings) === 0 ? state.phase !== 'innings1' : state.phase === 'done';

/** The fancy lines open now: the batting side's lines whose over (or wicket) is still to come. */
export function openFancyMarkets(state: MatchState): EngineMarket[] {
  if (state.sport !== 'cricket' || state.phase === 'break' || state.phase === 'done') return [];
  const innings = currentInnings(state);
  const team = state.names[innings.team];
  const prefix = inningsKey(state, innings);
  const lines = FANCY_OVERS.filter((over) => innings.balls < over * 6).map((over, index) =>
    fancy(`${prefix}.f${over}`, `${over} over runs ${team}`, 10 + (prefix === 'i1' ? 0 : 10) + index),
  );
  if (innings.wickets < WICKETS) {
    const next = innings.wickets + 1;
    lines.push(fancy(`${prefix}.w${next}`, `Fall of ${ORDINAL[next - 1]} wicket ${team}`, 15 + (prefix === 'i1' ? 0 : 10)));
  }
  return lines;
}

/** The horizon of a fancy key (`i1.f6` → 6 overs, `i2.w3` → the next wicket). */
function horizonOf(key: string): Horizon {
  const over = /\.f(\d+)$/.exec(key);
  return over ? { over: Number(over[1]) } : { nextWicket: true };
}

/** Sizes for a runner's levels (rupees); the match runner draws them. */
export type Sizes = (marketKey: string, runnerIndex: number, level: number, side: 'back' | 'lay') => number;

/**
 * Prices of the open markets from the state's chances: one Ladder per runner, keyed by market key.
 * Markets absent from the answer have no prices now (decided).
 */
export function priceMarkets(state: MatchState, markets: readonly EngineMarket[], sizes: Sizes, given?: Outcomes): Map<string, Ladder[]> {
  const prices = new Map<string, Ladder[]>();
  if (state.sport === 'racing') {
    const chances = raceChances(state);
    for (const market of markets) prices.set(market.key, chances.map((chance, index) => exchangeRunner(chance, (level, side) => sizes(market.key, index, level, side))));
    return prices;
  }
  const outcomes = given ?? outcomeChances(state);
  const notTie = 1 - (state.sport === 'cricket' ? outcomes.draw : 0);
  const sideChances = state.sport === 'football' || state.sport === 'kabaddi' ? [outcomes.home, outcomes.away, outcomes.draw] : [outcomes.home / notTie, outcomes.away / notTie];
  for (const market of markets) {
    if (market.type === 'match_odds') {
      if (notTie <= 0) continue;
      prices.set(market.key, sideChances.map((chance, index) => exchangeRunner(chance, (level, side) => sizes(market.key, index, level, side))));
    } else if (market.type === 'bookmaker') {
      if (notTie <= 0) continue;
      prices.set(market.key, sideChances.map((chance) => bookmakerRunner(chance, 500_000)));
    } else if (market.type === 'tied_match') {
      prices.set(
        market.key,
        [outcomes.draw, 1 - outcomes.draw].map((chance, index) => exchangeRunner(chance, (level, side) => sizes(market.key, index, level, side))),
      );
    } else if (state.sport === 'cricket' && state.phase !== 'done' && state.phase !== 'break') {
      prices.set(market.key, [fancyRunner(fancyTotals(state, horizonOf(market.key)))]);
    }
  }
  return prices;
}

/** The results decided by this state for the given market keys (those not decided are left out). */
export function decidedResults(state: MatchState, keys: readonly string[]): Map<string, EngineResult> {
  const results = new Map<string, EngineResult>();
  for (const key of keys) {
    const result = resultOf(state, key);
    if (result) results.set(key, result);
  }
  return results;
}

function resultOf(state: MatchState, key: string): EngineResult | undefined {
  if (state.sport === 'racing') return key === 'mo' && state.result ? { kind: 'winner', runnerKey: `r${state.result.winner + 1}` } : undefined;
  if (key === 'mo' || key === 'bm') {
    if (!state.result) return undefined;
    const suffix = key === 'bm' ? '.bm' : '';
    const winner = state.result.winner;
    if (winner === null) return state.sport === 'football' || state.sport === 'kabaddi' ? { kind: 'winner', runnerKey: 'd' } : { kind: 'void' };
    return { kind: 'winner', runnerKey: `${winner === 0 ? 'h' : 'a'}${suffix}` };
  }
  if (key === 'tm') return state.result ? { kind: 'winner', runnerKey: state.result.winner === null ? 'tm.y' : 'tm.n' } : undefined;
  if (state.sport !== 'cricket') return undefined;
  const match = /^i([12])\.(f|w)(\d+)$/.exec(key);
  if (!match) return undefined;
  const innings = state.innings[Number(match[1]) - 1];
  if (!innings) return undefined;
  const count = Number(match[3]);
  if (match[2] === 'f') {
    if (innings.overTotals.length >= count) return { kind: 'runs', runs: innings.overTotals[count - 1]! };
    return inningsEnded(state, innings) ? { kind: 'runs', runs: innings.runs } : undefined;
  }
  if (innings.wicketTotals.length >= count) return { kind: 'runs', runs: innings.wicketTotals[count - 1]! };
  return inningsEnded(state, innings) ? { kind: 'runs', runs: innings.runs } : undefined;
}
