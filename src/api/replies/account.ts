// The replies of account actions (OTPs, password changes, logout, the push key): loaded on the first
// such call, not with Home (docs/decisions/230).
import { z } from 'zod/mini';
import type { CallName } from '../catalogue.gen.ts';
import {
  isoDateTime,
  withData,
  messageReply,
} from './parts.ts';

/** Send OTP (sign-up, login, forgot password) and send OTP to mobile (withdraw password). */
export const otpSentReply = z.lazy(() =>
  withData(
    z.object({
      /** The OTP countdown's deadline (300 s after sending). */
      expires_at: isoDateTime,
    }),
  ),
);

/** The server's VAPID key for Web Push: an uncompressed P-256 point (65 bytes), base64url. */
export const notificationPublicKeyReply = z.lazy(() =>
  withData(z.object({ publicKey: z.string().check(z.regex(/^[A-Za-z0-9_-]{87}$/)) })),
);

/** The replies of the account actions, by call name. */
export const accountReplies = {
  sendOtp: otpSentReply,
  sendOtpToMobile: otpSentReply,
  cancelRequest: messageReply,
  deleteAccount: messageReply,
  resetWithdrawalPassword: messageReply,
  updateTransactionPassword: messageReply,
  resetForgottenPassword: messageReply,
  changePassword: messageReply,
  logout: messageReply,
  notificationPublicKey: notificationPublicKeyReply,
} satisfies Partial<Record<CallName, z.ZodMiniType>>;
