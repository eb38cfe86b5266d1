// Prices nobody can beat by betting on every runner of a market (docs/decisions/118). A market's
// runners have fair chances that add up to 1. Each runner's best back is at or below its fair price
// and its best lay above it. So backing every runner costs more than it can return (the back book is
// at least 100%), and laying every runner risks more than it can win (the lay book is at most 100%).
// The seeds build their exchange and bookmaker markets here; the feed walks the chances and rebuilds
// the prices from them.
import { moveTicks, snapToLadder } from './ladder.ts';

/** Chances are kept within these bounds, so every fair price has a ladder price at or below it. */
export const MIN_CHANCE = 0.002;
export const MAX_CHANCE = 0.985;

/** The ladder price at or below `price` (from 1.01). */
export function ladderFloor(price: number): number {
  const near = snapToLadder(price);
  return near > price ? moveTicks(near, -1) : near;
}

/** Best back and lay of an exchange runner: back at or below the fair price, lay `spreadTicks` above back. */
export function exchangeBest(chance: number, spreadTicks: number): { back: number; lay: number } {
  const back = ladderFloor(1 / chance);
  return { back, lay: moveTicks(back, Math.max(1, spreadTicks)) };
}

/**
 * Best back and lay of a bookmaker runner in rate form (odds − 1, in hundredths: 73 = 1.73): back at
 * or below the fair price, lay `spread` points above back.
 */
export function bookmakerBest(chance: number, spread: number): { back: number; lay: number } {
  const back = Math.max(1, Math.floor((1 / chance - 1) * 100 + 1e-9));
  return { back, lay: back + Math.max(1, spread) };
}

/** The fair chances behind best backs, each taken halfway to the next ladder price, scaled to add up to 1. */
export function chancesOfExchange(bestBacks: number[]): number[] {
  return scaledToOne(bestBacks.map((back) => 2 / (back + moveTicks(back, 1))));
}

/** The same for bookmaker rates (the next price is one point up). */
export function chancesOfBookmaker(bestRates: number[]): number[] {
  return scaledToOne(bestRates.map((rate) => 1 / (1 + (rate + 0.5) / 100)));
}

/**
 * One runner's chance moved by `factor` and the market scaled back to 1. A move that would take any
 * runner out of [MIN_CHANCE, MAX_CHANCE] is not made.
 */
export function movedChances(chances: number[], runner: number, factor: number): number[] {
  const moved = scaledToOne(chances.map((chance, index) => (index === runner ? chance * factor : chance)));
  return moved.every((chance) => chance >= MIN_CHANCE && chance <= MAX_CHANCE) ? moved : chances;
}

function scaledToOne(values: number[]): number[] {
  const total = values.reduce((sum, value) => sum + value, 0);
  return values.map((value) => value / total);
}
