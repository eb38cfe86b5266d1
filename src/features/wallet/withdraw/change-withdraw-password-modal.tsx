import { useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import { FormRow } from './form-row.tsx';
import { WithdrawModal } from './withdraw-modal.tsx';
import { NewPasswordRows, typeInto, type WithdrawPasswordActor } from './withdraw-password-modal.tsx';

/** Spec §7 "update transaction password": a set withdraw password changed with the current one. */
export function ChangeWithdrawPasswordModal({ withdrawPassword }: { withdrawPassword: WithdrawPasswordActor }) {
  const current = useSelector(withdrawPassword, (snapshot) => snapshot.context.values.oldPassword);
  const currentError = useSelector(withdrawPassword, (snapshot) => snapshot.context.errors.oldPassword);
  const busy = useSelector(withdrawPassword, (snapshot) => snapshot.hasTag('submitting'));
  const close = () => withdrawPassword.send({ type: 'change.close' });

  return (
    <WithdrawModal title={<FormattedMessage id="wallet.password.change.title" />} onClose={close}>
      <form
        className="withdraw-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          withdrawPassword.send({ type: 'change.submit' });
        }}
      >
        <FormRow
          labelId="wallet.password.current.label"
          type="password"
          autoComplete="current-password"
          value={current}
          error={currentError}
          onValue={typeInto(withdrawPassword, 'oldPassword')}
        />
        <NewPasswordRows withdrawPassword={withdrawPassword} />
        <button type="button" className="withdraw-link" onClick={() => withdrawPassword.send({ type: 'withdrawPassword.reset' })}>
          <FormattedMessage id="wallet.password.forgot" />
        </button>
        <div className="withdraw-form__actions">
          <button type="button" className="button" onClick={close}>
            <FormattedMessage id="wallet.common.cancel" />
          </button>
          <button type="submit" className="button button--primary" disabled={busy}>
            <FormattedMessage id="wallet.password.change.submit" />
          </button>
        </div>
      </form>
    </WithdrawModal>
  );
}
