// The match engine (docs/decisions/150): whole matches in milliseconds, legal in every state, every
// kind of result over many seeds, the same match from the same seed.
import { describe, expect, it } from 'vitest';
import { BALLS, WICKETS } from './cricket-ball.ts';
import { runDistribution } from './cricket-runs.ts';
import { currentInnings, targetOf, type CricketState } from './cricket-state.ts';
import type { FootballState } from './football.ts';
import { kabaddiOutcomes, type KabaddiState } from './kabaddi.ts';
import { newMatch, scoreBoard, scoreLines, stepMatch, type MatchState, type ScoreBoard, type Sport } from './match.ts';
import { raceChances, type RacingState } from './racing.ts';
import type { TennisState } from './tennis.ts';

const RUNNERS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'];

function play(sport: Sport, seed: number, each?: (state: MatchState, previous: MatchState) => void): { final: MatchState; steps: number; seconds: number } {
  let state = newMatch(sport, sport === 'racing' ? RUNNERS : ['India', 'Australia'], seed);
  let steps = 0;
  let seconds = 0;
  while (!state.result) {
    const step = stepMatch(state);
    each?.(step.state, state);
    seconds += step.seconds;
    state = step.state;
    steps += 1;
    if (steps > 5_000) throw new Error('the match never ends');
  }
  return { final: state, steps, seconds };
}

/** What is illegal in a cricket state after `previous`, or null (plain checks: expect() per ball is slow). */
function cricketProblem(state: CricketState, previous: CricketState): string | null {
  for (const innings of state.innings) {
    if (innings.wickets > WICKETS || innings.balls > BALLS) return 'more than 10 wickets or 20 overs';
    if (innings.overTotals.length !== Math.floor(innings.balls / 6)) return 'an over total missing';
    if (innings.wicketTotals.length !== innings.wickets) return 'a fall of wicket missing';
  }
  const first = state.innings[0]!;
  const firstOver = first.wickets === WICKETS || first.balls === BALLS;
  if (state.phase === 'innings1' ? firstOver : !firstOver) return 'the first innings did not end at 10 wickets or 20 overs';
  if (state.innings.length === 2) {
    const second = state.innings[1]!;
    if (second.team === first.team) return 'the same side bats twice';
    if (previous.innings[1] && previous.innings[1].runs >= targetOf(state)!) return 'the chase went on past the target';
  }
  if (state.result) {
    const second = state.innings[1]!;
    const { kind, margin } = state.result;
    if (kind === 'wickets' && !(second.runs > first.runs && margin === WICKETS - second.wickets)) return 'a wrong win by wickets';
    if (kind === 'runs' && !(first.runs > second.runs && margin === first.runs - second.runs && (second.wickets === WICKETS || second.balls === BALLS)))
      return 'a wrong win by runs';
    if (kind === 'tie' && first.runs !== second.runs) return 'a wrong tie';
  }
  return null;
}

describe('cricket (T20)', () => {
  // What a match costs is a benchmark's figure (bench/engine-cpu.ts), not a timed test's: a loaded machine ran it 2× slower.
  it('plays whole matches, legal in every state, with totals of a T20', () => {
    const matches = 300;
    const totals: number[] = [];
    const kinds = new Set<string>();
    const problems = new Set<string>();
    for (let seed = 1; seed <= matches; seed += 1) {
      const { final } = play('cricket', seed, (state, previous) => {
        const problem = cricketProblem(state as CricketState, previous as CricketState);
        if (problem) problems.add(`seed ${seed}: ${problem}`);
      });
      const cricket = final as CricketState;
      totals.push(cricket.innings[0]!.runs);
      kinds.add(cricket.result!.kind);
    }
    expect([...problems]).toEqual([]);
    totals.sort((a, b) => a - b);
    const mean = totals.reduce((sum, total) => sum + total, 0) / totals.length;
    expect(mean).toBeGreaterThan(150);
    expect(mean).toBeLessThan(185);
    // Most first innings are between 140 and 200.
    expect(totals.filter((total) => total >= 130 && total <= 205).length / totals.length).toBeGreaterThan(0.75);
    expect([...kinds]).toEqual(expect.arrayContaining(['runs', 'wickets']));
  });

  it('ties too, over enough seeds, and each result reads as a cricket result', () => {
    const found = new Map<string, string>();
    for (let seed = 1; found.size < 3 && seed < 5_000; seed += 1) {
      const { final } = play('cricket', seed);
      const cricket = final as CricketState;
      if (!found.has(cricket.result!.kind)) found.set(cricket.result!.kind, scoreLines(cricket).summary);
    }
    expect([...found.keys()].sort()).toEqual(['runs', 'tie', 'wickets']);
    expect(found.get('tie')).toBe('Match tied');
    expect(found.get('runs')).toMatch(/^(India|Australia) won by \d+ runs?$/);
    expect(found.get('wickets')).toMatch(/^(India|Australia) won by \d+ wickets?$/);
  });

  it('has an innings break between the innings and a scoreboard with the chase', () => {
    let state = newMatch('cricket', ['India', 'Australia'], 7) as CricketState;
    while (state.phase === 'innings1') state = stepMatch(state).state as CricketState;
    expect(state.phase).toBe('break');
    expect(scoreLines(state).summary).toMatch(/^Innings break: (India|Australia) need \d+ to win$/);
    const resumed = stepMatch(state);
    expect(resumed.happened.kind).toBe('second_innings');
    const chase = stepMatch(resumed.state).state as CricketState;
    expect(currentInnings(chase).team).not.toBe(chase.battingFirst);
    expect(scoreLines(chase).summary).toMatch(/need \d+ from \d+ balls|Wicket!|FOUR|SIX/);
  });

  it('is the same match from the same seed, and resumes from a stored state', () => {
    const a = play('cricket', 42).final;
    const b = play('cricket', 42).final;
    expect(a).toEqual(b);
    // Stored halfway (JSON, as in the database) and resumed: the same match.
    let state = newMatch('cricket', ['India', 'Australia'], 42);
    for (let i = 0; i < 130; i += 1) state = stepMatch(state).state;
    state = JSON.parse(JSON.stringify(state)) as MatchState;
    while (!state.result) state = stepMatch(state).state;
    expect(state).toEqual(a);
  });

  it('gives run distributions that add up to 1 and whose mean is the simulated mean', () => {
    const whole = runDistribution({ over: 20 }, 0, 0);
    const sum = whole.reduce((total, chance) => total + chance, 0);
    expect(sum).toBeCloseTo(1, 9);
    const mean = whole.reduce((total, chance, runs) => total + chance * runs, 0);
    let simulated = 0;
    for (let seed = 1; seed <= 400; seed += 1) simulated += (play('cricket', seed).final as CricketState).innings[0]!.runs;
    expect(Math.abs(mean - simulated / 400)).toBeLessThan(4);
    // After 6 overs nothing more counts for the 6-over line; the next wicket line is shorter.
    expect(runDistribution({ over: 6 }, 36, 2)[0]).toBe(1);
    const toWicket = runDistribution({ nextWicket: true }, 0, 0).reduce((total, chance, runs) => total + chance * runs, 0);
    expect(toWicket).toBeGreaterThan(10);
    expect(toWicket).toBeLessThan(mean);
  });
});

describe('football', () => {
  it('plays by the minute: two halves with added time, half-time, goals, every result', () => {
    const winners = new Set<string>();
    const problems = new Set<string>();
    let goals = 0;
    for (let seed = 1; seed <= 300; seed += 1) {
      let halfTime = false;
      const { final, seconds } = play('football', seed, (state, previous) => {
        const football = state as FootballState;
        const before = previous as FootballState;
        if (football.minute - before.minute > 1) problems.add('more than a minute a step');
        if (football.goals[0] + football.goals[1] - before.goals[0] - before.goals[1] > 1) problems.add('two goals in a step');
        if (football.phase === 'half_time') {
          halfTime = true;
          if (football.minute < 46 || football.minute > 48) problems.add(`half-time at ${football.minute}`);
        }
      });
      const football = final as FootballState;
      expect(halfTime).toBe(true);
      expect(football.minute).toBeGreaterThanOrEqual(92);
      expect(football.minute).toBeLessThanOrEqual(95);
      expect(seconds / 60).toBeGreaterThan(100);
      goals += football.goals[0] + football.goals[1];
      winners.add(String(football.result!.winner));
      expect(football.scorers.length).toBe(football.goals[0] + football.goals[1]);
    }
    expect([...problems]).toEqual([]);
    expect(winners).toEqual(new Set(['0', '1', 'null']));
    expect(goals / 300).toBeGreaterThan(2);
    expect(goals / 300).toBeLessThan(3.3);
  });
});

describe('tennis', () => {
  it('plays by the point: games, sets with tie-breaks, best of 3; both players win; 2 and 3 set matches', () => {
    const winners = new Set<number>();
    const setCounts = new Set<number>();
    let tiebreaks = 0;
    const problems = new Set<string>();
    for (let seed = 1; seed <= 200; seed += 1) {
      const { final } = play('tennis', seed, (state) => {
        const tennis = state as TennisState;
        if (tennis.tiebreak && !(tennis.games[0] === 6 && tennis.games[1] === 6)) problems.add('a tie-break before 6-6');
        for (const [a, b] of tennis.sets) {
          const [high, low] = a > b ? [a, b] : [b, a];
          if (!(high === 6 ? low <= 4 : high === 7 && (low === 5 || low === 6))) problems.add(`a set of ${a}-${b}`);
        }
      });
      if ((final as TennisState).sets.some(([a, b]) => a + b === 13)) tiebreaks += 1;
      const tennis = final as TennisState;
      winners.add(tennis.result!.winner);
      setCounts.add(tennis.sets.length);
      expect(tennis.sets.filter((set) => set[tennis.result!.winner] > set[1 - tennis.result!.winner]!).length).toBe(2);
    }
    expect([...problems]).toEqual([]);
    expect(winners).toEqual(new Set([0, 1]));
    expect(setCounts).toEqual(new Set([2, 3]));
    expect(tiebreaks).toBeGreaterThan(0);
  });
});

describe('the scoreboard', () => {
  it('shows football minute and goals, tennis sets, games and points with advantage', () => {
    let football = newMatch('football', ['Arsenal', 'Chelsea'], 3);
    for (let i = 0; i < 30; i += 1) football = stepMatch(football).state;
    expect(scoreBoard(football)).toMatchObject({ sport: 'football', minute: 30, phase: 'first_half' });
    const tennis = { ...(newMatch('tennis', ['A', 'B'], 4) as TennisState), sets: [[6, 4]] as [number, number][], games: [2, 1] as [number, number], points: [4, 3] as [number, number] };
    expect(scoreBoard(tennis)).toMatchObject({ sport: 'tennis', sets: [[6, 4]], games: [2, 1], points: ['AD', '40'] });
  });
  it('shows kabaddi points, minute and half (decision 215)', () => {
    const kabaddi = { ...(newMatch('kabaddi', ['Patna', 'Bengal'], 6) as KabaddiState), clock: 14 * 60 + 30, points: [21, 18] as [number, number] };
    expect(scoreBoard(kabaddi)).toEqual({ sport: 'kabaddi', points: [21, 18], minute: 14, phase: 'first_half' });
    expect(scoreBoard({ ...kabaddi, phase: 'half_time' })).toMatchObject({ phase: 'half_time' });
  });
  it('shows a race as the metres each runner has covered, never past the post (decision 213)', () => {
    let race = newMatch('racing', RUNNERS, 5) as RacingState;
    expect(scoreBoard(race)).toEqual({ sport: 'racing', distance: race.distance, runners: RUNNERS.map((name) => ({ name, metres: 0 })) });
    while (race.phase === 'running') race = stepMatch(race).state as RacingState;
    const board = scoreBoard(race) as Extract<ScoreBoard, { sport: 'racing' }>;
    const winner = board.runners[race.result!.winner]!;
    expect(winner.metres).toBe(race.distance);
    expect(Math.max(...board.runners.map((runner) => runner.metres))).toBe(race.distance);
    expect(board.runners.every((runner) => Number.isInteger(runner.metres) && runner.metres >= 0)).toBe(true);
  });
});

describe('horse racing', () => {
  it('runs whole races in steps of 5 s to one winner past the post; the stronger wins more often; chances add up to 1', () => {
    const winners = new Set<number>();
    let strongestWon = 0;
    for (let seed = 1; seed <= 200; seed += 1) {
      const { final, steps, seconds } = play('racing', seed);
      const race = final as RacingState;
      expect(race.run[race.result!.winner]!).toBeGreaterThanOrEqual(race.distance);
      expect(steps * 5).toBeGreaterThanOrEqual(race.distance / 20);
      expect(seconds).toBeLessThan(200);
      winners.add(race.result!.winner);
      if (race.strength[race.result!.winner] === Math.max(...race.strength)) strongestWon += 1;
    }
    expect(winners.size).toBeGreaterThan(4);
    expect(strongestWon / 200).toBeGreaterThan(0.2);
    const start = newMatch('racing', RUNNERS, 5) as RacingState;
    const chances = raceChances(start);
    expect(chances.reduce((sum, chance) => sum + chance, 0)).toBeCloseTo(1, 9);
    expect(chances.indexOf(Math.max(...chances))).toBe(start.strength.indexOf(Math.max(...start.strength)));
  });
});

describe('kabaddi (decision 211)', () => {
  it('plays two halves of 20 minutes raid by raid, each side in turn, with plausible scores and every kind of result', () => {
    const winners = new Set<string>();
    let totals = 0;
    const matches = 300;
    for (let seed = 1; seed <= matches; seed += 1) {
      const problems = new Set<string>();
      const { final, seconds } = play('kabaddi', seed, (state, previous) => {
        const now = state as KabaddiState;
        const before = previous as KabaddiState;
        const gained = now.points[0] + now.points[1] - before.points[0] - before.points[1];
        if (gained < 0 || gained > 5) problems.add(`${gained} points in a raid`);
        if (before.phase !== 'half_time' && now.phase !== 'done' && now.phase !== 'half_time' && now.raiding === before.raiding) problems.add('the same side raided twice');
        if (now.phase === 'half_time' && now.clock !== 20 * 60) problems.add(`half-time at ${now.clock}`);
      });
      expect([...problems]).toEqual([]);
      const kabaddi = final as KabaddiState;
      expect(kabaddi.clock).toBe(40 * 60);
      expect(seconds).toBe(40 * 60 - 30 + 5 * 60);
      totals += kabaddi.points[0] + kabaddi.points[1];
      winners.add(String(kabaddi.result!.winner));
      expect(kabaddi.result!.winner).toBe(kabaddi.points[0] > kabaddi.points[1] ? 0 : kabaddi.points[1] > kabaddi.points[0] ? 1 : null);
    }
    expect(winners).toEqual(new Set(['0', '1', 'null']));
    // A professional match: about 60-75 points between the sides.
    expect(totals / matches).toBeGreaterThan(55);
    expect(totals / matches).toBeLessThan(80);
  });

  it('prices from the points and the raids left: a raid’s points raise the raider’s chance, the end decides', () => {
    let state = newMatch('kabaddi', ['Patna Pirates', 'Bengal Warriors'], 9) as KabaddiState;
    const start = kabaddiOutcomes(state);
    expect(start.home + start.away + start.draw).toBeCloseTo(1, 9);
    expect(start.draw).toBeGreaterThan(0.01);
    expect(Math.abs(start.home - start.away)).toBeLessThan(0.5);
    let checked = 0;
    while (!state.result) {
      const step = stepMatch(state);
      const next = step.state as KabaddiState;
      if (step.happened.kind === 'raid' && next.phase !== 'done') {
        const lead = (s: KabaddiState) => s.points[0] - s.points[1];
        const home = (s: KabaddiState) => kabaddiOutcomes(s).home;
        if (lead(next) > lead(state)) expect(home(next)).toBeGreaterThan(home(state) - 0.02);
        checked += 1;
      }
      state = next;
    }
    expect(checked).toBeGreaterThan(50);
    expect(kabaddiOutcomes(state)).toEqual(state.result.winner === null ? { home: 0, away: 0, draw: 1 } : state.result.winner === 0 ? { home: 1, away: 0, draw: 0 } : { home: 0, away: 1, draw: 0 });
    expect(scoreLines(state).summary).toBe('Full time');
    expect(scoreBoard(state)).toEqual({ sport: 'kabaddi', points: state.points, minute: 40, phase: 'done' });
  });
});

