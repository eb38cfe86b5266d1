import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSearch } from 'wouter';
import { signUpFormStatus, signUpMachine } from '../../../machines/auth/sign-up.machine.ts';
import type { AuthFormsProps } from './auth-props.ts';
import { formActorsOf } from './form-actors.ts';
import { TextField } from './form-field.tsx';
import { FormFrame, SubmitButton } from './form-frame.tsx';
import { MobileStep, NewPasswordFields } from './otp-form-parts.tsx';
import { useAuthForm } from './use-auth-form.ts';

/** Sign-up (spec §5): mobile → OTP, password, confirmation, optional user ID and refer code. */
export function SignUpForm({ actors, site, onSignedIn, onError, onSwitch, inspect }: AuthFormsProps) {
  const signUp = useActorRef(signUpMachine.provide({ actors: formActorsOf(actors) }), { inspect });
  const { values, status, fieldProps, submit } = useAuthForm(signUp, signUpFormStatus, onError, ({ user }) => onSignedIn(user));
  const onMobileStep = useSelector(signUp, (snapshot) => snapshot.matches('mobile') || snapshot.matches('sendingOtp'));
  const otp = useSelector(signUp, (snapshot) => snapshot.children.otp);
  // A refer link (/sign-up?refer=<code>, refer and earn) fills the refer code; it can still be changed.
  const referCode = new URLSearchParams(useSearch()).get('refer');
  useEffect(() => {
    if (referCode) signUp.send({ type: 'field.changed', field: 'referCode', value: referCode });
  }, [referCode, signUp]);

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
            onEditMobile={() => signUp.send({ type: 'mobile.edit' })}
          />
          <TextField {...fieldProps('userId')} labelId="auth.field.userId" hintId="auth.field.optional" autoComplete="username" />
          <TextField {...fieldProps('referCode')} labelId="auth.field.referCode" hintId="auth.field.optional" inputMode="numeric" />
          <SubmitButton status={status} labelId="auth.signUp.submit" />
        </>
      )}
      <p className="auth-form__switch">
        <FormattedMessage id="auth.signUp.haveAccount" />{' '}
        <button type="button" className="link-button" onClick={() => onSwitch('login')}>
          <FormattedMessage id="auth.login.title" />
        </button>
      </p>
    </FormFrame>
  );
}
