/**
 * The glue between the auth and account views and the actors: the views get the form actors, the
 * site's sign-in rules and callbacks that send the results to session and notices. The views
 * themselves load lazily, with their own chunk.
 */
import { useSelector } from '@xstate/react';
import { Suspense, useCallback } from 'react';
import { useLocation } from 'wouter';
import { HOME_PATH } from '../../machines/router/routes.ts';
import { messageId } from '../../machines/shared/message.ts';
import type { SessionUser } from '../../machines/session/session-user.ts';
import type { AuthFormName, AuthFormsProps } from '../features/auth/auth-props.ts';
import { useAppSystem } from '../runtime/app-system-context.tsx';
import { useNotify } from '../runtime/use-notify.ts';
import { authSiteOf } from './auth-site-of.ts';
import { lazyScreen } from './lazy-screen.ts';
import { selectLastLoginAt } from './session-view.ts';

const AuthPage = lazyScreen(() => import('../features/auth/auth-forms.tsx'), (module) => module.AuthPage);
const AuthModal = lazyScreen(() => import('../features/auth/auth-forms.tsx'), (module) => module.AuthModal);
const ChangePasswordScreen = lazyScreen(
  () => import('../features/auth/change-password-screen.tsx'),
  (module) => module.ChangePasswordScreen,
);

/** The page of each form (spec §2; /forget-password is the other spelling of the last). */
export const AUTH_FORM_PATHS: Record<AuthFormName, string> = {
  login: '/login',
  signUp: '/sign-up',
  forgotPassword: '/forgot-password',
};

/** The modal names the ui actor keeps for the auth forms. */
const AUTH_MODALS: readonly string[] = Object.keys(AUTH_FORM_PATHS);
export const isAuthModal = (modal: string | null): modal is AuthFormName => modal !== null && AUTH_MODALS.includes(modal);

const sameJson = <Value,>(previous: Value, next: Value) => JSON.stringify(previous) === JSON.stringify(next);

function useAuthFormsProps(onSwitch: (form: AuthFormName) => void): AuthFormsProps {
  const { system, inspection } = useAppSystem();
  const site = useSelector(system.site, authSiteOf, sameJson);
  const notify = useNotify();
  const onSignedIn = useCallback((user: SessionUser) => system.session.send({ type: 'session.signedIn', user }), [system.session]);
  return {
    actors: system.authForms,
    site,
    onSignedIn,
    onError: notify.error,
    onSuccess: notify.success,
    onSwitch,
    inspect: inspection?.inspect,
  };
}

/** /login, /sign-up, /forgot-password, and any signed-in-only route opened while signed out. */
export function AuthRoute({ form }: { form: AuthFormName }) {
  const [, navigate] = useLocation();
  const props = useAuthFormsProps(useCallback((next: AuthFormName) => navigate(AUTH_FORM_PATHS[next]), [navigate]));
  return <AuthPage form={form} {...props} />;
}

/** The auth form the ui actor has open as a modal, if any (opened from the header). */
export function AuthModalHost() {
  const { system } = useAppSystem();
  const modal = useSelector(system.ui, (snapshot) => snapshot.context.modal);
  const close = useCallback(() => system.ui.send({ type: 'modal.closed' }), [system.ui]);
  const props = useAuthFormsProps(useCallback((next: AuthFormName) => system.ui.send({ type: 'modal.opened', modal: next }), [system.ui]));
  const signedIn = useSelector(system.session, (snapshot) => snapshot.matches('signedIn'));
  if (!isAuthModal(modal) || signedIn) return null;
  return (
    <Suspense fallback={null}>
      <AuthModal form={modal} onClose={close} {...props} />
    </Suspense>
  );
}

/** /profile/CHANGE_PASSWORD, forced for a user who never logged in. */
export function ChangePasswordRoute() {
  const { system, inspection } = useAppSystem();
  const [, navigate] = useLocation();
  const notify = useNotify();
  const forced = useSelector(system.session, selectLastLoginAt) === null;
  const onChanged = useCallback(() => {
    system.session.send({ type: 'session.passwordChanged' });
    notify.success(messageId('account.changePassword.done'));
    navigate(HOME_PATH, { replace: true });
  }, [system.session, notify, navigate]);
  return (
    <ChangePasswordScreen
      actors={system.authForms}
      // The withdraw password is set together with the first own password (see the prop's comment).
      withdrawPasswordOption={forced}
      forced={forced}
      onError={notify.error}
      onChanged={onChanged}
      inspect={inspection?.inspect}
    />
  );
}

