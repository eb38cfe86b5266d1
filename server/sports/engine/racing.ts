// Horse racing (docs/decisions/157): a race of 6-10 runners over 1,000-2,000 m, run in
// steps of 5 race seconds. Each horse covers ground at its own pace (a per-race strength) with some
// luck on every step; the first past the post wins (the furthest past it, when two cross on one step).
// Pure, like the other sports.
import { drawsFrom } from './random.ts';

export const RACE_STEP_SECONDS = 5;
/** Metres a second at strength 0; each unit of strength is 0.5% faster. */
const BASE_SPEED = 16.5;
const STRENGTH_EFFECT = 0.005;
/** The luck of a step: uniform within ± this many metres. */
export const STEP_LUCK_METRES = 7;
const DISTANCES = [1_000, 1_200, 1_400, 1_600, 2_000];

export interface RacingState {
  sport: 'racing';
  names: string[];
  distance: number;
  strength: number[];
  /** Metres covered by each runner. */
  run: number[];
  phase: 'running' | 'done';
  result: { winner: number } | null;
  rng: number;
}

export function newRace(names: readonly string[], seed: number): RacingState {
  const draws = drawsFrom(seed);
  const distance = DISTANCES[Math.floor(draws.next() * DISTANCES.length)]!;
  // About normal: the sum of three uniforms, centred.
  const strength = names.map(() => Math.round((draws.next() + draws.next() + draws.next() - 1.5) * 2 * 100) / 100);
  return { sport: 'racing', names: [...names], distance, strength, run: names.map(() => 0), phase: 'running', result: null, rng: draws.state };
}

/** Metres a runner covers in a step on average. */
export const stepMetres = (strength: number): number => BASE_SPEED * (1 + STRENGTH_EFFECT * strength) * RACE_STEP_SECONDS;

export function stepRace(state: RacingState): { state: RacingState; seconds: number } {
  if (state.phase === 'done') return { state, seconds: 0 };
  const draws = drawsFrom(state.rng);
  const run = state.run.map((metres, index) => metres + stepMetres(state.strength[index]!) + (draws.next() * 2 - 1) * STEP_LUCK_METRES);
  const past = run.map((metres) => metres - state.distance);
  const best = Math.max(...past);
  if (best < 0) return { state: { ...state, run, rng: draws.state }, seconds: RACE_STEP_SECONDS };
  const winner = past.indexOf(best);
  return { state: { ...state, run, phase: 'done', result: { winner }, rng: draws.state }, seconds: 0 };
}

/**
 * Each runner's chance to win from here: its steps still needed are about normal (mean: the ground
 * left over its pace; variance: the luck of those steps), and a runner wins when it needs the fewest.
 * P(i wins) = ∫ f_i(t) Π_{j≠i} (1 − F_j(t)) dt, on a grid; scaled to add up to 1.
 */
export function raceChances(state: RacingState): number[] {
  if (state.result) return state.names.map((_, index) => (index === state.result!.winner ? 1 : 0));
  const luckVariance = (STEP_LUCK_METRES * STEP_LUCK_METRES) / 3;
  const finishers = state.strength.map((strength, index) => {
    const pace = stepMetres(strength);
    const left = Math.max(0, state.distance - state.run[index]!);
    const mean = left / pace;
    // At least a little spread, so a runner a stride from the post is not certain against another.
    const sd = Math.max(0.05, Math.sqrt((Math.max(1, mean) * luckVariance) / (pace * pace)));
    return { mean, sd };
  });
  const low = Math.min(...finishers.map(({ mean, sd }) => mean - 6 * sd));
  const high = Math.max(...finishers.map(({ mean, sd }) => mean + 6 * sd));
  const points = 400;
  const width = (high - low) / points;
  const chances = finishers.map(() => 0);
  for (let k = 0; k < points; k += 1) {
    const t = low + (k + 0.5) * width;
    const survive = finishers.map(({ mean, sd }) => 1 - normalCdf((t - mean) / sd));
    finishers.forEach(({ mean, sd }, index) => {
      const density = Math.exp(-0.5 * ((t - mean) / sd) ** 2) / (sd * Math.sqrt(2 * Math.PI));
      let others = 1;
      survive.forEach((value, other) => {
        if (other !== index) others *= value;
      });
      chances[index]! += density * others * width;
    });
  }
  const total = chances.reduce((sum, chance) => sum + chance, 0);
  return chances.map((chance) => chance / total);
}

/** Φ by Abramowitz and Stegun 7.1.26 (error below 1.5e-7). */
function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erf = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}
