import { describe, expect, it } from 'vitest';
import {
  validateChangePassword,
  validateConfirmation,
  validateForgotPassword,
  validateLogin,
  validateMobile,
  validateNewPassword,
  validateOptionalUserId,
  validateOtp,
  validateReferCode,
  validateSignUp,
  validateWithdrawPassword,
} from './validation.ts';

const id = (value: { id: string } | { text: string } | undefined) => (value && 'id' in value ? value.id : value);

describe('field rules', () => {
  it.each([
    ['', 'validation.mobile.required'],
    ['98765', 'validation.mobile.digits'],
    ['98765432101', 'validation.mobile.digits'],
    ['9876543210', undefined],
  ])('mobile %j → %s', (value, expected) => expect(id(validateMobile(value))).toBe(expected));

  it.each([
    ['', 'validation.password.required'],
    ['Ab1', 'validation.password.length'],
    ['abcdefgh1', 'validation.password.rule'],
    ['ABCDEFGH1', 'validation.password.rule'],
    ['Abcdefgh', 'validation.password.rule'],
    ['Abcdefg1', undefined],
    // The spec enforces no maximum: only the message mentions 20.
    ['Abcdefgh1Abcdefgh1Abcdefgh1', undefined],
  ])('new password %j → %s', (value, expected) => expect(id(validateNewPassword(value))).toBe(expected));

  it.each([
    ['', 'validation.withdrawPassword.required'],
    ['Abcdefg1', 'validation.withdrawPassword.rule'],
    ['Abc@1', 'validation.withdrawPassword.rule'],
    ['Abcdefg1@Abcdefg1@Abc', 'validation.withdrawPassword.rule'],
    ['abcdefg1@', 'validation.withdrawPassword.rule'],
    ['Abcdefg1@', undefined],
    ['Abcdefg1@Abcdefg1@Ab', undefined],
  ])('withdraw password %j → %s', (value, expected) => expect(id(validateWithdrawPassword(value))).toBe(expected));

  it('confirmation is required, then must match', () => {
    expect(id(validateConfirmation('Abcdefg1', '', 'validation.confirmPassword.required'))).toBe(
      'validation.confirmPassword.required',
    );
    expect(id(validateConfirmation('Abcdefg1', 'Abcdefg2', 'x'))).toBe('validation.password.mismatch');
    expect(validateConfirmation('Abcdefg1', 'Abcdefg1', 'x')).toBeUndefined();
  });

  it.each([
    ['', 'validation.otp.required'],
    ['12345', 'validation.otp.digits'],
    ['12345a', 'validation.otp.digits'],
    ['123456', undefined],
  ])('otp %j → %s', (value, expected) => expect(id(validateOtp(value))).toBe(expected));

  it.each([
    ['', undefined],
    ['abc12', 'validation.userId.length'],
    ['a'.repeat(25) + '1', 'validation.userId.length'],
    ['abcdefg', 'validation.userId.pattern'],
    ['1234567', 'validation.userId.pattern'],
    ['abc_123', 'validation.userId.pattern'],
    ['abc123', undefined],
  ])('optional user ID %j → %s', (value, expected) => expect(id(validateOptionalUserId(value))).toBe(expected));

  it('refer code is numeric when given', () => {
    expect(validateReferCode('')).toBeUndefined();
    expect(validateReferCode('1234')).toBeUndefined();
    expect(id(validateReferCode('12a'))).toBe('validation.referCode.numeric');
  });
});

describe('form rules', () => {
  it('login needs the mode\'s identifier and a password, without the strength rule', () => {
    const empty = { mobile: '', userId: '', password: '' };
    expect(Object.keys(validateLogin('mobile', empty))).toEqual(['mobile', 'password']);
    expect(Object.keys(validateLogin('userId', empty))).toEqual(['userId', 'password']);
    expect(validateLogin('userId', { ...empty, userId: 'old_id', password: 'x' })).toEqual({});
  });

  it('sign-up checks OTP, password, confirmation, optional user ID and refer code', () => {
    const values = {
      mobile: '9876543210',
      otp: '123456',
      password: 'Abcdefg1',
      confirmPassword: 'Abcdefg1',
      userId: '',
      referCode: '',
    };
    expect(validateSignUp(values)).toEqual({});
    expect(Object.keys(validateSignUp({ ...values, userId: 'abc', confirmPassword: 'x' }))).toEqual([
      'confirmPassword',
      'userId',
    ]);
  });

  it('forgot password checks mobile, OTP, new password and confirmation', () => {
    const errors = validateForgotPassword({ mobile: '', otp: '', password: '', confirmPassword: '' });
    expect(Object.keys(errors)).toEqual(['mobile', 'otp', 'password', 'confirmPassword']);
  });

  it('change password checks withdraw-password fields only when the option applies', () => {
    const values = {
      oldPassword: 'old',
      password: 'Abcdefg1',
      confirmPassword: 'Abcdefg1',
      withdrawPassword: '',
      confirmWithdrawPassword: '',
    };
    expect(validateChangePassword(values, false)).toEqual({});
    expect(Object.keys(validateChangePassword(values, true))).toEqual(['withdrawPassword', 'confirmWithdrawPassword']);
    expect(id(validateChangePassword({ ...values, oldPassword: '' }, false).oldPassword)).toBe(
      'validation.oldPassword.required',
    );
  });
});
