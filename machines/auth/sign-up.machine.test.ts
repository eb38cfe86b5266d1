import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, toPromise } from 'xstate';
import { walkEveryTransition } from '../testing/path-harness.ts';
import { otpMachine } from '../otp/otp.machine.ts';
import type { SessionUser } from '../session/session-user.ts';
import { signUpFormStatus, signUpMachine, type RegisterInput, type SignUpEvent} from './sign-up.machine.ts';
import { typeInto, otpFormEvents } from './form-test-events.ts';
import { refusedRequestFact, signedInOutputFact } from '../testing/form-facts.ts';
import { validateSignUp } from './validation.ts';

const user: SessionUser = { userid: 'newbie1', token: 't', exp: 1, last_login_at: null };

walkEveryTransition('sign-up', {
  machine: signUpMachine,
  events: (): SignUpEvent[] => [...otpFormEvents],
  outputs: { register: [user] },
  errors: { register: [{ message: 'OTP Expired' }, { message: 'Mobile already registered' }] },
  // Which fields still fail: typing one field at a time must reach a new vertex each time.
  contextKey: (context) => Object.keys(validateSignUp(context.values)),
  facts: [signedInOutputFact(user), refusedRequestFact],
});

describe('sign-up form', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the OTP, then registers once with the optional fields only when given', async () => {
    const register = vi.fn(async (_: RegisterInput) => user);
    const actor = createActor(
      signUpMachine.provide({
        actors: {
          sendOtp: fromPromise(async (): Promise<void> => {}),
          register: fromPromise(({ input }: { input: RegisterInput }) => register(input)),
          otpCountdown: otpMachine,
        },
      }),
    );
    actor.start();
    expect(signUpFormStatus(actor.getSnapshot()).canSubmit).toBe(false);
    actor.send(typeInto('mobile', '9876543210'));
    actor.send({ type: 'submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().children.otp?.getSnapshot().value).toBe('counting');

    actor.send(typeInto('otp', '123456'));
    actor.send(typeInto('password', 'Abcdefg1'));
    actor.send(typeInto('confirmPassword', 'Abcdefg2'));
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ confirmPassword: { id: 'validation.password.mismatch' } });

    actor.send(typeInto('confirmPassword', 'Abcdefg1'));
    actor.send(typeInto('referCode', 'ab12'));
    actor.send({ type: 'submit' });
    actor.send({ type: 'submit' });
    await expect(toPromise(actor)).resolves.toEqual({ user });
    expect(register).toHaveBeenCalledTimes(1);
    expect(register).toHaveBeenCalledWith({
      mobile: '9876543210',
      otp: '123456',
      password: 'Abcdefg1',
      confirmPassword: 'Abcdefg1',
      referCode: '12',
    });
  });
});
