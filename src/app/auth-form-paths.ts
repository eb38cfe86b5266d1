import type { AuthFormName } from '../features/auth/auth-props.ts';

/** The page of each form (spec §2; /forget-password is the other spelling of the last). */
export const AUTH_FORM_PATHS: Record<AuthFormName, string> = {
  login: '/login',
  signUp: '/sign-up',
  forgotPassword: '/forgot-password',
};
