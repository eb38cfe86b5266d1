import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { use, useEffect, useId, useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'wouter';
import { HOME_PATH } from '../../../../machines/router/routes.ts';
import { selectChangeOpen, selectPasswordIsSet, selectResetOpen } from '../../../../machines/wallet/withdraw-password.machine.ts';
import { withdrawAccountsEmptyMessage } from '../../../../machines/wallet/withdraw-rules.ts';
import {
  amountErrorOf,
  selectAddingAccount,
  selectAvailable,
  selectConfirmingDelete,
  submitErrorOf,
  type withdrawMachine,
} from '../../../../machines/wallet/withdraw.machine.ts';
import { selectIsDemo } from '../../../../machines/session/session-selectors.ts';
import { useAppSystem } from '../../../runtime/app-system-context.tsx';
import { useNotify } from '../../../runtime/use-notify.ts';
import { withdrawLogicOf } from '../../../runtime/wiring/withdraw-logic.ts';
import { MessageText } from '../../../ui/message-text.tsx';
import { WithdrawIdRow } from '../../../ui/withdraw-id-row.tsx';
import { HistoryPanel } from '../history/history-panel.tsx';
import { useNoticeRelay } from '../../../runtime/use-notice-relay.ts';
import '../shared/wallet.css';
import { WalletTabs } from '../shared/wallet-tabs.tsx';
import { AccountCard } from './account-card.tsx';
import { FundsFigures } from './funds-figures.tsx';
import { AddAccountModal } from './add-account-modal.tsx';
import { ChangeWithdrawPasswordModal } from './change-withdraw-password-modal.tsx';
import { WithdrawModal } from './withdraw-modal.tsx';
import { WithdrawPasswordModal, type WithdrawPasswordActor } from './withdraw-password-modal.tsx';
import './withdraw.css';
import { copyToClipboard } from '../../../ui/clipboard.ts';

/**
 * Spec §2 "Withdraw screen": saved accounts, Add account, amount, withdraw-password reset, history;
 * and the withdraw ID the user quotes to support.
 */
export function WithdrawScreen() {
  const { system, inspection } = useAppSystem();
  // The wallet's actors load with this screen (it suspends meanwhile), not with Home.
  const walletScreens = use(system.walletScreens());
  const logic = useMemo(() => withdrawLogicOf(walletScreens), [walletScreens]);
  const withdraw = useActorRef(logic, { inspect: inspection?.inspect });
  useNoticeRelay(withdraw);
  const [, navigate] = useLocation();
  useEffect(() => {
    const subscription = withdraw.on('withdraw.navigate', () => navigate(HOME_PATH));
    return () => subscription.unsubscribe();
  }, [withdraw, navigate]);

  const loading = useSelector(withdraw, (snapshot) => snapshot.hasTag('loading'));
  const configFailed = useSelector(withdraw, (snapshot) => snapshot.matches('configFailed'));
  // Until the user is known not to be a demo user, nothing that calls the wallet is shown.
  const beforeAccess = useSelector(withdraw, (snapshot) => snapshot.matches('checkingAccess') || snapshot.matches('barred'));
  const adding = useSelector(withdraw, selectAddingAccount);
  const confirmingDelete = useSelector(withdraw, selectConfirmingDelete);
  const addAccount = useSelector(withdraw, (snapshot) => snapshot.children.addAccount);
  const withdrawPassword = useSelector(withdraw, (snapshot) => snapshot.children.withdrawPassword);

  if (beforeAccess) {
    return (
      <div className="wallet-page" aria-busy="true">
        <WalletTabs />
      </div>
    );
  }

  if (configFailed) {
    return (
      <div className="wallet-page">
        <WalletTabs />
        <section className="card">
          <button type="button" className="button button--primary" onClick={() => withdraw.send({ type: 'config.retry' })}>
            <FormattedMessage id="wallet.withdraw.retry" />
          </button>
        </section>
      </div>
    );
  }

  return (
    <div className="wallet-page">
      <WalletTabs />
      <WithdrawAccounts withdraw={withdraw} loading={loading} />
      <WithdrawAmountForm withdraw={withdraw} withdrawPassword={withdrawPassword} />

      <HistoryPanel />

      {adding && addAccount && <AddAccountModal addAccount={addAccount} />}
      {confirmingDelete && <DeleteAccountModal withdraw={withdraw} accountName={confirmingDelete.method_name} />}
      {withdrawPassword && <PasswordModals withdrawPassword={withdrawPassword} />}
    </div>
  );
}

type WithdrawActor = ActorRefFrom<typeof withdrawMachine>;

/** The saved accounts: one is chosen to withdraw to; Add account once they are known. */
function WithdrawAccounts({ withdraw, loading }: { withdraw: WithdrawActor; loading: boolean }) {
  const accounts = useSelector(withdraw, (snapshot) => snapshot.context.accounts);
  const selectedAccountId = useSelector(withdraw, (snapshot) => snapshot.context.selectedAccountId);
  const noAccounts = !loading ? withdrawAccountsEmptyMessage(accounts.length) : undefined;
  return (
    <section className="card withdraw-accounts" aria-busy={loading}>
      <div className="withdraw-accounts__head">
        <h1 className="wallet-card__title">
          <FormattedMessage id="wallet.withdraw.title" />
        </h1>
        {/* The accounts must be known first: a new one is added to the loaded list. */}
        <button
          type="button"
          className="button button--small button--primary"
          disabled={loading}
          onClick={() => withdraw.send({ type: 'account.add' })}
        >
          <FormattedMessage id="wallet.account.add.open" />
        </button>
      </div>
      {noAccounts ? (
        <p className="withdraw-accounts__empty">
          <MessageText message={noAccounts} />
        </p>
      ) : (
        <ul className="withdraw-accounts__list">
          {accounts.map((account) => (
            <AccountCard
              key={account.client_account_id}
              account={account}
              selected={account.client_account_id === selectedAccountId}
              onSelect={() => withdraw.send({ type: 'account.selected', accountId: account.client_account_id })}
              onDelete={() => withdraw.send({ type: 'account.delete', accountId: account.client_account_id })}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The amount, the funds it may come from, the withdraw-password links and the withdraw ID the user
 * quotes to support.
 */
function WithdrawAmountForm({ withdraw, withdrawPassword }: { withdraw: WithdrawActor; withdrawPassword: WithdrawPasswordActor | undefined }) {
  const { system, inspection } = useAppSystem();
  const context = useSelector(withdraw, (snapshot) => snapshot.context);
  const submitting = useSelector(withdraw, (snapshot) => snapshot.hasTag('submitting'));
  const available = useSelector(withdraw, selectAvailable);
  const amountId = useId();
  // The withdraw ID is asked for only once the screen is for a real user (demo users are sent Home).
  const isDemo = useSelector(system.session, selectIsDemo);
  const notify = useNotify();
  const amountError = amountErrorOf(context);
  // Until the form can be sent the button looks inactive and says why; a tap still explains it.
  const notReadyReason = amountError === undefined ? submitErrorOf(context) : undefined;
  return (
    <form
      className="card withdraw-amount"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        withdraw.send({ type: 'withdraw.submit' });
      }}
    >
      <FundsFigures funds={context.funds} available={available} />
      <label className="withdraw-field__label" htmlFor={amountId}>
        <FormattedMessage id="wallet.withdraw.amount.label" />
      </label>
      <input
        id={amountId}
        className="withdraw-field__input withdraw-amount__input"
        inputMode="numeric"
        value={context.amountText}
        aria-invalid={amountError !== undefined}
        aria-describedby={amountError ? `${amountId}-error` : undefined}
        onChange={(event) => withdraw.send({ type: 'amount.changed', text: event.target.value })}
      />
      {amountError && (
        <p id={`${amountId}-error`} className="withdraw-field__error" role="alert">
          <MessageText message={amountError} />
        </p>
      )}
      <button
        type="submit"
        className={notReadyReason ? 'button button--primary button--inactive withdraw-amount__submit' : 'button button--primary withdraw-amount__submit'}
        disabled={submitting || amountError !== undefined}
        aria-describedby={notReadyReason && context.accounts.length > 0 ? `${amountId}-not-ready` : undefined}
      >
        <FormattedMessage id="wallet.withdraw.submit" />
      </button>
      {notReadyReason && context.accounts.length > 0 && (
        <p id={`${amountId}-not-ready`} className="withdraw-amount__hint withdraw-amount__not-ready">
          <MessageText message={notReadyReason} />
        </p>
      )}
      {withdrawPassword && <PasswordLinks withdrawPassword={withdrawPassword} />}
      {!isDemo && (
        <div className="withdraw-amount__withdraw-id">
          <WithdrawIdRow
            actors={system.withdrawId}
            copyText={copyToClipboard}
            onSuccess={notify.success}
            onError={notify.error}
            inspect={inspection?.inspect}
          />
          <p className="withdraw-amount__hint">
            <FormattedMessage id="account.withdrawId.hint" />
          </p>
        </div>
      )}
    </form>
  );
}

function DeleteAccountModal({ withdraw, accountName }: { withdraw: WithdrawActor; accountName: string }) {
  return (
    <WithdrawModal title={<FormattedMessage id="wallet.account.delete.title" />} onClose={() => withdraw.send({ type: 'delete.cancel' })}>
      <p>
        <FormattedMessage id="wallet.account.delete.confirm" values={{ account: accountName }} />
      </p>
      <div className="withdraw-form__actions">
        <button type="button" className="button" onClick={() => withdraw.send({ type: 'delete.cancel' })}>
          <FormattedMessage id="wallet.common.cancel" />
        </button>
        <button type="button" className="button button--primary" onClick={() => withdraw.send({ type: 'delete.confirm' })}>
          <FormattedMessage id="wallet.account.delete" />
        </button>
      </div>
    </WithdrawModal>
  );
}

/** 'Set withdraw password' until one is set, then 'Change' and 'Forgot withdraw password?'. */
function PasswordLinks({ withdrawPassword }: { withdrawPassword: WithdrawPasswordActor }) {
  const isSet = useSelector(withdrawPassword, selectPasswordIsSet);
  const reset = (
    <button type="button" className="withdraw-link" onClick={() => withdrawPassword.send({ type: 'withdrawPassword.reset' })}>
      <FormattedMessage id={isSet ? 'wallet.password.forgot' : 'wallet.password.set'} />
    </button>
  );
  if (!isSet) return reset;
  return (
    <div className="withdraw-links">
      <button type="button" className="withdraw-link" onClick={() => withdrawPassword.send({ type: 'withdrawPassword.change' })}>
        <FormattedMessage id="wallet.password.change.open" />
      </button>
      {reset}
    </div>
  );
}

function PasswordModals({ withdrawPassword }: { withdrawPassword: WithdrawPasswordActor }) {
  useNoticeRelay(withdrawPassword);
  const resetOpen = useSelector(withdrawPassword, selectResetOpen);
  const changeOpen = useSelector(withdrawPassword, selectChangeOpen);
  if (resetOpen) return <WithdrawPasswordModal withdrawPassword={withdrawPassword} />;
  return changeOpen ? <ChangeWithdrawPasswordModal withdrawPassword={withdrawPassword} /> : null;
}
