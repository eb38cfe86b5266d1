// Cricket, T20 (docs/decisions/150): two innings ball by ball. Each delivery is an extra (a wide or a
// no-ball: one run, bowled again) or a legal ball: a wicket, a dot, 1, 2, 3, 4 or 6, with the chances of
// the ball model (cricket-ball.ts). An innings ends at 10 wickets or 20 overs, a chase when it reaches
// the target. Pure: a state in (cricket-state.ts), a state out.
//
// The players (docs/decisions/216): who bowls each over and how a wicket falls draw from a second stream
// of random numbers (cricket-players.ts), so the balls' outcomes, and with them the scoring rates and
// prices, are those of the same seed without players.
import { BALL_RUNS, BALLS, ballChances, DELIVERY_SECONDS, EXTRA_CHANCE, INNINGS_BREAK_SECONDS, OVER_CHANGE_SECONDS, WICKET, WICKETS } from './cricket-ball.ts';
import { drawDismissal, nextBowler } from './cricket-players.ts';
import { currentInnings, newInnings, withPlayers, type CricketResult, type CricketState, type CricketStep, type Dismissal, type Innings } from './cricket-state.ts';
import { drawsFrom, weighted, type Draws } from './random.ts';

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
  const innings = copyInnings(currentInnings(state));
  const bowlingSquad = state.squads[innings.team === 0 ? 1 : 0];
  // A new over: its bowler.
  if (innings.overBowlers.length <= Math.floor(innings.balls / 6)) innings.overBowlers.push(nextBowler(bowlingSquad, innings.overBowlers, people));
  const bowler = innings.overBowlers[innings.overBowlers.length - 1]!;
  const batter = innings.striker;
  const legal = draws.next() >= EXTRA_CHANCE;
  const ball = legal ? bowlLegal(innings, draws, people, bowlingSquad, bowler) : bowlExtra(innings, bowler);
  const { label, runs, dismissal } = ball;
  innings.recent = [...innings.recent, label].slice(-12);
  const overEnded = legal && innings.balls % 6 === 0;
  if (overEnded) {
    innings.overTotals.push(innings.runs);
    [innings.striker, innings.nonStriker] = [innings.nonStriker, innings.striker];
  }
  const { next, inningsEnded } = afterDelivery(state, innings, draws, people);
  const seconds = inningsEnded ? (next.phase === 'break' ? INNINGS_BREAK_SECONDS : 0) : DELIVERY_SECONDS + (overEnded ? OVER_CHANGE_SECONDS : 0);
  return {
    state: next,
    happened: { kind: 'ball', label, runs, legal, wicket: dismissal !== null, boundary: runs === 4 || runs === 6, overEnded, inningsEnded, batter, bowler, dismissal },
    seconds,
  };
}

/** The innings to change: a copy of every list and line in it (the stored state stays as it was). */
function copyInnings(before: Innings): Innings {
  return {
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
}

interface Delivery {
  label: string;
  runs: number;
  dismissal: Dismissal | null;
}

/** A wide or no-ball: one run to the innings and the bowler, not a ball of the over. */
function bowlExtra(innings: Innings, bowler: number): Delivery {
  innings.runs += 1;
  innings.extras += 1;
  innings.bowlers[bowler]!.runs += 1;
  return { label: 'wd', runs: 1, dismissal: null };
}

/** A legal ball: its outcome from the ball model, then a wicket or the runs off the bat. */
function bowlLegal(innings: Innings, draws: Draws, people: Draws, bowlingSquad: CricketState['squads'][number], bowler: number): Delivery {
  const outcome = weighted(draws, ballChances(innings.balls, innings.wickets));
  innings.balls += 1;
  innings.bowlers[bowler]!.balls += 1;
  innings.batters[innings.striker]!.balls += 1;
  if (outcome === WICKET) return { label: 'W', runs: 0, dismissal: takeWicket(innings, people, bowlingSquad, bowler) };
  const runs = BALL_RUNS[outcome]!;
  scoreRuns(innings, bowler, runs);
  return { label: String(runs), runs, dismissal: null };
}

function takeWicket(innings: Innings, people: Draws, bowlingSquad: CricketState['squads'][number], bowler: number): Dismissal {
  const batter = innings.striker;
  innings.wickets += 1;
  innings.wicketTotals.push(innings.runs);
  innings.bowlers[bowler]!.wickets += 1;
  innings.batters[batter]!.out = true;
  const { kind, fielder } = drawDismissal(people, bowlingSquad);
  if (fielder !== null) innings.catches[fielder] = innings.catches[fielder]! + 1;
  const dismissal: Dismissal = { batter, bowler, fielder, kind, total: innings.runs };
  innings.dismissals.push(dismissal);
  // The next batter in takes strike; after the tenth wicket nobody comes in.
  if (innings.nextIn < innings.batters.length && innings.wickets < WICKETS) {
    innings.striker = innings.nextIn;
    innings.nextIn += 1;
  }
  return dismissal;
}

/** Runs off the bat: to the innings, the bowler and the striker; an odd number changes the strike. */
function scoreRuns(innings: Innings, bowler: number, runs: number): void {
  const facing = innings.batters[innings.striker]!;
  innings.runs += runs;
  innings.bowlers[bowler]!.runs += runs;
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
}

/** The match after the delivery: the first innings over goes to the break, the chase decided ends the match. */
function afterDelivery(state: CricketState, innings: Innings, draws: Draws, people: Draws): { next: CricketState; inningsEnded: boolean } {
  const inningsList = state.innings.length === 1 ? [innings] : [state.innings[0]!, innings];
  const next: CricketState = { ...state, innings: inningsList, rng: draws.state, playerRng: people.state };
  if (state.phase === 'innings1') {
    const inningsEnded = innings.wickets >= WICKETS || innings.balls >= BALLS;
    return { next: inningsEnded ? { ...next, phase: 'break' } : next, inningsEnded };
  }
  const result = resultOf(state.innings[0]!, innings);
  return { next: result ? { ...next, phase: 'done', result } : next, inningsEnded: result !== null };
}
