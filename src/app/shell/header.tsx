import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { formatAmount } from '../../ui/format.ts';
import { Icon } from '../../ui/icons.tsx';
import type { LanguageOption } from '../../ui/site-view.tsx';
import type { SessionView } from '../session-view.ts';

interface HeaderProps {
  siteTitle: string;
  logoUrl?: string;
  languages: readonly LanguageOption[];
  language: string;
  session: SessionView;
  menuOpen: boolean;
  onMenuToggle: () => void;
  onLanguageChange: (code: string) => void;
}

export const SIDE_MENU_ID = 'side-menu';

export function Header(props: HeaderProps) {
  const intl = useIntl();
  const { siteTitle, logoUrl, session } = props;
  return (
    <header className="header">
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
        <LanguageSelect {...props} />
        {session.status === 'signedIn' ? (
          <dl className="wallet-summary">
            <div className="wallet-summary__item">
              <dt className="wallet-summary__label">
                <FormattedMessage id="shell.balance" />
              </dt>
              <dd className="wallet-summary__value">{formatAmount(session.balance)}</dd>
            </div>
            <div className="wallet-summary__item">
              <dt className="wallet-summary__label">
                <FormattedMessage id="shell.exposure" />
              </dt>
              <dd className="wallet-summary__value">{formatAmount(session.exposure)}</dd>
            </div>
          </dl>
        ) : (
          <>
            <Link href="/login" className="button button--small button--outline-on-brand">
              <FormattedMessage id="shell.login" />
            </Link>
            <Link href="/sign-up" className="button button--small button--primary">
              <FormattedMessage id="shell.signUp" />
            </Link>
          </>
        )}
      </div>
    </header>
  );
}

function LanguageSelect({ languages, language, onLanguageChange }: HeaderProps) {
  const intl = useIntl();
  if (languages.length < 2) return null;
  return (
    <select
      className="language-select"
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
