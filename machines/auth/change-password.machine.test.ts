import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { refusedRequestFact } from '../testing/form-facts.ts';
import { walkEveryTransition } from '../testing/path-harness.ts';
import {
  changePasswordFormStatus,
  changePasswordMachine,
  type ChangePasswordInput,
  type ChangePasswordEvent,
} from './change-password.machine.ts';
import { typeInto } from './form-test-events.ts';
import { validateChangePassword } from './validation.ts';

walkEveryTransition('change-password', {
  machine: changePasswordMachine,
  input: { withdrawPasswordOption: false },
  events: (): ChangePasswordEvent[] => [
    typeInto('oldPassword', 'old'),
    typeInto('password', 'Abcdefg1'),
    typeInto('confirmPassword', 'Abcdefg1'),
    { type: 'submit' },
  ],
  contextKey: (context) => Object.keys(validateChangePassword(context.values, context.withdrawPasswordOption)).length,
  facts: [
    {
      rule: 'a valid form sends the current, new and confirmation passwords as typed, and the withdraw-password pair only when that option applies',
      check: ({ snapshot }) => {
        if (!snapshot.matches('submitting')) return;
        const { values } = snapshot.context;
        expect(snapshot.children.changePassword?.getSnapshot().input).toEqual({
          oldPassword: values.oldPassword,
          password: values.password,
          confirmPassword: values.confirmPassword,
        });
      },
    },
    {
      rule: 'an invalid form is not sent: each missing or wrong field shows its message',
      check: ({ snapshot, event }) => {
        if (event.type !== 'submit' || !snapshot.matches('editing')) return;
        const { values, withdrawPasswordOption, errors } = snapshot.context;
        expect(errors).toEqual(validateChangePassword(values, withdrawPasswordOption));
        expect(Object.keys(errors)).not.toEqual([]);
        expect(snapshot.children.changePassword).toBeUndefined();
      },
    },
    refusedRequestFact,
    {
      rule: 'after a successful change the form keeps no password (its context is emptied)',
      check: ({ snapshot }) => {
        if (snapshot.status !== 'done') return;
        expect(Object.values(snapshot.context.values).every((value) => value === '')).toBe(true);
      },
    },
  ],
});

describe('change-password form', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const start = (withdrawPasswordOption: boolean) => {
    const changePassword = vi.fn(async (_: ChangePasswordInput): Promise<void> => {});
    const actor = createActor(
      changePasswordMachine.provide({
        actors: { changePassword: fromPromise(({ input }: { input: ChangePasswordInput }) => changePassword(input)) },
      }),
      { input: { withdrawPasswordOption } },
    );
    actor.start();
    for (const [field, value] of [['oldPassword', 'old pass'], ['password', 'Abcdefg1'], ['confirmPassword', 'Abcdefg1']] as const) {
      actor.send(typeInto(field, value));
    }
    return { actor, changePassword };
  };

  it('without the withdraw-password option sends only the password fields', async () => {
    const { actor, changePassword } = start(false);
    expect(changePasswordFormStatus(actor.getSnapshot()).canSubmit).toBe(true);
    actor.send({ type: 'submit' });
    actor.send({ type: 'submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(changePassword).toHaveBeenCalledTimes(1);
    expect(changePassword).toHaveBeenCalledWith({ oldPassword: 'oldpass', password: 'Abcdefg1', confirmPassword: 'Abcdefg1' });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('with the option the withdraw-password pair is required and sent', async () => {
    const { actor, changePassword } = start(true);
    expect(changePasswordFormStatus(actor.getSnapshot()).canSubmit).toBe(false);
    actor.send({ type: 'submit' });
    expect(Object.keys(actor.getSnapshot().context.errors)).toEqual(['withdrawPassword', 'confirmWithdrawPassword']);
    actor.send(typeInto('withdrawPassword', 'Abcdefg1@'));
    actor.send(typeInto('confirmWithdrawPassword', 'Abcdefg1@'));
    actor.send({ type: 'submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(changePassword).toHaveBeenCalledWith(
      expect.objectContaining({ withdrawPassword: 'Abcdefg1@', confirmWithdrawPassword: 'Abcdefg1@' }),
    );
  });

  it('a refused change shows the server message and lets the user retry', async () => {
    const actor = createActor(
      changePasswordMachine.provide({
        actors: { changePassword: fromPromise(() => Promise.reject({ message: 'Old password is wrong' })) },
      }),
      { input: { withdrawPasswordOption: false } },
    );
    actor.start();
    for (const [field, value] of [['oldPassword', 'x'], ['password', 'Abcdefg1'], ['confirmPassword', 'Abcdefg1']] as const) {
      actor.send(typeInto(field, value));
    }
    actor.send({ type: 'submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toEqual({ text: 'Old password is wrong' });
  });
});
