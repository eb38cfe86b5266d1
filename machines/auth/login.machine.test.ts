import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, toPromise } from 'xstate';
import { walkEveryTransition } from '../testing/path-harness.ts';
import { otpMachine, type OtpRequest } from '../otp/otp.machine.ts';
import type { SessionUser } from '../session/session-user.ts';
import { loginFormStatus, loginMachine, type LoginCredentials, type OtpLoginInput, type LoginEvent} from './login.machine.ts';
import { typeInto } from './form-test-events.ts';
import { refusedRequestFact, signedInOutputFact } from '../testing/form-facts.ts';
import { validateLogin, validateMobileStep, validateOtpStep } from './validation.ts';

const user: SessionUser = { userid: 'player1', token: 't', exp: 1, last_login_at: '2025-01-01T00:00:00Z' };

walkEveryTransition('login', {
  machine: loginMachine,
  input: { mode: 'mobile' },
  events: (): LoginEvent[] => [
    typeInto('mobile', '9876543210'),
    typeInto('mobile', '98765'),
    typeInto('password', 'secret'),
    typeInto('otp', '123456'),
    typeInto('otp', '12'),
    { type: 'submit' },
    { type: 'demo.login' },
    { type: 'otp.request' },
    { type: 'otp.cancel' },
  ],
  outputs: { login: [user], demoLogin: [user], loginWithOtp: [user] },
  // Plain objects: @xstate/graph serializes Error instances alike (`{}`), and would keep only one.
  errors: { loginWithOtp: [{ message: 'OTP Expired' }, { message: 'Invalid OTP' }] },
  contextKey: (context) => ({
    credentials: Object.keys(validateLogin(context.mode, context.values)).length === 0,
    mobile: Object.keys(validateMobileStep(context.values)).length === 0,
    otp: Object.keys(validateOtpStep(context.values)).length === 0,
  }),
  facts: [signedInOutputFact(user), refusedRequestFact],
});

describe('login form', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const startLogin = (mode: 'mobile' | 'userId', overrides: Record<string, unknown> = {}) => {
    const login = vi.fn(async (_: LoginCredentials) => user);
    const actor = createActor(
      loginMachine.provide({ actors: { login: fromPromise(({ input }) => login(input)), ...overrides } }),
      { input: { mode } },
    );
    actor.start();
    return { actor, login };
  };

  it('a double submit sends one request and ends with the user', async () => {
    const { actor, login } = startLogin('mobile');
    actor.send(typeInto('mobile', '98765 43210'));
    actor.send(typeInto('password', 'Secret 1'));
    actor.send({ type: 'submit' });
    expect(loginFormStatus(actor.getSnapshot())).toEqual({ canSubmit: false, submitting: true });
    actor.send({ type: 'submit' });
    await expect(toPromise(actor)).resolves.toEqual({ user });
    expect(login).toHaveBeenCalledTimes(1);
    expect(login).toHaveBeenCalledWith({ mobile: '9876543210', password: 'Secret1' });
  });

  it('user-ID mode sends the user ID and needs it', async () => {
    const { actor, login } = startLogin('userId');
    actor.send(typeInto('password', 'x'));
    expect(loginFormStatus(actor.getSnapshot())).toEqual({ canSubmit: false, submitting: false });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.errors.userId).toEqual({ id: 'validation.userId.required' });
    actor.send(typeInto('userId', 'player.1!'));
    expect(actor.getSnapshot().context.errors.userId).toBeUndefined();
    expect(loginFormStatus(actor.getSnapshot()).canSubmit).toBe(true);
    actor.send({ type: 'submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(login).toHaveBeenCalledWith({ userId: 'player.1', password: 'x' });
  });

  it('a refused login shows the server message and keeps the form', async () => {
    const { actor } = startLogin('mobile', {
      login: fromPromise(() => Promise.reject(new Error('Invalid credentials'))),
    });
    actor.send(typeInto('mobile', '9876543210'));
    actor.send(typeInto('password', 'x'));
    actor.send({ type: 'submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toEqual({ text: 'Invalid credentials' });
  });

  it("login with OTP starts the countdown and an 'OTP Expired' reply zeroes it", async () => {
    const sendOtp = vi.fn(async (_: OtpRequest): Promise<void> => {});
    const loginWithOtp = vi.fn(async (_: OtpLoginInput): Promise<SessionUser> => {
      throw new Error('OTP Expired');
    });
    const { actor } = startLogin('mobile', {
      sendOtp: fromPromise(({ input }: { input: OtpRequest }) => sendOtp(input)),
      loginWithOtp: fromPromise(({ input }: { input: OtpLoginInput }) => loginWithOtp(input)),
      otpCountdown: otpMachine,
    });
    actor.send(typeInto('mobile', '9876543210'));
    actor.send({ type: 'otp.request' });
    await vi.advanceTimersByTimeAsync(0);
    expect(sendOtp).toHaveBeenCalledWith({ purpose: 'login', mobile: '9876543210' });
    const otp = actor.getSnapshot().children.otp;
    expect(otp?.getSnapshot().value).toBe('counting');

    actor.send(typeInto('otp', '123456'));
    actor.send({ type: 'submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(loginWithOtp).toHaveBeenCalledWith({ mobile: '9876543210', otp: '123456' });
    expect(actor.getSnapshot().value).toEqual({ withOtp: 'entering' });
    expect(otp?.getSnapshot().value).toBe('expired');
  });
});
