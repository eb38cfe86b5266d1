import { otpMachine } from '../../../machines/otp/otp.machine.ts';
import type { AuthFormActors } from '../../../machines/auth/auth-form-actors.ts';

/**
 * The actors a form machine runs with: src/app's, plus its OTP countdown child, whose resend sends
 * through the same call as the form's first send (the child is a machine of its own, so the form's
 * `sendOtp` does not reach it by itself).
 */
export const formActorsOf = (actors: AuthFormActors) => ({
  ...actors,
  otpCountdown: otpMachine.provide({ actors: { sendOtp: actors.sendOtp } }),
});
