/**
 * What src/app hands the auth screens and modals: the forms' actors, what the site says about
 * signing in, and where results go. Views never call the API (design §2); they run the form
 * machines with these actors and report what happened.
 */
import type { InspectionEvent } from 'xstate';
import type { Message } from '../../../machines/shared/message.ts';
import type { SessionUser } from '../../../machines/session/session-user.ts';
import type { AuthFormActors } from '../../../machines/auth/auth-form-actors.ts';

export interface PhoneCountryOption {
  /** Digits only, e.g. '91'. */
  phonecode: string;
  name: string;
}

/** Spec §4: mobile login on business type 1 sites, user-ID login on type 2. */
export interface AuthSite {
  loginMode: 'mobile' | 'userId';
  countries: readonly PhoneCountryOption[];
  /** The site's country in `countries` (machines/auth/phone-country.ts). */
  defaultCountryIndex: number;
}

export type AuthFormName = 'login' | 'signUp' | 'forgotPassword';

export interface AuthFormsProps {
  actors: AuthFormActors;
  site: AuthSite;
  onSignedIn: (user: SessionUser) => void;
  /** Server errors show as toasts (the form's own validation shows under each field). */
  onError: (message: Message) => void;
  onSuccess: (message: Message) => void;
  /** Moves to another form: a page navigates, a modal swaps its form. */
  onSwitch: (form: AuthFormName) => void;
  /** Passed to the form actors so the inspector sees them. */
  inspect?: (inspectionEvent: InspectionEvent) => void;
}
