import { DEFAULT_WITHDRAWAL_MIN } from '../shared/constants.ts';
import type { Message } from '../shared/message.ts';
import { resolveAmountRange, type AmountRange, type ConfiguredRange } from './deposit-rules.ts';
import { walletMessage } from './message-ids.ts';
import { availableToWithdraw, type WalletFunds } from '../shared/funds.ts';

export const resolveWithdrawalRange = (configured: ConfiguredRange | null | undefined): AmountRange =>
  resolveAmountRange(configured, DEFAULT_WITHDRAWAL_MIN);

// One definition of the wallet's figures for every screen (docs/decisions/221).
export { availableToWithdraw, type WalletFunds } from '../shared/funds.ts';

/** Where an insufficient-balance message shows: inline while typing, toast at submit (decision 007). */
export type InsufficientPlacement = 'field' | 'toast';

/**
 * The withdraw amount: at least the minimum ('Please enter amount greater than equal to {min}',
 * also for an empty field), at most the maximum, and not more than is available.
 */
export const validateWithdrawAmount = (
  amount: number | undefined,
  range: AmountRange,
  available: number,
  placement: InsufficientPlacement,
): Message | undefined => {
  if (amount === undefined || amount < range.min) return walletMessage('wallet.withdraw.amount.min', { min: range.min });
  if (amount > range.max) return walletMessage('wallet.withdraw.amount.max', { max: range.max });
  if (amount > available) {
    return walletMessage(placement === 'field' ? 'wallet.withdraw.insufficient.field' : 'wallet.withdraw.insufficient.toast');
  }
  return undefined;
};

/** The withdraw screen's empty state when there is no saved account. */
export const withdrawAccountsEmptyMessage = (accountCount: number): Message | undefined =>
  accountCount === 0 ? walletMessage('wallet.withdraw.noAccounts') : undefined;

/** What the withdraw form holds when the user presses submit. */
export interface WithdrawSubmission {
  amount: number | undefined;
  accountCount: number;
  /** Index of the chosen account in the account list (the request's client_account_index). */
  selectedAccountIndex: number | undefined;
}

/**
 * The first reason a withdraw cannot be sent, checked at submit with the latest funds: no account
 * at all, no account chosen, then the amount (insufficient funds as a toast, since the balance may
 * have changed since the field was checked).
 */
export const validateWithdrawSubmission = (
  form: WithdrawSubmission,
  range: AmountRange,
  funds: WalletFunds,
): Message | undefined => {
  const noAccounts = withdrawAccountsEmptyMessage(form.accountCount);
  if (noAccounts) return noAccounts;
  const index = form.selectedAccountIndex;
  if (index === undefined || index < 0 || index >= form.accountCount) {
    return walletMessage('wallet.withdraw.account.required');
  }
  return validateWithdrawAmount(form.amount, range, availableToWithdraw(funds), 'toast');
};
