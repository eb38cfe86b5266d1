/**
 * Input cleaning (spec §5 "Input cleaning"): the cleaners every form's typed text passes through
 * before it reaches a machine's context, so validation only sees cleaned text. The auth forms pick
 * theirs per field (machines/auth/form-fields.ts); wallet and bet-slip rules use them directly.
 */
import { OTP_LENGTH } from './constants.ts';

/** User ID keeps letters, digits, underscore and dot. */
export const cleanUserId = (value: string): string => value.replace(/[^A-Za-z0-9_.]/g, '');

/** Passwords and codes lose every space (pasted codes often carry them). */
export const cleanSecret = (value: string): string => value.replace(/\s/g, '');

/** Keeps digits only, cut to `maxLength` when given. */
export const cleanDigits = (value: string, maxLength?: number): string => {
  const digits = value.replace(/\D/g, '');
  return maxLength === undefined ? digits : digits.slice(0, maxLength);
};

/** A number field: digits only, and never above `max` (a larger entry becomes `max`). */
export const cleanNumber = (value: string, max: number): string => {
  const digits = cleanDigits(value);
  if (digits === '') return '';
  return Number(digits) > max ? String(max) : digits;
};

/** The 6-digit code mode: digits only, at most OTP_LENGTH of them. */
export const cleanCode = (value: string): string => cleanDigits(value, OTP_LENGTH);
