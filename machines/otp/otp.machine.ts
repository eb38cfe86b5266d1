/**
 * The OTP countdown (spec §4 "Withdraw-password OTP", §9: 300 s) shared by sign-up, forgot password,
 * login with OTP and the withdraw-password reset. Parents register it by name in their setup
 * (`otpCountdown: otpMachine`), invoke it with id 'otp' and tell it `otp.sent { request }` once
 * their own first send succeeded; views send `otp.resend` to the child (snapshot.children.otp).
 * A parent that kept the deadline of an OTP sent before a reload passes it as `expiresAt`, and the
 * countdown goes on from there instead of starting over.
 *
 * The deadline `expiresAt` lives in context; `now` is refreshed by the `ticker` child every second
 * for display. The ticker is an invoked actor, so a restored snapshot restarts it, and its first
 * tick re-derives the remaining time from the real clock (timers are not restored, design §10).
 */
import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { OTP_VALIDITY_MS } from '../shared/constants.ts';
import type { Message } from '../shared/message.ts';
import { errorToMessage } from '../shared/error-message.ts';
import { notProvided } from '../shared/not-provided.ts';

/** How often the shown countdown refreshes; not a business constant, only display. */
export const OTP_DISPLAY_TICK_MS = 1_000;

export type OtpPurpose = 'register' | 'login' | 'forgot_password' | 'withdraw_password';
/** What `sendOtp` needs; the withdraw-password reset sends to the signed-in user's own mobile. */
export type OtpRequest = { purpose: OtpPurpose; mobile?: string };

export type OtpEvent =
  | { type: 'otp.sent'; request: OtpRequest; expiresAt?: number }
  | { type: 'otp.tick'; now: number }
  | { type: 'otp.resend' }
  | { type: 'otp.expiredReply' };

export type OtpContext = {
  request: OtpRequest | null;
  expiresAt: number | null;
  now: number;
  error: Message | null;
};

/** A new deadline from now, or the one an `otp.sent` carried (an OTP sent before a reload). */
const deadlineOf = ({ event }: { event: { type: string; expiresAt?: number } }) => {
  const now = Date.now();
  const kept = event.type === 'otp.sent' ? event.expiresAt : undefined;
  return { now, expiresAt: kept ?? now + OTP_VALIDITY_MS, error: null };
};

export const otpMachine = setup({
  types: {
    context: {} as OtpContext,
    events: {} as OtpEvent,
  },
  actors: {
    sendOtp: fromPromise<void, OtpRequest>(notProvided('sendOtp')),
    ticker: fromCallback<OtpEvent>(({ sendBack }) => {
      const tick = () => sendBack({ type: 'otp.tick', now: Date.now() });
      tick();
      const interval = setInterval(tick, OTP_DISPLAY_TICK_MS);
      return () => clearInterval(interval);
    }),
  },
  guards: {
    deadlinePassed: ({ context, event }) =>
      event.type === 'otp.tick' && context.expiresAt !== null && event.now >= context.expiresAt,
  },
  actions: {
    storeRequest: assign({
      request: ({ context, event }) => (event.type === 'otp.sent' ? event.request : context.request),
    }),
    startCountdown: assign(deadlineOf),
    storeNow: assign({ now: ({ context, event }) => (event.type === 'otp.tick' ? event.now : context.now) }),
    zeroCountdown: assign({ expiresAt: ({ context }) => context.now }),
    storeError: assign({ error: ({ event }) => errorToMessage((event as { error?: unknown }).error) }),
  },
}).createMachine({
  id: 'otp',
  context: () => ({ request: null, expiresAt: null, now: Date.now(), error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'otp.sent': { target: 'counting', actions: ['storeRequest', 'startCountdown'] } },
    },
    counting: {
      invoke: { id: 'ticker', src: 'ticker' },
      on: {
        'otp.tick': [
          { guard: 'deadlinePassed', target: 'expired', actions: ['storeNow', 'zeroCountdown'] },
          { actions: 'storeNow' },
        ],
        'otp.expiredReply': {
          target: 'expired',
          actions: 'zeroCountdown',
          description: "The server answered 'OTP Expired': zero the countdown and offer resend.",
        },
        'otp.sent': { target: 'counting', reenter: true, actions: ['storeRequest', 'startCountdown'] },
      },
    },
    expired: {
      on: {
        'otp.resend': { target: 'resending' },
        'otp.sent': { target: 'counting', actions: ['storeRequest', 'startCountdown'] },
      },
    },
    resending: {
      invoke: {
        id: 'sendOtp',
        src: 'sendOtp',
        // Only `otp.sent` leads here, and it stores the request.
        input: ({ context }) => context.request as OtpRequest,
        onDone: { target: 'counting', actions: 'startCountdown' },
        onError: { target: 'expired', actions: 'storeError' },
      },
    },
  },
});

type OtpView = { context: OtpContext; matches: (state: 'expired' | 'resending') => boolean };

/** Whole seconds left, derived from the deadline and the last tick: never a stored counter. */
export const otpRemainingSeconds = ({ context }: Pick<OtpView, 'context'>): number =>
  context.expiresAt === null ? 0 : Math.max(0, Math.ceil((context.expiresAt - context.now) / 1000));

/** The resend button shows once the countdown ended (spec §4). */
export const otpCanResend = (snapshot: OtpView): boolean => snapshot.matches('expired');
