/**
 * The side menu's links and Logout: a chunk of their own, loaded after the page's first paint
 * (docs/decisions/230). The menu's frame (its column on a desktop, the drawer on a phone) is in the
 * first load, so nothing moves when they arrive.
 */
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { Icon } from '../../ui/icons.tsx';
import { MENU_GROUPS } from './menu-links.ts';

interface SideMenuLinksProps {
  location: string;
  onLogout?: () => void;
  onHelp: () => void;
}

export function SideMenuLinks({ location, onLogout, onHelp }: SideMenuLinksProps) {
  return (
    <>
      {MENU_GROUPS.map((group) => (
        <div key={group.titleId}>
          <p className="side-menu__group">
            <FormattedMessage id={group.titleId} />
          </p>
          <ul className="side-menu__list">
            {group.links.map((link) =>
              'href' in link ? (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    className="side-menu__link"
                    aria-current={link.href === location ? 'page' : undefined}
                  >
                    <Icon name={link.icon} />
                    <FormattedMessage id={link.labelId} />
                  </Link>
                </li>
              ) : (
                <li key={link.action}>
                  <button type="button" className="side-menu__link" aria-haspopup="dialog" onClick={onHelp}>
                    <Icon name={link.icon} />
                    <FormattedMessage id={link.labelId} />
                  </button>
                </li>
              ),
            )}
          </ul>
        </div>
      ))}
      {onLogout && (
        <button type="button" className="side-menu__link" onClick={onLogout}>
          <Icon name="user" />
          <FormattedMessage id="account.logout" />
        </button>
      )}
    </>
  );
}
