import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { otpCanResend, otpRemainingSeconds, type otpMachine } from '../../../machines/otp/otp.machine.ts';
import type { Message } from '../../../machines/shared/message.ts';

const SECONDS_PER_MINUTE = 60;

/** 'mm:ss' of a whole number of seconds. */
export const formatCountdown = (seconds: number): string => {
  const minutes = Math.floor(seconds / SECONDS_PER_MINUTE);
  const rest = seconds % SECONDS_PER_MINUTE;
  return `${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
};

/** A failed resend (a new `error` of the OTP actor) becomes a toast, as the forms' own errors do. */
function useResendErrorToast(otp: ActorRefFrom<typeof otpMachine> | undefined, onError: (message: Message) => void) {
  const error = useSelector(otp, (snapshot) => snapshot?.context.error ?? null);
  const showError = useRef(onError);
  useEffect(() => {
    showError.current = onError;
  });
  useEffect(() => {
    if (error) showError.current(error);
  }, [error]);
}

/** The OTP's time left (spec §4: 300 s), then a resend button. */
export function OtpCountdown({ otp, onError }: { otp: ActorRefFrom<typeof otpMachine> | undefined; onError: (message: Message) => void }) {
  useResendErrorToast(otp, onError);
  const remaining = useSelector(otp, (snapshot) => (snapshot ? otpRemainingSeconds(snapshot) : 0));
  const canResend = useSelector(otp, (snapshot) => (snapshot ? otpCanResend(snapshot) : false));
  const resending = useSelector(otp, (snapshot) => snapshot?.matches('resending') ?? false);
  if (!otp) return null;
  if (canResend || resending) {
    return (
      <p className="otp-countdown">
        <FormattedMessage id="auth.otp.expired" />{' '}
        <button type="button" className="link-button" disabled={resending} onClick={() => otp.send({ type: 'otp.resend' })}>
          <FormattedMessage id="auth.otp.resend" />
        </button>
      </p>
    );
  }
  return (
    <p className="otp-countdown" aria-live="off">
      <FormattedMessage id="auth.otp.validFor" values={{ time: <time>{formatCountdown(remaining)}</time> }} />
    </p>
  );
}
