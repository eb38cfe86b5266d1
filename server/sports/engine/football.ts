// Football (docs/decisions/150): minute by minute. Each side scores in a minute with the chance of
// its goal rate (goals per 90 minutes, drawn per match), so goals are Poisson as the pricing assumes.
// 45 minutes and 1-3 added, half-time, 45 and 2-5 added, full time. Pure.
import { drawsFrom } from './random.ts';

export const MINUTE_SECONDS = 60;
export const HALF_TIME_SECONDS = 900;

export interface FootballState {
  sport: 'football';
  names: [string, string];
  /** Goals per 90 minutes, home and away. */
  rates: [number, number];
  phase: 'first_half' | 'half_time' | 'second_half' | 'done';
  /** Minutes played in the match (0-90+); added time counts on. */
  minute: number;
  /** Minutes added to the current half, known from its 45th minute. */
  added: number;
  goals: [number, number];
  /** Minute and side of each goal. */
  scorers: { minute: number; side: 0 | 1 }[];
  result: { winner: 0 | 1 | null } | null;
  rng: number;
}

export type FootballHappening = { kind: 'minute'; goal: 0 | 1 | null } | { kind: 'half_time' } | { kind: 'second_half' } | { kind: 'full_time' };

export function newFootballMatch(names: [string, string], seed: number): FootballState {
  const draws = drawsFrom(seed);
  const home = 1.0 + draws.next() * 0.8;
  const away = 0.8 + draws.next() * 0.7;
  return { sport: 'football', names, rates: [round2(home), round2(away)], phase: 'first_half', minute: 0, added: 0, goals: [0, 0], scorers: [], result: null, rng: draws.state };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The minutes of the half still to play (added time included when known, else its expected 2.5). */
export function minutesLeft(state: FootballState): number {
  if (state.phase === 'done') return 0;
  const expectedAdded = state.phase === 'first_half' && state.minute < 45 ? 2 : 3.5;
  const secondHalf = 45 + 3.5;
  if (state.phase === 'first_half') return Math.max(0, 45 + (state.minute >= 45 ? state.added : expectedAdded) - state.minute) + secondHalf;
  if (state.phase === 'half_time') return secondHalf;
  return Math.max(0, 90 + (state.minute >= 90 ? state.added : expectedAdded) - state.minute);
}

export function stepFootball(state: FootballState): { state: FootballState; happened: FootballHappening; seconds: number } {
  if (state.phase === 'done') return { state, happened: { kind: 'full_time' }, seconds: 0 };
  if (state.phase === 'half_time') return { state: { ...state, phase: 'second_half', minute: 45, added: 0 }, happened: { kind: 'second_half' }, seconds: MINUTE_SECONDS };
  const draws = drawsFrom(state.rng);
  const minute = state.minute + 1;
  let added = state.added;
  const halfEnd = state.phase === 'first_half' ? 45 : 90;
  if (minute === halfEnd) added = state.phase === 'first_half' ? 1 + Math.floor(draws.next() * 3) : 2 + Math.floor(draws.next() * 4);
  const roll = draws.next();
  const [home, away] = state.rates.map((rate) => rate / 90);
  const goal: 0 | 1 | null = roll < home! ? 0 : roll < home! + away! ? 1 : null;
  const goals: [number, number] = goal === null ? state.goals : goal === 0 ? [state.goals[0] + 1, state.goals[1]] : [state.goals[0], state.goals[1] + 1];
  const scorers = goal === null ? state.scorers : [...state.scorers, { minute, side: goal }];
  const next: FootballState = { ...state, minute, added, goals, scorers, rng: draws.state };
  if (minute >= halfEnd + added) {
    if (state.phase === 'first_half') return { state: { ...next, phase: 'half_time' }, happened: { kind: 'minute', goal }, seconds: HALF_TIME_SECONDS };
    const winner = goals[0] > goals[1] ? 0 : goals[1] > goals[0] ? 1 : null;
    return { state: { ...next, phase: 'done', result: { winner } }, happened: { kind: 'minute', goal }, seconds: 0 };
  }
  return { state: next, happened: { kind: 'minute', goal }, seconds: MINUTE_SECONDS };
}
