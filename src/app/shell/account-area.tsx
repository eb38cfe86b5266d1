/**
 * The signed-in parts of the shell, wired to the actors: the header's amounts and account menu, the
 * demo / welcome-bonus bar, the notification prompt and the offer pop-up. The views load lazily:
 * a visitor's first load carries none of them.
 */
import { useSelector } from '@xstate/react';
import { Suspense, useCallback, useState } from 'react';
import { selectFunds, selectIsDemo, selectSignedIn } from '../../../machines/session/session-selectors.ts';
import { useAppSystem } from '../../runtime/app-system-context.tsx';
import { useNotify } from '../../runtime/use-notify.ts';
import { lazyScreen } from '../lazy-screen.ts';
import { selectUserId } from '../session-view.ts';
import type { BalanceDisplay } from '../../../machines/ui/ui.machine.ts';
import { copyToClipboard } from '../../ui/clipboard.ts';
import { WalletSummary } from './wallet-summary.tsx';

const AccountMenu = lazyScreen(() => import('../../features/account/account-menu.tsx'), (module) => module.AccountMenu);
const AccountBarLazy = lazyScreen(() => import('./account-extras.tsx'), (module) => module.AccountBarArea);
const NotificationPromptLazy = lazyScreen(() => import('./account-extras.tsx'), (module) => module.NotificationPromptArea);
const OfferPopupLazy = lazyScreen(() => import('./account-extras.tsx'), (module) => module.OfferPopupArea);
const MyMarketsRoute = lazyScreen(() => import('../header-panels.tsx'), (module) => module.MyMarketsRoute);

export function useSignedIn(): boolean {
  return useSelector(useAppSystem().system.session, selectSignedIn);
}

export function AccountHeaderArea() {
  const { system, inspection } = useAppSystem();
  const notify = useNotify();
  const funds = useSelector(system.session, selectFunds);
  const userId = useSelector(system.session, selectUserId);
  const isDemo = useSelector(system.session, selectIsDemo);
  const display = useSelector(system.ui, (snapshot) => snapshot.context.balanceDisplay);
  const changeDisplay = useCallback((next: BalanceDisplay) => system.ui.send({ type: 'balanceDisplay.changed', display: next }), [system.ui]);
  const logout = useCallback(() => system.session.send({ type: 'session.logout' }), [system.session]);
  const [myMarketsOpen, setMyMarketsOpen] = useState(false);
  const openMyMarkets = useCallback(() => setMyMarketsOpen(true), []);
  const closeMyMarkets = useCallback(() => setMyMarketsOpen(false), []);
  return (
    <div className="account-header">
      <WalletSummary balance={funds.balance} exposure={funds.exposure} display={display} onExposureOpen={openMyMarkets} />
      {/* The menu's button keeps its room while its code loads. */}
      <Suspense fallback={<span className="icon-button" aria-hidden="true" />}>
        {myMarketsOpen && <MyMarketsRoute onClose={closeMyMarkets} />}
        <AccountMenu
          userId={userId}
          display={display}
          onDisplayChange={changeDisplay}
          onLogout={logout}
          onSuccess={notify.success}
          onError={notify.error}
          copyText={copyToClipboard}
          withdrawIdActors={isDemo ? undefined : system.withdrawId}
          inspect={inspection?.inspect}
        />
      </Suspense>
    </div>
  );
}

/** The demo / welcome-bonus bar under the header, when the session has one to show. */
export function AccountBarArea() {
  return (
    <Suspense fallback={null}>
      <AccountBarLazy />
    </Suspense>
  );
}

/** Spec §4: the prompt to allow notifications (its logic and view load after the first paint). */
export function NotificationPromptArea() {
  return (
    <Suspense fallback={null}>
      <NotificationPromptLazy />
    </Suspense>
  );
}

export function OfferPopupArea() {
  return (
    <Suspense fallback={null}>
      <OfferPopupLazy />
    </Suspense>
  );
}
