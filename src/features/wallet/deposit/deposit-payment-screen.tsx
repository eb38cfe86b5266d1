import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { amountOf, selectedEntryOf, type DepositContext } from '../../../../machines/wallet/deposit.machine.ts';
import { cryptoAmount } from '../../../../machines/wallet/deposit-rules.ts';
import { paymentBonusLabel, paymentBonusPercentage, paymentMethodsEmptyMessage } from '../../../../machines/wallet/payment-methods.ts';
import { formatAmount } from '../../../ui/format.ts';
import { MessageText } from '../../../ui/message-text.tsx';
import { ScrollRow } from '../../../ui/scroll-row.tsx';
import '../shared/wallet.css';
import { AccountDetails } from './account-details.tsx';
import { GatewayFrame } from './gateway-frame.tsx';
import './deposit.css';
import { ProofAndUtr } from './proof-and-utr.tsx';
import { DEPOSIT_PATHS, useDeposit, type DepositActor } from './use-deposit.ts';

type SelectedEntry = NonNullable<ReturnType<typeof selectedEntryOf>>;

/** Spec §2 "Deposit payment method screen": method tabs, account cards, proof, UTR, amount, terms, submit. */
export function DepositPaymentScreen() {
  const intl = useIntl();
  const deposit = useDeposit('paymentMethod');
  const context = useSelector(deposit, (snapshot) => snapshot.context);
  const paying = useSelector(deposit, (snapshot) => snapshot.matches('paying'));
  const submitting = useSelector(deposit, (snapshot) => snapshot.hasTag('submitting'));
  const amount = amountOf(context) ?? 0;
  const selected = selectedEntryOf(context);
  const empty = paying ? paymentMethodsEmptyMessage(context.tabs) : undefined;

  return (
    <div className="wallet-page">
      <div className="deposit-pay__head">
        <Link href={DEPOSIT_PATHS.amount} className="button deposit-pay__back">
          <FormattedMessage id="wallet.deposit.back" />
        </Link>
        <h1 className="deposit-pay__title">
          <FormattedMessage id="wallet.deposit.pay.title" values={{ amount: formatAmount(amount) }} />
        </h1>
      </div>
      {!paying && (
        <div className="card deposit-empty" aria-busy="true">
          <div className="spinner" role="status" aria-label={intl.formatMessage({ id: 'wallet.deposit.loading' })} />
        </div>
      )}
      {empty && (
        <p className="card deposit-empty" role="status">
          <MessageText message={empty} />
        </p>
      )}
      {paying && selected && (
        <>
          <MethodTabs deposit={deposit} tabs={context.tabs} tabIndex={context.tabIndex} bonusData={context.bonusData} />
          <DepositForm deposit={deposit} selected={selected} amount={amount} termsAccepted={context.termsAccepted} submitting={submitting} />
          <GatewayFrame deposit={deposit} amount={amount} />
        </>
      )}
    </div>
  );
}

/** The payment methods as tabs, each with its bonus if it has one. */
function MethodTabs({ deposit, tabs, tabIndex, bonusData }: { deposit: DepositActor; tabs: DepositContext['tabs']; tabIndex: number; bonusData: DepositContext['bonusData'] }) {
  const intl = useIntl();
  return (
    <ScrollRow className="method-tabs" role="tablist" aria-label={intl.formatMessage({ id: 'wallet.deposit.methods' })}>
      {tabs.map((tab, index) => {
        const bonus = paymentBonusPercentage(tab, bonusData);
        return (
          <button
            key={tab.methodName}
            type="button"
            role="tab"
            aria-selected={index === tabIndex}
            className="method-tabs__tab"
            onClick={() => deposit.send({ type: 'tab.selected', index })}
          >
            {tab.methodName}
            {bonus !== undefined && (
              <span className="method-tabs__bonus">
                <MessageText message={paymentBonusLabel(bonus)} />
              </span>
            )}
          </button>
        );
      })}
    </ScrollRow>
  );
}

/** The chosen method's account, amount, proof and UTR (or the gateway's word), terms and submit. */
function DepositForm({
  deposit,
  selected,
  amount,
  termsAccepted,
  submitting,
}: {
  deposit: DepositActor;
  selected: SelectedEntry;
  amount: number;
  termsAccepted: boolean;
  submitting: boolean;
}) {
  return (
    <form
      className="card deposit-pay"
      role="tabpanel"
      aria-label={selected.tab.methodName}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        deposit.send({ type: 'deposit.submit' });
      }}
    >
      {selected.tab.entries.length > 1 && <AccountChoice deposit={deposit} selected={selected} />}
      {selected.entry && <AccountDetails entry={selected.entry} />}
      <div className="wallet-detail">
        <div className="wallet-detail__text">
          <span className="wallet-detail__label">
            <FormattedMessage id="wallet.deposit.amount.label" />
          </span>
          <output className="wallet-detail__value deposit-pay__amount">₹ {formatAmount(amount)}</output>
        </div>
      </div>
      {selected.tab.method === 'wallet' && (
        <div className="wallet-detail">
          <div className="wallet-detail__text">
            <span className="wallet-detail__label">
              <FormattedMessage id="wallet.deposit.cryptoAmount" values={{ name: selected.tab.methodName }} />
            </span>
            <output className="wallet-detail__value deposit-pay__crypto">
              {cryptoAmount(amount, selected.entry?.multiplier_value) ?? formatAmount(amount)} {selected.tab.methodName}
            </output>
          </div>
        </div>
      )}
      {selected.tab.method === 'payment_gateway' ? (
        <p className="deposit-pay__gateway">
          <FormattedMessage id={selected.entry?.embedded ? 'wallet.deposit.gateway.embeddedText' : 'wallet.deposit.gateway.text'} />
        </p>
      ) : (
        <ProofAndUtr deposit={deposit} method={selected.tab.method} />
      )}
      {/* "I have made this payment" fits a transfer already made; through the gateway the payment
          comes after this button, so it is not asked (the submit carries the terms, spec §5). */}
      {selected.tab.method !== 'payment_gateway' && (
        <label className="deposit-pay__terms">
          <input
            type="checkbox"
            checked={termsAccepted}
            onChange={(event) => deposit.send({ type: 'terms.changed', accepted: event.target.checked })}
          />
          <FormattedMessage id="wallet.deposit.terms" />
        </label>
      )}
      <button type="submit" className="button button--primary deposit-pay__submit" disabled={submitting} aria-busy={submitting}>
        <FormattedMessage id={selected.tab.method === 'payment_gateway' ? 'wallet.deposit.gateway.pay' : 'wallet.deposit.submit'} />
      </button>
    </form>
  );
}

/** The method's accounts to choose from, when it has more than one. */
function AccountChoice({ deposit, selected }: { deposit: DepositActor; selected: SelectedEntry }) {
  return (
    <fieldset className="account-choice">
      <legend className="wallet-detail__label">
        <FormattedMessage id="wallet.deposit.account.choose" />
      </legend>
      {selected.tab.entries.map((entry, index) => (
        <label key={String(entry.master_account_id)} className="account-choice__option">
          <input
            type="radio"
            name="deposit-account"
            checked={entry === selected.entry}
            onChange={() => deposit.send({ type: 'account.selected', index })}
          />
          {entry.account_holder_name ?? entry.method_name} {index + 1}
        </label>
      ))}
    </fieldset>
  );
}
