import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FormField } from '../../../machines/auth/form-fields.ts';
import { loginFormStatus, loginMachine } from '../../../machines/auth/login.machine.ts';
import type { AuthFormsProps } from './auth-props.ts';
import { useFormEffects } from './form-effects.ts';
import { PasswordField, TextField } from './form-field.tsx';
import { OtpCountdown } from './otp-countdown.tsx';
import { PhoneCountrySelect } from './phone-country-select.tsx';

/**
 * Login (spec §5): by mobile or by user ID as the site says, demo login, and login with OTP. The
 * machine tags its busy states, so the buttons are disabled while a request is in flight.
 */
export function LoginForm({ actors, site, onSignedIn, onError, onSwitch, inspect }: AuthFormsProps) {
  const intl = useIntl();
  const login = useActorRef(loginMachine.provide({ actors }), { input: { mode: site.loginMode }, inspect });
  const values = useSelector(login, (snapshot) => snapshot.context.values);
  const errors = useSelector(login, (snapshot) => snapshot.context.errors);
  const withOtp = useSelector(login, (snapshot) => snapshot.matches('withOtp'));
  const { canSubmit, submitting } = useSelector(login, loginFormStatus, sameStatus);
  const otp = useSelector(login, (snapshot) => snapshot.children.otp);
  useFormEffects(login, onError, ({ user }) => onSignedIn(user));

  const change = (field: FormField, value: string) => login.send({ type: 'field.changed', field, value });
  const mobileField = (
    <TextField
      field="mobile"
      labelId="auth.field.mobile"
      value={values.mobile}
      error={errors.mobile}
      onChange={change}
      inputMode="tel"
      autoComplete="tel-national"
      prefix={<PhoneCountrySelect site={site} />}
    />
  );

  return (
    <form
      className="auth-form"
      noValidate
      aria-busy={submitting}
      onSubmit={(event) => {
        event.preventDefault();
        login.send({ type: 'submit' });
      }}
    >
      {withOtp ? (
        <>
          <p className="auth-form__lead">
            <FormattedMessage id="auth.otp.sentTo" values={{ mobile: values.mobile }} />
          </p>
          <TextField
            field="otp"
            labelId="auth.field.otp"
            value={values.otp}
            error={errors.otp}
            onChange={change}
            inputMode="numeric"
            autoComplete="one-time-code"
            autoFocus
          />
          <OtpCountdown otp={otp} />
          <button type="submit" className="button button--primary button--block" disabled={!canSubmit || submitting}>
            <FormattedMessage id="auth.login.verifyOtp" />
          </button>
          <button type="button" className="button button--ghost button--block" onClick={() => login.send({ type: 'otp.cancel' })}>
            <FormattedMessage id="auth.back" />
          </button>
        </>
      ) : (
        <>
          {site.loginMode === 'mobile' ? (
            mobileField
          ) : (
            <TextField field="userId" labelId="auth.field.userId" value={values.userId} error={errors.userId} onChange={change} autoComplete="username" />
          )}
          <PasswordField field="password" labelId="auth.field.password" value={values.password} error={errors.password} onChange={change} autoComplete="current-password" />
          <p className="auth-form__aside">
            <button type="button" className="link-button" onClick={() => onSwitch('forgotPassword')}>
              <FormattedMessage id="auth.login.forgotPassword" />
            </button>
          </p>
          <button type="submit" className="button button--primary button--block" disabled={!canSubmit || submitting}>
            <FormattedMessage id="auth.login.submit" />
          </button>
          {site.loginMode === 'mobile' && (
            <button
              type="button"
              className="button button--outline button--block"
              disabled={submitting}
              onClick={() => login.send({ type: 'otp.request' })}
            >
              <FormattedMessage id="auth.login.withOtp" />
            </button>
          )}
          <button type="button" className="button button--outline button--block" disabled={submitting} onClick={() => login.send({ type: 'demo.login' })}>
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
    </form>
  );
}

function sameStatus(a: { canSubmit: boolean; submitting: boolean }, b: { canSubmit: boolean; submitting: boolean }) {
  return a.canSubmit === b.canSubmit && a.submitting === b.submitting;
}
