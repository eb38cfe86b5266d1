/**
 * The sign-up form (spec §5 "Sign-up"): mobile → `sendOtp` → OTP, password, confirmation, optional
 * user ID and refer code → `register`. `submit` is the primary button of each step. Success ends in
 * the final state `done` whose output is the new user, for `session.signedIn { user }`.
 */
import { fromPromise, setup } from 'xstate';
import type { Message } from '../shared/message.ts';
import { otpMachine, type OtpRequest } from '../otp/otp.machine.ts';
import type { SessionUser } from '../session/session-user.ts';
import {
  clearError,
  expireOtpCountdown,
  mobileThenOtpSteps,
  otpExpired,
  otpReplyErrors,
  passes,
  showErrors,
  signedInTo,
  startOtpCountdown,
  storeError,
  storeField,
  storeUser,
} from './form-kit.ts';
import { emptyValues, formStatus, type FieldChangedEvent, type FieldErrors, type FieldValues, type FormStatus } from './form-fields.ts';
import { validateMobileStep, validateSignUp, type SignUpField } from './validation.ts';
import { notProvided } from '../shared/not-provided.ts';

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

const mobileStepErrors = ({ values }: SignUpContext) => validateMobileStep(values);
const signUpErrors = ({ values }: SignUpContext) => validateSignUp(values);

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
    mobileValid: passes(mobileStepErrors),
    formValid: passes(signUpErrors),
    otpExpired,
  },
  actions: {
    storeField: storeField(),
    showMobileErrors: showErrors(mobileStepErrors),
    showFormErrors: showErrors(signUpErrors),
    clearError: clearError(),
    storeError: storeError(),
    storeUser: storeUser(),
    startOtpCountdown: startOtpCountdown('register'),
    expireOtpCountdown: expireOtpCountdown(),
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
    ...mobileThenOtpSteps('register', 'registering'),
    registering: {
      tags: 'submitting',
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ context }) => registerInputOf(context),
        onDone: signedInTo('done'),
        onError: otpReplyErrors('details'),
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
