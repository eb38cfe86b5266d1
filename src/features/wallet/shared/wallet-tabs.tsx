import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { Icon } from '../../../ui/icons.tsx';

const WALLET_TABS = [
  { path: '/wallet-deposit', labelId: 'wallet.tabs.deposit', icon: 'arrowDown' },
  { path: '/wallet-withdraw', labelId: 'wallet.tabs.withdraw', icon: 'arrowUp' },
] as const;

/** Deposit | Withdraw, on top of both wallet screens. */
export function WalletTabs() {
  const intl = useIntl();
  const [path] = useLocation();
  return (
    <nav className="wallet-tabs" aria-label={intl.formatMessage({ id: 'wallet.tabs.label' })}>
      {WALLET_TABS.map((tab) => (
        <Link
          key={tab.path}
          href={tab.path}
          className={path === tab.path ? 'wallet-tabs__tab wallet-tabs__tab--current' : 'wallet-tabs__tab'}
          aria-current={path === tab.path ? 'page' : undefined}
        >
          <Icon name={tab.icon} />
          <FormattedMessage id={tab.labelId} />
        </Link>
      ))}
    </nav>
  );
}
