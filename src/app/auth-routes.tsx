/**
 * The auth forms' places in the shell: their pages and the modal the header opens. The forms and
 * their glue to the actors (auth-forms-glue.tsx) load when a form first shows, so Home's first load
 * carries none of them (docs/decisions/230).
 */
import { useSelector } from '@xstate/react';
import { Suspense } from 'react';
import type { AuthFormName } from '../features/auth/auth-props.ts';
import { useAppSystem } from '../runtime/app-system-context.tsx';
import { AUTH_FORM_PATHS } from './auth-form-paths.ts';
import { lazyScreen } from './lazy-screen.ts';

const AuthPageRoute = lazyScreen(() => import('./auth-forms-glue.tsx'), (module) => module.AuthPageRoute);
const AuthModalRoute = lazyScreen(() => import('./auth-forms-glue.tsx'), (module) => module.AuthModalRoute);

/** The modal names the ui actor keeps for the auth forms. */
const AUTH_MODALS: readonly string[] = Object.keys(AUTH_FORM_PATHS);
export const isAuthModal = (modal: string | null): modal is AuthFormName => modal !== null && AUTH_MODALS.includes(modal);

/** /login, /sign-up, /forgot-password, and any signed-in-only route opened while signed out. */
export function AuthRoute({ form }: { form: AuthFormName }) {
  return <AuthPageRoute form={form} />;
}

/** The auth form the ui actor has open as a modal, if any (opened from the header). */
export function AuthModalHost() {
  const { system } = useAppSystem();
  const modal = useSelector(system.ui, (snapshot) => snapshot.context.modal);
  const signedIn = useSelector(system.session, (snapshot) => snapshot.matches('signedIn'));
  if (!isAuthModal(modal) || signedIn) return null;
  return (
    <Suspense fallback={null}>
      <AuthModalRoute form={modal} />
    </Suspense>
  );
}
