import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { otpCanResend, otpRemainingSeconds } from '../otp/otp.machine.ts';
import { OTP_VALIDITY_MS } from '../shared/constants.ts';
import type { Message } from '../shared/message.ts';
import { walkEveryTransition } from '../testing/path-harness.ts';
import {
  selectPasswordIsSet,
  selectResetOpen,
  withdrawPasswordMachine,
  selectChangeOpen,
  type ChangeWithdrawPasswordInput,
  type ResetWithdrawPasswordInput,
  type WithdrawPasswordEmitted,
  type WithdrawPasswordEvent,
} from './withdraw-password.machine.ts';

const validForm: WithdrawPasswordEvent[] = [
  { type: 'field.changed', field: 'otp', value: '123456' },
  { type: 'field.changed', field: 'withdrawPassword', value: 'Secret@123' },
  { type: 'field.changed', field: 'confirmWithdrawPassword', value: 'Secret@123' },
];
const currentPassword: WithdrawPasswordEvent = { type: 'field.changed', field: 'oldPassword', value: 'Old@12345' };
/** An OTP deadline that never passes during a test, and one that passed long ago. */
const FAR_FUTURE = Date.UTC(2100, 0, 1);
const LONG_AGO = Date.UTC(2000, 0, 1);

walkEveryTransition('withdraw-password', {
  machine: withdrawPasswordMachine,
  events: (snapshot): WithdrawPasswordEvent[] => [
    { type: 'withdrawPassword.check' },
    { type: 'withdrawPassword.reset' },
    { type: 'reset.close' },
    { type: 'reset.submit' },
    { type: 'withdrawPassword.change' },
    { type: 'change.close' },
    { type: 'change.submit' },
    // Each field is filled once (valid values), and the OTP can be emptied again.
    ...[...validForm, currentPassword].filter(
      (event) => event.type === 'field.changed' && snapshot.context.values[event.field as 'otp'] === '',
    ),
    { type: 'field.changed', field: 'otp', value: '' },
  ],
  contextKey: (context) => ({ isSet: context.isSet, filled: Object.values(context.values).map((value) => value !== '') }),
  outputs: {
    checkWithdrawalPassword: [true],
    storedOtpDeadline: [null, LONG_AGO, FAR_FUTURE],
    resetWithdrawalPassword: [{ text: 'Done.' }],
    updateTransactionPassword: [{ text: 'Withdraw password updated successfully.' }],
    otp: [],
  },
  errors: { resetWithdrawalPassword: [{ message: 'OTP Expired' }, { message: 'Invalid OTP' }], otp: [] },
  facts: [
    {
      rule: "a successful reset marks the withdraw password as set and shows the server's message",
      check: ({ snapshot, event, emitted }) => {
        if (event.type !== 'xstate.done.actor.resetWithdrawalPassword') return;
        expect(snapshot.context.isSet).toBe(true);
        expect(emitted.at(-1)).toEqual({ type: 'notice.success', message: (event as { output?: unknown }).output });
      },
    },
  ],
});

const resetDone = async (_: ResetWithdrawPasswordInput): Promise<Message> => ({ text: 'Withdraw password reset successfully.' });
const updateDone = async (_: ChangeWithdrawPasswordInput): Promise<Message> => ({ text: 'Withdraw password updated successfully.' });

function start({
  reset = vi.fn(resetDone),
  update = vi.fn(updateDone),
  storedDeadline = null,
  isSet = false,
}: {
  reset?: (input: ResetWithdrawPasswordInput) => Promise<Message>;
  update?: (input: ChangeWithdrawPasswordInput) => Promise<Message>;
  storedDeadline?: number | null;
  isSet?: boolean;
} = {}) {
  const sendOtp = vi.fn(async (): Promise<void> => undefined);
  const actor = createActor(
    withdrawPasswordMachine.provide({
      actors: {
        checkWithdrawalPassword: fromPromise(async () => isSet),
        storedOtpDeadline: fromPromise(async () => storedDeadline),
        sendOtpToMobile: fromPromise(sendOtp),
        resetWithdrawalPassword: fromPromise(({ input }: { input: ResetWithdrawPasswordInput }) => reset(input)),
        updateTransactionPassword: fromPromise(({ input }: { input: ChangeWithdrawPasswordInput }) => update(input)),
      },
    }),
  );
  const emitted: WithdrawPasswordEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, sendOtp, emitted };
}

const otpOf = (actor: ReturnType<typeof start>['actor']) => {
  const otp = actor.getSnapshot().children.otp;
  if (!otp) throw new Error('no otp child');
  return otp;
};

describe('withdraw password', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends an OTP, counts 300 s down, and an expired OTP zeroes the countdown and offers resend', async () => {
    const reset = vi.fn(resetDone).mockRejectedValueOnce(new Error('OTP Expired'));
    const { actor, sendOtp, emitted } = start({ reset });
    await vi.advanceTimersByTimeAsync(0);
    expect(selectPasswordIsSet(actor.getSnapshot())).toBe(false);

    actor.send({ type: 'withdrawPassword.reset' });
    await vi.advanceTimersByTimeAsync(0);
    expect(sendOtp).toHaveBeenCalledTimes(1);
    expect(otpRemainingSeconds(otpOf(actor).getSnapshot())).toBe(300);

    actor.send({ type: 'reset.submit' });
    expect(actor.getSnapshot().context.errors.otp).toEqual({ id: 'validation.otp.required' });

    validForm.forEach((event) => actor.send(event));
    actor.send({ type: 'reset.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(otpCanResend(otpOf(actor).getSnapshot())).toBe(true);
    expect(otpRemainingSeconds(otpOf(actor).getSnapshot())).toBe(0);
    expect(emitted).toEqual([{ type: 'notice.error', message: { text: 'OTP Expired' } }]);

    otpOf(actor).send({ type: 'otp.resend' });
    await vi.advanceTimersByTimeAsync(OTP_VALIDITY_MS / 2);
    actor.send({ type: 'reset.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(reset).toHaveBeenLastCalledWith({ otp: '123456', password: 'Secret@123' });
    expect(selectResetOpen(actor.getSnapshot())).toBe(false);
    expect(selectPasswordIsSet(actor.getSnapshot())).toBe(true);
  });

  it('goes on with the countdown of an OTP sent before a reload, without sending another', async () => {
    const sentBeforeReload = Date.now() + 120_000;
    const { actor, sendOtp } = start({ storedDeadline: sentBeforeReload });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'withdrawPassword.reset' });
    await vi.advanceTimersByTimeAsync(0);
    expect(sendOtp).not.toHaveBeenCalled();
    expect(otpRemainingSeconds(otpOf(actor).getSnapshot())).toBe(120);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(otpCanResend(otpOf(actor).getSnapshot())).toBe(true);
  });

  it('sends a new OTP when the kept one has expired', async () => {
    const { actor, sendOtp } = start({ storedDeadline: Date.now() - 1 });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'withdrawPassword.reset' });
    await vi.advanceTimersByTimeAsync(0);
    expect(sendOtp).toHaveBeenCalledTimes(1);
    expect(otpRemainingSeconds(otpOf(actor).getSnapshot())).toBe(300);
  });

  it('changes a set password with the current one, and checks the form first', async () => {
    const update = vi.fn(updateDone).mockRejectedValueOnce(new Error('Current withdraw password is incorrect.'));
    const { actor, emitted } = start({ update, isSet: true });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'withdrawPassword.change' });
    expect(selectChangeOpen(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'change.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({
      oldPassword: { id: 'validation.oldPassword.required' },
      withdrawPassword: { id: 'validation.withdrawPassword.required' },
      confirmWithdrawPassword: { id: 'validation.confirmWithdrawPassword.required' },
    });
    [currentPassword, ...validForm.slice(1)].forEach((event) => actor.send(event));
    actor.send({ type: 'change.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(emitted).toEqual([{ type: 'notice.error', message: { text: 'Current withdraw password is incorrect.' } }]);
    expect(selectChangeOpen(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'change.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(update).toHaveBeenLastCalledWith({ oldPassword: 'Old@12345', password: 'Secret@123' });
    expect(selectChangeOpen(actor.getSnapshot())).toBe(false);
    expect(emitted.at(-1)).toEqual({ type: 'notice.success', message: { text: 'Withdraw password updated successfully.' } });
  });

  it('offers no change before a password is set', async () => {
    const { actor } = start({ isSet: false });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'withdrawPassword.change' });
    expect(selectChangeOpen(actor.getSnapshot())).toBe(false);
  });
});
