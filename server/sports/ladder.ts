// The Betfair price ladder (shared/reference/betting-products.md): the step between two prices grows
// with the price. Prices are handled in hundredths so the arithmetic is exact.

/** [up to (exclusive), step] in hundredths: 0.01 below 2, 0.02 below 3 … 10 up to 1000. */
const BANDS: readonly (readonly [number, number])[] = [
  [200, 1],
  [300, 2],
  [400, 5],
  [600, 10],
  [1000, 20],
  [2000, 50],
  [3000, 100],
  [5000, 200],
  [10000, 500],
  [100001, 1000],
];

export const MIN_PRICE = 1.01;
export const MAX_PRICE = 1000;

const toHundredths = (price: number): number => Math.round(price * 100);
const fromHundredths = (hundredths: number): number => hundredths / 100;

function stepAt(hundredths: number): number {
  for (const [below, step] of BANDS) if (hundredths < below) return step;
  return 1000;
}

/** The step size (in rupees of odds) used above `price`. */
export function tickSize(price: number): number {
  return fromHundredths(stepAt(toHundredths(price)));
}

/** Whether `price` is a price of the ladder (1.01 … 1000). */
export function isOnLadder(price: number): boolean {
  const hundredths = toHundredths(price);
  if (!Number.isFinite(price) || Math.abs(price * 100 - hundredths) > 1e-6) return false;
  return hundredths >= 101 && hundredths <= 100000 && toHundredths(snapToLadder(price)) === hundredths;
}

/** The ladder price nearest to `price` (ties go down), within 1.01 … 1000. */
export function snapToLadder(price: number): number {
  const clamped = Math.min(Math.max(toHundredths(price), 101), 100000);
  const step = stepAt(clamped);
  const band = BANDS.find(([below]) => clamped < below)!;
  const bandStart = BANDS[BANDS.indexOf(band) - 1]?.[0] ?? 100;
  const offset = clamped - bandStart;
  const down = bandStart + Math.floor(offset / step) * step;
  const up = down + step;
  return fromHundredths(Math.max(101, clamped - down <= up - clamped ? down : Math.min(up, 100000)));
}

/** `price` moved by `ticks` steps of the ladder (negative: down), kept within 1.01 … 1000. */
export function moveTicks(price: number, ticks: number): number {
  let hundredths = toHundredths(snapToLadder(price));
  for (let i = 0; i < Math.abs(ticks); i += 1) {
    if (ticks > 0) hundredths = Math.min(100000, hundredths + stepAt(hundredths));
    else hundredths = Math.max(101, hundredths - stepAt(hundredths - 1));
  }
  return fromHundredths(hundredths);
}
