/**
 * The setup pieces the auth form machines share, so each machine only states what is its own:
 * - actions every form has: `storeField` (typing), `clearError` and `storeError` (the last
 *   request's failure as a Message);
 * - `passes` / `showErrors`: the guard and the action of one validation rule;
 * - the OTP countdown child `otp` (invoked by id 'otp'): `startOtpCountdown`, `expireOtpCountdown`
 *   and the `otpExpired` guard;
 * - transitions and states of the flows that send an OTP: `otpReplyErrors`, `signedInTo`, and the
 *   mobile → OTP → details steps of sign-up and forgot password (`mobileThenOtpSteps`).
 * Machines spread or name these in their own `setup`; state configs refer to them by name.
 */
import { assign, sendTo, type AnyEventObject, type EventObject } from 'xstate';
import type { OtpPurpose } from '../otp/otp.machine.ts';
import type { SessionUser } from '../session/session-user.ts';
import type { Message } from '../shared/message.ts';
import { errorToMessage, isOtpExpiredError } from './error-message.ts';
import {
  hasErrors,
  withFieldValue,
  withoutFieldError,
  type FieldChangedEvent,
  type FieldErrors,
  type FieldValues,
  type FormField,
} from './form-fields.ts';

/** Any form's values and errors: the kit does not know which fields a form has, and needs not. */
type EditedForm = { values: FieldValues<never>; errors: FieldErrors<never> };
type WithServerError = { error: Message | null };
/** A form's rule over its context, e.g. `({ values }) => validateSignUp(values)`. */
type Validate<TContext extends EditedForm> = (context: TContext) => TContext['errors'];
type ErrorEventArgs = { event: { error: unknown } };

const isFieldChange = (event: AnyEventObject): event is FieldChangedEvent => event.type === 'field.changed';

/** Stores a `field.changed` value (cleaned) and drops that field's error: it described the old value. */
export const storeField = assign<EditedForm, AnyEventObject, undefined, EventObject, never>(({ context, event }) =>
  isFieldChange(event)
    ? { values: withFieldValue(context.values, event), errors: withoutFieldError(context.errors, event.field) }
    : {},
);

/** `storeField`, `clearError` and `storeError`: what every auth form does with typing and replies. */
export const formEditingActions = {
  storeField,
  clearError: assign<WithServerError, AnyEventObject, undefined, EventObject, never>({ error: null }),
  storeError: assign<WithServerError, AnyEventObject, { error: unknown }, EventObject, never>((_, params) => ({
    error: errorToMessage(params.error),
  })),
};

/** A guard: `validate` finds nothing wrong. */
export const passes =
  <TContext extends EditedForm>(validate: Validate<TContext>) =>
  ({ context }: { context: TContext }): boolean =>
    !hasErrors(validate(context));

/** An action: shows what `validate` finds, each message under its field. */
export const showErrors = <TContext extends EditedForm>(validate: Validate<TContext>) =>
  assign<TContext, AnyEventObject, undefined, EventObject, never>({ errors: ({ context }) => validate(context) });

/** The server's 'OTP Expired' reply (spec §4): the countdown is zeroed and resend shown. */
export const otpExpired = (_: unknown, params: { error: unknown }): boolean => isOtpExpiredError(params.error);

/** Zeroes the countdown of the child 'otp' after an 'OTP Expired' reply. */
export const expireOtpCountdown = sendTo('otp', { type: 'otp.expiredReply' as const });

/** The countdown actions of a form that sends the OTP for `purpose` to `values.mobile`. */
export const otpCountdownActions = (purpose: OtpPurpose) => ({
  startOtpCountdown: sendTo('otp', ({ context }: { context: { values: { mobile: string } } }) => ({
    type: 'otp.sent' as const,
    request: { purpose, mobile: context.values.mobile },
  })),
  expireOtpCountdown,
});

/** Keeps the user a sign-in call resolved with; the machine's output. */
export const storeUser = assign<{ user: SessionUser | null }, AnyEventObject, { user: SessionUser }, EventObject, never>(
  (_, params) => ({ user: params.user }),
);

/** `onDone` of a call that signs the user in: keep the user and go to `target` (the final state). */
export const signedInTo = (target: string) =>
  ({
    target,
    actions: { type: 'storeUser', params: ({ event }: { event: { output: SessionUser } }) => ({ user: event.output }) },
  }) as const;

const storeErrorOf = { type: 'storeError', params: ({ event }: ErrorEventArgs) => ({ error: event.error }) } as const;

/** `onError` of a call that takes an OTP: show the reply and stay in `retry`; 'OTP Expired' also zeroes the countdown. */
export const otpReplyErrors = (retry: string) =>
  [
    {
      guard: { type: 'otpExpired', params: ({ event }: ErrorEventArgs) => ({ error: event.error }) },
      target: retry,
      actions: [storeErrorOf, 'expireOtpCountdown'],
    },
    { target: retry, actions: storeErrorOf },
  ] as const;

/**
 * The first steps of sign-up and forgot password: `mobile` (its `submit` is "Send OTP") →
 * `sendingOtp` → `details`, whose `submit` goes to `submitState` once the form passes, and whose
 * `mobile.edit` goes back to fix the number. The machine names the guards `mobileValid` and
 * `formValid`, the actions `showMobileErrors` and `showFormErrors`, and the actor `sendOtp`.
 */
export const mobileThenOtpSteps = <TSubmitState extends string>(purpose: OtpPurpose, submitState: TSubmitState) =>
  ({
    mobile: {
      on: {
        submit: [{ guard: 'mobileValid', target: 'sendingOtp', actions: 'clearError' }, { actions: 'showMobileErrors' }],
      },
    },
    sendingOtp: {
      tags: 'submitting',
      invoke: {
        id: 'sendOtp',
        src: 'sendOtp',
        input: ({ context }: { context: { values: { mobile: string } } }) => ({ purpose, mobile: context.values.mobile }),
        onDone: { target: 'details', actions: 'startOtpCountdown' },
        onError: { target: 'mobile', actions: storeErrorOf },
      },
    },
    details: {
      on: {
        submit: [{ guard: 'formValid', target: submitState, actions: 'clearError' }, { actions: 'showFormErrors' }],
        'mobile.edit': { target: 'mobile', description: 'Back to the mobile step to fix the number.' },
      },
    },
  }) as const;
