/**
 * The sign-up form (spec §5 "Sign-up"): mobile → `sendOtp` → OTP, password, confirmation, optional
 * user ID and refer code → `register`. `submit` is the primary button of each step. Success ends in
 * the final state `done` whose output is the new user, for `session.signedIn { user }`.
 */
import { assign, fromPromise, sendTo, setup } from 'xstate';
import type { Message } from '../shared/message.ts';
import { otpMachine, type OtpRequest } from '../otp/otp.machine.ts';
import type { SessionUser } from '../session/session-user.ts';
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
import { validateMobileStep, validateSignUp, type SignUpField } from './validation.ts';
import { notProvided } from './not-provided.ts';

export type RegisterInput = {
  mobile: string;
  otp: string;
  password: string;
  confirmPassword: string;
  userId?: string;
  referCode?: string;
};

export type SignUpEvent = FieldChangedEvent | { type: 'submit' } | { type: 'mobile.edit' };

export type SignUpContext = {
  values: FieldValues<SignUpField>;
  errors: FieldErrors<SignUpField>;
  error: Message | null;
  user: SessionUser | null;
};

const registerInputOf = ({ values }: SignUpContext): RegisterInput => ({
  mobile: values.mobile,
  otp: values.otp,
  password: values.password,
  confirmPassword: values.confirmPassword,
  ...(values.userId !== '' && { userId: values.userId }),
  ...(values.referCode !== '' && { referCode: values.referCode }),
});

export const signUpMachine = setup({
  types: {
    context: {} as SignUpContext,
    events: {} as SignUpEvent,
    output: {} as { user: SessionUser },
    tags: {} as 'submitting',
    children: {} as {
      otp: 'otpCountdown';
      sendOtp: 'sendOtp';
      register: 'register';
    },
  },
  actors: {
    sendOtp: fromPromise<void, OtpRequest>(notProvided('sendOtp')),
    register: fromPromise<SessionUser, RegisterInput>(notProvided('register')),
    otpCountdown: otpMachine,
  },
  guards: {
    mobileValid: ({ context }) => !hasErrors(validateMobileStep(context.values)),
    formValid: ({ context }) => !hasErrors(validateSignUp(context.values)),
    otpExpired: (_, params: { error: unknown }) => isOtpExpiredError(params.error),
  },
  actions: {
    storeField: assign(({ context, event }) =>
      event.type === 'field.changed'
        ? { values: withFieldValue(context.values, event), errors: withoutFieldError(context.errors, event.field) }
        : {},
    ),
    showMobileErrors: assign({ errors: ({ context }) => validateMobileStep(context.values) }),
    showFormErrors: assign({ errors: ({ context }) => validateSignUp(context.values) }),
    clearError: assign({ error: null }),
    storeError: assign((_, params: { error: unknown }) => ({ error: errorToMessage(params.error) })),
    storeUser: assign((_, params: { user: SessionUser }) => ({ user: params.user })),
    startOtpCountdown: sendTo('otp', ({ context }) => ({
      type: 'otp.sent' as const,
      request: { purpose: 'register' as const, mobile: context.values.mobile },
    })),
    expireOtpCountdown: sendTo('otp', { type: 'otp.expiredReply' as const }),
  },
}).createMachine({
  id: 'signUp',
  context: {
    values: emptyValues(['mobile', 'otp', 'password', 'confirmPassword', 'userId', 'referCode']),
    errors: {},
    error: null,
    user: null,
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
        input: ({ context }) => ({ purpose: 'register' as const, mobile: context.values.mobile }),
        onDone: { target: 'details', actions: 'startOtpCountdown' },
        onError: { target: 'mobile', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    details: {
      on: {
        submit: [{ guard: 'formValid', target: 'registering', actions: 'clearError' }, { actions: 'showFormErrors' }],
        'mobile.edit': { target: 'mobile', description: 'Back to the mobile step to fix the number.' },
      },
    },
    registering: {
      tags: 'submitting',
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ context }) => registerInputOf(context),
        onDone: { target: 'done', actions: { type: 'storeUser', params: ({ event }) => ({ user: event.output }) } },
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
  output: ({ context }) => ({ user: context.user as SessionUser }),
});

type SignUpSnapshotView = Parameters<typeof formStatus<SignUpField>>[0] & { matches(state: 'mobile'): boolean };

export const signUpFormStatus = (snapshot: SignUpSnapshotView): FormStatus =>
  snapshot.matches('mobile')
    ? formStatus(snapshot, ['mobile'])
    : formStatus(snapshot, ['otp', 'password', 'confirmPassword']);
