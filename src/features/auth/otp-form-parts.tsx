/** The pieces the OTP forms share: the mobile field and step, the OTP entry, and OTP + new password. */
import { FormattedMessage } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { FormStatus } from '../../../machines/auth/form-fields.ts';
import type { otpMachine } from '../../../machines/otp/otp.machine.ts';
import type { Message } from '../../../machines/shared/message.ts';
import type { AuthSite } from './auth-props.ts';
import { PasswordField, TextField, type BoundFieldProps } from './form-field.tsx';
import { SubmitButton } from './form-frame.tsx';
import { OtpCountdown } from './otp-countdown.tsx';
import { PhoneCountrySelect } from './phone-country-select.tsx';

type OtpActor = ActorRefFrom<typeof otpMachine> | undefined;

/** The mobile number, after the phone country code. */
export function MobileField({ site, ...field }: BoundFieldProps & { site: AuthSite }) {
  return (
    <TextField {...field} labelId="auth.field.mobile" inputMode="tel" autoComplete="tel-national" prefix={<PhoneCountrySelect site={site} />} />
  );
}

/** The first step of sign-up and forgot password: the mobile number and "Send OTP". */
export function MobileStep({ status, ...mobile }: BoundFieldProps & { site: AuthSite; status: FormStatus }) {
  return (
    <>
      <MobileField {...mobile} />
      <SubmitButton status={status} labelId="auth.otp.send" />
    </>
  );
}

/**
 * Where the OTP was sent (with a link back to change the number when the form has one), the code,
 * and its countdown with resend; a failed resend shows through `onError`.
 */
export function OtpEntry(props: {
  mobile: string;
  code: BoundFieldProps;
  otp: OtpActor;
  onError: (message: Message) => void;
  onEditMobile?: () => void;
}) {
  return (
    <>
      <p className="auth-form__lead">
        <FormattedMessage id="auth.otp.sentTo" values={{ mobile: props.mobile }} />
        {props.onEditMobile && (
          <>
            {' '}
            <button type="button" className="link-button" onClick={props.onEditMobile}>
              <FormattedMessage id="auth.otp.changeMobile" />
            </button>
          </>
        )}
      </p>
      <TextField {...props.code} labelId="auth.field.otp" inputMode="numeric" autoComplete="one-time-code" autoFocus />
      <OtpCountdown otp={props.otp} onError={props.onError} />
    </>
  );
}

type NewPasswordField = 'otp' | 'password' | 'confirmPassword';

/** The second step of sign-up and forgot password: the OTP entry, then the new password twice. */
export function NewPasswordFields(props: {
  mobile: string;
  fieldProps: (field: NewPasswordField) => BoundFieldProps;
  otp: OtpActor;
  onError: (message: Message) => void;
  onEditMobile: () => void;
}) {
  const { fieldProps } = props;
  return (
    <>
      <OtpEntry mobile={props.mobile} code={fieldProps('otp')} otp={props.otp} onError={props.onError} onEditMobile={props.onEditMobile} />
      <PasswordField {...fieldProps('password')} labelId="auth.field.newPassword" autoComplete="new-password" />
      <PasswordField {...fieldProps('confirmPassword')} labelId="auth.field.confirmPassword" autoComplete="new-password" />
    </>
  );
}
