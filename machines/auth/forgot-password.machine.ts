/**
 * The forgot-password form (spec §5 "Forgot password"): mobile → `sendOtp` → OTP, new password and
 * confirmation → `resetForgottenPassword`. `submit` is the primary button of each step. Success
 * ends in the final state `done`; the view then offers the login form.
 */
import { fromPromise, setup } from 'xstate';
import type { Message } from '../shared/message.ts';
import { otpMachine, type OtpRequest } from '../otp/otp.machine.ts';
import {
  clearError,
  expireOtpCountdown,
  mobileThenOtpSteps,
  otpExpired,
  otpReplyErrors,
  passes,
  showErrors,
  startOtpCountdown,
  storeError,
  storeField,
} from './form-kit.ts';
import { emptyValues, formStatus, type FieldChangedEvent, type FieldErrors, type FieldValues, type FormStatus } from './form-fields.ts';
import { validateForgotPassword, validateMobileStep, type ForgotPasswordField } from './validation.ts';
import { notProvided } from '../shared/not-provided.ts';

export type ResetForgottenPasswordInput = FieldValues<ForgotPasswordField>;

export type ForgotPasswordEvent = FieldChangedEvent | { type: 'submit' } | { type: 'mobile.edit' };

export type ForgotPasswordContext = {
  values: FieldValues<ForgotPasswordField>;
  errors: FieldErrors<ForgotPasswordField>;
  error: Message | null;
};

const mobileStepErrors = ({ values }: ForgotPasswordContext) => validateMobileStep(values);
const forgotPasswordErrors = ({ values }: ForgotPasswordContext) => validateForgotPassword(values);

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
    mobileValid: passes(mobileStepErrors),
    formValid: passes(forgotPasswordErrors),
    otpExpired,
  },
  actions: {
    storeField: storeField(),
    showMobileErrors: showErrors(mobileStepErrors),
    showFormErrors: showErrors(forgotPasswordErrors),
    clearError: clearError(),
    storeError: storeError(),
    startOtpCountdown: startOtpCountdown('forgot_password'),
    expireOtpCountdown: expireOtpCountdown(),
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
    ...mobileThenOtpSteps('forgot_password', 'resetting'),
    resetting: {
      tags: 'submitting',
      invoke: {
        id: 'resetForgottenPassword',
        src: 'resetForgottenPassword',
        input: ({ context }) => context.values,
        onDone: { target: 'done' },
        onError: otpReplyErrors('details'),
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
