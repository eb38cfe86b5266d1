// Money crosses the wire in rupees (JSON numbers, at most 2 decimals) and is stored in integer
// paise, so sums in SQL are exact (docs/decisions/001).

const PAISE_PER_RUPEE = 100;
// Rupee amounts like 0.1 + 0.2 are not exact in binary; anything this close to a whole paisa is one.
const FLOAT_TOLERANCE = 1e-6;

export function rupeesToPaise(rupees: number): number {
  const paise = Math.round(rupees * PAISE_PER_RUPEE);
  if (!Number.isSafeInteger(paise) || Math.abs(rupees * PAISE_PER_RUPEE - paise) > FLOAT_TOLERANCE) {
    throw new RangeError(`${rupees} is not a rupee amount with at most 2 decimals`);
  }
  return paise;
}

export function paiseToRupees(paise: number): number {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`${paise} is not a whole number of paise`);
  return paise / PAISE_PER_RUPEE;
}
