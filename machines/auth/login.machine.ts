/**
 * The login form (spec §5 "Login"): mobile or user-ID mode (site setting, given as input), demo
 * login, and login with OTP (mobile → `sendOtp` → code → `loginWithOtp`). Success ends in the final
 * state `done` whose output is the user; the session actor takes it from there
 * (`session.signedIn { user }`). Busy states carry the tag 'submitting', so a second submit while
 * one is in flight has no transition and sends nothing.
 */
import { fromPromise, setup } from 'xstate';
import type { Message } from '../shared/message.ts';
import { otpMachine, type OtpRequest } from '../otp/otp.machine.ts';
import type { SessionUser } from '../session/session-user.ts';
import {
  clearError,
  errorTo,
  expireOtpCountdown,
  otpExpired,
  otpReplyErrors,
  passes,
  sendingOtpState,
  showErrors,
  signedInTo,
  startOtpCountdown,
  storeError,
  storeField,
  storeUser,
} from './form-kit.ts';
import { emptyValues, formStatus, type FieldChangedEvent, type FieldErrors, type FieldValues, type FormStatus } from './form-fields.ts';
import { validateLogin, validateMobileStep, validateOtpStep, type LoginMode } from './validation.ts';
import { notProvided } from '../shared/not-provided.ts';

type LoginFormField = 'mobile' | 'userId' | 'password' | 'otp';

export type LoginCredentials = { mobile: string; password: string } | { userId: string; password: string };
export type OtpLoginInput = { mobile: string; otp: string };

export type LoginEvent =
  | FieldChangedEvent
  | { type: 'submit' }
  | { type: 'demo.login' }
  | { type: 'otp.request' }
  | { type: 'otp.cancel' };

export type LoginContext = {
  mode: LoginMode;
  values: FieldValues<LoginFormField>;
  errors: FieldErrors<LoginFormField>;
  error: Message | null;
  user: SessionUser | null;
};

const credentialErrors = ({ mode, values }: LoginContext) => validateLogin(mode, values);
const mobileStepErrors = ({ values }: LoginContext) => validateMobileStep(values);
const otpStepErrors = ({ values }: LoginContext) => validateOtpStep(values);

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as { mode: LoginMode },
    output: {} as { user: SessionUser },
    tags: {} as 'submitting',
    children: {} as {
      otp: 'otpCountdown';
      login: 'login';
      demoLogin: 'demoLogin';
      sendOtp: 'sendOtp';
      loginWithOtp: 'loginWithOtp';
    },
  },
  actors: {
    login: fromPromise<SessionUser, LoginCredentials>(notProvided('login')),
    demoLogin: fromPromise<SessionUser, void>(notProvided('demoLogin')),
    sendOtp: fromPromise<void, OtpRequest>(notProvided('sendOtp')),
    loginWithOtp: fromPromise<SessionUser, OtpLoginInput>(notProvided('loginWithOtp')),
    otpCountdown: otpMachine,
  },
  guards: {
    credentialsValid: passes(credentialErrors),
    mobileValid: passes(mobileStepErrors),
    otpValid: passes(otpStepErrors),
    otpExpired,
  },
  actions: {
    storeField: storeField(),
    showCredentialErrors: showErrors(credentialErrors),
    showMobileErrors: showErrors(mobileStepErrors),
    showOtpErrors: showErrors(otpStepErrors),
    clearError: clearError(),
    storeError: storeError(),
    storeUser: storeUser(),
    startOtpCountdown: startOtpCountdown('login'),
    expireOtpCountdown: expireOtpCountdown(),
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    mode: input.mode,
    values: emptyValues(['mobile', 'userId', 'password', 'otp']),
    errors: {},
    error: null,
    user: null,
  }),
  invoke: { id: 'otp', src: 'otpCountdown' },
  on: { 'field.changed': { actions: 'storeField' } },
  initial: 'editing',
  states: {
    editing: {
      on: {
        submit: [
          { guard: 'credentialsValid', target: 'submitting', actions: 'clearError' },
          { actions: 'showCredentialErrors' },
        ],
        'demo.login': { target: 'demoSigningIn', actions: 'clearError' },
        'otp.request': [
          { guard: 'mobileValid', target: 'withOtp', actions: 'clearError' },
          { actions: 'showMobileErrors' },
        ],
      },
    },
    submitting: {
      tags: 'submitting',
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ context }) =>
          context.mode === 'mobile'
            ? { mobile: context.values.mobile, password: context.values.password }
            : { userId: context.values.userId, password: context.values.password },
        onDone: signedInTo('done'),
        onError: errorTo('editing'),
      },
    },
    demoSigningIn: {
      tags: 'submitting',
      invoke: {
        id: 'demoLogin',
        src: 'demoLogin',
        onDone: signedInTo('done'),
        onError: errorTo('editing'),
      },
    },
    withOtp: {
      description: 'Login with OTP: the code is sent to the mobile, then entered.',
      on: { 'otp.cancel': { target: 'editing' } },
      initial: 'requesting',
      states: {
        requesting: sendingOtpState('login', { sent: 'entering', failed: '#login.editing' }),
        entering: {
          on: {
            submit: [{ guard: 'otpValid', target: 'verifying', actions: 'clearError' }, { actions: 'showOtpErrors' }],
          },
        },
        verifying: {
          tags: 'submitting',
          invoke: {
            id: 'loginWithOtp',
            src: 'loginWithOtp',
            input: ({ context }) => ({ mobile: context.values.mobile, otp: context.values.otp }),
            onDone: signedInTo('#login.done'),
            onError: otpReplyErrors('entering'),
          },
        },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => ({ user: context.user as SessionUser }),
});

type LoginSnapshotView = Parameters<typeof formStatus<LoginFormField>>[0] & {
  context: LoginContext;
  matches(state: 'withOtp'): boolean;
};

/** The submit button of whichever step shows: identifier + password, or the OTP code. */
export const loginFormStatus = (snapshot: LoginSnapshotView): FormStatus => {
  if (snapshot.matches('withOtp')) return formStatus(snapshot, ['otp']);
  const identifier = snapshot.context.mode === 'mobile' ? 'mobile' : 'userId';
  return formStatus(snapshot, [identifier, 'password']);
};
