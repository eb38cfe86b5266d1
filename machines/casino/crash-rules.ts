/**
 * The crash game's rules (Aviator style): a round's multiplier rises from 1.00× until the
 * crash point, fixed before the round starts; a bet cashed out (by hand, or automatically at the
 * multiplier its player chose) before the crash wins stake × multiplier, a bet still in at the crash
 * loses. Pure functions, shared by the round's machine and its view.
 */

/** The house keeps 1%: P(crash ≥ m) = 0.99 / m for every m ≥ 1, so every cash-out target returns 99%. */
export const CRASH_RTP = 0.99;
/** The smallest multiplier a crash shows, and the smallest automatic cash-out a bet may ask for. */
export const MIN_MULTIPLIER = 1;
export const MIN_AUTO_CASH_OUT = 1.01;
/** The largest automatic cash-out a bet may ask for. */
export const MAX_AUTO_CASH_OUT = 1_000;
/** How fast the multiplier grows: e^(rate × ms), 2× after about 11.6 s. */
export const GROWTH_PER_MS = 0.00006;
/** Bets per player per round. */
export const CRASH_BET_SLOTS = ['a', 'b'] as const;
export type CrashBetSlot = (typeof CRASH_BET_SLOTS)[number];
export const MIN_CRASH_STAKE = 10;
export const MAX_CRASH_STAKE = 5_000;

/** Multipliers are shown and settled in hundredths, rounded down. */
const hundredths = (value: number): number => Math.floor(value * 100 + 1e-9) / 100;

/**
 * The crash point from a uniform number 0 ≤ u < 1 (the round's fair draw): 0.99 / (1 − u) in
 * hundredths, at least 1.00. P(crash ≥ m) = 0.99 / m (before rounding to hundredths).
 */
export function crashPointOf(uniform: number): number {
  if (!(uniform >= 0 && uniform < 1)) throw new RangeError('uniform must be 0 ≤ u < 1');
  return Math.max(MIN_MULTIPLIER, hundredths(CRASH_RTP / (1 - uniform)));
}

/** The multiplier `elapsedMs` after take-off, in hundredths. */
export const multiplierAt = (elapsedMs: number): number => hundredths(Math.exp(GROWTH_PER_MS * Math.max(0, elapsedMs)));

/** How long after take-off the multiplier reaches `multiplier` (the view's and the server's clock). */
export const timeToReach = (multiplier: number): number => Math.log(Math.max(MIN_MULTIPLIER, multiplier)) / GROWTH_PER_MS;

/**
 * What a bet returns, given the crash point: cashed out (by hand at `cashedOutAt`, or automatically at
 * `autoCashOut`) at a multiplier at or below the crash point wins stake × that multiplier, rounded
 * down to the paisa; otherwise 0. A crash at exactly the target pays (the target was reached).
 */
export function crashReturnOf(bet: { stake: number; autoCashOut?: number | null; cashedOutAt?: number | null }, crashPoint: number): number {
  const out = [bet.cashedOutAt, bet.autoCashOut].filter((value): value is number => typeof value === 'number' && value >= MIN_MULTIPLIER);
  const at = out.length > 0 ? Math.min(...out) : null;
  return at !== null && at <= crashPoint ? Math.floor(bet.stake * at * 100 + 1e-6) / 100 : 0;
}

/** A bet the player may place: a stake in range, and an automatic cash-out in range or none. */
export function isValidCrashBet(bet: { stake: number; autoCashOut?: number | null }): boolean {
  const stakeOk = Number.isFinite(bet.stake) && bet.stake >= MIN_CRASH_STAKE && bet.stake <= MAX_CRASH_STAKE;
  const auto = bet.autoCashOut;
  return stakeOk && (auto === undefined || auto === null || (Number.isFinite(auto) && auto >= MIN_AUTO_CASH_OUT && auto <= MAX_AUTO_CASH_OUT));
}

const TWO_20 = 1_048_576;
const TWO_52 = 4_503_599_627_370_496;
const encode = (text: string): Uint8Array<ArrayBuffer> => new TextEncoder().encode(text) as Uint8Array<ArrayBuffer>;

/**
 * The round's fair uniform number (docs/decisions/190): HMAC-SHA256(key: the server seed's hex text,
 * message: "<round id>:crash"), its first 52 bits over 2^52. Web Crypto, so the server draws and the
 * browser verifies with this one function.
 */
export async function crashUniformOf(serverSeed: string, roundId: string): Promise<number> {
  const key = await globalThis.crypto.subtle.importKey('raw', encode(serverSeed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const view = new DataView(await globalThis.crypto.subtle.sign('HMAC', key, encode(`${roundId}:crash`)));
  return (view.getUint32(0) * TWO_20 + (view.getUint32(4) >>> 12)) / TWO_52;
}

/** The round's crash point from its revealed seed and id: what the server fixed before the round. */
export const crashPointFromSeed = async (serverSeed: string, roundId: string): Promise<number> =>
  crashPointOf(await crashUniformOf(serverSeed, roundId));

/** SHA-256 of the seed's hex text, in hex: the hash shown before the round. */
export async function seedHashOf(serverSeed: string): Promise<string> {
  const digest = new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', encode(serverSeed)));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
