import { cleanDigits } from '../shared/input-cleaning.ts';
import { STAKE_BUTTONS_SHOWN, STAKE_INPUT_MAX_LENGTH, STAKE_MAX, STAKE_MIN } from '../shared/constants.ts';
import type { Message } from '../shared/message.ts';
import { walletMessage } from './message-ids.ts';

/** The Edit Stake field: digits only, at most 8 characters (spec §5). */
export const cleanStakeInput = (raw: string): string => cleanDigits(raw, STAKE_INPUT_MAX_LENGTH);

/**
 * One stake value: not empty and 100..10000000. Eight digits allow up to 99999999, so the upper
 * bound is checked here, not only by the input's length.
 */
export const validateStakeValue = (text: string): Message | undefined => {
  const value = Number(text.trim());
  const inRange = text.trim() !== '' && Number.isInteger(value) && value >= STAKE_MIN && value <= STAKE_MAX;
  return inRange ? undefined : walletMessage('wallet.stake.range');
};

/** The whole Edit Stake form: exactly four values, each valid. */
export const validateStakeValues = (texts: readonly string[]): Message | undefined => {
  if (texts.length !== STAKE_BUTTONS_SHOWN) return walletMessage('wallet.stake.range');
  return texts.map(validateStakeValue).find((error) => error !== undefined);
};

/** The success toast after the stakes are saved. */
export const stakesSavedMessage = (): Message => walletMessage('wallet.stake.saved');
