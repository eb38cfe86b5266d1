// Prices from the match (docs/decisions/151), property tests with fast-check over many simulated
// matches, at every step: every offered back and lay has an expected return of at most nothing under
// one model of the match (so by Farkas' lemma no combination of bets is a sure profit), random
// combinations of backs and lays across the event's markets never win in every outcome, and the
// chances move the right way (a wicket, a goal, a point).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isOnLadder } from '../ladder.ts';
import { currentInnings, type CricketState } from './cricket-state.ts';
import { matchMarkets, openFancyMarkets, priceMarkets, type EngineMarket } from './markets.ts';
import { newMatch, stepMatch, type MatchState, type Sport } from './match.ts';
import { raceChances, type RacingState } from './racing.ts';
import { bookmakerRunner, exchangeRunner, fancyRunner, fancyTotals, MAX_RATE, outcomeChances, type Ladder, type Outcomes } from './pricing.ts';

const sizes = () => 500;
const EPSILON = 1e-9;

/** Every state of a whole match from `seed`, the first included. */
function states(sport: Sport, seed: number): MatchState[] {
  let state = newMatch(sport, sport === 'racing' ? ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] : ['India', 'Australia'], seed);
  const all = [state];
  while (!state.result) {
    state = stepMatch(state).state;
    all.push(state);
  }
  return all;
}

type Outcome = 'home' | 'away' | 'draw';
const OUTCOMES: Outcome[] = ['home', 'away', 'draw'];

/** The decimal odds of a cell: exchange prices as they are, bookmaker rates as 1 + rate / 100. */
const decimal = (market: EngineMarket, price: number) => (market.type === 'bookmaker' ? 1 + price / 100 : price);

/** For a match-level market's runner: in which outcomes it wins, and in which the market is void. */
function runnerFate(state: MatchState, market: EngineMarket, index: number): { wins: Outcome[]; voidIn: Outcome[] } {
  if (market.type === 'tied_match') return { wins: index === 0 ? ['draw'] : ['home', 'away'], voidIn: [] };
  const voidIn: Outcome[] = state.sport === 'cricket' ? ['draw'] : [];
  return { wins: [OUTCOMES[index]!], voidIn };
}

/** The problems of one state's prices: any bet with a positive expected return under the model. */
function problemsOf(state: MatchState): string[] {
  const problems: string[] = [];
  const outcomes = outcomeChances(state);
  const total = outcomes.home + outcomes.away + outcomes.draw;
  if (Math.abs(total - 1) > 1e-9 || OUTCOMES.some((outcome) => outcomes[outcome] < 0)) problems.push(`chances ${JSON.stringify(outcomes)}`);
  const markets = [...matchMarkets(state), ...openFancyMarkets(state)];
  const prices = priceMarkets(state, markets, sizes, outcomes);
  for (const market of markets) {
    const ladders = prices.get(market.key);
    if (!ladders) continue;
    // Every offered rate can be asked by a bet (the contract's maximum).
    for (const ladder of ladders) {
      for (const level of [...ladder.back, ...ladder.lay]) {
        const rate = market.type === 'fancy' ? level.size : level.price;
        if (rate > MAX_RATE) problems.push(`${market.key} rate ${rate} above ${MAX_RATE}`);
      }
    }
    if (market.type === 'fancy') {
      const totals = fancyTotals(state as CricketState, market.key.includes('.f') ? { over: Number(market.key.split('.f')[1]) } : { nextWicket: true });
      const below = (line: number) => totals.slice(0, Math.max(0, line)).reduce((sum, chance) => sum + chance, 0);
      const ladder = ladders[0]!;
      for (const yes of ladder.back) if ((1 - below(yes.price)) * (yes.size / 100) - below(yes.price) > EPSILON) problems.push(`${market.key} Yes ${yes.price}@${yes.size}`);
      for (const no of ladder.lay) if (below(no.price) - (1 - below(no.price)) * (no.size / 100) > EPSILON) problems.push(`${market.key} No ${no.price}@${no.size}`);
      continue;
    }
    ladders.forEach((ladder, index) => {
      const { wins, voidIn } = runnerFate(state, market, index);
      const notVoid = 1 - voidIn.reduce((sum, outcome) => sum + outcomes[outcome], 0);
      if (notVoid <= 0) return;
      const win = wins.reduce((sum, outcome) => sum + outcomes[outcome], 0) / notVoid;
      for (const { price } of ladder.back) {
        if (market.type !== 'bookmaker' && !isOnLadder(price)) problems.push(`${market.key} back ${price} off the ladder`);
        if (win * (decimal(market, price) - 1) - (1 - win) > EPSILON) problems.push(`${market.key}/${index} back ${price} (wins ${win})`);
      }
      for (const { price } of ladder.lay) if (1 - win - win * (decimal(market, price) - 1) > EPSILON) problems.push(`${market.key}/${index} lay ${price} (wins ${win})`);
      const backs = ladder.back.map((level) => level.price);
      const lays = ladder.lay.map((level) => level.price);
      if (backs.some((price, level) => level > 0 && price >= backs[level - 1]!)) problems.push(`${market.key} backs not best first`);
      if (lays.some((price, level) => level > 0 && price <= lays[level - 1]!)) problems.push(`${market.key} lays not best first`);
      if (backs[0] !== undefined && lays[0] !== undefined && backs[0] >= lays[0]) problems.push(`${market.key} back ${backs[0]} ≥ lay ${lays[0]}`);
    });
  }
  return problems;
}

/** A bet on a match-level market: what it returns (profit, or minus the stake) in each outcome. */
function payoff(state: MatchState, market: EngineMarket, index: number, side: 'back' | 'lay', price: number, stake: number): Record<Outcome, number> {
  const { wins, voidIn } = runnerFate(state, market, index);
  const odds = decimal(market, price);
  const out = {} as Record<Outcome, number>;
  for (const outcome of OUTCOMES) {
    if (voidIn.includes(outcome)) out[outcome] = 0;
    else if (wins.includes(outcome)) out[outcome] = side === 'back' ? stake * (odds - 1) : -stake * (odds - 1);
    else out[outcome] = side === 'back' ? -stake : stake;
  }
  return out;
}

const SPORTS: Sport[] = ['cricket', 'football', 'tennis', 'kabaddi'];

describe('prices from the match', () => {
  it('offer no bet with a positive expected return, at every step of many matches of every sport (property)', () => {
    for (const sport of SPORTS) {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
          const problems = states(sport, seed).flatMap((state) => problemsOf(state));
          expect(problems.slice(0, 5)).toEqual([]);
        }),
        { numRuns: sport === 'cricket' ? 25 : 40, seed: 31 },
      );
    }
  });

  it('never let random combinations of backs and lays across match odds, bookmaker and tied match win in every outcome (property)', () => {
    for (const sport of SPORTS) {
      fc.assert(
        fc.property(
          fc.integer({ min: 1, max: 2 ** 31 - 1 }),
          fc.double({ min: 0, max: 1, noNaN: true }),
          fc.array(fc.record({ market: fc.nat(), runner: fc.nat(), level: fc.nat(2), lay: fc.boolean(), stake: fc.integer({ min: 1, max: 10_000 }) }), { minLength: 1, maxLength: 8 }),
          (seed, when, picks) => {
            const all = states(sport, seed);
            const state = all[Math.floor(when * (all.length - 1))]!;
            const markets = matchMarkets(state);
            const prices = priceMarkets(state, markets, sizes);
            const sum: Record<Outcome, number> = { home: 0, away: 0, draw: 0 };
            let bets = 0;
            for (const pick of picks) {
              const market = markets[pick.market % markets.length]!;
              const ladders = prices.get(market.key);
              if (!ladders) continue;
              const index = pick.runner % ladders.length;
              const side = pick.lay ? 'lay' : 'back';
              const cell = ladders[index]![side][Math.min(pick.level, ladders[index]![side].length - 1)];
              if (!cell) continue;
              const result = payoff(state, market, index, side, cell.price, pick.stake);
              for (const outcome of OUTCOMES) sum[outcome] += result[outcome];
              bets += 1;
            }
            const possible = OUTCOMES.filter((outcome) => sport !== 'tennis' || outcome !== 'draw');
            return bets === 0 || possible.some((outcome) => sum[outcome] <= 1e-6);
          },
        ),
        { numRuns: 300, seed: 32 },
      );
    }
  });

  it('refuse the issue’s sure profit: backing both sides across bookmaker and match odds costs more than it returns', () => {
    for (const state of states('cricket', 5).filter((_, index) => index % 10 === 0)) {
      const outcomes = outcomeChances(state);
      const notTie = 1 - outcomes.draw;
      const home = exchangeRunner(outcomes.home / notTie, sizes).back[0]?.price;
      const awayRate = bookmakerRunner(outcomes.away / notTie, 1).back[0]?.price;
      if (home === undefined || awayRate === undefined) continue;
      expect(1 / home + 1 / (1 + awayRate / 100)).toBeGreaterThanOrEqual(1);
    }
  });

  it('a wicket lowers the batting side’s chance; a goal raises the scorer’s; a point won raises the winner’s', () => {
    let wickets = 0;
    let goals = 0;
    let points = 0;
    const sideChance = (outcomes: Outcomes, side: 0 | 1) => (side === 0 ? outcomes.home : outcomes.away);
    for (let seed = 1; seed <= 20; seed += 1) {
      for (const sport of SPORTS) {
        let state = newMatch(sport, ['India', 'Australia'], seed);
        while (!state.result) {
          const before = outcomeChances(state);
          const step = stepMatch(state);
          const after = outcomeChances(step.state);
          const { happened } = step;
          if (happened.kind === 'ball' && happened.wicket && state.sport === 'cricket') {
            const batting = currentInnings(state).team;
            if (sideChance(before, batting) > 1e-6) {
              expect(sideChance(after, batting)).toBeLessThan(sideChance(before, batting));
              wickets += 1;
            }
          }
          if (happened.kind === 'minute' && happened.goal !== null) {
            expect(sideChance(after, happened.goal)).toBeGreaterThan(sideChance(before, happened.goal));
            goals += 1;
          }
          if (happened.kind === 'point' && !step.state.result) {
            expect(sideChance(after, happened.won)).toBeGreaterThan(sideChance(before, happened.won) - 1e-12);
            points += 1;
          }
          state = step.state;
        }
      }
    }
    expect(wickets).toBeGreaterThan(100);
    expect(goals).toBeGreaterThan(20);
    expect(points).toBeGreaterThan(1000);
  });

  it('starts a cricket match near evens with a tie about one in a hundred, and a fancy line near the expected score', () => {
    const start = newMatch('cricket', ['India', 'Australia'], 3) as CricketState;
    const outcomes = outcomeChances(start);
    expect(Math.abs(outcomes.home - outcomes.away)).toBeLessThan(0.05);
    expect(outcomes.draw).toBeGreaterThan(0.003);
    expect(outcomes.draw).toBeLessThan(0.03);
    const twenty = fancyRunner(fancyTotals(start, { over: 20 }));
    expect(twenty.lay[0]!.price).toBeGreaterThan(150);
    expect(twenty.lay[0]!.price).toBeLessThan(185);
    expect(twenty.back[0]).toEqual({ price: twenty.lay[0]!.price + 1, size: 100 });
    const ladder: Ladder = exchangeRunner(0.5, sizes);
    expect(ladder.back.map((level) => level.price)).toEqual([1.98, 1.97, 1.96]);
    expect(ladder.lay.map((level) => level.price)).toEqual([2.02, 2.04, 2.06]);
  });
});

describe('race prices', () => {
  it('offer no back or lay with a positive expected return at any step of many races (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
        const problems: string[] = [];
        for (const state of states('racing', seed)) {
          if (state.result) continue;
          const chances = raceChances(state as RacingState);
          const markets = matchMarkets(state);
          const ladders = priceMarkets(state, markets, sizes).get('mo')!;
          ladders.forEach((ladder, index) => {
            const win = chances[index]!;
            for (const { price } of ladder.back) if (!isOnLadder(price) || win * (price - 1) - (1 - win) > EPSILON) problems.push(`back ${price} (wins ${win})`);
            for (const { price } of ladder.lay) if (1 - win - win * (price - 1) > EPSILON) problems.push(`lay ${price} (wins ${win})`);
          });
        }
        expect(problems.slice(0, 5)).toEqual([]);
      }),
      { numRuns: 40, seed: 33 },
    );
  });
});
