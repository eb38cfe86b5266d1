import { describe, expect, it } from 'vitest';
import {
  CRYPTO_TYPE,
  cleanAccountNumberInput,
  cleanIfscInput,
  validateAccountNumber,
  validateAddAccount,
  validateBankChosen,
  validateHolderName,
  validateIfsc,
  validatePaymentMethodChosen,
  validateResetWithdrawPassword,
  validateUpiId,
  validateUpiOrQr,
  validateWalletId,
  validateWithdrawPasswordGiven,
  type AddAccountForm,
} from './account-rules.ts';

const holderRequired = { id: 'wallet.account.holder.required' };
const holderLength = { id: 'wallet.account.holder.length' };
const holderCharacters = { id: 'wallet.account.holder.characters' };
const accountNumberMessage = { id: 'wallet.account.number.digits' };
const ifscMessage = { id: 'wallet.account.ifsc.format' };
const upiFormat = { id: 'wallet.account.upi.format' };
const upiOrQr = { id: 'wallet.account.upiOrQr.required' };
const walletIdMessage = { id: 'wallet.account.walletId.format' };
const passwordRequired = { id: 'validation.withdrawPassword.required' };

describe('Add account cleaners', () => {
  it('keeps at most 18 digits of an account number', () => {
    expect(cleanAccountNumberInput(' 1234 5678-9012 ')).toBe('123456789012');
    expect(cleanAccountNumberInput('1'.repeat(25))).toBe('1'.repeat(18));
  });

  it('uppercases the IFSC and keeps 11 letters or digits', () => {
    expect(cleanIfscInput(' sbin-0001234 ')).toBe('SBIN0001234');
    expect(cleanIfscInput('hdfc0001234567')).toBe('HDFC0001234');
  });
});

describe('validatePaymentMethodChosen / validateBankChosen', () => {
  it('requires a payment method', () => {
    expect(validatePaymentMethodChosen(undefined)).toEqual({ id: 'wallet.account.method.required' });
    expect(validatePaymentMethodChosen('bank')).toBeUndefined();
  });

  it('requires a bank', () => {
    for (const bankId of [undefined, '', '  ']) expect(validateBankChosen(bankId)).toEqual({ id: 'wallet.account.bank.required' });
    expect(validateBankChosen(0)).toBeUndefined();
    expect(validateBankChosen('12')).toBeUndefined();
  });
});

describe('validateHolderName', () => {
  it.each([
    ['', holderRequired],
    ['   ', holderRequired],
    ['Al', holderLength],
    [' Al ', holderLength],
    ['Ali', undefined],
    ['R. K. Sharma-Verma', undefined],
    ['A'.repeat(100), undefined],
    ['A'.repeat(101), holderLength],
    ['Ravi 2', holderCharacters],
    ["D'Souza", holderCharacters],
    ['रवि शर्मा', holderCharacters],
  ])('holder name %j → %j', (name, expected) => {
    expect(validateHolderName(name)).toEqual(expected);
  });
});

describe('validateAccountNumber', () => {
  it.each([
    ['', accountNumberMessage],
    ['   ', accountNumberMessage],
    ['12345678', accountNumberMessage],
    ['123456789', undefined],
    ['123456789012345678', undefined],
    ['1234567890123456789', accountNumberMessage],
    ['12345678a', accountNumberMessage],
  ])('account number %j → %j', (accountNumber, expected) => {
    expect(validateAccountNumber(accountNumber)).toEqual(expected);
  });
});

describe('validateIfsc', () => {
  it.each([
    ['', ifscMessage],
    ['SBIN000123', ifscMessage],
    ['SBIN0001234', undefined],
    ['sbin0001234', undefined],
    ['SBIN00012345', ifscMessage],
    ['SBIN-001234', ifscMessage],
  ])('IFSC %j → %j', (ifsc, expected) => {
    expect(validateIfsc(ifsc)).toEqual(expected);
  });
});

describe('UPI', () => {
  it.each([
    ['', undefined],
    ['  ', undefined],
    ['a@ok', upiFormat],
    ['ab@ok', undefined],
    ['ravi.sharma-1_x@okaxis', undefined],
    [`${'a'.repeat(45)}@bank`, undefined],
    [`${'a'.repeat(46)}@bank`, upiFormat],
    ['ravisharma', upiFormat],
    ['ravi@', upiFormat],
    ['@okaxis', upiFormat],
    ['ravi@ok axis', upiFormat],
    ['ravi@ok1', upiFormat],
    ['ra@vi@okaxis', upiFormat],
  ])('UPI ID %j → %j', (upiId, expected) => {
    expect(validateUpiId(upiId)).toEqual(expected);
  });

  it('needs a UPI ID or a QR code', () => {
    expect(validateUpiOrQr('', '')).toEqual(upiOrQr);
    expect(validateUpiOrQr('  ', ' ')).toEqual(upiOrQr);
    expect(validateUpiOrQr('ravi@okaxis', '')).toBeUndefined();
    expect(validateUpiOrQr('', 'https://cdn.example/qr.png')).toBeUndefined();
  });
});

describe('validateWalletId', () => {
  it.each([
    ['', walletIdMessage],
    ['abc-123', walletIdMessage],
    ['abc-1234', undefined],
    ['TXyz_09@ab-CD', undefined],
    ['a'.repeat(20), undefined],
    ['a'.repeat(21), walletIdMessage],
    ['abcd 1234', walletIdMessage],
    ['abcd.1234', walletIdMessage],
  ])('wallet id %j → %j', (walletId, expected) => {
    expect(validateWalletId(walletId)).toEqual(expected);
  });

  it('is a USDT wallet', () => {
    expect(CRYPTO_TYPE).toBe('USDT');
  });
});

describe('validateWithdrawPasswordGiven', () => {
  it('requires the withdraw password', () => {
    expect(validateWithdrawPasswordGiven('')).toEqual(passwordRequired);
    expect(validateWithdrawPasswordGiven('anything')).toBeUndefined();
  });
});

describe('validateAddAccount', () => {
  const empty: AddAccountForm = {
    kind: undefined,
    bankId: undefined,
    holderName: '',
    accountNumber: '',
    ifsc: '',
    upiId: '',
    qrCode: '',
    walletId: '',
    withdrawPassword: '',
  };

  it('asks for the payment method and the password first', () => {
    expect(validateAddAccount(empty)).toEqual({ kind: { id: 'wallet.account.method.required' }, withdrawPassword: passwordRequired });
  });

  it('checks every bank field', () => {
    expect(validateAddAccount({ ...empty, kind: 'bank' })).toEqual({
      bankId: { id: 'wallet.account.bank.required' },
      holderName: holderRequired,
      accountNumber: accountNumberMessage,
      ifsc: ifscMessage,
      withdrawPassword: passwordRequired,
    });
    const bank = { ...empty, kind: 'bank' as const, bankId: 3, holderName: 'Ravi Sharma', accountNumber: '123456789012', ifsc: 'SBIN0001234', withdrawPassword: 'x' };
    expect(validateAddAccount(bank)).toEqual({});
  });

  it('checks the UPI ID format, then that one of UPI ID or QR is given', () => {
    expect(validateAddAccount({ ...empty, kind: 'upi', withdrawPassword: 'x' })).toEqual({ upiId: upiOrQr });
    expect(validateAddAccount({ ...empty, kind: 'upi', upiId: 'bad', withdrawPassword: 'x' })).toEqual({ upiId: upiFormat });
    expect(validateAddAccount({ ...empty, kind: 'upi', qrCode: 'https://cdn/qr.png', withdrawPassword: 'x' })).toEqual({});
    expect(validateAddAccount({ ...empty, kind: 'upi', upiId: 'ravi@okaxis', withdrawPassword: 'x' })).toEqual({});
  });

  it('checks the crypto wallet id', () => {
    expect(validateAddAccount({ ...empty, kind: 'wallet' })).toEqual({ walletId: walletIdMessage, withdrawPassword: passwordRequired });
    expect(validateAddAccount({ ...empty, kind: 'wallet', walletId: 'TXyz_0912', withdrawPassword: 'x' })).toEqual({});
  });
});

describe('validateResetWithdrawPassword (the auth forms rules)', () => {
  const valid = { otp: '123456', withdrawPassword: 'Ab1@xyzw', confirmWithdrawPassword: 'Ab1@xyzw' };
  const rule = { id: 'validation.withdrawPassword.rule' };

  it('passes a complete form', () => {
    expect(validateResetWithdrawPassword(valid)).toEqual({});
    expect(validateResetWithdrawPassword({ ...valid, withdrawPassword: 'Ab1@' + 'x'.repeat(16), confirmWithdrawPassword: 'Ab1@' + 'x'.repeat(16) })).toEqual({});
  });

  it('reports every field of an empty form', () => {
    expect(validateResetWithdrawPassword({ otp: '', withdrawPassword: '', confirmWithdrawPassword: '' })).toEqual({
      otp: { id: 'validation.otp.required' },
      withdrawPassword: passwordRequired,
      confirmWithdrawPassword: { id: 'validation.confirmWithdrawPassword.required' },
    });
  });

  it.each([['12345'], ['1234567'], ['12345a']])('needs 6 digits of OTP, not %j', (otp) => {
    expect(validateResetWithdrawPassword({ ...valid, otp })).toEqual({ otp: { id: 'validation.otp.digits' } });
  });

  it.each([['Ab1@xyz'], ['Ab1@' + 'x'.repeat(17)], ['ab1@xyzw'], ['AB1@XYZW'], ['Abc@xyzw'], ['Ab12xyzw']])(
    'refuses the withdraw password %j (8-20 with lower, upper, digit and special)',
    (withdrawPassword) => {
      expect(validateResetWithdrawPassword({ ...valid, withdrawPassword, confirmWithdrawPassword: withdrawPassword })).toEqual({
        withdrawPassword: rule,
      });
    },
  );

  it('needs the confirmation to match', () => {
    expect(validateResetWithdrawPassword({ ...valid, confirmWithdrawPassword: 'Ab1@xyzW' })).toEqual({
      confirmWithdrawPassword: { id: 'validation.password.mismatch' },
    });
  });
});
