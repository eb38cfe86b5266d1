/**
 * The change-password form (spec §5 "Change password"): current password, new password and
 * confirmation; the withdraw-password pair only when the input `withdrawPasswordOption` is true.
 * Success ends in the final state `done`; src/app then sends `session.passwordChanged`.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { Message } from '../shared/message.ts';
import { clearError, errorTo, passes, showErrors, storeError, storeField } from './form-kit.ts';
import { emptyValues, formStatus, type FieldChangedEvent, type FieldErrors, type FieldValues, type FormStatus } from './form-fields.ts';
import { validateChangePassword, type ChangePasswordField } from './validation.ts';
import { notProvided } from '../shared/not-provided.ts';

export type ChangePasswordInput = {
  oldPassword: string;
  password: string;
  confirmPassword: string;
  withdrawPassword?: string;
  confirmWithdrawPassword?: string;
};

export type ChangePasswordEvent = FieldChangedEvent | { type: 'submit' };

export type ChangePasswordContext = {
  withdrawPasswordOption: boolean;
  values: FieldValues<ChangePasswordField>;
  errors: FieldErrors<ChangePasswordField>;
  error: Message | null;
};

const changePasswordInputOf = ({ values, withdrawPasswordOption }: ChangePasswordContext): ChangePasswordInput => ({
  oldPassword: values.oldPassword,
  password: values.password,
  confirmPassword: values.confirmPassword,
  ...(withdrawPasswordOption && {
    withdrawPassword: values.withdrawPassword,
    confirmWithdrawPassword: values.confirmWithdrawPassword,
  }),
});

const changePasswordErrors = ({ values, withdrawPasswordOption }: ChangePasswordContext) =>
  validateChangePassword(values, withdrawPasswordOption);

export const changePasswordMachine = setup({
  types: {
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
    input: {} as { withdrawPasswordOption: boolean },
    tags: {} as 'submitting',
  },
  actors: {
    changePassword: fromPromise<void, ChangePasswordInput>(notProvided('changePassword')),
  },
  guards: {
    formValid: passes(changePasswordErrors),
  },
  actions: {
    storeField: storeField(),
    showFormErrors: showErrors(changePasswordErrors),
    clearError: clearError(),
    storeError: storeError(),
    // Done, the passwords have no further use: a finished actor's snapshot (kept by the inspector) holds none.
    forgetPasswords: assign(({ context }) => ({ values: emptyValues(Object.keys(context.values) as ChangePasswordField[]) })),
  },
}).createMachine({
  id: 'changePassword',
  context: ({ input }) => ({
    withdrawPasswordOption: input.withdrawPasswordOption,
    values: emptyValues(['oldPassword', 'password', 'confirmPassword', 'withdrawPassword', 'confirmWithdrawPassword']),
    errors: {},
    error: null,
  }),
  on: { 'field.changed': { actions: 'storeField' } },
  initial: 'editing',
  states: {
    editing: {
      on: {
        submit: [{ guard: 'formValid', target: 'submitting', actions: 'clearError' }, { actions: 'showFormErrors' }],
      },
    },
    submitting: {
      tags: 'submitting',
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => changePasswordInputOf(context),
        onDone: { target: 'done', actions: 'forgetPasswords' },
        onError: errorTo('editing'),
      },
    },
    done: { type: 'final' },
  },
});

type ChangePasswordSnapshotView = Parameters<typeof formStatus<ChangePasswordField>>[0] & {
  context: ChangePasswordContext;
};

export const changePasswordFormStatus = (snapshot: ChangePasswordSnapshotView): FormStatus =>
  formStatus(
    snapshot,
    snapshot.context.withdrawPasswordOption
      ? ['oldPassword', 'password', 'confirmPassword', 'withdrawPassword', 'confirmWithdrawPassword']
      : ['oldPassword', 'password', 'confirmPassword'],
  );
