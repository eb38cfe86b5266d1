/**
 * What the wallet's four figures mean, defined once for every screen (docs/decisions/221):
 * - Balance (`bl`): all the user's money, bonus included; the header's figure.
 * - Exposure (`ex`): held by open bets, zero or negative, as the header shows it.
 * - Bonus (`eb`): bonus money inside the balance, which can be played but never withdrawn.
 * - Available: balance + exposure − bonus (spec §5), what can be withdrawn, never below 0.
 */
export interface WalletFunds {
  balance: number;
  exposure: number;
  earnBonus: number;
}

/**
 * Available = balance + exposure − earnBonus (spec §5), never below 0, rounded to paise. Exposure is
 * the liability of open bets, sent as a negative number (or 0), so adding it lowers the amount; its
 * magnitude is subtracted, which is the spec's formula for every value the APIs send and never lets a
 * positive exposure raise the amount (docs/decisions/007-insufficient-balance.md).
 */
export const availableToWithdraw = ({ balance, exposure, earnBonus }: WalletFunds): number => {
  const available = balance - Math.abs(exposure) - earnBonus;
  return Math.max(0, Math.round(available * 100) / 100);
};
