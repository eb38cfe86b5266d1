import { describe, expect, it } from 'vitest';
import { authMessagesEn } from '../auth/messages.en.ts';
import { SHARED_AUTH_MESSAGE_IDS, walletMessage, walletMessagesEn } from './messages.en.ts';

/** Every text the spec gives for the wallet, copied from spec §2, §5, §8 character for character. */
const SPEC_TEXTS: Record<string, string> = {
  'wallet.demoRestricted': 'Wallet access is restricted for demo users',
  'wallet.unexpectedStatus': 'Unexpected response status',
  'wallet.deposit.amount.required': 'Please Enter Deposit Amount',
  'wallet.deposit.amount.range': 'The deposit amount must be between {min} and {max}.',
  'wallet.deposit.proof.field': 'Please upload image',
  'wallet.deposit.proof.required': 'Please Upload Payment Proof',
  'wallet.deposit.utr.digits': 'UTR number must be 10 to 15 digit',
  'wallet.deposit.noOptions': 'No Deposit Options Available. Contact Admin!!',
  'wallet.deposit.social.noNumber': 'No social payment number available',
  'wallet.utr.fetchFailed': 'Something went wrong while fetching UTR.',
  'wallet.utr.noImage': 'No image found for UTR auto-check.',
  'wallet.stake.range': 'Stake value must be between 100 to 1Cr.',
  'wallet.stake.saved': 'Saved Successfully',
  'wallet.withdraw.amount.min': 'Please enter amount greater than equal to {min}',
  'wallet.withdraw.insufficient.field': 'Insufficient balance.',
  'wallet.withdraw.insufficient.toast': 'Insufficient Balance',
  'wallet.withdraw.noAccounts': 'Add Acccount To Withdraw...',
  'wallet.account.bank.required': 'Please Select Bank Name.',
  'wallet.account.holder.required': 'Account holder name is required.',
  'wallet.account.holder.length': 'Account holder name must be 3-100 characters.',
  'wallet.account.number.digits': 'Account Number must be a valid numeric value between 9 to 18 digits',
  'wallet.account.ifsc.format': 'IFSC code should be 11 Alphanumeric Characters',
  'wallet.account.upiOrQr.required': 'At least one field is required UPI ID or QR code.',
  'wallet.upload.invalidType': 'Invalid file type',
  'wallet.upload.invalidQrImage':
    'Invalid file type. Only JPG, JPEG, PNG, and WEBP image formats are allowed, and file size must be under 5 MB.',
  'wallet.upload.corrupted': 'File seems corrupted and cannot be uploaded',
  'wallet.upload.corruptedImage': 'Error => Corrupted Image , Please Try With New Image',
  'wallet.upload.urlFailed': 'Failed to get upload URL',
  'wallet.upload.failed': 'File upload failed',
  'wallet.copy.noData': 'No Data Available To Copy.',
  'wallet.copy.field': '{field} Copied Successfully',
  'wallet.copy.done': 'Successfully copied.',
  'wallet.history.empty': 'No Record found',
  'wallet.history.status.pending': 'Pending',
  'wallet.history.status.approveInProcess': 'Approve In Process',
  'wallet.history.status.approveCompleted': 'Approved',
  'wallet.history.status.rejectInProcess': 'Reject In Process',
  'wallet.history.status.rejectCompleted': 'Rejected',
  'wallet.history.status.hold': 'Processing',
  'wallet.history.status.expired': 'expired',
  'wallet.history.status.cancelled': 'cancelled',
};

/** Texts the spec leaves to us (docs/decisions/005–007). */
const DESIGNED_IDS = [
  'wallet.deposit.utr.walletMax',
  'wallet.deposit.paymentBonus',
  'wallet.withdraw.amount.max',
  'wallet.withdraw.account.required',
  'wallet.account.method.required',
  'wallet.account.holder.characters',
  'wallet.account.upi.format',
  'wallet.account.walletId.format',
  'wallet.account.qrHint',
  'wallet.upload.tooLarge',
  'wallet.upload.tooManyPixels',
  'wallet.history.filter.all',
];

describe('wallet messages (English)', () => {
  it.each(Object.entries(SPEC_TEXTS))('%s is the spec text verbatim', (id, text) => {
    expect(walletMessagesEn[id as keyof typeof walletMessagesEn]).toBe(text);
  });

  it('holds exactly the spec texts and the designed ones, each with non-empty text', () => {
    expect(Object.keys(walletMessagesEn).sort()).toEqual([...Object.keys(SPEC_TEXTS), ...DESIGNED_IDS].sort());
    for (const text of Object.values(walletMessagesEn)) expect(text.trim()).not.toBe('');
  });

  it('keeps the spec typo in the withdraw empty state', () => {
    expect(walletMessagesEn['wallet.withdraw.noAccounts']).toContain('Acccount');
  });

  it('uses ids shared with the auth forms, whose text the auth catalogue holds', () => {
    for (const id of SHARED_AUTH_MESSAGE_IDS) expect(authMessagesEn[id], id).toBeDefined();
    expect(authMessagesEn['validation.withdrawPassword.required']).toBe('Please Enter Withdraw Password');
    expect(authMessagesEn['validation.password.mismatch']).toBe('Password Mismatched.');
  });

  it('builds messages with and without values', () => {
    expect(walletMessage('wallet.stake.saved')).toEqual({ id: 'wallet.stake.saved' });
    expect(walletMessage('wallet.withdraw.amount.min', { min: 100 })).toEqual({
      id: 'wallet.withdraw.amount.min',
      values: { min: 100 },
    });
  });
});
