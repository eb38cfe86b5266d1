import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { loginFormStatus, loginMachine } from '../../../machines/auth/login.machine.ts';
import type { AuthFormsProps } from './auth-props.ts';
import { formActorsOf } from './form-actors.ts';
import { PasswordField, TextField } from './form-field.tsx';
import { FormFrame, SubmitButton } from './form-frame.tsx';
import { MobileField, OtpEntry } from './otp-form-parts.tsx';
import { useAuthForm } from './use-auth-form.ts';

/**
 * Login (spec §5): by mobile or by user ID as the site says, demo login, and login with OTP. The
 * machine tags its busy states, so the buttons are disabled while a request is in flight.
 */
export function LoginForm({ actors, site, onSignedIn, onError, onSwitch, inspect }: AuthFormsProps) {
  const intl = useIntl();
  const login = useActorRef(loginMachine.provide({ actors: formActorsOf(actors) }), { input: { mode: site.loginMode }, inspect });
  const { values, status, fieldProps, submit } = useAuthForm(login, loginFormStatus, onError, ({ user }) => onSignedIn(user));
  const withOtp = useSelector(login, (snapshot) => snapshot.matches('withOtp'));
  const otp = useSelector(login, (snapshot) => snapshot.children.otp);

  return (
    <FormFrame busy={status.submitting} onSubmit={submit}>
      {withOtp ? (
        <>
          <OtpEntry mobile={values.mobile} code={fieldProps('otp')} otp={otp} onError={onError} />
          <SubmitButton status={status} labelId="auth.login.verifyOtp" />
          <button type="button" className="button button--ghost button--block" onClick={() => login.send({ type: 'otp.cancel' })}>
            <FormattedMessage id="auth.back" />
          </button>
        </>
      ) : (
        <>
          {site.loginMode === 'mobile' ? (
            <MobileField {...fieldProps('mobile')} site={site} />
          ) : (
            <TextField {...fieldProps('userId')} labelId="auth.field.userId" autoComplete="username" />
          )}
          <PasswordField {...fieldProps('password')} labelId="auth.field.password" autoComplete="current-password" />
          <p className="auth-form__aside">
            <button type="button" className="link-button" onClick={() => onSwitch('forgotPassword')}>
              <FormattedMessage id="auth.login.forgotPassword" />
            </button>
          </p>
          <SubmitButton status={status} labelId="auth.login.submit" />
          {site.loginMode === 'mobile' && (
            <button
              type="button"
              className="button button--outline button--block"
              disabled={status.submitting}
              onClick={() => login.send({ type: 'otp.request' })}
            >
              <FormattedMessage id="auth.login.withOtp" />
            </button>
          )}
          <button
            type="button"
            className="button button--outline button--block"
            disabled={status.submitting}
            onClick={() => login.send({ type: 'demo.login' })}
          >
            <FormattedMessage id="auth.login.demo" />
          </button>
          <p className="auth-form__switch">
            {intl.formatMessage({ id: 'auth.login.noAccount' })}{' '}
            <button type="button" className="link-button" onClick={() => onSwitch('signUp')}>
              <FormattedMessage id="auth.signUp.title" />
            </button>
          </p>
        </>
      )}
    </FormFrame>
  );
}
