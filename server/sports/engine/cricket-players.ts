// The players' choices in a cricket innings (docs/decisions/216): who bowls the next over (at most 4 each,
// never two in a row) and how a wicket falls (caught, and by whom, bowled or lbw). They draw from the
// players' stream only (CricketState.playerRng), so the balls' outcomes of a seed stay those without players.
import { weighted, type Draws } from './random.ts';
import { bowlersOf, keeperOf, type SquadPlayer } from './squads.ts';
import type { DismissalKind } from './cricket-state.ts';

/**
 * The bowler of the next over: one of the squad's bowlers with overs left, never the last over's, the
 * one with the most overs left (a draw among equals). With five bowlers of 4 overs each, 20 overs
 * always have a legal bowler.
 */
export function nextBowler(squad: readonly SquadPlayer[], overBowlers: readonly number[], draws: Draws): number {
  const last = overBowlers[overBowlers.length - 1];
  const left = (bowler: number) => MAX_OVERS_PER_BOWLER - overBowlers.filter((over) => over === bowler).length;
  const able = bowlersOf(squad).filter((bowler) => bowler !== last && left(bowler) > 0);
  const most = Math.max(...able.map(left));
  const best = able.filter((bowler) => left(bowler) === most);
  return best[Math.floor(draws.next() * best.length)]!;
}

/** Overs a bowler may bowl in a T20 innings. */
export const MAX_OVERS_PER_BOWLER = 4;
/** How a wicket falls (a catch, else bowled or lbw), and the keeper's share of the catches. */
const DISMISSAL_CHANCES: [DismissalKind, number][] = [
  ['caught', 0.6],
  ['bowled', 0.25],
  ['lbw', 0.15],
];
const KEEPER_CATCH_WEIGHT = 3;

/** How the wicket fell: its kind, then (on a catch) the catcher among the bowling side, the keeper weighted. */
export function drawDismissal(people: Draws, bowlingSquad: readonly SquadPlayer[]): { kind: DismissalKind; fielder: number | null } {
  const kind = DISMISSAL_CHANCES[weighted(people, DISMISSAL_CHANCES.map(([, chance]) => chance))]![0];
  if (kind !== 'caught') return { kind, fielder: null };
  const keeper = keeperOf(bowlingSquad);
  return { kind, fielder: weighted(people, bowlingSquad.map((_, index) => (index === keeper ? KEEPER_CATCH_WEIGHT : 1))) };
}
