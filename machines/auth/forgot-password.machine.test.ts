import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { walkEveryTransition } from '../testing/path-harness.ts';
import { otpMachine, type OtpRequest } from '../otp/otp.machine.ts';
import {
  forgotPasswordFormStatus,
  forgotPasswordMachine,
  type ResetForgottenPasswordInput,
  type ForgotPasswordEvent,
} from './forgot-password.machine.ts';
import { typeInto, otpFormEvents } from './form-test-events.ts';
import { refusedRequestFact } from '../testing/form-facts.ts';
import { validateForgotPassword } from './validation.ts';

walkEveryTransition('forgot-password', {
  machine: forgotPasswordMachine,
  events: (): ForgotPasswordEvent[] => [...otpFormEvents],
  errors: { resetForgottenPassword: [{ message: 'OTP Expired' }, { message: 'Invalid OTP' }] },
  // Which fields still fail: typing one field at a time must reach a new vertex each time.
  contextKey: (context) => Object.keys(validateForgotPassword(context.values)),
  facts: [
    refusedRequestFact,
    {
      rule: 'the new password is sent only with a valid mobile, OTP and matching passwords',
      // Checked when the request starts: what is typed while it is on its way is not sent.
      check: ({ snapshot, previous }) => {
        if (!snapshot.matches('resetting') || previous.matches('resetting')) return;
        expect(validateForgotPassword(snapshot.context.values)).toEqual({});
      },
    },
  ],
});

describe('forgot-password form', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends a forgot-password OTP, then resets once', async () => {
    const sendOtp = vi.fn(async (_: OtpRequest): Promise<void> => {});
    const reset = vi.fn(async (_: ResetForgottenPasswordInput): Promise<void> => {});
    const actor = createActor(
      forgotPasswordMachine.provide({
        actors: {
          sendOtp: fromPromise(({ input }: { input: OtpRequest }) => sendOtp(input)),
          resetForgottenPassword: fromPromise(({ input }: { input: ResetForgottenPasswordInput }) => reset(input)),
          otpCountdown: otpMachine,
        },
      }),
    );
    actor.start();
    actor.send(typeInto('mobile', '9876543210'));
    actor.send({ type: 'submit' });
    expect(forgotPasswordFormStatus(actor.getSnapshot())).toEqual({ canSubmit: false, submitting: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(sendOtp).toHaveBeenCalledWith({ purpose: 'forgot_password', mobile: '9876543210' });

    for (const [field, value] of [['otp', '123456'], ['password', 'Abcdefg1'], ['confirmPassword', 'Abcdefg1']] as const) {
      actor.send(typeInto(field, value));
    }
    expect(forgotPasswordFormStatus(actor.getSnapshot())).toEqual({ canSubmit: true, submitting: false });
    actor.send({ type: 'submit' });
    actor.send({ type: 'submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().status).toBe('done');
    expect(reset).toHaveBeenCalledTimes(1);
    expect(reset).toHaveBeenCalledWith({
      mobile: '9876543210',
      otp: '123456',
      password: 'Abcdefg1',
      confirmPassword: 'Abcdefg1',
    });
  });
});
