import { describe, expect, it } from 'vitest';
import { DEFAULT_AMOUNT_MAX } from '../shared/constants.ts';
import {
  gatewayOutcomeOf,
  addStakeToAmount,
  canSubmitDepositAmount,
  cleanAmountInput,
  cleanUtrInput,
  cryptoAmount,
  parseAmount,
  resolveDepositRange,
  stakeButtonsFromConfig,
  validateDepositAmount,
  validateDepositSubmission,
  validateProofAtSubmit,
  validateProofField,
  validateUtr,
  withTermsForcedOn,
  type DepositSubmission,
} from './deposit-rules.ts';

const range = { min: 300, max: 50_000 };
const rangeMessage = { id: 'wallet.deposit.amount.range', values: { min: 300, max: 50_000 } };
const amountRequired = { id: 'wallet.deposit.amount.required' };
const utrMessage = { id: 'wallet.deposit.utr.digits' };

describe('resolveDepositRange', () => {
  it('takes the configured bounds, numeric strings included', () => {
    expect(resolveDepositRange({ min: 300, max: 50_000 })).toEqual(range);
    expect(resolveDepositRange({ min: '300', max: '50000' })).toEqual(range);
  });

  it('falls back to min 1 and max 99999999 for missing, zero or bad bounds', () => {
    const defaults = { min: 1, max: DEFAULT_AMOUNT_MAX };
    expect(resolveDepositRange(undefined)).toEqual(defaults);
    expect(resolveDepositRange(null)).toEqual(defaults);
    expect(resolveDepositRange({})).toEqual(defaults);
    expect(resolveDepositRange({ min: 0, max: 0 })).toEqual(defaults);
    expect(resolveDepositRange({ min: 'abc', max: -5 })).toEqual(defaults);
  });

  it('caps a min above the max at the max', () => {
    expect(resolveDepositRange({ min: 900, max: 500 })).toEqual({ min: 500, max: 500 });
  });
});

describe('cleanAmountInput / parseAmount', () => {
  it.each([
    ['', ''],
    ['   ', ''],
    ['abc', ''],
    ['0', ''],
    ['000', ''],
    ['0500', '500'],
    [' 1 000 ', '1000'],
    ['12.50', '1250'],
    ['-300', '300'],
    ['50000', '50000'],
    ['50001', '50000'],
    ['999999999999', '50000'],
  ])('cleans %j to %j (max 50000)', (raw, cleaned) => {
    expect(cleanAmountInput(raw, 50_000)).toBe(cleaned);
  });

  it('clamps to the default max 99999999', () => {
    expect(cleanAmountInput('123456789', DEFAULT_AMOUNT_MAX)).toBe('99999999');
  });

  it('parses a cleaned field', () => {
    expect(parseAmount('')).toBeUndefined();
    expect(parseAmount('500')).toBe(500);
  });
});

describe('validateDepositAmount / canSubmitDepositAmount', () => {
  it.each([
    [undefined, amountRequired],
    [0, amountRequired],
    [1, rangeMessage],
    [299, rangeMessage],
    [300, undefined],
    [12_345, undefined],
    [50_000, undefined],
    [50_001, rangeMessage],
  ])('amount %j → %j', (amount, expected) => {
    expect(validateDepositAmount(amount, range)).toEqual(expected);
    expect(canSubmitDepositAmount(amount, range)).toBe(expected === undefined);
  });
});

describe('addStakeToAmount', () => {
  it('adds the stake to the amount, starting from empty', () => {
    expect(addStakeToAmount(undefined, 500, 50_000)).toBe(500);
    expect(addStakeToAmount(1_000, 500, 50_000)).toBe(1_500);
  });

  it('caps the sum at max', () => {
    expect(addStakeToAmount(49_900, 100, 50_000)).toBe(50_000);
    expect(addStakeToAmount(49_900, 1_000, 50_000)).toBe(50_000);
    expect(addStakeToAmount(50_000, 100, 50_000)).toBe(50_000);
  });
});

describe('stakeButtonsFromConfig', () => {
  const defaults = [100, 200, 500, 1000];

  it('shows the first 4 configured values', () => {
    expect(stakeButtonsFromConfig([500, 1000, 2000, 5000, 10_000])).toEqual([500, 1000, 2000, 5000]);
    expect(stakeButtonsFromConfig(['500', '1000'])).toEqual([500, 1000]);
  });

  it('uses 100/200/500/1000 when there are none or all are zero', () => {
    expect(stakeButtonsFromConfig(undefined)).toEqual(defaults);
    expect(stakeButtonsFromConfig(null)).toEqual(defaults);
    expect(stakeButtonsFromConfig('100,200')).toEqual(defaults);
    expect(stakeButtonsFromConfig([])).toEqual(defaults);
    expect(stakeButtonsFromConfig([0, 0, 0, 0])).toEqual(defaults);
    expect(stakeButtonsFromConfig(['0', '', null, 'x'])).toEqual(defaults);
  });

  it('drops zero entries among real ones, looking only at the first 4', () => {
    expect(stakeButtonsFromConfig([100, 0, 300, 0, 900])).toEqual([100, 300]);
    expect(stakeButtonsFromConfig([0, 0, 0, 0, 900])).toEqual(defaults);
  });

  it('returns a fresh array each time (the default list is not shared)', () => {
    const buttons = stakeButtonsFromConfig(undefined);
    buttons.push(1);
    expect(stakeButtonsFromConfig(undefined)).toEqual(defaults);
  });
});

describe('cleanUtrInput', () => {
  it('keeps digits only, at most 15, for non-wallet methods', () => {
    expect(cleanUtrInput(' 4123 5678-9012 ', 'upi')).toBe('412356789012');
    expect(cleanUtrInput('UTR12345678901234567', 'bank')).toBe('123456789012345');
    expect(cleanUtrInput('abc', 'social')).toBe('');
  });

  it('keeps any non-space characters, at most 128, for the wallet method', () => {
    expect(cleanUtrInput(' 0xAbC 123 ', 'wallet')).toBe('0xAbC123');
    expect(cleanUtrInput('a'.repeat(200), 'wallet')).toHaveLength(128);
  });
});

describe('validateUtr', () => {
  it.each([
    ['', utrMessage],
    ['   ', utrMessage],
    ['123456789', utrMessage],
    ['1234567890', undefined],
    ['412356789012', undefined],
    ['123456789012345', undefined],
    ['1234567890123456', utrMessage],
    ['12345678901a', utrMessage],
    [' 1234567890', utrMessage],
  ])('UTR %j for upi → %j', (utr, expected) => {
    expect(validateUtr(utr, 'upi')).toEqual(expected);
    expect(validateUtr(utr, 'bank')).toEqual(expected);
  });

  it('is optional for the wallet method, up to 128 characters', () => {
    expect(validateUtr('', 'wallet')).toBeUndefined();
    expect(validateUtr('0xabc', 'wallet')).toBeUndefined();
    expect(validateUtr('a'.repeat(128), 'wallet')).toBeUndefined();
    expect(validateUtr('a'.repeat(129), 'wallet')).toEqual({ id: 'wallet.deposit.utr.walletMax' });
  });
});

describe('proof', () => {
  it('shows "Please upload image" inline and "Please Upload Payment Proof" at submit when missing', () => {
    expect(validateProofField(false)).toEqual({ id: 'wallet.deposit.proof.field' });
    expect(validateProofAtSubmit(false)).toEqual({ id: 'wallet.deposit.proof.required' });
    expect(validateProofField(true)).toBeUndefined();
    expect(validateProofAtSubmit(true)).toBeUndefined();
  });
});

describe('cryptoAmount', () => {
  it('divides by multiplier_value with 2 decimals', () => {
    expect(cryptoAmount(1000, 90)).toBe('11.11');
    expect(cryptoAmount(1000, '80')).toBe('12.50');
    expect(cryptoAmount(1000, 1)).toBe('1000.00');
    expect(cryptoAmount(1000, 0.5)).toBe('2000.00');
  });

  it('rounds halves up despite binary floats', () => {
    expect(cryptoAmount(1.005, 1)).toBe('1.01');
    expect(cryptoAmount(100, 3)).toBe('33.33');
    expect(cryptoAmount(200, 3)).toBe('66.67');
  });

  it('gives undefined for a missing, zero, negative or non-numeric multiplier', () => {
    for (const multiplier of [undefined, null, 0, -2, 'abc', '']) {
      expect(cryptoAmount(1000, multiplier)).toBeUndefined();
    }
  });
});

describe('validateDepositSubmission', () => {
  const valid: DepositSubmission = { amount: 500, method: 'upi', hasProof: true, utr: '412356789012', termsAccepted: false };

  it('passes a complete form', () => {
    expect(validateDepositSubmission(valid, range)).toBeUndefined();
  });

  it('reports the amount first, then the proof, then the UTR', () => {
    expect(validateDepositSubmission({ ...valid, amount: undefined, hasProof: false, utr: '' }, range)).toEqual(amountRequired);
    expect(validateDepositSubmission({ ...valid, hasProof: false, utr: '' }, range)).toEqual({
      id: 'wallet.deposit.proof.required',
    });
    expect(validateDepositSubmission({ ...valid, utr: '123' }, range)).toEqual(utrMessage);
  });

  it('lets the wallet method go without a UTR but not without a proof', () => {
    expect(validateDepositSubmission({ ...valid, method: 'wallet', utr: '' }, range)).toBeUndefined();
    expect(validateDepositSubmission({ ...valid, method: 'wallet', hasProof: false }, range)).toEqual({
      id: 'wallet.deposit.proof.required',
    });
  });

  it('needs only the amount for a payment gateway', () => {
    const gateway = { ...valid, method: 'payment_gateway' as const, hasProof: false, utr: '' };
    expect(validateDepositSubmission(gateway, range)).toBeUndefined();
    expect(validateDepositSubmission({ ...gateway, amount: 10 }, range)).toEqual(rangeMessage);
  });
});

describe('withTermsForcedOn', () => {
  it('turns the terms on at submit and keeps the rest', () => {
    const form = { amount: 500, termsAccepted: false };
    expect(withTermsForcedOn(form)).toEqual({ amount: 500, termsAccepted: true });
    expect(form.termsAccepted).toBe(false);
  });
});

describe('gatewayOutcomeOf', () => {
  it.each([
    ['approve_completed', 'paid'],
    ['reject_completed', 'failed'],
    ['expired', 'failed'],
    ['cancelled', 'failed'],
    ['pending', 'pending'],
    ['approve_in_process', 'pending'],
    ['reject_in_process', 'pending'],
    ['hold', 'pending'],
    [undefined, 'pending'],
  ])('%s is %s', (status, outcome) => {
    expect(gatewayOutcomeOf(status)).toBe(outcome);
  });
});
