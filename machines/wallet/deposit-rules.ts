import {
  DEFAULT_AMOUNT_MAX,
  UTR_MAX,
  UTR_MIN,
  WALLET_UTR_MAX,
} from '../shared/constants.ts';
import { cleanDigits, cleanNumber, cleanSecret } from '../shared/input-cleaning.ts';
import { stakeButtonsOf } from '../shared/stake-buttons.ts';
import type { Message } from '../shared/message.ts';
import { walletMessage } from './message-ids.ts';
import type { PaymentMethodKind } from './payment-methods.ts';

/** An inclusive amount range in whole rupees. */
export interface AmountRange {
  min: number;
  max: number;
}

/** A range as the wallet config sends it: either bound may be missing, zero or a numeric string. */
export interface ConfiguredRange {
  min?: number | string | null;
  max?: number | string | null;
}

/** The deposit minimum when the config gives none (spec is silent): any positive rupee amount. */
export const DEFAULT_DEPOSIT_MIN = 1;

const positiveNumber = (value: unknown): number | undefined => {
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : undefined;
};

/**
 * The range to enforce, from the config with fallbacks (missing or non-positive bounds fall back to
 * the defaults). A min above the max is capped at the max so a bad config cannot lock the form.
 * Shared by deposit (default min 1) and withdraw (default min 100).
 */
export const resolveAmountRange = (configured: ConfiguredRange | null | undefined, defaultMin: number): AmountRange => {
  const max = positiveNumber(configured?.max) ?? DEFAULT_AMOUNT_MAX;
  const min = positiveNumber(configured?.min) ?? defaultMin;
  return { min: Math.min(min, max), max };
};

export const resolveDepositRange = (configured: ConfiguredRange | null | undefined): AmountRange =>
  resolveAmountRange(configured, DEFAULT_DEPOSIT_MIN);

/**
 * Cleans what the user typed into an amount field: digits only, clamped to max
 * (spec §5: "number fields keep digits and are clamped to a maximum", the auth forms' cleaner) and
 * no leading zeros. Returns the field's text.
 */
export const cleanAmountInput = (raw: string, max: number): string => cleanNumber(raw, max).replace(/^0+/, '');

/** The amount a cleaned field holds, or undefined when it is empty. */
export const parseAmount = (text: string): number | undefined => (text === '' ? undefined : Number(text));

/** 'Please Enter Deposit Amount' when empty or zero; the range message outside [min, max]. */
export const validateDepositAmount = (amount: number | undefined, range: AmountRange): Message | undefined => {
  if (amount === undefined || amount === 0) return walletMessage('wallet.deposit.amount.required');
  if (amount < range.min || amount > range.max) {
    return walletMessage('wallet.deposit.amount.range', { min: range.min, max: range.max });
  }
  return undefined;
};

/** Submit is disabled below min (and while the amount is invalid at all). */
export const canSubmitDepositAmount = (amount: number | undefined, range: AmountRange): boolean =>
  validateDepositAmount(amount, range) === undefined;

/** A quick-add stake adds to the amount, capped at max. */
export const addStakeToAmount = (amount: number | undefined, stake: number, max: number): number =>
  Math.min((amount ?? 0) + stake, max);

/** The quick-add buttons: the bettor's stake buttons, one rule with the bet slip's (../shared/stake-buttons.ts). */
export const stakeButtonsFromConfig = stakeButtonsOf;

/**
 * Cleans the UTR field: digits only, at most 15 for bank/UPI/social methods; for the wallet
 * (crypto) method a transaction hash of up to 128 characters without spaces.
 */
export const cleanUtrInput = (raw: string, method: PaymentMethodKind): string =>
  method === 'wallet' ? cleanSecret(raw).slice(0, WALLET_UTR_MAX) : cleanDigits(raw, UTR_MAX);

const UTR_PATTERN = new RegExp(`^\\d{${UTR_MIN},${UTR_MAX}}$`);

/**
 * UTR rule (docs/decisions/005-utr-length.md): for every method but wallet the UTR is required and
 * is 10–15 digits, one rule for the field and the submit button; an empty field shows the same
 * message. For wallet it is optional, up to 128 characters.
 */
export const validateUtr = (utr: string, method: PaymentMethodKind): Message | undefined => {
  if (method === 'wallet') {
    return utr.length > WALLET_UTR_MAX ? walletMessage('wallet.deposit.utr.walletMax') : undefined;
  }
  return UTR_PATTERN.test(utr) ? undefined : walletMessage('wallet.deposit.utr.digits');
};

/**
 * Proof messages (docs/decisions/006-deposit-proof-and-uploads.md): 'Please upload image' is the
 * inline error under the upload control; 'Please Upload Payment Proof' is the toast when submit is
 * pressed without a proof.
 */
export const validateProofField = (hasProof: boolean): Message | undefined =>
  hasProof ? undefined : walletMessage('wallet.deposit.proof.field');

export const validateProofAtSubmit = (hasProof: boolean): Message | undefined =>
  hasProof ? undefined : walletMessage('wallet.deposit.proof.required');

/**
 * The amount shown for a crypto method: the deposit divided by multiplier_value, 2 decimals.
 * Undefined when the multiplier is missing, zero or not a number (show the rupee amount instead).
 */
export const cryptoAmount = (deposit: number, multiplierValue: unknown): string | undefined => {
  const multiplier = positiveNumber(multiplierValue);
  if (multiplier === undefined) return undefined;
  // EPSILON nudges halves like 1.005 that binary floats store just below the half up.
  return (Math.round((deposit / multiplier + Number.EPSILON) * 100) / 100).toFixed(2);
};

/** What the payment-method screen holds when the user presses submit. */
export interface DepositSubmission {
  amount: number | undefined;
  method: PaymentMethodKind;
  hasProof: boolean;
  utr: string;
  termsAccepted: boolean;
}

/**
 * The first reason the deposit cannot be sent (amount, then proof, then UTR), checked at submit.
 * Payment gateway methods need neither proof nor UTR: the gateway takes the payment.
 */
export const validateDepositSubmission = (form: DepositSubmission, range: AmountRange): Message | undefined => {
  const amountError = validateDepositAmount(form.amount, range);
  if (amountError || form.method === 'payment_gateway') return amountError;
  return validateProofAtSubmit(form.hasProof) ?? validateUtr(form.utr, form.method);
};

/** The terms checkbox is forced on at submit (spec §5): the submitted form always carries true. */
export const withTermsForcedOn = <Form extends { termsAccepted: boolean }>(form: Form): Form => ({
  ...form,
  termsAccepted: true,
});

/** What the server says of a gateway payment framed inside the product: still open, or settled one way. */
export type GatewayOutcome = 'pending' | 'paid' | 'failed';

/**
 * A framed gateway payment's outcome from its deposit's status (spec §4's table): approved is paid;
 * rejected, expired or cancelled is failed; anything else (pending, in process, hold) is still open.
 */
export function gatewayOutcomeOf(status: string | undefined): GatewayOutcome {
  if (status === 'approve_completed') return 'paid';
  if (status === 'reject_completed' || status === 'expired' || status === 'cancelled') return 'failed';
  return 'pending';
}
