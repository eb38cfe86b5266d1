import { useActorRef } from '@xstate/react';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { InspectionEvent } from 'xstate';
import { changePasswordFormStatus, changePasswordMachine } from '../../../machines/auth/change-password.machine.ts';
import type { Message } from '../../../machines/shared/message.ts';
import type { AuthFormActors } from '../../../machines/auth/auth-form-actors.ts';
import { PasswordField } from './form-field.tsx';
import { FormFrame, SubmitButton } from './form-frame.tsx';
import { useAuthForm } from './use-auth-form.ts';
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
  const { status, fieldProps, submit } = useAuthForm(form, changePasswordFormStatus, onError, onChanged);

  return (
    <section className="card auth-card" aria-labelledby={headingId}>
      <h1 id={headingId} className="auth-card__title">
        <FormattedMessage id="account.changePassword.title" />
      </h1>
      <p className="auth-card__lead">
        <FormattedMessage id={forced ? 'account.changePassword.forcedLead' : 'account.changePassword.lead'} />
      </p>
      <FormFrame busy={status.submitting} onSubmit={submit}>
        <PasswordField {...fieldProps('oldPassword')} labelId="account.field.oldPassword" autoComplete="current-password" />
        <PasswordField {...fieldProps('password')} labelId="auth.field.newPassword" autoComplete="new-password" />
        <PasswordField {...fieldProps('confirmPassword')} labelId="auth.field.confirmPassword" autoComplete="new-password" />
        {withdrawPasswordOption && (
          <>
            <PasswordField {...fieldProps('withdrawPassword')} labelId="account.field.withdrawPassword" autoComplete="off" />
            <PasswordField {...fieldProps('confirmWithdrawPassword')} labelId="account.field.confirmWithdrawPassword" autoComplete="off" />
          </>
        )}
        <SubmitButton status={status} labelId="account.changePassword.submit" />
      </FormFrame>
    </section>
  );
}
