/**
 * The auth forms' real actors (machines/auth/*.machine.ts): login, demo login, OTPs, sign-up,
 * forgotten and changed passwords, each through src/api. The forms live only while their screen or
 * modal is open, so the views build these from AppSystem.authForms (`authFormActorsOf`, with the
 * forms' chunk, not in Home's first load: docs/decisions/231) and `.provide` them to the form
 * machine they start. Nothing here imports a machine.
 */
import { fromPromise } from 'xstate';
import type { AuthFormActors } from '../../../machines/auth/auth-form-actors.ts';
import type { ChangePasswordInput } from '../../../machines/auth/change-password.machine.ts';
import type { ResetForgottenPasswordInput } from '../../../machines/auth/forgot-password.machine.ts';
import type { LoginCredentials, OtpLoginInput } from '../../../machines/auth/login.machine.ts';
import type { RegisterInput } from '../../../machines/auth/sign-up.machine.ts';
import type { OtpRequest } from '../../../machines/otp/otp.machine.ts';
import type { SessionUser } from '../../../machines/session/session-user.ts';
import type { Api } from '../../api/call.ts';
import { sessionUserOf } from './session.ts';

export interface AuthWiring {
  api: Api;
  /** The site's domain: every auth call names the site it signs in to. */
  domain: string;
}

/** The OTP purposes of the user service's send-OTP call (the withdraw password has its own call). */
type SignInOtpPurpose = 'register' | 'login' | 'forgot_password';

export function authFormActors({ api, domain }: AuthWiring): AuthFormActors {
  return {
    login: fromPromise<SessionUser, LoginCredentials>(async ({ input }) => {
      const { data } = await api.call('login', { body: { ...input, domain } });
      return sessionUserOf(data);
    }),
    demoLogin: fromPromise<SessionUser, void>(async () => {
      const { data } = await api.call('demoLogin', { body: { domain } });
      return sessionUserOf(data);
    }),
    sendOtp: fromPromise<void, OtpRequest>(async ({ input }) => {
      await api.call('sendOtp', {
        body: { mobile: input.mobile ?? '', domain, purpose: input.purpose as SignInOtpPurpose },
      });
    }),
    loginWithOtp: fromPromise<SessionUser, OtpLoginInput>(async ({ input }) => {
      const { data } = await api.call('loginWithOtp', { body: { ...input, domain } });
      return sessionUserOf(data);
    }),
    register: fromPromise<SessionUser, RegisterInput>(async ({ input }) => {
      const { data } = await api.call('registration', { body: { ...input, domain } });
      return sessionUserOf(data);
    }),
    resetForgottenPassword: fromPromise<void, ResetForgottenPasswordInput>(async ({ input }) => {
      await api.call('resetForgottenPassword', { body: { ...input, domain } });
    }),
    changePassword: fromPromise<void, ChangePasswordInput>(async ({ input }) => {
      await api.call('changePassword', { body: input });
    }),
  };
}

const builtActors = new WeakMap<AuthWiring, AuthFormActors>();

/** A system's auth form actors, built once, by the first form that opens (docs/decisions/231). */
export function authFormActorsOf(wiring: AuthWiring): AuthFormActors {
  let actors = builtActors.get(wiring);
  if (!actors) {
    actors = authFormActors(wiring);
    builtActors.set(wiring, actors);
  }
  return actors;
}
