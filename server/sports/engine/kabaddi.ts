// Kabaddi (docs/decisions/211): raid by raid, two halves of 20 minutes and a 5-minute break. The sides
// raid in turn, about 30 seconds each; a raid is empty, wins the raider 1-3 points (touches, bonus),
// or is tackled (a point to the defence). Now and then a side is all out: 2 points to the other. The
// side that raided second opens the second half. A draw stands (league rules). Pure.
import { drawsFrom } from './random.ts';

export const RAID_SECONDS = 30;
export const HALF_SECONDS = 20 * 60;
export const BREAK_SECONDS = 5 * 60;
const ALL_OUT_CHANCE = 0.025;

export interface KabaddiState {
  sport: 'kabaddi';
  names: [string, string];
  /** Each side's raiding edge (about −0.04 … +0.04 on a successful raid's chance), drawn per match. */
  strength: [number, number];
  phase: 'first_half' | 'half_time' | 'second_half' | 'done';
  /** Match seconds played (0-2400). */
  clock: number;
  /** The side raiding next. */
  raiding: 0 | 1;
  /** Who raided first in the match (the other opens the second half). */
  firstRaider: 0 | 1;
  points: [number, number];
  result: { winner: 0 | 1 | null } | null;
  rng: number;
}

export type KabaddiHappening =
  | { kind: 'raid'; side: 0 | 1; raidPoints: number; tackled: boolean; allOut: 0 | 1 | null }
  | { kind: 'half_time' }
  | { kind: 'second_half' }
  | { kind: 'full_time' };

/** Chances of a raid's outcome for a raider of edge `edge`: empty, +1, +2, +3 (super raid), tackled. */
export function raidChances(edge: number): [number, number, number, number, number] {
  const success = 0.46 + edge;
  const tackled = 0.21 - edge / 2;
  return [1 - success - tackled, success * 0.64, success * 0.27, success * 0.09, tackled];
}

/** Home's net points from one raid by `side` (raider's points minus the defence's, all outs included): values and chances. */
export function raidNet(state: Pick<KabaddiState, 'strength'>, side: 0 | 1): { net: number; chance: number }[] {
  const sign = side === 0 ? 1 : -1;
  const [empty, one, two, three, tackle] = raidChances(state.strength[side]);
  const scored = (net: number, chance: number) => [
    { net: net * sign, chance: chance * (1 - ALL_OUT_CHANCE) },
    { net: (net + Math.sign(net) * 2) * sign, chance: chance * ALL_OUT_CHANCE },
  ];
  return [{ net: 0, chance: empty }, ...scored(1, one), ...scored(2, two), ...scored(3, three), ...scored(-1, tackle)];
}

/** Chances of home winning, away winning and a draw from the state: the exact sum of the raids left. */
export function kabaddiOutcomes(state: KabaddiState): { home: number; away: number; draw: number } {
  if (state.result) return state.result.winner === null ? { home: 0, away: 0, draw: 1 } : state.result.winner === 0 ? { home: 1, away: 0, draw: 0 } : { home: 0, away: 1, draw: 0 };
  const raids = raidsLeft(state);
  // Net points a raid can move: at most 5 either way, so the array holds every reachable lead.
  const lead = state.points[0] - state.points[1];
  const span = raids.length * 5 + Math.abs(lead);
  let chances = new Float64Array(2 * span + 1);
  chances[span + lead] = 1;
  const nets = [raidNet(state, 0), raidNet(state, 1)] as const;
  for (const side of raids) {
    const next = new Float64Array(chances.length);
    chances.forEach((chance, index) => {
      if (chance === 0) return;
      for (const { net, chance: p } of nets[side]) next[index + net]! += chance * p;
    });
    chances = next;
  }
  const outcomes = { home: 0, away: 0, draw: 0 };
  chances.forEach((chance, index) => {
    if (index > span) outcomes.home += chance;
    else if (index < span) outcomes.away += chance;
    else outcomes.draw += chance;
  });
  return outcomes;
}

export function newKabaddiMatch(names: [string, string], seed: number): KabaddiState {
  const draws = drawsFrom(seed);
  const edge = () => Math.round((draws.next() * 0.08 - 0.04) * 1000) / 1000;
  const strength: [number, number] = [edge(), edge()];
  const firstRaider: 0 | 1 = draws.next() < 0.5 ? 0 : 1;
  return { sport: 'kabaddi', names, strength, phase: 'first_half', clock: 0, raiding: firstRaider, firstRaider, points: [0, 0], result: null, rng: draws.state };
}

/** Raids still to come, side by side, from the state (alternating, from the side raiding next). */
export function raidsLeft(state: KabaddiState): (0 | 1)[] {
  if (state.phase === 'done') return [];
  const raids: (0 | 1)[] = [];
  const secondOpener: 0 | 1 = state.firstRaider === 0 ? 1 : 0;
  if (state.phase === 'first_half') {
    for (let clock = state.clock, side = state.raiding; clock < HALF_SECONDS; clock += RAID_SECONDS, side = side === 0 ? 1 : 0) raids.push(side);
  }
  const start = state.phase === 'second_half' ? state.clock : HALF_SECONDS;
  for (let clock = start, side = state.phase === 'second_half' ? state.raiding : secondOpener; clock < 2 * HALF_SECONDS; clock += RAID_SECONDS, side = side === 0 ? 1 : 0) {
    raids.push(side);
  }
  return raids;
}

export function stepKabaddi(state: KabaddiState): { state: KabaddiState; happened: KabaddiHappening; seconds: number } {
  if (state.phase === 'done') return { state, happened: { kind: 'full_time' }, seconds: 0 };
  if (state.phase === 'half_time') {
    const opener: 0 | 1 = state.firstRaider === 0 ? 1 : 0;
    return { state: { ...state, phase: 'second_half', raiding: opener }, happened: { kind: 'second_half' }, seconds: RAID_SECONDS };
  }
  const draws = drawsFrom(state.rng);
  const side = state.raiding;
  const defence: 0 | 1 = side === 0 ? 1 : 0;
  const chances = raidChances(state.strength[side]);
  let roll = draws.next();
  let outcome = 0;
  while (outcome < chances.length - 1 && roll >= chances[outcome]!) roll -= chances[outcome++]!;
  const raidPoints = outcome >= 1 && outcome <= 3 ? outcome : 0;
  const tackled = outcome === 4;
  const points: [number, number] = [...state.points];
  points[side] += raidPoints;
  if (tackled) points[defence] += 1;
  // An all out: the side that scored on this raid gets 2 more.
  let allOut: 0 | 1 | null = null;
  if ((raidPoints > 0 || tackled) && draws.next() < ALL_OUT_CHANCE) {
    allOut = tackled ? defence : side;
    points[allOut] += 2;
  }
  const clock = state.clock + RAID_SECONDS;
  const next: KabaddiState = { ...state, clock, points, raiding: defence, rng: draws.state };
  const happened: KabaddiHappening = { kind: 'raid', side, raidPoints, tackled, allOut };
  if (state.phase === 'first_half' && clock >= HALF_SECONDS) return { state: { ...next, phase: 'half_time' }, happened, seconds: BREAK_SECONDS };
  if (state.phase === 'second_half' && clock >= 2 * HALF_SECONDS) {
    const winner = points[0] > points[1] ? 0 : points[1] > points[0] ? 1 : null;
    return { state: { ...next, phase: 'done', result: { winner } }, happened, seconds: 0 };
  }
  return { state: next, happened, seconds: RAID_SECONDS };
}
