/**
 * The password change screen wired to the actors (the profile's CHANGE_PASSWORD tab): it loads with
 * the profile screens.
 */
import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { HOME_PATH } from '../../machines/router/routes.ts';
import { messageId } from '../../machines/shared/message.ts';
import { useAppSystem } from '../runtime/app-system-context.tsx';
import { authFormActorsOf } from '../runtime/wiring/auth.ts';
import { useNotify } from '../runtime/use-notify.ts';
import { lazyScreen } from './lazy-screen.ts';
import { selectLastLoginAt } from './session-view.ts';

const ChangePasswordScreen = lazyScreen(
  () => import('../features/auth/change-password-screen.tsx'),
  (module) => module.ChangePasswordScreen,
);

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
      actors={authFormActorsOf(system.authForms)}
      // The withdraw password is set together with the first own password (see the prop's comment).
      withdrawPasswordOption={forced}
      forced={forced}
      onError={notify.error}
      onChanged={onChanged}
      inspect={inspection?.inspect}
    />
  );
}

