/**
 * The glue between the auth views and the actors: the views get the form actors, the site's
 * sign-in rules and callbacks that send the results to session and notices. It loads with the
 * forms, when a form first shows (auth-routes.tsx), not with Home (docs/decisions/230).
 */
import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import type { SessionUser } from '../../machines/session/session-user.ts';
import { AuthModal, AuthPage } from '../features/auth/auth-forms.tsx';
import type { AuthFormName, AuthFormsProps } from '../features/auth/auth-props.ts';
import { useAppSystem } from '../runtime/app-system-context.tsx';
import { authFormActorsOf } from '../runtime/wiring/auth.ts';
import { useNotify } from '../runtime/use-notify.ts';
import { AUTH_FORM_PATHS } from './auth-form-paths.ts';
import { authSiteOf } from './auth-site-of.ts';

const sameJson = <Value,>(previous: Value, next: Value) => JSON.stringify(previous) === JSON.stringify(next);

function useAuthFormsProps(onSwitch: (form: AuthFormName) => void): AuthFormsProps {
  const { system, inspection } = useAppSystem();
  const site = useSelector(system.site, authSiteOf, sameJson);
  const notify = useNotify();
  const onSignedIn = useCallback((user: SessionUser) => system.session.send({ type: 'session.signedIn', user }), [system.session]);
  return {
    actors: authFormActorsOf(system.authForms),
    site,
    onSignedIn,
    onError: notify.error,
    onSuccess: notify.success,
    onSwitch,
    inspect: inspection?.inspect,
  };
}

/** A form's page: /login, /sign-up, /forgot-password, or a signed-in-only route opened while signed out. */
export function AuthPageRoute({ form }: { form: AuthFormName }) {
  const [, navigate] = useLocation();
  const props = useAuthFormsProps(useCallback((next: AuthFormName) => navigate(AUTH_FORM_PATHS[next]), [navigate]));
  return <AuthPage form={form} {...props} />;
}

/** A form as a modal over the page (opened from the header). */
export function AuthModalRoute({ form }: { form: AuthFormName }) {
  const { system } = useAppSystem();
  const close = useCallback(() => system.ui.send({ type: 'modal.closed' }), [system.ui]);
  const props = useAuthFormsProps(useCallback((next: AuthFormName) => system.ui.send({ type: 'modal.opened', modal: next }), [system.ui]));
  return <AuthModal form={form} onClose={close} {...props} />;
}
