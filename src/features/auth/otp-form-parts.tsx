/** The steps sign-up and forgot password share: the mobile step, and OTP + new password. */
import { FormattedMessage } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { FieldErrors, FormField, FormStatus } from '../../../machines/auth/form-fields.ts';
import type { otpMachine } from '../../../machines/otp/otp.machine.ts';
import type { Message } from '../../../machines/shared/message.ts';
import type { AuthSite } from './auth-props.ts';
import { PasswordField, TextField } from './form-field.tsx';
import { OtpCountdown } from './otp-countdown.tsx';
import { PhoneCountrySelect } from './phone-country-select.tsx';

type OnChange = (field: FormField, value: string) => void;

export function SubmitButton({ status, labelId }: { status: FormStatus; labelId: string }) {
  return (
    <button type="submit" className="button button--primary button--block" disabled={!status.canSubmit || status.submitting}>
      <FormattedMessage id={labelId} />
    </button>
  );
}

export function MobileStep(props: { site: AuthSite; value: string; error?: Message; onChange: OnChange; status: FormStatus }) {
  return (
    <>
      <TextField
        field="mobile"
        labelId="auth.field.mobile"
        value={props.value}
        error={props.error}
        onChange={props.onChange}
        inputMode="tel"
        autoComplete="tel-national"
        prefix={<PhoneCountrySelect site={props.site} />}
      />
      <SubmitButton status={props.status} labelId="auth.otp.send" />
    </>
  );
}

type NewPasswordField = 'otp' | 'password' | 'confirmPassword';

export function NewPasswordFields(props: {
  mobile: string;
  values: Record<NewPasswordField, string>;
  errors: FieldErrors<NewPasswordField>;
  onChange: OnChange;
  otp: ActorRefFrom<typeof otpMachine> | undefined;
  onEditMobile: () => void;
}) {
  const { values, errors, onChange } = props;
  return (
    <>
      <p className="auth-form__lead">
        <FormattedMessage id="auth.otp.sentTo" values={{ mobile: props.mobile }} />{' '}
        <button type="button" className="link-button" onClick={props.onEditMobile}>
          <FormattedMessage id="auth.otp.changeMobile" />
        </button>
      </p>
      <TextField
        field="otp"
        labelId="auth.field.otp"
        value={values.otp}
        error={errors.otp}
        onChange={onChange}
        inputMode="numeric"
        autoComplete="one-time-code"
        autoFocus
      />
      <OtpCountdown otp={props.otp} />
      <PasswordField field="password" labelId="auth.field.newPassword" value={values.password} error={errors.password} onChange={onChange} autoComplete="new-password" />
      <PasswordField
        field="confirmPassword"
        labelId="auth.field.confirmPassword"
        value={values.confirmPassword}
        error={errors.confirmPassword}
        onChange={onChange}
        autoComplete="new-password"
      />
    </>
  );
}
