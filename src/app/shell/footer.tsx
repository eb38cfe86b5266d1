import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';

/** Shown only on Home and /inplay (spec §2 shell rules). */
export function Footer({ siteTitle }: { siteTitle: string }) {
  return (
    <footer className="footer">
      <div className="footer__inner">
        <ul className="footer__links">
          <li>
            <Link href="/faq">
              <FormattedMessage id="shell.footer.faq" />
            </Link>
          </li>
          <li>
            <Link href="/inplay">
              <FormattedMessage id="shell.footer.inPlay" />
            </Link>
          </li>
        </ul>
        <div className="footer__responsible">
          <span className="age-badge" aria-hidden="true">
            18+
          </span>
          <p>
            <strong>
              <FormattedMessage id="shell.footer.responsibleTitle" />
            </strong>{' '}
            <FormattedMessage id="shell.footer.responsibleText" />
          </p>
        </div>
        <p className="footer__copyright">
          <FormattedMessage id="shell.footer.copyright" values={{ year: new Date().getFullYear(), site: siteTitle }} />
        </p>
      </div>
    </footer>
  );
}
