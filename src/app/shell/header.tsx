import { Suspense, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { Icon } from '../../ui/icons.tsx';
import { useRenderCount } from '../../ui/render-count.ts';
import type { LanguageOption } from '../../ui/site-view.tsx';
import { lazyScreen } from '../lazy-screen.ts';
import { HeaderSearch } from './header-search.tsx';
import '../../features/notifications/notification-bell.css';

/**
 * The bell (its machine, its socket link, its count) loads after the first paint; until then an
 * empty button of the bell's size keeps the header's width (docs/decisions/230).
 */
const NotificationBell = lazyScreen(() => import('../../features/notifications/notification-bell.tsx'), (module) => module.NotificationBell);
const BELL_PLACEHOLDER = <span className="icon-button header__bell" aria-hidden="true" />;

interface HeaderProps {
  siteTitle: string;
  logoUrl?: string;
  languages: readonly LanguageOption[];
  language: string;
  /** The signed-in user's amounts and account menu; null while signed out. */
  account: ReactNode | null;
  /** Signed out: the login and sign-up forms open as modals (spec §2). */
  onLogin: () => void;
  onSignUp: () => void;
  menuOpen: boolean;
  onMenuToggle: () => void;
  onLanguageChange: (code: string) => void;
}

export const SIDE_MENU_ID = 'side-menu';

export function Header(props: HeaderProps) {
  const intl = useIntl();
  useRenderCount('header');
  const { siteTitle, logoUrl, account } = props;
  return (
    <header className={account ? 'header header--signed-in' : 'header'}>
      <button
        type="button"
        className="icon-button header__menu-button"
        aria-label={intl.formatMessage({ id: props.menuOpen ? 'shell.menu.close' : 'shell.menu.open' })}
        aria-expanded={props.menuOpen}
        aria-controls={SIDE_MENU_ID}
        onClick={props.onMenuToggle}
      >
        <Icon name="menu" />
      </button>
      <Link href="/" className={logoUrl ? 'header__brand header__brand--with-logo' : 'header__brand'}>
        {logoUrl && <img className="header__logo" src={logoUrl} alt="" />}
        <span className="header__title">{siteTitle || intl.formatMessage({ id: 'shell.home' })}</span>
      </Link>
      <span className="header__spacer" />
      <div className="header__actions">
        <HeaderSearch />
        <LanguageSelect {...props} />
        {account && (
          <Suspense fallback={BELL_PLACEHOLDER}>
            <NotificationBell />
          </Suspense>
        )}
        {account ?? (
          <>
            <button type="button" className="button button--small button--outline-on-brand" onClick={props.onLogin}>
              <FormattedMessage id="shell.login" />
            </button>
            <button type="button" className="button button--small button--primary" onClick={props.onSignUp}>
              <FormattedMessage id="shell.signUp" />
            </button>
          </>
        )}
      </div>
    </header>
  );
}

export type LanguageSelectProps = Pick<HeaderProps, 'languages' | 'language' | 'onLanguageChange'> & { className?: string };

/** Also in the side menu, where a signed-in phone's crowded header has no room for it. */
export function LanguageSelect({ languages, language, onLanguageChange, className }: LanguageSelectProps) {
  const intl = useIntl();
  if (languages.length < 2) return null;
  return (
    <select
      className={className ? `language-select ${className}` : 'language-select'}
      aria-label={intl.formatMessage({ id: 'shell.language' })}
      value={language}
      onChange={(event) => onLanguageChange(event.target.value)}
    >
      {languages.map((option) => (
        <option key={option.code} value={option.code}>
          {option.name}
        </option>
      ))}
    </select>
  );
}
