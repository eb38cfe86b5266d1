/**
 * The withdraw password (spec §4 "Withdraw-password OTP", §5 "Withdraw-password reset", §7 "update
 * transaction password"): whether one is set (`checkWithdrawalPassword`), and two modals.
 * - Reset: an OTP to the user's own mobile (`sendOtpToMobile`), the 300 s countdown of the shared
 *   otp machine (child `otp`: views send it `otp.resend`), then OTP, new withdraw password and
 *   confirmation → `resetWithdrawalPassword`. An 'OTP Expired' reply zeroes the countdown and shows
 *   resend. An OTP sent before a reload is not sent again: `storedOtpDeadline` gives its deadline
 *   (src/app keeps it in the persisted client state) and the countdown goes on from there.
 * - Change (once one is set): current password, new password and confirmation →
 *   `updateTransactionPassword`; its "forgot" link opens the reset.
 */
import { assign, emit, fromPromise, sendTo, setup } from 'xstate';
import { errorToMessage } from '../shared/error-message.ts';
import { expireOtpCountdown, otpExpired, storeField } from '../auth/form-kit.ts';
import {
  collectErrors,
  emptyValues,
  hasErrors,
  type FieldChangedEvent,
  type FieldErrors,
  type FieldValues,
} from '../auth/form-fields.ts';
import { notProvided } from '../shared/not-provided.ts';
import { otpMachine, type OtpRequest } from '../otp/otp.machine.ts';
import { messageId, type Message } from '../shared/message.ts';
import { validateConfirmation, validateWithdrawPassword } from '../auth/validation.ts';
import { validateResetWithdrawPassword, type ResetWithdrawPasswordField } from './account-rules.ts';

export interface ResetWithdrawPasswordInput {
  otp: string;
  password: string;
}

export interface ChangeWithdrawPasswordInput {
  oldPassword: string;
  password: string;
}

export type WithdrawPasswordEvent =
  | FieldChangedEvent
  | { type: 'withdrawPassword.check' }
  | { type: 'withdrawPassword.reset' }
  | { type: 'reset.submit' }
  | { type: 'reset.close' }
  | { type: 'withdrawPassword.change' }
  | { type: 'change.submit' }
  | { type: 'change.close' };

export type WithdrawPasswordEmitted = { type: 'notice.success'; message: Message } | { type: 'notice.error'; message: Message };

export type ChangeWithdrawPasswordField = 'oldPassword' | 'withdrawPassword' | 'confirmWithdrawPassword';
/** The fields of both modals; each modal validates its own. */
export type WithdrawPasswordField = ResetWithdrawPasswordField | ChangeWithdrawPasswordField;

export interface WithdrawPasswordContext {
  /** null until the check answered. */
  isSet: boolean | null;
  values: FieldValues<WithdrawPasswordField>;
  errors: FieldErrors<WithdrawPasswordField>;
}

/** The withdraw-password OTP goes to the signed-in user's own mobile (no number in the request). */
export const WITHDRAW_PASSWORD_OTP: OtpRequest = { purpose: 'withdraw_password' };

const FIELDS: readonly WithdrawPasswordField[] = ['otp', 'oldPassword', 'withdrawPassword', 'confirmWithdrawPassword'];

/** The change form: the current password is only required (the server checks it); the new one follows the rule. */
export const validateChangeWithdrawPassword = (values: FieldValues<ChangeWithdrawPasswordField>): FieldErrors<ChangeWithdrawPasswordField> =>
  collectErrors<ChangeWithdrawPasswordField>({
    oldPassword: values.oldPassword === '' ? messageId('validation.oldPassword.required') : undefined,
    withdrawPassword: validateWithdrawPassword(values.withdrawPassword),
    confirmWithdrawPassword: validateConfirmation(values.withdrawPassword, values.confirmWithdrawPassword, 'validation.confirmWithdrawPassword.required'),
  });

export const withdrawPasswordMachine = setup({
  types: {
    context: {} as WithdrawPasswordContext,
    events: {} as WithdrawPasswordEvent,
    emitted: {} as WithdrawPasswordEmitted,
    tags: {} as 'submitting',
    children: {} as {
      otp: 'otpCountdown';
      checkWithdrawalPassword: 'checkWithdrawalPassword';
      storedOtpDeadline: 'storedOtpDeadline';
      sendOtpToMobile: 'sendOtpToMobile';
      resetWithdrawalPassword: 'resetWithdrawalPassword';
      updateTransactionPassword: 'updateTransactionPassword';
    },
  },
  actors: {
    /** Resolves with whether a withdraw password is set. */
    checkWithdrawalPassword: fromPromise<boolean, void>(notProvided('checkWithdrawalPassword')),
    /** Resolves with the deadline (epoch ms) of the OTP sent last, kept across reloads; null when none. */
    storedOtpDeadline: fromPromise<number | null, void>(notProvided('storedOtpDeadline')),
    /** Sends the OTP and keeps its deadline for storedOtpDeadline. */
    sendOtpToMobile: fromPromise<void, void>(notProvided('sendOtpToMobile')),
    /** Resolves with the server's message. */
    resetWithdrawalPassword: fromPromise<Message, ResetWithdrawPasswordInput>(notProvided('resetWithdrawalPassword')),
    /** Resolves with the server's message. */
    updateTransactionPassword: fromPromise<Message, ChangeWithdrawPasswordInput>(notProvided('updateTransactionPassword')),
    otpCountdown: otpMachine,
  },
  guards: {
    passwordSet: ({ context }) => context.isSet === true,
    resetFormValid: ({ context }) => !hasErrors(validateResetWithdrawPassword(context.values)),
    changeFormValid: ({ context }) => !hasErrors(validateChangeWithdrawPassword(context.values)),
    otpStillValid: (_, params: { expiresAt: number | null }) => params.expiresAt !== null && params.expiresAt > Date.now(),
    otpExpired,
  },
  actions: {
    storeIsSet: assign((_, params: { isSet: boolean }) => ({ isSet: params.isSet })),
    storeField: storeField(),
    showResetErrors: assign({ errors: ({ context }) => validateResetWithdrawPassword(context.values) }),
    showChangeErrors: assign({ errors: ({ context }) => validateChangeWithdrawPassword(context.values) }),
    clearForm: assign({ values: emptyValues(FIELDS), errors: {} }),
    startOtpCountdown: sendTo('otp', { type: 'otp.sent' as const, request: WITHDRAW_PASSWORD_OTP }),
    resumeOtpCountdown: sendTo('otp', (_, params: { expiresAt: number | null }) => ({
      type: 'otp.sent' as const,
      request: WITHDRAW_PASSWORD_OTP,
      expiresAt: params.expiresAt ?? undefined,
    })),
    expireOtpCountdown: expireOtpCountdown(),
    announceSuccess: emit((_, params: { message: Message }) => ({ type: 'notice.success' as const, message: params.message })),
    announceError: emit((_, params: { error: unknown }) => ({ type: 'notice.error' as const, message: errorToMessage(params.error) })),
  },
}).createMachine({
  id: 'withdrawPassword',
  context: { isSet: null, values: emptyValues(FIELDS), errors: {} },
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        id: 'checkWithdrawalPassword',
        src: 'checkWithdrawalPassword',
        onDone: { target: 'known', actions: { type: 'storeIsSet', params: ({ event }) => ({ isSet: event.output }) } },
        onError: { target: 'unknown', actions: { type: 'announceError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    unknown: {
      description: 'The check failed; the reset stays available, and the check can be asked again.',
      on: { 'withdrawPassword.check': 'checking', 'withdrawPassword.reset': 'resetting' },
    },
    known: {
      on: {
        'withdrawPassword.reset': 'resetting',
        'withdrawPassword.change': { guard: 'passwordSet', target: 'changing' },
      },
    },
    changing: {
      description: 'The change modal: open while in this state.',
      entry: 'clearForm',
      on: {
        'field.changed': { actions: 'storeField' },
        'change.close': { target: 'known' },
        'withdrawPassword.reset': { target: 'resetting', description: 'Its "forgot" link: the reset with an OTP.' },
      },
      initial: 'editing',
      states: {
        editing: {
          on: {
            'change.submit': [{ guard: 'changeFormValid', target: 'submitting' }, { actions: 'showChangeErrors' }],
          },
        },
        submitting: {
          tags: 'submitting',
          invoke: {
            id: 'updateTransactionPassword',
            src: 'updateTransactionPassword',
            input: ({ context }) => ({ oldPassword: context.values.oldPassword, password: context.values.withdrawPassword }),
            onDone: {
              target: '#withdrawPassword.known',
              actions: { type: 'announceSuccess', params: ({ event }) => ({ message: event.output }) },
            },
            onError: { target: 'editing', actions: { type: 'announceError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
    resetting: {
      description: 'The reset modal: open while in this state; closing it keeps what the check knew.',
      entry: 'clearForm',
      invoke: { id: 'otp', src: 'otpCountdown' },
      on: {
        'field.changed': { actions: 'storeField' },
        'reset.close': { target: 'known' },
      },
      initial: 'restoringOtp',
      states: {
        restoringOtp: {
          description: 'An OTP sent before (a reload, a closed modal) and still valid is not sent again.',
          invoke: {
            id: 'storedOtpDeadline',
            src: 'storedOtpDeadline',
            onDone: [
              {
                guard: { type: 'otpStillValid', params: ({ event }) => ({ expiresAt: event.output }) },
                target: 'entering',
                actions: { type: 'resumeOtpCountdown', params: ({ event }) => ({ expiresAt: event.output }) },
              },
              { target: 'sendingOtp' },
            ],
            onError: { target: 'sendingOtp' },
          },
        },
        sendingOtp: {
          tags: 'submitting',
          invoke: {
            id: 'sendOtpToMobile',
            src: 'sendOtpToMobile',
            onDone: { target: 'entering', actions: 'startOtpCountdown' },
            onError: { target: '#withdrawPassword.known', actions: { type: 'announceError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        entering: {
          on: {
            'reset.submit': [{ guard: 'resetFormValid', target: 'submitting' }, { actions: 'showResetErrors' }],
          },
        },
        submitting: {
          tags: 'submitting',
          invoke: {
            id: 'resetWithdrawalPassword',
            src: 'resetWithdrawalPassword',
            input: ({ context }) => ({ otp: context.values.otp, password: context.values.withdrawPassword }),
            onDone: {
              target: '#withdrawPassword.known',
              actions: [
                { type: 'storeIsSet', params: { isSet: true } },
                { type: 'announceSuccess', params: ({ event }) => ({ message: event.output }) },
              ],
            },
            onError: [
              {
                guard: { type: 'otpExpired', params: ({ event }) => ({ error: event.error }) },
                target: 'entering',
                actions: ['expireOtpCountdown', { type: 'announceError', params: ({ event }) => ({ error: event.error }) }],
              },
              { target: 'entering', actions: { type: 'announceError', params: ({ event }) => ({ error: event.error }) } },
            ],
          },
        },
      },
    },
  },
});

type WithdrawPasswordView = { context: WithdrawPasswordContext; matches: (state: 'resetting' | 'changing') => boolean };

export const selectResetOpen = (snapshot: WithdrawPasswordView): boolean => snapshot.matches('resetting');
export const selectChangeOpen = (snapshot: WithdrawPasswordView): boolean => snapshot.matches('changing');
export const selectPasswordIsSet = (snapshot: WithdrawPasswordView): boolean | null => snapshot.context.isSet;
