import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import { forgotPasswordFormStatus, forgotPasswordMachine } from '../../../machines/auth/forgot-password.machine.ts';
import { messageId } from '../../../machines/shared/message.ts';
import type { AuthFormsProps } from './auth-props.ts';
import { formActorsOf } from './form-actors.ts';
import { FormFrame, SubmitButton } from './form-frame.tsx';
import { MobileStep, NewPasswordFields } from './otp-form-parts.tsx';
import { useAuthForm } from './use-auth-form.ts';

/** Forgot password (spec §5): mobile → OTP, new password and confirmation; then back to login. */
export function ForgotPasswordForm({ actors, site, onError, onSuccess, onSwitch, inspect }: AuthFormsProps) {
  const forgot = useActorRef(forgotPasswordMachine.provide({ actors: formActorsOf(actors) }), { inspect });
  const { values, status, fieldProps, submit } = useAuthForm(forgot, forgotPasswordFormStatus, onError, () => {
    onSuccess(messageId('auth.forgotPassword.done'));
    onSwitch('login');
  });
  const onMobileStep = useSelector(forgot, (snapshot) => snapshot.matches('mobile') || snapshot.matches('sendingOtp'));
  const otp = useSelector(forgot, (snapshot) => snapshot.children.otp);

  return (
    <FormFrame busy={status.submitting} onSubmit={submit}>
      {onMobileStep ? (
        <MobileStep {...fieldProps('mobile')} site={site} status={status} />
      ) : (
        <>
          <NewPasswordFields
            mobile={values.mobile}
            fieldProps={fieldProps}
            otp={otp}
            onError={onError}
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
    </FormFrame>
  );
}
