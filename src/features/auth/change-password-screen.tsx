import { useActorRef, useSelector } from '@xstate/react';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { InspectionEvent } from 'xstate';
import { changePasswordFormStatus, changePasswordMachine } from '../../../machines/auth/change-password.machine.ts';
import type { FormField } from '../../../machines/auth/form-fields.ts';
import type { Message } from '../../../machines/shared/message.ts';
import type { AuthFormActors } from '../../app/wiring/auth.ts';
import { useFormEffects } from './form-effects.ts';
import { PasswordField } from './form-field.tsx';
import { SubmitButton } from './otp-form-parts.tsx';
import './auth.css';

export interface ChangePasswordScreenProps {
  actors: Pick<AuthFormActors, 'changePassword'>;
  /**
   * Whether the withdraw-password pair is asked too (spec §5). src/app turns it on for the forced
   * first change, when the user sets both passwords of their own.
   */
  withdrawPasswordOption: boolean;
  /** True when the user must change the password before anything else (no last login, spec §2). */
  forced: boolean;
  onError: (message: Message) => void;
  onChanged: () => void;
  inspect?: (inspectionEvent: InspectionEvent) => void;
}

/** /profile/CHANGE_PASSWORD: current password, new password and confirmation. */
export function ChangePasswordScreen({ actors, withdrawPasswordOption, forced, onError, onChanged, inspect }: ChangePasswordScreenProps) {
  const headingId = useId();
  const form = useActorRef(changePasswordMachine.provide({ actors }), { input: { withdrawPasswordOption }, inspect });
  const values = useSelector(form, (snapshot) => snapshot.context.values);
  const errors = useSelector(form, (snapshot) => snapshot.context.errors);
  const status = useSelector(form, changePasswordFormStatus, (a, b) => a.canSubmit === b.canSubmit && a.submitting === b.submitting);
  useFormEffects(form, onError, onChanged);
  const change = (field: FormField, value: string) => form.send({ type: 'field.changed', field, value });

  return (
    <section className="card auth-card" aria-labelledby={headingId}>
      <h1 id={headingId} className="auth-card__title">
        <FormattedMessage id="account.changePassword.title" />
      </h1>
      <p className="auth-card__lead">
        <FormattedMessage id={forced ? 'account.changePassword.forcedLead' : 'account.changePassword.lead'} />
      </p>
      <form
        className="auth-form"
        noValidate
        aria-busy={status.submitting}
        onSubmit={(event) => {
          event.preventDefault();
          form.send({ type: 'submit' });
        }}
      >
        <PasswordField field="oldPassword" labelId="account.field.oldPassword" value={values.oldPassword} error={errors.oldPassword} onChange={change} autoComplete="current-password" />
        <PasswordField field="password" labelId="auth.field.newPassword" value={values.password} error={errors.password} onChange={change} autoComplete="new-password" />
        <PasswordField field="confirmPassword" labelId="auth.field.confirmPassword" value={values.confirmPassword} error={errors.confirmPassword} onChange={change} autoComplete="new-password" />
        {withdrawPasswordOption && (
          <>
            <PasswordField field="withdrawPassword" labelId="account.field.withdrawPassword" value={values.withdrawPassword} error={errors.withdrawPassword} onChange={change} autoComplete="off" />
            <PasswordField
              field="confirmWithdrawPassword"
              labelId="account.field.confirmWithdrawPassword"
              value={values.confirmWithdrawPassword}
              error={errors.confirmWithdrawPassword}
              onChange={change}
              autoComplete="off"
            />
          </>
        )}
        <SubmitButton status={status} labelId="account.changePassword.submit" />
      </form>
    </section>
  );
}
