import { useSelector } from '@xstate/react';
import { Suspense, useCallback, useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { selectBanner, selectScrollLocked } from '../../machines/notices/notices.machine.ts';
import { findRoute } from '../../machines/router/routes.ts';
import { useRenderCount } from '../ui/render-count.ts';
import { useSiteView } from '../ui/site-view.tsx';
import { useAppSystem } from '../runtime/app-system-context.tsx';
import { AuthModalHost } from './auth-routes.tsx';
import { AppRoutes } from './app-routes.tsx';
import { AccountBarArea, AccountHeaderArea, NotificationPromptArea, OfferPopupArea, useSignedIn } from './shell/account-area.tsx';
import { AnnouncementTicker } from './shell/announcement-ticker.tsx';
import { BackOnlineBanner } from './shell/back-online-banner.tsx';
import { GlobalLoader } from './shell/global-loader.tsx';
import { Header } from './shell/header.tsx';
import { NoticeBanners } from './shell/notice-banners.tsx';
import { SideMenu } from './shell/side-menu.tsx';
import { lazyScreen } from './lazy-screen.ts';
import './shell/shared-controls.css';

/** Below Home's fold: it loads after the first paint, and nothing above it moves (docs/decisions/230). */
const Footer = lazyScreen(() => import('./shell/footer.tsx'), (module) => module.Footer);
const ChatbotArea = lazyScreen(() => import('./chatbot-area.tsx'), (module) => module.ChatbotArea);
const RealityCheckArea = lazyScreen(() => import('./reality-check-area.tsx'), (module) => module.RealityCheckArea);

/** The ui actor's modal while the help and support panel is open (opened from the menu). */
const HELP_MODAL = 'help';

/** `?fullscreen=1` on the event detail screen hides the header (docs/decisions: shell rules). */
export const FULLSCREEN_QUERY_KEY = 'fullscreen';

/**
 * The page frame around every screen (spec §2 shell rules). It selects only what the frame itself
 * shows: a banner, the loader and the balance poll re-render only their own parts (design §7). It
 * counts its renders when a test asks (src/ui/render-count.ts).
 */
export function Shell() {
  useRenderCount('shell');
  const { system, inspection } = useAppSystem();
  const site = useSiteView();
  const signedIn = useSignedIn();
  const [path] = useLocation();
  const search = useSearch();
  const route = findRoute(path);
  const fullscreen = route.hidesHeaderInFullScreen && new URLSearchParams(search).get(FULLSCREEN_QUERY_KEY) === '1';
  const menuOpen = useSelector(system.ui, (snapshot) => snapshot.matches('menuOpen'));

  const toggleMenu = useCallback(() => system.ui.send({ type: 'menu.toggled' }), [system.ui]);
  const closeMenu = useCallback(() => system.ui.send({ type: 'menu.closed' }), [system.ui]);
  const changeLanguage = useCallback((code: string) => system.site.send({ type: 'language.change', code }), [system.site]);
  const logout = useCallback(() => system.session.send({ type: 'session.logout' }), [system.session]);
  const openLogin = useCallback(() => system.ui.send({ type: 'modal.opened', modal: 'login' }), [system.ui]);
  const openSignUp = useCallback(() => system.ui.send({ type: 'modal.opened', modal: 'signUp' }), [system.ui]);
  const openHelp = useCallback(() => system.ui.send({ type: 'modal.opened', modal: HELP_MODAL }), [system.ui]);
  const closeHelp = useCallback(() => system.ui.send({ type: 'modal.closed' }), [system.ui]);
  const helpOpen = useSelector(system.ui, (snapshot) => snapshot.context.modal === HELP_MODAL);

  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        <FormattedMessage id="shell.skipToContent" />
      </a>
      {!fullscreen && (
        <>
          <Header
            siteTitle={site.siteTitle}
            logoUrl={site.logoUrl}
            languages={site.languages}
            language={site.language}
            account={signedIn ? <AccountHeaderArea /> : null}
            onLogin={openLogin}
            onSignUp={openSignUp}
            menuOpen={menuOpen}
            onMenuToggle={toggleMenu}
            onLanguageChange={changeLanguage}
          />
          {signedIn && <AccountBarArea />}
          <AnnouncementTicker announcements={site.announcements} pending={site.settingsPending} />
        </>
      )}
      {/* A bar in the page's flow, not a dialog over it: it never covers a slip or a form (decision 124). */}
      {signedIn && <NotificationPromptArea />}
      <div className="shell__body">
        {!fullscreen && <SideMenu
            open={menuOpen}
            onClose={closeMenu}
            onLogout={signedIn ? logout : undefined}
            languageSelect={{ languages: site.languages, language: site.language, onLanguageChange: changeLanguage }}
            onHelp={openHelp}
          />}
        <main id="main" className="shell__main" tabIndex={-1}>
          <div className="shell__content">
            <AppRoutes inspectorEnabled={inspection !== undefined} />
          </div>
        </main>
      </div>
      {route.showsFooter && (
        <Suspense fallback={null}>
          <Footer siteTitle={site.siteTitle} />
        </Suspense>
      )}
      <AuthModalHost />
      {signedIn && (
        <>
          <OfferPopupArea />
          <Suspense fallback={null}>
            <RealityCheckArea />
          </Suspense>
        </>
      )}
      {helpOpen && (
        <Suspense fallback={null}>
          <ChatbotArea onClose={closeHelp} />
        </Suspense>
      )}
      <NoticeBannersArea />
      <BackOnlineBanner />
      <GlobalLoaderArea />
    </div>
  );
}

function NoticeBannersArea() {
  const banner = useSelector(useAppSystem().system.notices, selectBanner);
  const notices = useMemo(() => (banner ? [banner] : []), [banner]);
  return <NoticeBanners notices={notices} />;
}

function GlobalLoaderArea() {
  return <GlobalLoader visible={useSelector(useAppSystem().system.notices, selectScrollLocked)} />;
}
