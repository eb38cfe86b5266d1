import { describe, expect, it } from 'vitest';
import { DEFAULT_AMOUNT_MAX } from '../shared/constants.ts';
import {
  availableToWithdraw,
  resolveWithdrawalRange,
  validateWithdrawAmount,
  validateWithdrawSubmission,
  withdrawAccountsEmptyMessage,
} from './withdraw-rules.ts';

const range = { min: 500, max: 20_000 };
const minMessage = { id: 'wallet.withdraw.amount.min', values: { min: 500 } };
const insufficientField = { id: 'wallet.withdraw.insufficient.field' };
const insufficientToast = { id: 'wallet.withdraw.insufficient.toast' };

describe('resolveWithdrawalRange', () => {
  it('defaults to min 100 and max 99999999', () => {
    expect(resolveWithdrawalRange(undefined)).toEqual({ min: 100, max: DEFAULT_AMOUNT_MAX });
    expect(resolveWithdrawalRange({ min: 0, max: null })).toEqual({ min: 100, max: DEFAULT_AMOUNT_MAX });
  });

  it('takes the configured bounds', () => {
    expect(resolveWithdrawalRange({ min: 500, max: '20000' })).toEqual(range);
  });
});

describe('availableToWithdraw', () => {
  it('is balance + exposure − earnBonus with the negative exposure the APIs send', () => {
    expect(availableToWithdraw({ balance: 10_000, exposure: -2_500, earnBonus: 1_000 })).toBe(6_500);
    expect(availableToWithdraw({ balance: 10_000, exposure: 0, earnBonus: 0 })).toBe(10_000);
  });

  it('never lets a positive exposure raise the amount', () => {
    expect(availableToWithdraw({ balance: 10_000, exposure: 2_500, earnBonus: 0 })).toBe(7_500);
  });

  it('never withdraws bonus funds and never goes below 0', () => {
    expect(availableToWithdraw({ balance: 1_000, exposure: 0, earnBonus: 1_000 })).toBe(0);
    expect(availableToWithdraw({ balance: 1_000, exposure: -800, earnBonus: 500 })).toBe(0);
  });

  it('rounds to paise', () => {
    expect(availableToWithdraw({ balance: 100.3, exposure: -0.1, earnBonus: 0.1 })).toBe(100.1);
  });
});

describe('validateWithdrawAmount', () => {
  it.each([
    [undefined, minMessage],
    [0, minMessage],
    [499, minMessage],
    [500, undefined],
    [6_500, undefined],
    [6_501, insufficientField],
    [20_000, insufficientField],
    [20_001, { id: 'wallet.withdraw.amount.max', values: { max: 20_000 } }],
  ])('amount %j with 6500 available → %j', (amount, expected) => {
    expect(validateWithdrawAmount(amount, range, 6_500, 'field')).toEqual(expected);
  });

  it('uses the toast text for insufficient funds at submit', () => {
    expect(validateWithdrawAmount(6_501, range, 6_500, 'toast')).toEqual(insufficientToast);
  });

  it('uses the default minimum of 100 in its message', () => {
    expect(validateWithdrawAmount(99, resolveWithdrawalRange(undefined), 1_000, 'field')).toEqual({
      id: 'wallet.withdraw.amount.min',
      values: { min: 100 },
    });
  });
});

describe('withdrawAccountsEmptyMessage', () => {
  it('asks to add an account when there is none', () => {
    expect(withdrawAccountsEmptyMessage(0)).toEqual({ id: 'wallet.withdraw.noAccounts' });
    expect(withdrawAccountsEmptyMessage(1)).toBeUndefined();
  });
});

describe('validateWithdrawSubmission', () => {
  const funds = { balance: 10_000, exposure: -2_500, earnBonus: 1_000 };
  const form = { amount: 1_000, accountCount: 2, selectedAccountIndex: 1 };

  it('passes a complete form within the available funds', () => {
    expect(validateWithdrawSubmission(form, range, funds)).toBeUndefined();
  });

  it('needs an account, then a chosen one', () => {
    expect(validateWithdrawSubmission({ ...form, accountCount: 0, selectedAccountIndex: undefined }, range, funds)).toEqual({
      id: 'wallet.withdraw.noAccounts',
    });
    for (const selectedAccountIndex of [undefined, -1, 2]) {
      expect(validateWithdrawSubmission({ ...form, selectedAccountIndex }, range, funds)).toEqual({
        id: 'wallet.withdraw.account.required',
      });
    }
  });

  it('checks the amount against the latest funds, as a toast', () => {
    expect(validateWithdrawSubmission({ ...form, amount: 100 }, range, funds)).toEqual(minMessage);
    expect(validateWithdrawSubmission({ ...form, amount: 7_000 }, range, funds)).toEqual(insufficientToast);
    expect(validateWithdrawSubmission({ ...form, amount: 6_500 }, range, funds)).toBeUndefined();
  });
});
