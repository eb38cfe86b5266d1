import {
  ACCOUNT_NUMBER_MAX,
  ACCOUNT_NUMBER_MIN,
  HOLDER_NAME_MAX,
  HOLDER_NAME_MIN,
  IFSC_LENGTH,
  UPI_ID_MAX,
  UPI_ID_MIN,
  WALLET_ID_MAX,
  WALLET_ID_MIN,
} from '../shared/constants.ts';
import { collectErrors, type FieldErrors as AuthFieldErrors, type FieldValues } from '../auth/form-fields.ts';
import { cleanDigits } from '../shared/input-cleaning.ts';
import { validateConfirmation, validateOtp, validateWithdrawPassword } from '../auth/validation.ts';
import type { Message } from '../shared/message.ts';
import { walletMessage } from './message-ids.ts';

/** The kinds of withdraw account the Add account form creates. */
export type AccountKind = 'bank' | 'upi' | 'wallet';

/** The only crypto type the wallet accounts support (sent as crypto_type). */
export const CRYPTO_TYPE = 'USDT';

/** The Add account form as the view holds it (texts as typed, after the cleaners below). */
export interface AddAccountForm {
  kind: AccountKind | undefined;
  bankId: number | string | undefined;
  holderName: string;
  accountNumber: string;
  ifsc: string;
  upiId: string;
  /** The uploaded QR code's URL (empty when none). */
  qrCode: string;
  walletId: string;
  withdrawPassword: string;
}

export type AddAccountField = keyof AddAccountForm;

/** The errors of the Add account form by field; empty when the form is valid. */
export type AddAccountErrors = Partial<Record<AddAccountField, Message>>;

/** Account number field: digits only, at most 18. */
export const cleanAccountNumberInput = (raw: string): string => cleanDigits(raw, ACCOUNT_NUMBER_MAX);

/** IFSC field: letters and digits only, uppercased, at most 11. */
export const cleanIfscInput = (raw: string): string =>
  raw.replace(/[^a-z0-9]/gi, '').toUpperCase().slice(0, IFSC_LENGTH);

export const validatePaymentMethodChosen = (kind: AccountKind | undefined): Message | undefined =>
  kind ? undefined : walletMessage('wallet.account.method.required');

export const validateBankChosen = (bankId: number | string | undefined): Message | undefined =>
  bankId === undefined || String(bankId).trim() === '' ? walletMessage('wallet.account.bank.required') : undefined;

const HOLDER_NAME_CHARACTERS = /^[A-Za-z .-]+$/;

/** Holder name, trimmed: required, 3–100 characters, letters, spaces, dots and hyphens only. */
export const validateHolderName = (holderName: string): Message | undefined => {
  const name = holderName.trim();
  if (name === '') return walletMessage('wallet.account.holder.required');
  if (name.length < HOLDER_NAME_MIN || name.length > HOLDER_NAME_MAX) return walletMessage('wallet.account.holder.length');
  return HOLDER_NAME_CHARACTERS.test(name) ? undefined : walletMessage('wallet.account.holder.characters');
};

const ACCOUNT_NUMBER_PATTERN = new RegExp(`^\\d{${ACCOUNT_NUMBER_MIN},${ACCOUNT_NUMBER_MAX}}$`);

/** Account number: required, 9–18 digits; the spec's one message covers the empty field too. */
export const validateAccountNumber = (accountNumber: string): Message | undefined =>
  ACCOUNT_NUMBER_PATTERN.test(accountNumber.trim()) ? undefined : walletMessage('wallet.account.number.digits');

const IFSC_PATTERN = new RegExp(`^[A-Z0-9]{${IFSC_LENGTH}}$`);

/** IFSC: required, exactly 11 letters or digits (checked uppercased, as the field stores it). */
export const validateIfsc = (ifsc: string): Message | undefined =>
  IFSC_PATTERN.test(ifsc.trim().toUpperCase()) ? undefined : walletMessage('wallet.account.ifsc.format');

/** name@bank: a handle of letters, digits, dot, hyphen or underscore, then a bank of letters. */
const UPI_ID_PATTERN = /^[A-Za-z0-9._-]+@[A-Za-z]+$/;

/** UPI ID: optional; when given, 5–50 characters in the form name@bank. */
export const validateUpiId = (upiId: string): Message | undefined => {
  const id = upiId.trim();
  if (id === '') return undefined;
  const wellFormed = id.length >= UPI_ID_MIN && id.length <= UPI_ID_MAX && UPI_ID_PATTERN.test(id);
  return wellFormed ? undefined : walletMessage('wallet.account.upi.format');
};

/** UPI: at least one of a UPI ID or an uploaded QR code. */
export const validateUpiOrQr = (upiId: string, qrCode: string): Message | undefined =>
  upiId.trim() === '' && qrCode.trim() === '' ? walletMessage('wallet.account.upiOrQr.required') : undefined;

const WALLET_ID_PATTERN = new RegExp(`^[A-Za-z0-9_@-]{${WALLET_ID_MIN},${WALLET_ID_MAX}}$`);

/** Crypto (USDT) wallet id: required, 8–20 letters, digits, hyphen, underscore or @. */
export const validateWalletId = (walletId: string): Message | undefined =>
  WALLET_ID_PATTERN.test(walletId.trim()) ? undefined : walletMessage('wallet.account.walletId.format');

/** The withdraw password that confirms the new account (same id as the auth forms). */
export const validateWithdrawPasswordGiven = (withdrawPassword: string): Message | undefined =>
  withdrawPassword === '' ? walletMessage('validation.withdrawPassword.required') : undefined;

/** Drops the fields that passed, so the result is empty exactly when the form is valid. */
const onlyErrors = (checks: Partial<Record<AddAccountField, Message | undefined>>): AddAccountErrors =>
  Object.fromEntries(Object.entries(checks).filter(([, error]) => error !== undefined)) as AddAccountErrors;

/** Every error of the Add account form by field: the checks of the chosen kind plus the password. */
export const validateAddAccount = (form: AddAccountForm): AddAccountErrors => {
  const passwordError = validateWithdrawPasswordGiven(form.withdrawPassword);
  switch (form.kind) {
    case 'bank':
      return onlyErrors({
        bankId: validateBankChosen(form.bankId),
        holderName: validateHolderName(form.holderName),
        accountNumber: validateAccountNumber(form.accountNumber),
        ifsc: validateIfsc(form.ifsc),
        withdrawPassword: passwordError,
      });
    case 'upi':
      return onlyErrors({
        upiId: validateUpiId(form.upiId) ?? validateUpiOrQr(form.upiId, form.qrCode),
        withdrawPassword: passwordError,
      });
    case 'wallet':
      return onlyErrors({
        walletId: validateWalletId(form.walletId),
        withdrawPassword: passwordError,
      });
    case undefined:
      return onlyErrors({
        kind: validatePaymentMethodChosen(form.kind),
        withdrawPassword: passwordError,
      });
  }
};

export type ResetWithdrawPasswordField = 'otp' | 'withdrawPassword' | 'confirmWithdrawPassword';

/**
 * The withdraw-password reset form (OTP sent to the user's mobile): the auth forms' own rules,
 * so OTP, withdraw password and confirmation read and behave the same in both places.
 */
export const validateResetWithdrawPassword = (
  values: FieldValues<ResetWithdrawPasswordField>,
): AuthFieldErrors<ResetWithdrawPasswordField> =>
  collectErrors<ResetWithdrawPasswordField>({
    otp: validateOtp(values.otp),
    withdrawPassword: validateWithdrawPassword(values.withdrawPassword),
    confirmWithdrawPassword: validateConfirmation(
      values.withdrawPassword,
      values.confirmWithdrawPassword,
      'validation.confirmWithdrawPassword.required',
    ),
  });
