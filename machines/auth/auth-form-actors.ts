/**
 * The calls the auth form machines make outside themselves: what src/runtime/wiring/auth.ts implements
 * through the API and the views hand to the form they start. A contract of the machines, so views
 * take it from here, not from the wiring.
 */
import type { PromiseActorLogic } from 'xstate';
import type { OtpRequest } from '../otp/otp.machine.ts';
import type { SessionUser } from '../session/session-user.ts';
import type { ChangePasswordInput } from './change-password.machine.ts';
import type { ResetForgottenPasswordInput } from './forgot-password.machine.ts';
import type { LoginCredentials, OtpLoginInput } from './login.machine.ts';
import type { RegisterInput } from './sign-up.machine.ts';

export interface AuthFormActors {
  login: PromiseActorLogic<SessionUser, LoginCredentials>;
  demoLogin: PromiseActorLogic<SessionUser, void>;
  sendOtp: PromiseActorLogic<void, OtpRequest>;
  loginWithOtp: PromiseActorLogic<SessionUser, OtpLoginInput>;
  register: PromiseActorLogic<SessionUser, RegisterInput>;
  resetForgottenPassword: PromiseActorLogic<void, ResetForgottenPasswordInput>;
  changePassword: PromiseActorLogic<void, ChangePasswordInput>;
}
