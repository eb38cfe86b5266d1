/**
 * The signed-in shell's bar (demo / welcome bonus), notification prompt and offer pop-up, wired to
 * the actors. They load after the first paint with their views (account-area.tsx): none of them is
 * part of the first paint (docs/decisions/230).
 */
import { useSelector } from '@xstate/react';
import { notificationPromptVisible } from '../../../machines/session/notification-prompt.machine.ts';
import { selectAccountBarMessage } from '../../../machines/session/session-selectors.ts';
import { selectOfferVisible, type SiteSnapshot } from '../../../machines/site/site.machine.ts';
import { forLanguage, OFFER_POSTER_TYPE } from '../../api/replies/start.ts';
import { AccountBar, NotificationPrompt, OfferPopup } from '../../features/account/account-notices.tsx';
import { useAppSystem } from '../../runtime/app-system-context.tsx';
import { loadedSettingsOf } from '../../runtime/system.ts';
import { selectNotificationPrompt } from '../session-view.ts';
import { assetUrl, safeUrl } from '../site-view-of.ts';

export function AccountBarArea() {
  const message = useSelector(useAppSystem().system.session, selectAccountBarMessage);
  return message ? <AccountBar message={message} /> : null;
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
  return <NotificationPrompt onAllow={() => void allow()} onCancel={() => prompt.send({ type: 'notification.cancel' })} />;
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
  return <OfferPopup poster={poster ?? { title: '' }} onClose={() => system.site.send({ type: 'offer.dismissed' })} />;
}
