/**
 * The Betfair price ladder (shared/reference/betting-products.md, "price ticks"): decimal odds from
 * 1.01 to 1000 whose step grows with the price. Prices are handled in hundredths (integers) so a
 * step never drifts by a floating-point error (1.1 + 0.01 …).
 */

/** [from, to, step] in hundredths: a price p with from ≤ p < to moves up by step. */
const BANDS: readonly (readonly [number, number, number])[] = [
  [100, 200, 1],
  [200, 300, 2],
  [300, 400, 5],
  [400, 600, 10],
  [600, 1000, 20],
  [1000, 2000, 50],
  [2000, 3000, 100],
  [3000, 5000, 200],
  [5000, 10000, 500],
  [10000, 100000, 1000],
];

export const MIN_PRICE = 1.01;
export const MAX_PRICE = 1000;
const MIN_HUNDREDTHS = 101;
const MAX_HUNDREDTHS = 100_000;

const toHundredths = (price: number): number => Math.round(price * 100);
const fromHundredths = (hundredths: number): number => hundredths / 100;

/** True when the price is a step of the ladder (1.01 … 1000). */
export function isValidPrice(price: number): boolean {
  if (!Number.isFinite(price)) return false;
  const cents = toHundredths(price);
  if (Math.abs(cents - price * 100) > 1e-6 || cents < MIN_HUNDREDTHS || cents > MAX_HUNDREDTHS) return false;
  if (cents === MAX_HUNDREDTHS) return true;
  const band = BANDS.find(([from, to]) => cents >= from && cents < to);
  return band !== undefined && (cents - band[0]) % band[2] === 0;
}

/** The step up from this price (the step below 2 is 0.01, below 3 is 0.02 …). */
export function tickSizeAt(price: number): number {
  const cents = toHundredths(price);
  const band = BANDS.find(([from, to]) => cents >= from && cents < to) ?? BANDS[BANDS.length - 1]!;
  return fromHundredths(band[2]);
}

/** The smallest ladder price above this one; 1000 stays 1000. A price off the ladder goes to the next step. */
export function nextTick(price: number): number {
  const cents = toHundredths(price);
  if (!Number.isFinite(cents) || cents < MIN_HUNDREDTHS) return MIN_PRICE;
  if (cents >= MAX_HUNDREDTHS) return MAX_PRICE;
  const [from, , step] = BANDS.find(([lo, hi]) => cents >= lo && cents < hi)!;
  return fromHundredths(from + (Math.floor((cents - from) / step) + 1) * step);
}

/** The largest ladder price below this one; 1.01 stays 1.01. A price off the ladder goes to the step below. */
export function previousTick(price: number): number {
  const cents = toHundredths(price);
  if (!Number.isFinite(cents) || cents <= MIN_HUNDREDTHS) return MIN_PRICE;
  if (cents > MAX_HUNDREDTHS) return MAX_PRICE;
  const [from, , step] = BANDS.find(([lo, hi]) => cents > lo && cents <= hi)!;
  return fromHundredths(from + (Math.ceil((cents - from) / step) - 1) * step);
}

/** A typed price put on the ladder: the nearest step (ties go up), within 1.01 … 1000. */
export function nearestValidPrice(price: number): number {
  if (!Number.isFinite(price) || price <= MIN_PRICE) return MIN_PRICE;
  if (price >= MAX_PRICE) return MAX_PRICE;
  if (isValidPrice(price)) return fromHundredths(toHundredths(price));
  const cents = price * 100;
  const up = toHundredths(nextTick(price));
  const down = toHundredths(previousTick(price));
  // Compared in hundredths, rounded, so 2.01 between 2.00 and 2.02 is a true tie (and goes up).
  return fromHundredths(Math.round((up - cents) * 1e6) <= Math.round((cents - down) * 1e6) ? up : down);
}
