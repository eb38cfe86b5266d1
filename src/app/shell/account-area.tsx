/**
 * The signed-in parts of the shell, wired to the actors: the header's amounts and account menu, the
 * demo / welcome-bonus bar, the notification prompt and the offer pop-up. The views load lazily:
 * a visitor's first load carries none of them.
 */
import { useSelector } from '@xstate/react';
import { Suspense, useCallback, useState } from 'react';
import { notificationPromptVisible } from '../../../machines/session/notification-prompt.machine.ts';
import { selectAccountBarMessage, selectFunds, selectIsDemo, selectSignedIn } from '../../../machines/session/session-selectors.ts';
import { selectOfferVisible, type SiteSnapshot } from '../../../machines/site/site.machine.ts';
import { forLanguage, OFFER_POSTER_TYPE } from '../../api/replies/start.ts';
import { useAppSystem } from '../../runtime/app-system-context.tsx';
import { useNotify } from '../../runtime/use-notify.ts';
import { lazyScreen } from '../lazy-screen.ts';
import { selectNotificationPrompt, selectUserId } from '../session-view.ts';
import { assetUrl, safeUrl } from '../site-view-of.ts';
import { loadedSettingsOf } from '../../runtime/system.ts';
import type { BalanceDisplay } from '../../../machines/ui/ui.machine.ts';
import { copyToClipboard } from '../../ui/clipboard.ts';
import { WalletSummary } from './wallet-summary.tsx';

const AccountMenu = lazyScreen(() => import('../../features/account/account-menu.tsx'), (module) => module.AccountMenu);
const AccountBar = lazyScreen(() => import('../../features/account/account-notices.tsx'), (module) => module.AccountBar);
const NotificationPrompt = lazyScreen(() => import('../../features/account/account-notices.tsx'), (module) => module.NotificationPrompt);
const OfferPopup = lazyScreen(() => import('../../features/account/account-notices.tsx'), (module) => module.OfferPopup);
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

export function AccountBarArea() {
  const message = useSelector(useAppSystem().system.session, selectAccountBarMessage);
  return message ? (
    <Suspense fallback={null}>
      <AccountBar message={message} />
    </Suspense>
  ) : null;
}

/** Spec §4: Allow asks the browser; a refusal there counts as Cancel (the unsubscribed flag). */
export function NotificationPromptArea() {
  const { system } = useAppSystem();
  const prompt = useSelector(system.session, selectNotificationPrompt);
  const visible = useSelector(prompt, notificationPromptVisible);
  if (!prompt || !visible) return null;
  const allow = async () => {
    const permission = 'Notification' in window ? await Notification.requestPermission() : 'denied';
    prompt.send({ type: permission === 'granted' ? 'notification.grant' : 'notification.cancel' });
  };
  return (
    <Suspense fallback={null}>
      <NotificationPrompt onAllow={() => void allow()} onCancel={() => prompt.send({ type: 'notification.cancel' })} />
    </Suspense>
  );
}

const selectOfferPoster = (snapshot: SiteSnapshot) => {
  const settings = loadedSettingsOf(snapshot.context.settings);
  if (!settings) return null;
  const language = snapshot.context.selectedLanguage ?? settings.language_code;
  // The offer in the site's language (docs/decisions/222).
  const [poster] = forLanguage(
    settings.poster.filter((candidate) => candidate.poster_type === OFFER_POSTER_TYPE),
    language,
  );
  if (!poster) return null;
  return { imageUrl: assetUrl(settings, poster.image), title: poster.title, href: safeUrl(poster.url ?? '') };
};

export function OfferPopupArea() {
  const { system } = useAppSystem();
  const visible = useSelector(system.site, selectOfferVisible);
  const poster = useSelector(system.site, selectOfferPoster, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  if (!visible) return null;
  return (
    <Suspense fallback={null}>
      <OfferPopup poster={poster ?? { title: '' }} onClose={() => system.site.send({ type: 'offer.dismissed' })} />
    </Suspense>
  );
}
