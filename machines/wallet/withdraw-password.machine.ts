/**
 * The withdraw password (spec §4 "Withdraw-password OTP", §5 "Withdraw-password reset"): whether
 * one is set (`checkWithdrawalPassword`), and the reset modal: an OTP to the user's own mobile
 * (`sendOtpToMobile`), the 300 s countdown of the shared otp machine (child `otp`: views send it
 * `otp.resend`), then OTP, new withdraw password and confirmation → `resetWithdrawalPassword`.
 * An 'OTP Expired' reply zeroes the countdown and shows resend.
 */
import { assign, emit, fromPromise, sendTo, setup } from 'xstate';
import { errorToMessage, isOtpExpiredError } from '../auth/error-message.ts';
import {
  emptyValues,
  hasErrors,
  withFieldValue,
  withoutFieldError,
  type FieldChangedEvent,
  type FieldErrors,
  type FieldValues,
} from '../auth/form-fields.ts';
import { notProvided } from '../auth/not-provided.ts';
import { otpMachine, type OtpRequest } from '../otp/otp.machine.ts';
import type { Message } from '../shared/message.ts';
import { validateResetWithdrawPassword, type ResetWithdrawPasswordField } from './account-rules.ts';

export interface ResetWithdrawPasswordInput {
  otp: string;
  password: string;
}

export type WithdrawPasswordEvent =
  | FieldChangedEvent
  | { type: 'withdrawPassword.check' }
  | { type: 'withdrawPassword.reset' }
  | { type: 'reset.submit' }
  | { type: 'reset.close' };

export type WithdrawPasswordEmitted = { type: 'notice.success'; message: Message } | { type: 'notice.error'; message: Message };

export interface WithdrawPasswordContext {
  /** null until the check answered. */
  isSet: boolean | null;
  values: FieldValues<ResetWithdrawPasswordField>;
  errors: FieldErrors<ResetWithdrawPasswordField>;
}

/** The withdraw-password OTP goes to the signed-in user's own mobile (no number in the request). */
export const WITHDRAW_PASSWORD_OTP: OtpRequest = { purpose: 'withdraw_password' };

const RESET_FIELDS: readonly ResetWithdrawPasswordField[] = ['otp', 'withdrawPassword', 'confirmWithdrawPassword'];

export const withdrawPasswordMachine = setup({
  types: {
    context: {} as WithdrawPasswordContext,
    events: {} as WithdrawPasswordEvent,
    emitted: {} as WithdrawPasswordEmitted,
    tags: {} as 'submitting',
    children: {} as {
      otp: 'otpCountdown';
      checkWithdrawalPassword: 'checkWithdrawalPassword';
      sendOtpToMobile: 'sendOtpToMobile';
      resetWithdrawalPassword: 'resetWithdrawalPassword';
    },
  },
  actors: {
    /** Resolves with whether a withdraw password is set. */
    checkWithdrawalPassword: fromPromise<boolean, void>(notProvided('checkWithdrawalPassword')),
    sendOtpToMobile: fromPromise<void, void>(notProvided('sendOtpToMobile')),
    /** Resolves with the server's message. */
    resetWithdrawalPassword: fromPromise<Message, ResetWithdrawPasswordInput>(notProvided('resetWithdrawalPassword')),
    otpCountdown: otpMachine,
  },
  guards: {
    formValid: ({ context }) => !hasErrors(validateResetWithdrawPassword(context.values)),
    otpExpired: (_, params: { error: unknown }) => isOtpExpiredError(params.error),
  },
  actions: {
    storeIsSet: assign((_, params: { isSet: boolean }) => ({ isSet: params.isSet })),
    storeField: assign(({ context, event }) =>
      event.type === 'field.changed'
        ? { values: withFieldValue(context.values, event), errors: withoutFieldError(context.errors, event.field) }
        : {},
    ),
    showErrors: assign({ errors: ({ context }) => validateResetWithdrawPassword(context.values) }),
    clearForm: assign({ values: emptyValues(RESET_FIELDS), errors: {} }),
    startOtpCountdown: sendTo('otp', { type: 'otp.sent' as const, request: WITHDRAW_PASSWORD_OTP }),
    expireOtpCountdown: sendTo('otp', { type: 'otp.expiredReply' as const }),
    announceSuccess: emit((_, params: { message: Message }) => ({ type: 'notice.success' as const, message: params.message })),
    announceError: emit((_, params: { error: unknown }) => ({ type: 'notice.error' as const, message: errorToMessage(params.error) })),
  },
}).createMachine({
  id: 'withdrawPassword',
  context: { isSet: null, values: emptyValues(RESET_FIELDS), errors: {} },
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
      on: { 'withdrawPassword.reset': 'resetting' },
    },
    resetting: {
      description: 'The reset modal: open while in this state; closing it keeps what the check knew.',
      entry: 'clearForm',
      invoke: { id: 'otp', src: 'otpCountdown' },
      on: {
        'field.changed': { actions: 'storeField' },
        'reset.close': { target: 'known' },
      },
      initial: 'sendingOtp',
      states: {
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
            'reset.submit': [{ guard: 'formValid', target: 'submitting' }, { actions: 'showErrors' }],
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

type WithdrawPasswordView = { context: WithdrawPasswordContext; matches: (state: 'resetting') => boolean };

export const selectResetOpen = (snapshot: WithdrawPasswordView): boolean => snapshot.matches('resetting');
export const selectPasswordIsSet = (snapshot: WithdrawPasswordView): boolean | null => snapshot.context.isSet;
