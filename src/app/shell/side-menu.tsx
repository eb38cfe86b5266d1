import { Suspense, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { Icon } from '../../ui/icons.tsx';
import { DESKTOP_QUERY, useMediaQuery } from '../../ui/use-media-query.ts';
import { lazyScreen } from '../lazy-screen.ts';
import { LanguageSelect, SIDE_MENU_ID, type LanguageSelectProps } from './header.tsx';

const loadLinks = () => import('./side-menu-links.tsx');
const SideMenuLinks = lazyScreen(loadLinks, (module) => module.SideMenuLinks);
/** After the first paint, so that a phone's drawer opens with its links ready. */
const PREFETCH_DELAY_MS = 1_000;

interface SideMenuProps {
  open: boolean;
  onClose: () => void;
  /** Present while signed in: the menu ends with Logout. */
  onLogout?: () => void;
  /** On a phone the header has no room for the language choice beside the logo and the account. */
  languageSelect?: LanguageSelectProps;
  /** Opens the help and support panel. */
  onHelp: () => void;
}

/**
 * A drawer on phones (opened from the header), a fixed sidebar from 1024 px (CSS). Navigating closes
 * it (the ui actor resets on every location change), Escape and the backdrop close it too.
 */
export function SideMenu({ open, onClose, onLogout, languageSelect, onHelp }: SideMenuProps) {
  const intl = useIntl();
  const [location] = useLocation();
  const column = useMediaQuery(DESKTOP_QUERY);
  // A phone's drawer is hidden until opened: its links (most of the menu's nodes) are rendered when it
  // first opens, not while the page starts, and then kept.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  const linksShown = column || opened;
  useEffect(() => {
    const timer = setTimeout(() => void loadLinks().catch(() => undefined), PREFETCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', closeOnEscape);
    return () => window.removeEventListener('keydown', closeOnEscape);
  }, [open, onClose]);
  return (
    <>
      {open && (
        <button
          type="button"
          className="backdrop"
          tabIndex={-1}
          aria-label={intl.formatMessage({ id: 'shell.menu.close' })}
          onClick={onClose}
        />
      )}
      <nav
        id={SIDE_MENU_ID}
        className={open ? 'side-menu side-menu--open' : 'side-menu'}
        aria-label={intl.formatMessage({ id: 'shell.menu.label' })}
      >
        <div className="side-menu__head">
          <p className="side-menu__heading">
            <FormattedMessage id="shell.menu.label" />
          </p>
          <button
            type="button"
            className="icon-button side-menu__close"
            aria-label={intl.formatMessage({ id: 'shell.menu.close' })}
            onClick={onClose}
          >
            <Icon name="close" />
          </button>
        </div>
        {languageSelect && (
          <div className="side-menu__language">
            <LanguageSelect {...languageSelect} className="language-select--menu" />
          </div>
        )}
        {/* In the column, the links come after the page's first render, with their own chunk. */}
        {linksShown && (
          <Suspense fallback={null}>
            <SideMenuLinks location={location} onLogout={onLogout} onHelp={onHelp} />
          </Suspense>
        )}
      </nav>
    </>
  );
}
