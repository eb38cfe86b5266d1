import type { AuthMessageId } from '../auth/message-ids.ts';
import { messageId, type Message } from '../shared/message.ts';

/**
 * Every message id the wallet rules and machines use; their texts live once, in the catalogues
 * (src/i18n/screens.<language>.json). The spec's texts (spec §2, §5, §8, typos included) are checked
 * word for word in src/i18n/catalogue.test.ts; the ids marked "designed" have texts of ours
 * (docs/decisions/005–007).
 */
export const WALLET_MESSAGE_IDS = [
  'wallet.demoRestricted',
  'wallet.unexpectedStatus',

  'wallet.deposit.amount.required',
  'wallet.deposit.amount.range',
  'wallet.deposit.proof.field',
  'wallet.deposit.proof.required',
  'wallet.deposit.utr.digits',
  // designed (005)
  'wallet.deposit.utr.walletMax',
  'wallet.deposit.noOptions',
  'wallet.deposit.social.noNumber',
  // designed (005): the tab's payment bonus badge
  'wallet.deposit.paymentBonus',

  'wallet.utr.fetchFailed',
  'wallet.utr.noImage',

  'wallet.stake.range',
  'wallet.stake.saved',

  'wallet.withdraw.amount.min',
  // designed (007): only reachable when an uncleaned amount is validated
  'wallet.withdraw.amount.max',
  'wallet.withdraw.insufficient.field',
  'wallet.withdraw.insufficient.toast',
  'wallet.withdraw.noAccounts',
  // designed (007)
  'wallet.withdraw.account.required',

  // designed (007)
  'wallet.account.method.required',
  'wallet.account.bank.required',
  'wallet.account.holder.required',
  'wallet.account.holder.length',
  // designed (007)
  'wallet.account.holder.characters',
  'wallet.account.number.digits',
  'wallet.account.ifsc.format',
  // designed (007)
  'wallet.account.upi.format',
  'wallet.account.upiOrQr.required',
  // designed (007)
  'wallet.account.walletId.format',
  // designed (007): the spec describes this hint without giving its words
  'wallet.account.qrHint',

  'wallet.upload.invalidType',
  'wallet.upload.invalidQrImage',
  // designed (006)
  'wallet.upload.tooLarge',
  // designed (006)
  'wallet.upload.tooManyPixels',
  'wallet.upload.corrupted',
  'wallet.upload.corruptedImage',
  'wallet.upload.urlFailed',
  'wallet.upload.failed',

  'wallet.copy.noData',
  'wallet.copy.field',
  'wallet.copy.done',

  'wallet.history.empty',
  // designed (007): the spec names the filter options, not their labels
  'wallet.history.filter.all',
  'wallet.history.status.pending',
  'wallet.history.status.approveInProcess',
  'wallet.history.status.approveCompleted',
  'wallet.history.status.rejectInProcess',
  'wallet.history.status.rejectCompleted',
  'wallet.history.status.hold',
  'wallet.history.status.expired',
  'wallet.history.status.cancelled',
] as const;

export type WalletMessageId = (typeof WALLET_MESSAGE_IDS)[number];

/**
 * Ids the wallet shows from the auth forms' list (machines/auth/message-ids.ts): the
 * withdraw-password reset uses the auth forms' rules, and Add account asks for the same password.
 */
export const SHARED_AUTH_MESSAGE_IDS = [
  'validation.otp.required',
  'validation.otp.digits',
  'validation.password.mismatch',
  'validation.withdrawPassword.required',
  'validation.withdrawPassword.rule',
  'validation.confirmWithdrawPassword.required',
] as const satisfies readonly AuthMessageId[];

export type SharedAuthMessageId = (typeof SHARED_AUTH_MESSAGE_IDS)[number];

/** A typed `messageId`: an id that is not in the lists above fails to compile. */
export const walletMessage = (
  id: WalletMessageId | SharedAuthMessageId,
  values?: Record<string, string | number>,
): Message => messageId(id, values);
