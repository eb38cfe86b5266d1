import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import type { FormField } from '../../../machines/auth/form-fields.ts';
import { signUpFormStatus, signUpMachine } from '../../../machines/auth/sign-up.machine.ts';
import type { AuthFormsProps } from './auth-props.ts';
import { useFormEffects } from './form-effects.ts';
import { TextField } from './form-field.tsx';
import { MobileStep, NewPasswordFields, SubmitButton } from './otp-form-parts.tsx';

/** Sign-up (spec §5): mobile → OTP, password, confirmation, optional user ID and refer code. */
export function SignUpForm({ actors, site, onSignedIn, onError, onSwitch, inspect }: AuthFormsProps) {
  const signUp = useActorRef(signUpMachine.provide({ actors }), { inspect });
  const values = useSelector(signUp, (snapshot) => snapshot.context.values);
  const errors = useSelector(signUp, (snapshot) => snapshot.context.errors);
  const onMobileStep = useSelector(signUp, (snapshot) => snapshot.matches('mobile') || snapshot.matches('sendingOtp'));
  const status = useSelector(signUp, signUpFormStatus, (a, b) => a.canSubmit === b.canSubmit && a.submitting === b.submitting);
  const otp = useSelector(signUp, (snapshot) => snapshot.children.otp);
  useFormEffects(signUp, onError, ({ user }) => onSignedIn(user));
  const change = (field: FormField, value: string) => signUp.send({ type: 'field.changed', field, value });

  return (
    <form
      className="auth-form"
      noValidate
      aria-busy={status.submitting}
      onSubmit={(event) => {
        event.preventDefault();
        signUp.send({ type: 'submit' });
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
            onEditMobile={() => signUp.send({ type: 'mobile.edit' })}
          />
          <TextField
            field="userId"
            labelId="auth.field.userId"
            hintId="auth.field.optional"
            value={values.userId}
            error={errors.userId}
            onChange={change}
            autoComplete="username"
          />
          <TextField
            field="referCode"
            labelId="auth.field.referCode"
            hintId="auth.field.optional"
            value={values.referCode}
            error={errors.referCode}
            onChange={change}
            inputMode="numeric"
          />
          <SubmitButton status={status} labelId="auth.signUp.submit" />
        </>
      )}
      <p className="auth-form__switch">
        <FormattedMessage id="auth.signUp.haveAccount" />{' '}
        <button type="button" className="link-button" onClick={() => onSwitch('login')}>
          <FormattedMessage id="auth.login.title" />
        </button>
      </p>
    </form>
  );
}

