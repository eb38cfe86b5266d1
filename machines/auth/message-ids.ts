/**
 * Every message id the auth, otp and session machines use; their texts live once, in the catalogues
 * (src/i18n/*.json). The spec's texts (spec §1, §5, §8) are checked word for word in
 * src/i18n/catalogue.test.ts; texts where the spec is silent are designed in
 * docs/decisions/004-auth-form-messages.md.
 */
export const AUTH_MESSAGE_IDS = [
  'validation.mobile.required',
  'validation.mobile.digits',
  'validation.userId.required',
  'validation.userId.length',
  'validation.userId.pattern',
  'validation.password.required',
  'validation.password.length',
  'validation.password.rule',
  'validation.password.mismatch',
  'validation.confirmPassword.required',
  'validation.oldPassword.required',
  'validation.withdrawPassword.required',
  'validation.withdrawPassword.rule',
  'validation.confirmWithdrawPassword.required',
  'validation.otp.required',
  'validation.otp.digits',
  'validation.referCode.numeric',
  'error.somethingWentWrong',
  'session.loggedOutFromDevice',
  'session.bar.demo',
  'session.bar.welcomeBonus',
] as const;

export type AuthMessageId = (typeof AUTH_MESSAGE_IDS)[number];
