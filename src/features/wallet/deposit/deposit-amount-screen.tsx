import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { amountOf } from '../../../../machines/wallet/deposit.machine.ts';
import { canSubmitDepositAmount, validateDepositAmount } from '../../../../machines/wallet/deposit-rules.ts';
import { formatAmount } from '../../../ui/format.ts';
import { MessageText } from '../../../ui/message-text.tsx';
import { useSiteView } from '../../../ui/site-view.tsx';
import '../shared/wallet.css';
import { HistoryPanel } from '../history/history-panel.tsx';
import { WalletTabs } from '../shared/wallet-tabs.tsx';
import './deposit.css';
import '../../../ui/stake-chip.css';
import { EditStakeModal } from './edit-stake-modal.tsx';
import { byLanguage, DepositInstructions } from './deposit-instructions.tsx';
import { useDeposit } from './use-deposit.ts';

/** Spec §2 "Wallet deposit screen": amount, quick-add stakes, Edit Stake, instructions, videos, history. */
export function DepositAmountScreen() {
  const intl = useIntl();
  const { language } = useSiteView();
  const deposit = useDeposit('amount');
  const context = useSelector(deposit, (snapshot) => snapshot.context);
  const loading = useSelector(deposit, (snapshot) => !snapshot.matches('amount') && !snapshot.matches('configFailed'));
  const configFailed = useSelector(deposit, (snapshot) => snapshot.matches('configFailed'));
  const editStake = useSelector(deposit, (snapshot) => snapshot.children.editStake);
  const amountId = useId();

  if (configFailed) {
    return (
      <div className="wallet-page">
        <WalletTabs />
        <section className="card deposit-empty">
          <button type="button" className="button button--primary" onClick={() => deposit.send({ type: 'config.retry' })}>
            <FormattedMessage id="wallet.deposit.retry" />
          </button>
        </section>
      </div>
    );
  }

  const amount = amountOf(context);
  const error = context.amountTouched ? validateDepositAmount(amount, context.range) : undefined;
  const canSubmit = !loading && canSubmitDepositAmount(amount, context.range);
  return (
    <div className="wallet-page">
      <WalletTabs />
      <form
        className="card deposit-amount"
        aria-busy={loading}
        onSubmit={(event) => {
          event.preventDefault();
          deposit.send({ type: 'amount.submit' });
        }}
        noValidate
      >
        <h1 className="wallet-card__title">
          <FormattedMessage id="wallet.deposit.title" />
        </h1>
        <label className="deposit-amount__label" htmlFor={amountId}>
          <FormattedMessage id="wallet.deposit.amount.label" />
        </label>
        <div className={error ? 'amount-input amount-input--invalid' : 'amount-input'}>
          <span className="amount-input__currency" aria-hidden="true">
            ₹
          </span>
          <input
            id={amountId}
            className="amount-input__field"
            inputMode="numeric"
            autoComplete="off"
            placeholder={intl.formatMessage({ id: 'wallet.deposit.amount.placeholder' })}
            value={context.amountText}
            readOnly={loading}
            onChange={(event) => deposit.send({ type: 'amount.changed', text: event.target.value })}
            aria-invalid={error !== undefined}
            aria-describedby={`${amountId}-hint${error ? ` ${amountId}-error` : ''}`}
          />
        </div>
        {/* Until the site's range has loaded its room is kept, but no default range is shown as the site's. */}
        <p id={`${amountId}-hint`} className={loading ? 'deposit-amount__hint deposit-amount__hint--loading' : 'deposit-amount__hint'}>
          <FormattedMessage
            id="wallet.deposit.amount.range.hint"
            values={{ min: formatAmount(context.range.min), max: formatAmount(context.range.max) }}
          />
        </p>
        {error && (
          <p id={`${amountId}-error`} className="field-error" role="alert">
            <MessageText message={error} />
          </p>
        )}
        <div className="stake-chips" role="group" aria-label={intl.formatMessage({ id: 'wallet.deposit.stakes.label' })}>
          {context.stakes.map((stake, index) => (
            <button
              key={`${index}-${stake}`}
              type="button"
              className="stake-chip"
              disabled={loading}
              onClick={() => deposit.send({ type: 'stake.added', stake })}
            >
              +{formatStake(stake)}
            </button>
          ))}
        </div>
        <div className="deposit-amount__actions">
          <button type="button" className="button deposit-amount__edit" disabled={loading} onClick={() => deposit.send({ type: 'stakes.edit' })}>
            <FormattedMessage id="wallet.deposit.stakes.edit" />
          </button>
          <button type="submit" className="button button--primary deposit-amount__submit" disabled={!canSubmit}>
            <FormattedMessage id="wallet.deposit.next" />
          </button>
        </div>
      </form>
      {/* Responsible gambling: the user's own deposit limits and breaks, one tap from here. */}
      <p className="deposit-amount__limits">
        <Link href="/profile/RESPONSIBLE_GAMBLING">
          <FormattedMessage id="wallet.deposit.limitsLink" />
        </Link>
      </p>
      <DepositInstructions rules={byLanguage(context.rules, language) ?? []} video={byLanguage(context.videos, language)} />
      <HistoryPanel />
      {editStake && <EditStakeModal editStake={editStake} />}
    </div>
  );
}

/** Whole rupees with Indian grouping, no decimals: the chip's label. */
const formatStake = (stake: number): string => stake.toLocaleString('en-IN');
