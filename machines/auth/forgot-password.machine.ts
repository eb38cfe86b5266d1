/**
 * The forgot-password form (spec §5 "Forgot password"): mobile → `sendOtp` → OTP, new password and
 * confirmation → `resetForgottenPassword`. `submit` is the primary button of each step. Success
 * ends in the final state `done`; the view then offers the login form.
 */
import { assign, fromPromise, sendTo, setup } from 'xstate';
import type { Message } from '../shared/message.ts';
import { otpMachine, type OtpRequest } from '../otp/otp.machine.ts';
import { errorToMessage, isOtpExpiredError } from './error-message.ts';
import {
  emptyValues,
  formStatus,
  hasErrors,
  withFieldValue,
  withoutFieldError,
  type FieldChangedEvent,
  type FieldErrors,
  type FieldValues,
  type FormStatus,
} from './form-fields.ts';
import { validateForgotPassword, validateMobileStep, type ForgotPasswordField } from './validation.ts';
import { notProvided } from './not-provided.ts';

export type ResetForgottenPasswordInput = FieldValues<ForgotPasswordField>;

export type ForgotPasswordEvent = FieldChangedEvent | { type: 'submit' } | { type: 'mobile.edit' };

export type ForgotPasswordContext = {
  values: FieldValues<ForgotPasswordField>;
  errors: FieldErrors<ForgotPasswordField>;
  error: Message | null;
};

export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
    tags: {} as 'submitting',
    children: {} as {
      otp: 'otpCountdown';
      sendOtp: 'sendOtp';
      resetForgottenPassword: 'resetForgottenPassword';
    },
  },
  actors: {
    sendOtp: fromPromise<void, OtpRequest>(notProvided('sendOtp')),
    resetForgottenPassword: fromPromise<void, ResetForgottenPasswordInput>(notProvided('resetForgottenPassword')),
    otpCountdown: otpMachine,
  },
  guards: {
    mobileValid: ({ context }) => !hasErrors(validateMobileStep(context.values)),
    formValid: ({ context }) => !hasErrors(validateForgotPassword(context.values)),
    otpExpired: (_, params: { error: unknown }) => isOtpExpiredError(params.error),
  },
  actions: {
    storeField: assign(({ context, event }) =>
      event.type === 'field.changed'
        ? { values: withFieldValue(context.values, event), errors: withoutFieldError(context.errors, event.field) }
        : {},
    ),
    showMobileErrors: assign({ errors: ({ context }) => validateMobileStep(context.values) }),
    showFormErrors: assign({ errors: ({ context }) => validateForgotPassword(context.values) }),
    clearError: assign({ error: null }),
    storeError: assign((_, params: { error: unknown }) => ({ error: errorToMessage(params.error) })),
    startOtpCountdown: sendTo('otp', ({ context }) => ({
      type: 'otp.sent' as const,
      request: { purpose: 'forgot_password' as const, mobile: context.values.mobile },
    })),
    expireOtpCountdown: sendTo('otp', { type: 'otp.expiredReply' as const }),
  },
}).createMachine({
  id: 'forgotPassword',
  context: {
    values: emptyValues(['mobile', 'otp', 'password', 'confirmPassword']),
    errors: {},
    error: null,
  },
  invoke: { id: 'otp', src: 'otpCountdown' },
  on: { 'field.changed': { actions: 'storeField' } },
  initial: 'mobile',
  states: {
    mobile: {
      on: {
        submit: [
          { guard: 'mobileValid', target: 'sendingOtp', actions: 'clearError' },
          { actions: 'showMobileErrors' },
        ],
      },
    },
    sendingOtp: {
      tags: 'submitting',
      invoke: {
        id: 'sendOtp',
        src: 'sendOtp',
        input: ({ context }) => ({ purpose: 'forgot_password' as const, mobile: context.values.mobile }),
        onDone: { target: 'details', actions: 'startOtpCountdown' },
        onError: { target: 'mobile', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    details: {
      on: {
        submit: [{ guard: 'formValid', target: 'resetting', actions: 'clearError' }, { actions: 'showFormErrors' }],
        'mobile.edit': { target: 'mobile', description: 'Back to the mobile step to fix the number.' },
      },
    },
    resetting: {
      tags: 'submitting',
      invoke: {
        id: 'resetForgottenPassword',
        src: 'resetForgottenPassword',
        input: ({ context }) => context.values,
        onDone: { target: 'done' },
        onError: [
          {
            guard: { type: 'otpExpired', params: ({ event }) => ({ error: event.error }) },
            target: 'details',
            actions: [{ type: 'storeError', params: ({ event }) => ({ error: event.error }) }, 'expireOtpCountdown'],
          },
          { target: 'details', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    done: { type: 'final' },
  },
});

type ForgotPasswordSnapshotView = Parameters<typeof formStatus<ForgotPasswordField>>[0] & {
  matches(state: 'mobile'): boolean;
};

export const forgotPasswordFormStatus = (snapshot: ForgotPasswordSnapshotView): FormStatus =>
  snapshot.matches('mobile')
    ? formStatus(snapshot, ['mobile'])
    : formStatus(snapshot, ['otp', 'password', 'confirmPassword']);
