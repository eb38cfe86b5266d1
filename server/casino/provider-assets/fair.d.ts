// Types of fair.js (plain JavaScript, loaded as it is by the game pages; docs/decisions/142).
export interface Card {
  /** 1 (ace) to 13 (king). */
  rank: number;
  suit: 'S' | 'H' | 'D' | 'C';
}

export type FairGameId = 'lucky-7' | 'dragon-tiger' | 'teen-patti-20-20' | 'andar-bahar' | 'european-roulette';

/** Cards in the order dealt, or a roulette pocket. */
export type Outcome = { cards: Card[] } | { number: number };

/** 0 ≤ r < n. */
export type Random = (n: number) => number;

export const DECK_SIZE: number;
export const ROULETTE_POCKETS: number;
export function cardOf(index: number): Card;
export function drawCards(count: number, random: Random): Card[];
export function outcomeOf(gameId: string, random: Random): Outcome;
export function sha256Hex(text: string): Promise<string>;
export function fairRandom(serverSeed: string, roundId: string): Promise<Random>;
export function fairOutcome(gameId: string, serverSeed: string, roundId: string): Promise<Outcome>;
