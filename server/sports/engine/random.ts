// The engine's random numbers: mulberry32, whose whole state is one 32-bit number kept in the match
// state, so a match stored in the database resumes with the same draws (docs/decisions/150).
export interface Draws {
  /** Uniform in [0, 1). */
  next(): number;
  /** The state to store: a new Draws from it continues the same sequence. */
  readonly state: number;
}

export function drawsFrom(state: number): Draws {
  let s = state >>> 0;
  return {
    next() {
      s = (s + 0x6d2b79f5) >>> 0;
      let t = s;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    },
    get state() {
      return s;
    },
  };
}

/** An index drawn with the given weights (they need not add up to 1). */
export function weighted(draws: Draws, weights: readonly number[]): number {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let left = draws.next() * total;
  for (let index = 0; index < weights.length; index += 1) {
    left -= weights[index]!;
    if (left < 0) return index;
  }
  return weights.length - 1;
}
