import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { STAKE_INPUT_MAX_LENGTH } from '../../../../machines/shared/constants.ts';
import type { editStakeMachine } from '../../../../machines/wallet/edit-stake.machine.ts';
import { validateStakeValue } from '../../../../machines/wallet/stake-rules.ts';
import { MessageText } from '../../../ui/message-text.tsx';

/** Spec §5 "Edit Stake": four values saved on the server; a native modal dialog (focus trapped, Esc closes). */
export function EditStakeModal({ editStake }: { editStake: ActorRefFrom<typeof editStakeMachine> }) {
  const intl = useIntl();
  const dialog = useRef<HTMLDialogElement>(null);
  const values = useSelector(editStake, (snapshot) => snapshot.context.values);
  const error = useSelector(editStake, (snapshot) => snapshot.context.error);
  const saving = useSelector(editStake, (snapshot) => snapshot.hasTag('saving'));

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  return (
    <dialog
      ref={dialog}
      className="modal"
      aria-labelledby="edit-stake-title"
      onCancel={(event) => {
        event.preventDefault();
        editStake.send({ type: 'stakes.cancel' });
      }}
    >
      <form
        className="modal__body"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          editStake.send({ type: 'stakes.save' });
        }}
      >
        <h2 id="edit-stake-title" className="wallet-card__title">
          <FormattedMessage id="wallet.deposit.stakes.edit" />
        </h2>
        <div className="edit-stake__grid">
          {values.map((value, index) => (
            <label key={index} className="edit-stake__field">
              <span className="visually-hidden">
                <FormattedMessage id="wallet.deposit.stakes.value" values={{ number: index + 1 }} />
              </span>
              <input
                className="edit-stake__input"
                inputMode="numeric"
                maxLength={STAKE_INPUT_MAX_LENGTH}
                value={value}
                aria-invalid={error !== null && validateStakeValue(value) !== undefined}
                onChange={(event) => editStake.send({ type: 'stake.changed', index, text: event.target.value })}
              />
            </label>
          ))}
        </div>
        {error && (
          <p className="field-error" role="alert">
            <MessageText message={error} />
          </p>
        )}
        <div className="modal__actions">
          <button type="button" className="button" onClick={() => editStake.send({ type: 'stakes.cancel' })}>
            {intl.formatMessage({ id: 'wallet.deposit.cancel' })}
          </button>
          <button type="submit" className="button button--primary" disabled={saving}>
            <FormattedMessage id="wallet.deposit.stakes.save" />
          </button>
        </div>
      </form>
    </dialog>
  );
}
