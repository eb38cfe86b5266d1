import type { PriceForm } from '../../../machines/sports/slip-rules.ts';
import { formatShorthand } from '../../ui/format.ts';

/** A price as a ladder shows it: decimal odds with up to 2 decimals; a rate or a runs line as a whole number. */
export const formatPrice = (price: number, form: PriceForm): string =>
  form === 'decimal' ? String(Number(price.toFixed(2))) : String(Math.round(price));

/** The amount under a price (spec §9 shorthand: k above 999); for fancy it is the rate. */
export const formatSize = (size: number, form: PriceForm): string => (form === 'line' ? String(Math.round(size)) : formatShorthand(size));

/** A position or a profit, signed, 2 decimals at most. */
export const formatSigned = (value: number): string => {
  const rounded = Number(value.toFixed(2));
  return rounded > 0 ? `+${rounded}` : String(rounded);
};
