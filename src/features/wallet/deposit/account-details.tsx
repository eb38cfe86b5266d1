import { FormattedMessage, useIntl } from 'react-intl';
import {
  socialPaymentLink,
  socialPaymentNumber,
  type PaymentMethodEntry,
} from '../../../../machines/wallet/payment-methods.ts';
import { MessageText } from '../../../ui/message-text.tsx';
import { CopyButton } from '../shared/copy-button.tsx';
import { isSafeLink } from './safe-link.ts';

type DetailField = 'account_holder_name' | 'account_number' | 'ifsc_code' | 'upi_id' | 'crypto_wallet_id' | 'phone_number';

/** The details a payer copies, per method kind (spec §3 parent payment method entry). */
const DETAIL_FIELDS: Record<PaymentMethodEntry['method'], readonly DetailField[]> = {
  bank: ['account_holder_name', 'account_number', 'ifsc_code'],
  upi: ['account_holder_name', 'upi_id'],
  wallet: ['crypto_wallet_id'],
  social: [],
  payment_gateway: [],
};

const FIELD_LABEL_IDS: Record<DetailField, string> = {
  account_holder_name: 'wallet.deposit.field.holder',
  account_number: 'wallet.deposit.field.accountNumber',
  ifsc_code: 'wallet.deposit.field.ifsc',
  upi_id: 'wallet.deposit.field.upi',
  crypto_wallet_id: 'wallet.deposit.field.walletAddress',
  phone_number: 'wallet.deposit.field.phone',
};

/** The account card: the details with copy buttons, the QR code, and for social methods the number and link. */
export function AccountDetails({ entry }: { entry: PaymentMethodEntry }) {
  const intl = useIntl();
  const fields = DETAIL_FIELDS[entry.method].filter((field) => entry[field]);
  const social = entry.method === 'social' ? socialPaymentNumber(entry) : undefined;
  const link = entry.method === 'social' ? socialPaymentLink(entry) : undefined;
  return (
    <div className="account-card">
      {fields.map((field) => {
        const label = intl.formatMessage({ id: FIELD_LABEL_IDS[field] });
        return <Detail key={field} label={label} value={entry[field] ?? ''} />;
      })}
      {social && 'number' in social && <Detail label={intl.formatMessage({ id: FIELD_LABEL_IDS.phone_number })} value={social.number} />}
      {social && 'error' in social && (
        <p className="field-error">
          <MessageText message={social.error} />
        </p>
      )}
      {link && (
        <a className="button button--primary account-card__link" href={link} target="_blank" rel="noopener noreferrer">
          <FormattedMessage id="wallet.deposit.social.open" />
        </a>
      )}
      {entry.qr_code && isSafeLink(entry.qr_code) && (
        <img className="account-card__qr" src={entry.qr_code} alt={intl.formatMessage({ id: 'wallet.deposit.qr.alt' })} width={200} height={200} />
      )}
    </div>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div className="wallet-detail">
      <div className="wallet-detail__text">
        <span className="wallet-detail__label">{label}</span>
        <span className="wallet-detail__value">{value}</span>
      </div>
      <CopyButton value={value} fieldLabel={label} />
    </div>
  );
}
