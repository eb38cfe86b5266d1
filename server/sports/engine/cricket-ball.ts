// Cricket's ball model, T20 (docs/decisions/150): the match's sizes and timings, and the chances of each
// legal ball's outcome (a wicket, a dot, 1, 2, 3, 4 or 6) by the phase of the innings (powerplay, middle,
// death) and the tail. Both the ball-by-ball match (cricket.ts) and the pricing's run distributions
// (cricket-runs.ts) draw from this one model.

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
export const WICKET = 0;
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
