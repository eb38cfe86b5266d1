/** The form fields of spec §3 and the pure helpers every auth form machine edits them with. */
import type { Message } from '../shared/message.ts';
import { MOBILE_LENGTH } from '../shared/constants.ts';
import { cleanCode, cleanDigits, cleanSecret, cleanUserId } from '../shared/input-cleaning.ts';

export type FormField =
  | 'mobile'
  | 'userId'
  | 'password'
  | 'confirmPassword'
  | 'otp'
  | 'referCode'
  | 'oldPassword'
  | 'withdrawPassword'
  | 'confirmWithdrawPassword';

/** Each auth field's cleaner: every `field.changed` value passes through it on entry. */
const cleanerByField: Record<FormField, (value: string) => string> = {
  mobile: (value) => cleanDigits(value, MOBILE_LENGTH),
  userId: cleanUserId,
  password: cleanSecret,
  confirmPassword: cleanSecret,
  oldPassword: cleanSecret,
  withdrawPassword: cleanSecret,
  confirmWithdrawPassword: cleanSecret,
  otp: cleanCode,
  referCode: (value) => cleanDigits(value),
};

export const cleanField = (field: FormField, value: string): string => cleanerByField[field](value);

export type FieldValues<F extends FormField> = Record<F, string>;
export type FieldErrors<F extends FormField> = Partial<Record<F, Message>>;

/** The event every form machine accepts for typing; the value is cleaned on entry. */
export type FieldChangedEvent = { type: 'field.changed'; field: FormField; value: string };

export const emptyValues = <F extends FormField>(fields: readonly F[]): FieldValues<F> =>
  Object.fromEntries(fields.map((field) => [field, ''])) as FieldValues<F>;

/** Stores the cleaned value of a field the form has; ignores fields it does not have. */
export const withFieldValue = <F extends FormField>(values: FieldValues<F>, event: FieldChangedEvent): FieldValues<F> =>
  event.field in values ? { ...values, [event.field]: cleanField(event.field, event.value) } : values;

/** Editing a field clears its error: the message described the old value. */
export const withoutFieldError = <F extends FormField>(errors: FieldErrors<F>, field: FormField): FieldErrors<F> => {
  if (!(field in errors)) return errors;
  const rest = { ...errors };
  delete rest[field as F];
  return rest;
};

export const hasErrors = <F extends FormField>(errors: FieldErrors<F>): boolean => Object.keys(errors).length > 0;

/** Drops the fields whose rule passed, so `hasErrors` can count the rest. */
export const collectErrors = <F extends FormField>(
  checks: Partial<Record<F, Message | undefined>>,
): FieldErrors<F> =>
  Object.fromEntries(Object.entries(checks).filter(([, message]) => message !== undefined)) as FieldErrors<F>;

/** True when every listed field has a value: the submit button's enabled state. */
export const allFilled = <F extends FormField>(values: FieldValues<F>, required: readonly F[]): boolean =>
  required.every((field) => values[field] !== '');

/** What a form's submit button needs; every form machine tags its busy states 'submitting'. */
type FormSnapshot<F extends FormField> = {
  context: { values: FieldValues<F> };
  can(event: { type: 'submit' }): boolean;
  hasTag(tag: 'submitting'): boolean;
};

export type FormStatus = { canSubmit: boolean; submitting: boolean };

export const formStatus = <F extends FormField>(snapshot: FormSnapshot<F>, required: readonly F[]): FormStatus => ({
  canSubmit: snapshot.can({ type: 'submit' }) && allFilled(snapshot.context.values, required),
  submitting: snapshot.hasTag('submitting'),
});
