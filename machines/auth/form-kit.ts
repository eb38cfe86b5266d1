/**
 * The setup pieces the auth form machines share, so each machine only states what is its own.
 * Every machine still names each guard and action in its own `setup`; the actions are factories
 * (`storeField: storeField()`) because XState types an action by the exact context and events of
 * its machine, which TypeScript infers from where the call stands in `setup({ actions })`.
 * - typing and replies: `storeField`, `clearError`, `storeError`, `storeUser`;
 * - one validation rule: the guard `passes(rule)` and the action `showErrors(rule)`;
 * - the OTP countdown child (invoked with id 'otp'): `startOtpCountdown`, `expireOtpCountdown`, and
 *   the guard `otpExpired`;
 * - transitions and states: `errorTo`, `signedInTo`, `otpReplyErrors`, `sendingOtpState`, and the
 *   mobile → OTP → details steps of sign-up and forgot password (`mobileThenOtpSteps`).
 * The transitions and states refer to the machine's own guards, actions and actors by name, so
 * TypeScript checks each name against that machine's setup.
 */
import { assign, sendTo, type AnyActorRef, type AnyEventObject, type EventObject, type MachineContext } from 'xstate';
import type { OtpPurpose } from '../otp/otp.machine.ts';
import type { SessionUser } from '../session/session-user.ts';
import type { Message } from '../shared/message.ts';
import { errorToMessage, isOtpExpiredError } from '../shared/error-message.ts';
import {
  hasErrors,
  withFieldValue,
  withoutFieldError,
  type FieldChangedEvent,
  type FieldErrors,
  type FieldValues,
} from './form-fields.ts';

/** Any form's values and errors: the kit does not need to know which fields a form has. */
type EditedForm = { values: FieldValues<never>; errors: FieldErrors<never> };
type WithServerError = { error: Message | null };
type WithMobile = { values: { mobile: string } };
/** One of a form's rules over its context, e.g. `({ values }) => validateSignUp(values)`. */
type Rule<TContext extends EditedForm> = (context: TContext) => TContext['errors'];
type ErrorEventArgs = { event: { error: unknown } };

// The factories below write only keys their constraint declares, which TypeScript cannot check
// against a generic context: hence the `as Partial<TContext>`.

const isFieldChange = (event: AnyEventObject): event is FieldChangedEvent => event.type === 'field.changed';

/** Stores a `field.changed` value (cleaned) and drops that field's error: it described the old value. */
export const storeField = <TContext extends EditedForm, TEvent extends EventObject>() =>
  assign<TContext, TEvent, undefined, TEvent, never>(
    ({ context, event }) =>
      (isFieldChange(event)
        ? { values: withFieldValue(context.values, event), errors: withoutFieldError(context.errors, event.field) }
        : {}) as Partial<TContext>,
  );

export const clearError = <TContext extends WithServerError, TEvent extends EventObject>() =>
  assign<TContext, TEvent, undefined, TEvent, never>(() => ({ error: null }) as Partial<TContext>);

/** Keeps what a request failed with, as a Message; the view shows it as a toast. */
export const storeError = <TContext extends WithServerError, TEvent extends EventObject>() =>
  assign<TContext, TEvent, { error: unknown }, TEvent, never>(
    (_, params) => ({ error: errorToMessage(params.error) }) as Partial<TContext>,
  );

/** Keeps the user a sign-in call resolved with: the machine's output. */
export const storeUser = <TContext extends { user: SessionUser | null }, TEvent extends EventObject>() =>
  assign<TContext, TEvent, { user: SessionUser }, TEvent, never>((_, params) => ({ user: params.user }) as Partial<TContext>);

/** A guard: the rule finds nothing wrong. */
export const passes =
  <TContext extends EditedForm>(rule: Rule<TContext>) =>
  ({ context }: { context: TContext }): boolean =>
    !hasErrors(rule(context));

/** An action: shows what the rule finds, each message under its field. */
export const showErrors = <TContext extends EditedForm, TEvent extends EventObject>(rule: Rule<TContext>) =>
  assign<TContext, TEvent, undefined, TEvent, never>(({ context }) => ({ errors: rule(context) }) as Partial<TContext>);

/** The server's 'OTP Expired' reply (spec §4): the countdown is zeroed and resend shown. */
export const otpExpired = (_: unknown, params: { error: unknown }): boolean => isOtpExpiredError(params.error);

/** Tells the child 'otp' that the OTP for `purpose` went to `values.mobile`: its countdown starts. */
export const startOtpCountdown = <TContext extends WithMobile, TEvent extends EventObject>(purpose: OtpPurpose) =>
  sendTo<TContext, TEvent, undefined, AnyActorRef, TEvent>('otp', ({ context }: { context: TContext }) => ({
    type: 'otp.sent' as const,
    request: { purpose, mobile: context.values.mobile },
  }));

/** Zeroes the countdown of the child 'otp' after an 'OTP Expired' reply. */
export const expireOtpCountdown = <TContext extends MachineContext, TEvent extends EventObject>() =>
  sendTo<TContext, TEvent, undefined, AnyActorRef, TEvent>('otp', { type: 'otp.expiredReply' as const });

/** `onDone` of a call that signs the user in: keep the user (action `storeUser`) and go to `target`. */
export const signedInTo = (target: string) =>
  ({
    target,
    actions: { type: 'storeUser', params: ({ event }: { event: { output: SessionUser } }) => ({ user: event.output }) },
  }) as const;

const storeErrorOfEvent = { type: 'storeError', params: ({ event }: ErrorEventArgs) => ({ error: event.error }) } as const;

/** `onError` of a call: keep what it failed with (action `storeError`) and go to `target`. */
export const errorTo = (target: string) => ({ target, actions: storeErrorOfEvent }) as const;

/** `onError` of a call that checks the OTP: show the reply and go to `retry`; 'OTP Expired' also zeroes the countdown. */
export const otpReplyErrors = (retry: string) =>
  [
    {
      guard: { type: 'otpExpired', params: ({ event }: ErrorEventArgs) => ({ error: event.error }) },
      target: retry,
      actions: [storeErrorOfEvent, 'expireOtpCountdown'],
    },
    errorTo(retry),
  ] as const;

/**
 * The state that sends the OTP for `purpose` to `values.mobile` (actor `sendOtp`, busy meanwhile),
 * then starts the countdown and goes to `sent`, or keeps the error and goes back to `failed`.
 */
export const sendingOtpState = (purpose: OtpPurpose, { sent, failed }: { sent: string; failed: string }) =>
  ({
    tags: 'submitting',
    invoke: {
      id: 'sendOtp',
      src: 'sendOtp',
      input: ({ context }: { context: WithMobile }) => ({ purpose, mobile: context.values.mobile }),
      onDone: { target: sent, actions: 'startOtpCountdown' },
      onError: errorTo(failed),
    },
  }) as const;

/**
 * The first steps of sign-up and forgot password: `mobile` (its `submit` is "Send OTP") →
 * `sendingOtp` → `details`, whose `submit` goes to `submitState` once the form passes, and whose
 * `mobile.edit` goes back to fix the number. The machine names the guards `mobileValid` and
 * `formValid`, the actions `clearError`, `storeError`, `showMobileErrors`, `showFormErrors` and
 * `startOtpCountdown`, and the actor `sendOtp`.
 */
export const mobileThenOtpSteps = <TSubmitState extends string>(purpose: OtpPurpose, submitState: TSubmitState) =>
  ({
    mobile: {
      on: {
        submit: [{ guard: 'mobileValid', target: 'sendingOtp', actions: 'clearError' }, { actions: 'showMobileErrors' }],
      },
    },
    sendingOtp: sendingOtpState(purpose, { sent: 'details', failed: 'mobile' }),
    details: {
      on: {
        submit: [{ guard: 'formValid', target: submitState, actions: 'clearError' }, { actions: 'showFormErrors' }],
        'mobile.edit': { target: 'mobile', description: 'Back to the mobile step to fix the number.' },
      },
    },
  }) as const;
