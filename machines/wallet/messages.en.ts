import { messageId, type Message } from '../shared/message.ts';

/**
 * English text of every message id the wallet rules and machines use. The i18n owner merges these
 * into src/i18n/en.json. Texts the spec gives are copied verbatim (spec §2, §5, §8, typos included);
 * texts where the spec is silent are marked "designed" and recorded in docs/decisions/005–007.
 */
export const walletMessagesEn = {
  'wallet.demoRestricted': 'Wallet access is restricted for demo users',
  'wallet.unexpectedStatus': 'Unexpected response status',

  'wallet.deposit.amount.required': 'Please Enter Deposit Amount',
  'wallet.deposit.amount.range': 'The deposit amount must be between {min} and {max}.',
  'wallet.deposit.proof.field': 'Please upload image',
  'wallet.deposit.proof.required': 'Please Upload Payment Proof',
  'wallet.deposit.utr.digits': 'UTR number must be 10 to 15 digit',
  // designed (005)
  'wallet.deposit.utr.walletMax': 'Transaction ID must be at most 128 characters.',
  'wallet.deposit.noOptions': 'No Deposit Options Available. Contact Admin!!',
  'wallet.deposit.social.noNumber': 'No social payment number available',
  // designed (005): the tab's payment bonus badge
  'wallet.deposit.paymentBonus': '{percentage}% Bonus',

  'wallet.utr.fetchFailed': 'Something went wrong while fetching UTR.',
  'wallet.utr.noImage': 'No image found for UTR auto-check.',

  'wallet.stake.range': 'Stake value must be between 100 to 1Cr.',
  'wallet.stake.saved': 'Saved Successfully',

  'wallet.withdraw.amount.min': 'Please enter amount greater than equal to {min}',
  // designed (007): only reachable when an uncleaned amount is validated
  'wallet.withdraw.amount.max': 'Please enter amount less than equal to {max}',
  'wallet.withdraw.insufficient.field': 'Insufficient balance.',
  'wallet.withdraw.insufficient.toast': 'Insufficient Balance',
  'wallet.withdraw.noAccounts': 'Add Acccount To Withdraw...',
  // designed (007)
  'wallet.withdraw.account.required': 'Please Select An Account To Withdraw.',

  // designed (007)
  'wallet.account.method.required': 'Please Select Payment Method.',
  'wallet.account.bank.required': 'Please Select Bank Name.',
  'wallet.account.holder.required': 'Account holder name is required.',
  'wallet.account.holder.length': 'Account holder name must be 3-100 characters.',
  // designed (007)
  'wallet.account.holder.characters': 'Account holder name can contain only letters, spaces, dots and hyphens.',
  'wallet.account.number.digits': 'Account Number must be a valid numeric value between 9 to 18 digits',
  'wallet.account.ifsc.format': 'IFSC code should be 11 Alphanumeric Characters',
  // designed (007)
  'wallet.account.upi.format': 'UPI ID must be 5-50 characters in the form name@bank.',
  'wallet.account.upiOrQr.required': 'At least one field is required UPI ID or QR code.',
  // designed (007)
  'wallet.account.walletId.format': 'Wallet ID must be 8-20 characters: letters, digits, hyphen, underscore or @.',
  // designed (007): the spec describes this hint without giving its words
  'wallet.account.qrHint': 'If the QR code is not detected, the exchange is not responsible for any losses.',

  'wallet.upload.invalidType': 'Invalid file type',
  'wallet.upload.invalidQrImage':
    'Invalid file type. Only JPG, JPEG, PNG, and WEBP image formats are allowed, and file size must be under 5 MB.',
  // designed (006)
  'wallet.upload.tooLarge': 'File size must be under 5 MB.',
  // designed (006)
  'wallet.upload.tooManyPixels': 'Image is too large. Please upload an image under 40 megapixels.',
  'wallet.upload.corrupted': 'File seems corrupted and cannot be uploaded',
  'wallet.upload.corruptedImage': 'Error => Corrupted Image , Please Try With New Image',
  'wallet.upload.urlFailed': 'Failed to get upload URL',
  'wallet.upload.failed': 'File upload failed',

  'wallet.copy.noData': 'No Data Available To Copy.',
  'wallet.copy.field': '{field} Copied Successfully',
  'wallet.copy.done': 'Successfully copied.',

  'wallet.history.empty': 'No Record found',
  // designed (007): the spec names the filter options, not their labels
  'wallet.history.filter.all': 'All',
  'wallet.history.status.pending': 'Pending',
  'wallet.history.status.approveInProcess': 'Approve In Process',
  'wallet.history.status.approveCompleted': 'Approved',
  'wallet.history.status.rejectInProcess': 'Reject In Process',
  'wallet.history.status.rejectCompleted': 'Rejected',
  'wallet.history.status.hold': 'Processing',
  'wallet.history.status.expired': 'expired',
  'wallet.history.status.cancelled': 'cancelled',
} as const satisfies Record<string, string>;

export type WalletMessageId = keyof typeof walletMessagesEn;

/**
 * Ids the wallet shows from the auth catalogue (machines/auth/messages.en.ts holds their text): the
 * withdraw-password reset uses the auth forms' rules, and Add account asks for the same password.
 */
export const SHARED_AUTH_MESSAGE_IDS = [
  'validation.otp.required',
  'validation.otp.digits',
  'validation.password.mismatch',
  'validation.withdrawPassword.required',
  'validation.withdrawPassword.rule',
  'validation.confirmWithdrawPassword.required',
] as const;

export type SharedAuthMessageId = (typeof SHARED_AUTH_MESSAGE_IDS)[number];

/** A typed `messageId`: an id that is not in a catalogue fails to compile. */
export const walletMessage = (
  id: WalletMessageId | SharedAuthMessageId,
  values?: Record<string, string | number>,
): Message => messageId(id, values);
