/**
 * English text of every message id the auth, otp and session machines use. The i18n owner merges
 * these into src/i18n/en.json. Texts the spec gives are copied verbatim (spec §1, §5, §8); texts
 * where the spec is silent are designed in docs/decisions/004-auth-form-messages.md.
 */
export const authMessagesEn: Record<string, string> = {
  'validation.mobile.required': 'Please Enter Mobile Number',
  'validation.mobile.digits': 'Mobile Number Should Be Of 10 Digits.',
  'validation.userId.required': 'Please Enter User ID',
  'validation.userId.length': 'User ID Must Be 6 To 25 Characters.',
  'validation.userId.pattern': 'User ID Must Contain Both Letters And Numbers, And Nothing Else.',
  'validation.password.required': 'Please Enter Password',
  'validation.password.length': 'Password Must Be 8 To 20 Characters Long.',
  'validation.password.rule':
    'Password Must Contain Alphabets, Numbers, And At Least 1 In Capital Case, And 1 In Lower Case.',
  'validation.password.mismatch': 'Password Mismatched.',
  'validation.confirmPassword.required': 'Please Enter Confirm Password',
  'validation.oldPassword.required': 'Please Enter Current Password',
  'validation.withdrawPassword.required': 'Please Enter Withdraw Password',
  'validation.withdrawPassword.rule':
    'Withdraw Password Must Be 8 To 20 Characters With Alphabets, Numbers, At Least 1 In Capital Case, 1 In Lower Case And 1 Special Character.',
  'validation.confirmWithdrawPassword.required': 'Please Enter Confirm Withdraw Password',
  'validation.otp.required': 'Please Enter OTP',
  'validation.otp.digits': 'Please Enter 6 Digit OTP',
  'validation.referCode.numeric': 'The Refer code must be numeric',
  'error.somethingWentWrong': 'Something went wrong',
  'session.loggedOutFromDevice': 'You Have Been Logged Out From This Device.',
  'session.bar.demo': 'This is Demo ID',
  'session.bar.welcomeBonus': 'Playing with Welcome Bonus',
};
