// Where OTPs go. There is no SMS gateway: in development mode (docs/decisions/002) each OTP is
// logged and kept in memory for GET /dev/otp; in production it is never logged nor readable.
import type { FastifyBaseLogger } from 'fastify';

export interface OtpMessage {
  siteId: number;
  mobile: string;
  /** What the code is for, e.g. 'registration', 'forgot-password', 'withdraw-password'. */
  purpose: string;
  code: string;
}

export interface SentOtp extends OtpMessage {
  sentAt: Date;
}

export interface OtpOutbox {
  deliver(message: OtpMessage): void;
}

export interface DevOtpOutbox extends OtpOutbox {
  /** The newest OTP sent to a mobile, optionally for one purpose and one site. */
  latest(filter: { mobile: string; purpose?: string; siteId?: number }): SentOtp | undefined;
}

// Only the newest few per mobile matter to a tester; older ones are dropped.
const KEPT_PER_MOBILE = 10;

export function createDevOtpOutbox(log: FastifyBaseLogger): DevOtpOutbox {
  const sentByMobile = new Map<string, SentOtp[]>();
  return {
    deliver(message) {
      log.info({ mobile: message.mobile, purpose: message.purpose, otp: message.code }, 'OTP sent (development mode)');
      const sent = [{ ...message, sentAt: new Date() }, ...(sentByMobile.get(message.mobile) ?? [])];
      sentByMobile.set(message.mobile, sent.slice(0, KEPT_PER_MOBILE));
    },
    latest({ mobile, purpose, siteId }) {
      return sentByMobile
        .get(mobile)
        ?.find((otp) => (purpose === undefined || otp.purpose === purpose) && (siteId === undefined || otp.siteId === siteId));
    },
  };
}

export const silentOtpOutbox: OtpOutbox = { deliver: () => undefined };
