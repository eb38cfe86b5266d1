import { useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { FormField } from '../../../../machines/auth/form-fields.ts';
import { otpCanResend, otpRemainingSeconds, type otpMachine } from '../../../../machines/otp/otp.machine.ts';
import type { withdrawPasswordMachine } from '../../../../machines/wallet/withdraw-password.machine.ts';
import { FormRow } from './form-row.tsx';
import { WithdrawModal } from './withdraw-modal.tsx';

export type WithdrawPasswordActor = ActorRefFrom<typeof withdrawPasswordMachine>;

/** What a field's onChange sends. */
export const typeInto = (withdrawPassword: WithdrawPasswordActor, field: FormField) => (value: string) =>
  withdrawPassword.send({ type: 'field.changed', field, value });

const SECONDS_PER_MINUTE = 60;

/** 'mm:ss' of a whole number of seconds. */
export const formatCountdown = (seconds: number): string =>
  `${String(Math.floor(seconds / SECONDS_PER_MINUTE)).padStart(2, '0')}:${String(seconds % SECONDS_PER_MINUTE).padStart(2, '0')}`;

/** Spec §4/§5: the withdraw-password reset with an OTP to the user's mobile and its 5-minute countdown. */
export function WithdrawPasswordModal({ withdrawPassword }: { withdrawPassword: WithdrawPasswordActor }) {
  const values = useSelector(withdrawPassword, (snapshot) => snapshot.context.values);
  const errors = useSelector(withdrawPassword, (snapshot) => snapshot.context.errors);
  const busy = useSelector(withdrawPassword, (snapshot) => snapshot.hasTag('submitting'));
  const otp = useSelector(withdrawPassword, (snapshot) => snapshot.children.otp);

  return (
    <WithdrawModal title={<FormattedMessage id="wallet.password.reset.title" />} onClose={() => withdrawPassword.send({ type: 'reset.close' })}>
      <form
        className="withdraw-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          withdrawPassword.send({ type: 'reset.submit' });
        }}
      >
        <p className="withdraw-field__hint">
          <FormattedMessage id="wallet.password.reset.otpSent" />
        </p>
        {otp && <OtpTimer otp={otp} />}
        <FormRow labelId="wallet.password.otp.label" value={values.otp} error={errors.otp} onValue={typeInto(withdrawPassword, 'otp')} inputMode="numeric" autoComplete="one-time-code" />
        <NewPasswordRows withdrawPassword={withdrawPassword} />
        <div className="withdraw-form__actions">
          <button type="button" className="button" onClick={() => withdrawPassword.send({ type: 'reset.close' })}>
            <FormattedMessage id="wallet.common.cancel" />
          </button>
          <button type="submit" className="button button--primary" disabled={busy}>
            <FormattedMessage id="wallet.password.reset.submit" />
          </button>
        </div>
      </form>
    </WithdrawModal>
  );
}

/** The new withdraw password and its confirmation: the same two rows in the reset and the change modal. */
export function NewPasswordRows({ withdrawPassword }: { withdrawPassword: WithdrawPasswordActor }) {
  const values = useSelector(withdrawPassword, (snapshot) => snapshot.context.values);
  const errors = useSelector(withdrawPassword, (snapshot) => snapshot.context.errors);
  return (
    <>
      <FormRow
        labelId="wallet.password.new.label"
        type="password"
        autoComplete="new-password"
        value={values.withdrawPassword}
        error={errors.withdrawPassword}
        onValue={typeInto(withdrawPassword, 'withdrawPassword')}
      />
      <FormRow
        labelId="wallet.password.confirm.label"
        type="password"
        autoComplete="new-password"
        value={values.confirmWithdrawPassword}
        error={errors.confirmWithdrawPassword}
        onValue={typeInto(withdrawPassword, 'confirmWithdrawPassword')}
      />
    </>
  );
}

function OtpTimer({ otp }: { otp: ActorRefFrom<typeof otpMachine> }) {
  const remaining = useSelector(otp, otpRemainingSeconds);
  const canResend = useSelector(otp, otpCanResend);
  const resending = useSelector(otp, (snapshot) => snapshot.matches('resending'));
  if (canResend || resending) {
    return (
      <p className="withdraw-otp">
        <button type="button" className="button button--small" disabled={resending} onClick={() => otp.send({ type: 'otp.resend' })}>
          <FormattedMessage id="wallet.password.otp.resend" />
        </button>
      </p>
    );
  }
  return (
    <p className="withdraw-otp">
      <FormattedMessage id="wallet.password.otp.validFor" values={{ time: <time>{formatCountdown(remaining)}</time> }} />
    </p>
  );
}
