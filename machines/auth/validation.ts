/**
 * The rules of spec §5 "Authentication forms" as pure functions: each returns the Message to show
 * under a field, or undefined when the value passes. Values are already cleaned (input-cleaning.ts).
 */
import {
  MOBILE_LENGTH,
  OTP_LENGTH,
  PASSWORD_MAX,
  PASSWORD_MIN,
  USER_ID_MAX,
  USER_ID_MIN,
} from '../shared/constants.ts';
import { messageId, type Message } from '../shared/message.ts';
import { collectErrors, type FieldErrors, type FieldValues } from './form-fields.ts';

type Check = Message | undefined;

const required = (value: string, id: string): Check => (value === '' ? messageId(id) : undefined);

const hasLetterDigitUpperLower = (value: string): boolean =>
  /[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value);

export const validateMobile = (value: string): Check =>
  required(value, 'validation.mobile.required') ??
  (new RegExp(`^\\d{${MOBILE_LENGTH}}$`).test(value) ? undefined : messageId('validation.mobile.digits'));

/** Login in user-ID mode only needs a value: existing IDs may predate the sign-up pattern. */
export const validateUserIdRequired = (value: string): Check => required(value, 'validation.userId.required');

/** Sign-up: the user ID is optional, but when given it is 6–25 letters and digits with one of each. */
export const validateOptionalUserId = (value: string): Check => {
  if (value === '') return undefined;
  if (value.length < USER_ID_MIN || value.length > USER_ID_MAX) return messageId('validation.userId.length');
  return /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9]+$/.test(value) ? undefined : messageId('validation.userId.pattern');
};

/** Login only needs a password: the strength rule applies where a password is chosen. */
export const validatePasswordRequired = (value: string): Check => required(value, 'validation.password.required');

/** A new password: at least 8 characters (no maximum, as the spec says) with a–z, A–Z and 0–9. */
export const validateNewPassword = (value: string): Check => {
  if (value === '') return messageId('validation.password.required');
  if (value.length < PASSWORD_MIN) return messageId('validation.password.length');
  return hasLetterDigitUpperLower(value) ? undefined : messageId('validation.password.rule');
};

/** A withdraw password: 8–20 characters with a–z, A–Z, 0–9 and a special character. */
export const validateWithdrawPassword = (value: string): Check => {
  if (value === '') return messageId('validation.withdrawPassword.required');
  const valid =
    value.length >= PASSWORD_MIN &&
    value.length <= PASSWORD_MAX &&
    hasLetterDigitUpperLower(value) &&
    /[^A-Za-z0-9]/.test(value);
  return valid ? undefined : messageId('validation.withdrawPassword.rule');
};

export const validateConfirmation = (password: string, confirmation: string, requiredId: string): Check =>
  required(confirmation, requiredId) ??
  (confirmation === password ? undefined : messageId('validation.password.mismatch'));

export const validateOtp = (value: string): Check =>
  required(value, 'validation.otp.required') ??
  (new RegExp(`^\\d{${OTP_LENGTH}}$`).test(value) ? undefined : messageId('validation.otp.digits'));

export const validateReferCode = (value: string): Check =>
  /^\d*$/.test(value) ? undefined : messageId('validation.referCode.numeric');

export type LoginMode = 'mobile' | 'userId';
export type LoginField = 'mobile' | 'userId' | 'password';

export const validateLogin = (mode: LoginMode, values: FieldValues<LoginField>): FieldErrors<LoginField> =>
  collectErrors<LoginField>({
    ...(mode === 'mobile' ? { mobile: validateMobile(values.mobile) } : { userId: validateUserIdRequired(values.userId) }),
    password: validatePasswordRequired(values.password),
  });

export const validateMobileStep = (values: FieldValues<'mobile'>): FieldErrors<'mobile'> =>
  collectErrors<'mobile'>({ mobile: validateMobile(values.mobile) });

export const validateOtpStep = (values: FieldValues<'otp'>): FieldErrors<'otp'> =>
  collectErrors<'otp'>({ otp: validateOtp(values.otp) });

type NewPasswordField = 'otp' | 'password' | 'confirmPassword';

const newPasswordWithOtpChecks = (values: FieldValues<NewPasswordField>) => ({
  otp: validateOtp(values.otp),
  password: validateNewPassword(values.password),
  confirmPassword: validateConfirmation(values.password, values.confirmPassword, 'validation.confirmPassword.required'),
});

export type SignUpField = 'mobile' | NewPasswordField | 'userId' | 'referCode';

export const validateSignUp = (values: FieldValues<SignUpField>): FieldErrors<SignUpField> =>
  collectErrors<SignUpField>({
    mobile: validateMobile(values.mobile),
    ...newPasswordWithOtpChecks(values),
    userId: validateOptionalUserId(values.userId),
    referCode: validateReferCode(values.referCode),
  });

export type ForgotPasswordField = 'mobile' | NewPasswordField;

export const validateForgotPassword = (values: FieldValues<ForgotPasswordField>): FieldErrors<ForgotPasswordField> =>
  collectErrors<ForgotPasswordField>({ mobile: validateMobile(values.mobile), ...newPasswordWithOtpChecks(values) });

export type ChangePasswordField =
  | 'oldPassword'
  | 'password'
  | 'confirmPassword'
  | 'withdrawPassword'
  | 'confirmWithdrawPassword';

export const validateChangePassword = (
  values: FieldValues<ChangePasswordField>,
  withdrawPasswordOption: boolean,
): FieldErrors<ChangePasswordField> =>
  collectErrors<ChangePasswordField>({
    oldPassword: required(values.oldPassword, 'validation.oldPassword.required'),
    password: validateNewPassword(values.password),
    confirmPassword: validateConfirmation(values.password, values.confirmPassword, 'validation.confirmPassword.required'),
    ...(withdrawPasswordOption && {
      withdrawPassword: validateWithdrawPassword(values.withdrawPassword),
      confirmWithdrawPassword: validateConfirmation(
        values.withdrawPassword,
        values.confirmWithdrawPassword,
        'validation.confirmWithdrawPassword.required',
      ),
    }),
  });
