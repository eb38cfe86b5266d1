import { FormattedMessage, useIntl } from 'react-intl';
import type { WithdrawAccount } from '../../../../machines/wallet/withdraw.machine.ts';
import { CopyButton } from '../shared/copy-button.tsx';

/** The fields a saved account shows, by kind; each can be copied. */
const FIELDS = [
  ['account_holder_name', 'wallet.account.holder.label'],
  ['bank_name', 'wallet.account.bank.label'],
  ['account_number', 'wallet.account.number.label'],
  ['ifsc_code', 'wallet.account.ifsc.label'],
  ['upi_id', 'wallet.account.upi.label'],
  ['crypto_wallet_id', 'wallet.account.walletId.label'],
] as const;

/** One saved withdraw account: select it, copy its fields, delete it (spec §2). */
export function AccountCard({
  account,
  selected,
  onSelect,
  onDelete,
}: {
  account: WithdrawAccount;
  selected: boolean;
  onSelect: () => void;
  onDelete: () => void;
}) {
  const intl = useIntl();
  return (
    <li className={selected ? 'account-card account-card--selected' : 'account-card'}>
      <label className="account-card__choice">
        <input type="radio" name="withdraw-account" checked={selected} onChange={onSelect} />
        <span className="account-card__method">{account.method_name || account.payment_method}</span>
      </label>
      <dl className="account-card__fields">
        {FIELDS.map(([field, labelId]) => {
          const value = account[field];
          if (!value) return null;
          return (
            <div key={field} className="account-card__detail">
              <dt className="account-card__label">
                <FormattedMessage id={labelId} />
              </dt>
              {/* The copy button sits in the dd: a dl's groups may hold only dt and dd. */}
              <dd className="account-card__value">
                <span className="account-card__text">{value}</span>
                <CopyButton value={value} fieldLabel={intl.formatMessage({ id: labelId })} />
              </dd>
            </div>
          );
        })}
        {account.qr_code && (
          <div className="account-card__detail">
            <dt className="account-card__label">
              <FormattedMessage id="wallet.account.qr.label" />
            </dt>
            <dd className="account-card__value">
              <img className="account-card__qr" src={account.qr_code} alt={intl.formatMessage({ id: 'wallet.account.qr.label' })} />
            </dd>
          </div>
        )}
      </dl>
      <button type="button" className="button button--small account-card__delete" onClick={onDelete}>
        <FormattedMessage id="wallet.account.delete" />
      </button>
    </li>
  );
}
