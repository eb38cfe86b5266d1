import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import type { FormField } from '../../../machines/auth/form-fields.ts';
import { forgotPasswordFormStatus, forgotPasswordMachine } from '../../../machines/auth/forgot-password.machine.ts';
import { messageId } from '../../../machines/shared/message.ts';
import type { AuthFormsProps } from './auth-props.ts';
import { useFormEffects } from './form-effects.ts';
import { MobileStep, NewPasswordFields, SubmitButton } from './otp-form-parts.tsx';

/** Forgot password (spec §5): mobile → OTP, new password and confirmation; then back to login. */
export function ForgotPasswordForm({ actors, site, onError, onSuccess, onSwitch, inspect }: AuthFormsProps) {
  const forgot = useActorRef(forgotPasswordMachine.provide({ actors }), { inspect });
  const values = useSelector(forgot, (snapshot) => snapshot.context.values);
  const errors = useSelector(forgot, (snapshot) => snapshot.context.errors);
  const onMobileStep = useSelector(forgot, (snapshot) => snapshot.matches('mobile') || snapshot.matches('sendingOtp'));
  const status = useSelector(forgot, forgotPasswordFormStatus, (a, b) => a.canSubmit === b.canSubmit && a.submitting === b.submitting);
  const otp = useSelector(forgot, (snapshot) => snapshot.children.otp);
  useFormEffects(forgot, onError, () => {
    onSuccess(messageId('auth.forgotPassword.done'));
    onSwitch('login');
  });
  const change = (field: FormField, value: string) => forgot.send({ type: 'field.changed', field, value });

  return (
    <form
      className="auth-form"
      noValidate
      aria-busy={status.submitting}
      onSubmit={(event) => {
        event.preventDefault();
        forgot.send({ type: 'submit' });
      }}
    >
      {onMobileStep ? (
        <MobileStep site={site} value={values.mobile} error={errors.mobile} onChange={change} status={status} />
      ) : (
        <>
          <NewPasswordFields
            mobile={values.mobile}
            values={values}
            errors={errors}
            onChange={change}
            otp={otp}
            onEditMobile={() => forgot.send({ type: 'mobile.edit' })}
          />
          <SubmitButton status={status} labelId="auth.forgotPassword.submit" />
        </>
      )}
      <p className="auth-form__switch">
        <button type="button" className="link-button" onClick={() => onSwitch('login')}>
          <FormattedMessage id="auth.forgotPassword.backToLogin" />
        </button>
      </p>
    </form>
  );
}
