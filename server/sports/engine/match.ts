// One match of any sport the engine plays (docs/decisions/150): a state, a step, what happened, the
// scoreboard lines and the result. Pure; the match runner (runner.ts) stores the state between steps.
import { BALLS } from './cricket-ball.ts';
import { currentInnings, newCricketMatch, oversText, targetOf, type CricketHappening, type CricketState } from './cricket-state.ts';
import { stepCricket } from './cricket.ts';
import { newFootballMatch, stepFootball, type FootballHappening, type FootballState } from './football.ts';
import { newKabaddiMatch, stepKabaddi, type KabaddiHappening, type KabaddiState } from './kabaddi.ts';
import { newRace, stepRace, type RacingState } from './racing.ts';
import { isBreakPoint, newTennisMatch, stepTennis, type TennisHappening, type TennisState } from './tennis.ts';

export type MatchState = CricketState | FootballState | TennisState | RacingState | KabaddiState;
export type Sport = MatchState['sport'];
export type RacingHappening = { kind: 'race_step' };
export type Happening = CricketHappening | FootballHappening | TennisHappening | RacingHappening | KabaddiHappening;

export interface MatchStep {
  state: MatchState;
  happened: Happening;
  /** Match seconds until the next step (0 when the match is over). */
  seconds: number;
  /** Markets suspend for a moment after this step (a wicket, a boundary, a goal, a break point coming). */
  pause: boolean;
}

/** A new match: two sides' names, or a race's runners. */
export function newMatch(sport: Sport, names: readonly string[], seed: number): MatchState {
  if (sport === 'racing') return newRace(names, seed);
  const sides: [string, string] = [names[0]!, names[1]!];
  if (sport === 'cricket') return newCricketMatch(sides, seed);
  if (sport === 'football') return newFootballMatch(sides, seed);
  if (sport === 'kabaddi') return newKabaddiMatch(sides, seed);
  return newTennisMatch(sides, seed);
}

export function stepMatch(state: MatchState): MatchStep {
  if (state.sport === 'racing') return { ...stepRace(state), happened: { kind: 'race_step' }, pause: false };
  if (state.sport === 'cricket') {
    const step = stepCricket(state);
    const pause = step.happened.kind === 'ball' && (step.happened.wicket || step.happened.boundary);
    return { ...step, pause };
  }
  if (state.sport === 'football') {
    const step = stepFootball(state);
    return { ...step, pause: step.happened.kind === 'minute' && step.happened.goal !== null };
  }
  if (state.sport === 'kabaddi') {
    // A super raid (3 points) or an all out suspends for a moment.
    const step = stepKabaddi(state);
    return { ...step, pause: step.happened.kind === 'raid' && (step.happened.raidPoints >= 3 || step.happened.allOut !== null) };
  }
  const step = stepTennis(state);
  return { ...step, pause: isBreakPoint(step.state) };
}

const code = (name: string) => name.replace(/[^A-Za-z]/g, '').slice(0, 3).toUpperCase();

/**
 * What the summary says, as data (docs/decisions/225): a kind, the side it is about (a name, content)
 * and its numbers. The client words it in the site's language; `summary` stays the English line.
 */
export type ScoreMoment =
  | { kind: 'batting'; team: string }
  | { kind: 'need'; team: string; runs: number; balls: number }
  | { kind: 'innings_break'; team: string; runs: number }
  | { kind: 'wicket' | 'four' | 'six' | 'tied' | 'half_time' | 'full_time' | 'break_point' | 'tie_break' }
  | { kind: 'won_by_runs' | 'won_by_wickets'; team: string; margin: number }
  | { kind: 'won' | 'to_serve' | 'goal' | 'all_out' | 'super_raid' | 'tackle'; team: string }
  | { kind: 'minute'; minute: number }
  | { kind: 'race_off' | 'race_result'; team: string; metres: number }
  | { kind: 'race_running'; team: string; metres: number };

export interface ScoreLines {
  home: string;
  away: string;
  summary: string;
  moment: ScoreMoment;
}

/** The score lines the odds message and the event reply carry ({home, away, summary, moment}). */
export function scoreLines(state: MatchState, happened?: Happening): ScoreLines {
  if (state.sport === 'racing') {
    const leader = state.run.indexOf(Math.max(...state.run));
    if (state.result) {
      const winner = state.names[state.result.winner]!;
      return { home: `Won by ${winner}`, away: '', summary: `${state.distance} m: result`, moment: { kind: 'race_result', team: winner, metres: state.distance } };
    }
    const left = Math.max(0, Math.round(state.distance - state.run[leader]!));
    const team = state.names[leader]!;
    return {
      home: `Leader: ${team}`,
      away: '',
      summary: left === state.distance ? `${state.distance} m: under starter's orders` : `${left} m to go`,
      moment: left === state.distance ? { kind: 'race_off', team, metres: state.distance } : { kind: 'race_running', team, metres: left },
    };
  }
  if (state.sport === 'cricket') return cricketLines(state, happened as CricketHappening | undefined);
  if (state.sport === 'kabaddi') return kabaddiLines(state, happened as KabaddiHappening | undefined);
  if (state.sport === 'football') {
    const goal = happened?.kind === 'minute' && happened.goal !== null ? state.names[happened.goal] : undefined;
    const moment: ScoreMoment =
      state.phase === 'done'
        ? { kind: 'full_time' }
        : state.phase === 'half_time'
          ? { kind: 'half_time' }
          : goal !== undefined
            ? { kind: 'goal', team: goal }
            : { kind: 'minute', minute: state.minute };
    const summary = moment.kind === 'full_time' ? 'Full time' : moment.kind === 'half_time' ? 'Half time' : goal !== undefined ? `GOAL! ${goal}` : `${state.minute}'`;
    return { home: `${state.names[0]} ${state.goals[0]}`, away: `${state.names[1]} ${state.goals[1]}`, summary, moment };
  }
  const side = (index: 0 | 1) => {
    const sets = state.sets.map((set) => set[index]).join(' ');
    const points = state.tiebreak ? String(state.points[index]) : (['0', '15', '30', '40'][Math.min(state.points[index], 3)] ?? '40');
    return `${state.names[index]} ${sets}${sets ? ' ' : ''}${state.games[index]} (${points})`;
  };
  const moment: ScoreMoment =
    state.phase === 'done'
      ? { kind: 'won', team: state.names[state.result!.winner] }
      : isBreakPoint(state)
        ? { kind: 'break_point' }
        : state.tiebreak
          ? { kind: 'tie_break' }
          : { kind: 'to_serve', team: state.names[state.server] };
  const summary = moment.kind === 'won' ? `${moment.team} won` : moment.kind === 'break_point' ? 'Break point' : moment.kind === 'tie_break' ? 'Tie-break' : `${state.names[state.server]} to serve`;
  return { home: side(0), away: side(1), summary, moment };
}

function kabaddiLines(state: KabaddiState, happened?: KabaddiHappening): ScoreLines {
  let summary: string;
  let moment: ScoreMoment;
  if (state.phase === 'done') [summary, moment] = ['Full time', { kind: 'full_time' }];
  else if (state.phase === 'half_time') [summary, moment] = ['Half time', { kind: 'half_time' }];
  else if (happened?.kind === 'raid' && happened.allOut !== null) {
    const team = state.names[happened.allOut];
    [summary, moment] = [`All out! ${team}`, { kind: 'all_out', team }];
  } else if (happened?.kind === 'raid' && happened.raidPoints >= 3) {
    const team = state.names[happened.side];
    [summary, moment] = [`Super raid! ${team}`, { kind: 'super_raid', team }];
  } else if (happened?.kind === 'raid' && happened.tackled) {
    const team = state.names[happened.side === 0 ? 1 : 0];
    [summary, moment] = [`Tackle! ${team}`, { kind: 'tackle', team }];
  } else {
    const minute = Math.floor(state.clock / 60);
    [summary, moment] = [`${minute}'`, { kind: 'minute', minute }];
  }
  return { home: `${state.names[0]} ${state.points[0]}`, away: `${state.names[1]} ${state.points[1]}`, summary, moment };
}

function cricketLines(state: CricketState, happened?: CricketHappening): ScoreLines {
  const line = (team: 0 | 1) => {
    const innings = state.innings.find((candidate) => candidate.team === team);
    return innings ? `${code(state.names[team])} ${innings.runs}/${innings.wickets} (${oversText(innings.balls)})` : '';
  };
  let summary: string;
  let moment: ScoreMoment;
  if (state.result) {
    const { kind, winner, margin } = state.result;
    if (kind === 'tie') [summary, moment] = ['Match tied', { kind: 'tied' }];
    else {
      const team = state.names[winner!];
      summary = `${team} won by ${margin} ${kind === 'runs' ? 'run' : 'wicket'}${margin === 1 ? '' : 's'}`;
      moment = { kind: kind === 'runs' ? 'won_by_runs' : 'won_by_wickets', team, margin };
    }
  } else if (state.phase === 'break') {
    const team = state.names[state.battingFirst === 0 ? 1 : 0];
    const runs = targetOf(state) ?? 0;
    [summary, moment] = [`Innings break: ${team} need ${runs} to win`, { kind: 'innings_break', team, runs }];
  } else if (happened?.kind === 'ball' && (happened.wicket || happened.boundary)) {
    moment = { kind: happened.wicket ? 'wicket' : happened.runs === 6 ? 'six' : 'four' };
    summary = happened.wicket ? 'Wicket!' : happened.runs === 6 ? 'SIX' : 'FOUR';
  } else if (state.phase === 'innings2') {
    const innings = currentInnings(state);
    const team = state.names[innings.team];
    const [runs, balls] = [targetOf(state)! - innings.runs, BALLS - innings.balls];
    [summary, moment] = [`${team} need ${runs} from ${balls} balls`, { kind: 'need', team, runs, balls }];
  } else {
    const team = state.names[state.battingFirst];
    [summary, moment] = [`${team} batting`, { kind: 'batting', team }];
  }
  return { home: line(0), away: line(1), summary, moment };
}

/** The scoreboard of the event page (docs/decisions/156): plain figures, the view formats them. */
export type ScoreBoard =
  | {
      sport: 'cricket';
      /** The innings so far, in batting order; overs as "18.2"; run rate per over (2 decimals). */
      innings: { team: string; runs: number; wickets: number; overs: string; run_rate: number }[];
      target: number | null;
      /** Runs per over the chase needs (null outside a chase). */
      required_rate: number | null;
      /** The last six deliveries of the innings being batted, oldest first: "0" … "6", "W", "wd". */
      last_balls: string[];
    }
  | { sport: 'football'; minute: number; goals: [number, number]; phase: FootballState['phase'] }
  | { sport: 'tennis'; sets: [number, number][]; games: [number, number]; points: [string, string]; server: 0 | 1; tiebreak: boolean }
  // Kabaddi (docs/decisions/215): points, the match minute (0-40) and the half.
  | { sport: 'kabaddi'; points: [number, number]; minute: number; phase: KabaddiState['phase'] }
  // A race (docs/decisions/213): the trip and the whole metres each runner has covered, in card order.
  | { sport: 'racing'; distance: number; runners: { name: string; metres: number }[] };

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The scoreboard (kabaddi's since decision 215, a race's since 213). */
export function scoreBoard(state: MatchState): ScoreBoard {
  if (state.sport === 'racing')
    return {
      sport: 'racing',
      distance: state.distance,
      runners: state.names.map((name, index) => ({ name, metres: Math.min(state.distance, Math.max(0, Math.floor(state.run[index]!))) })),
    };
  if (state.sport === 'kabaddi') return { sport: 'kabaddi', points: [...state.points], minute: Math.floor(state.clock / 60), phase: state.phase };
  if (state.sport === 'cricket') {
    const current = currentInnings(state);
    const target = targetOf(state);
    const chasing = state.phase === 'innings2' && target !== null;
    const ballsLeft = BALLS - current.balls;
    return {
      sport: 'cricket',
      innings: state.innings.map((innings) => ({
        team: state.names[innings.team],
        runs: innings.runs,
        wickets: innings.wickets,
        overs: oversText(innings.balls),
        run_rate: innings.balls === 0 ? 0 : round2((innings.runs * 6) / innings.balls),
      })),
      target,
      required_rate: chasing && ballsLeft > 0 ? round2(((target - current.runs) * 6) / ballsLeft) : null,
      last_balls: current.recent.slice(-6),
    };
  }
  if (state.sport === 'football') return { sport: 'football', minute: state.minute, goals: state.goals, phase: state.phase };
  const point = (side: 0 | 1) => (state.tiebreak ? String(state.points[side]) : pointName(state.points[side], state.points[side === 0 ? 1 : 0]));
  return { sport: 'tennis', sets: state.sets, games: state.games, points: [point(0), point(1)], server: state.server, tiebreak: state.tiebreak };
}

/** "0", "15", "30", "40", "AD" (advantage) in a game. */
function pointName(own: number, other: number): string {
  if (own >= 3 && other >= 3) return own > other ? 'AD' : '40';
  return ['0', '15', '30', '40'][Math.min(own, 3)]!;
}
