import { describe, expect, it } from 'vitest';
import { authMessagesEn } from './messages.en.ts';

describe('English auth messages', () => {
  it('carry the spec texts verbatim', () => {
    expect(authMessagesEn).toMatchObject({
      'validation.mobile.digits': 'Mobile Number Should Be Of 10 Digits.',
      'validation.password.rule':
        'Password Must Contain Alphabets, Numbers, And At Least 1 In Capital Case, And 1 In Lower Case.',
      'validation.password.mismatch': 'Password Mismatched.',
      'validation.otp.required': 'Please Enter OTP',
      'validation.otp.digits': 'Please Enter 6 Digit OTP',
      'validation.referCode.numeric': 'The Refer code must be numeric',
      'validation.withdrawPassword.required': 'Please Enter Withdraw Password',
      'error.somethingWentWrong': 'Something went wrong',
      'session.loggedOutFromDevice': 'You Have Been Logged Out From This Device.',
      'session.bar.demo': 'This is Demo ID',
      'session.bar.welcomeBonus': 'Playing with Welcome Bonus',
    });
  });
});
