/** Events the auth form machine tests send: typing, and what a user does on the OTP forms. */
import type { FormField } from './form-fields.ts';

export const typeInto = (field: FormField, value: string) => ({ type: 'field.changed', field, value }) as const;

/**
 * For the path tests of sign-up and forgot password: a valid and a too-short mobile, a valid
 * details step typed one field at a time, the primary button and the change-mobile link.
 */
export const otpFormEvents = [
  typeInto('mobile', '9876543210'),
  typeInto('mobile', '98'),
  typeInto('otp', '123456'),
  typeInto('password', 'Abcdefg1'),
  typeInto('confirmPassword', 'Abcdefg1'),
  { type: 'submit' },
  { type: 'mobile.edit' },
] as const;
