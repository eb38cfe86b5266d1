import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { AccountKind } from '../../../../machines/wallet/account-rules.ts';
import { availableKinds, type AddAccountContext, type addAccountMachine, type TypedField } from '../../../../machines/wallet/add-account.machine.ts';
import type { Message } from '../../../../machines/shared/message.ts';
import { acceptAttribute } from '../../../../machines/wallet/upload-rules.ts';
import { MessageText } from '../../../ui/message-text.tsx';
import { useNoticeRelay } from '../../../runtime/use-notice-relay.ts';
import { FormRow } from './form-row.tsx';
import { WithdrawModal } from './withdraw-modal.tsx';

type AddAccountActor = ActorRefFrom<typeof addAccountMachine>;

/** Spec §5 "Add account": method, the fields of that kind, a UPI QR image with its hint, the withdraw password. */
export function AddAccountModal({ addAccount }: { addAccount: AddAccountActor }) {
  useNoticeRelay(addAccount);
  const context = useSelector(addAccount, (snapshot) => snapshot.context);
  const uploading = useSelector(addAccount, (snapshot) => snapshot.hasTag('uploading'));
  const saving = useSelector(addAccount, (snapshot) => snapshot.hasTag('submitting'));
  const { form, errors } = context;
  const kinds = availableKinds(context);
  const type = (field: TypedField) => (value: string) => addAccount.send({ type: 'account.fieldChanged', field, value });

  return (
    <WithdrawModal title={<FormattedMessage id="wallet.account.add.title" />} onClose={() => addAccount.send({ type: 'account.cancel' })}>
      <form
        className="withdraw-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          addAccount.send({ type: 'account.submit' });
        }}
      >
        <KindChoice addAccount={addAccount} kinds={kinds} chosen={form.kind} error={errors.kind} />

        {form.kind === 'bank' && <BankFields context={context} type={type} />}

        {form.kind === 'upi' && <UpiFields addAccount={addAccount} context={context} uploading={uploading} type={type} />}

        {form.kind === 'wallet' && (
          <FormRow labelId="wallet.account.walletId.label" value={form.walletId} error={errors.walletId} onValue={type('walletId')} autoCapitalize="none" />
        )}

        <FormRow
          labelId="wallet.account.password.label"
          type="password"
          autoComplete="off"
          value={form.withdrawPassword}
          error={errors.withdrawPassword}
          onValue={type('withdrawPassword')}
        />
        <div className="withdraw-form__actions">
          <button type="button" className="button" onClick={() => addAccount.send({ type: 'account.cancel' })}>
            <FormattedMessage id="wallet.common.cancel" />
          </button>
          <button type="submit" className="button button--primary" disabled={saving || uploading}>
            <FormattedMessage id="wallet.account.add.submit" />
          </button>
        </div>
      </form>
    </WithdrawModal>
  );
}

/** The kinds of account the site takes: bank, UPI, wallet. */
function KindChoice({ addAccount, kinds, chosen, error }: { addAccount: AddAccountActor; kinds: readonly AccountKind[]; chosen: AccountKind | undefined; error: Message | undefined }) {
  return (
    <fieldset className="withdraw-kinds">
      <legend className="withdraw-field__label">
        <FormattedMessage id="wallet.account.method.label" />
      </legend>
      {kinds.map((kind) => (
        <label key={kind} className={chosen === kind ? 'withdraw-kinds__option withdraw-kinds__option--on' : 'withdraw-kinds__option'}>
          <input type="radio" name="account-kind" checked={chosen === kind} onChange={() => addAccount.send({ type: 'account.kindChosen', kind })} />
          <FormattedMessage id={`wallet.account.kind.${kind}`} />
        </label>
      ))}
      {error && (
        <p className="withdraw-field__error" role="alert">
          <MessageText message={error} />
        </p>
      )}
    </fieldset>
  );
}

type TypeInto = (field: TypedField) => (value: string) => void;

/** A bank account: the bank, the holder's name, the account number and the IFSC. */
function BankFields({ context, type }: { context: AddAccountContext; type: TypeInto }) {
  const intl = useIntl();
  const bankId = useId();
  const { form, errors } = context;
  return (
    <>
      <div className="withdraw-field">
        <label className="withdraw-field__label" htmlFor={bankId}>
          <FormattedMessage id="wallet.account.bank.label" />
        </label>
        <select
          id={bankId}
          className="withdraw-field__input"
          value={form.bankId ?? ''}
          aria-invalid={errors.bankId !== undefined}
          onChange={(event) => type('bankId')(event.target.value)}
        >
          <option value="">{intl.formatMessage({ id: 'wallet.account.bank.choose' })}</option>
          {context.banks.map((bank) => (
            <option key={bank.id} value={bank.id}>
              {bank.bank_name}
            </option>
          ))}
        </select>
        {errors.bankId && (
          <p className="withdraw-field__error" role="alert">
            <MessageText message={errors.bankId} />
          </p>
        )}
      </div>
      <FormRow labelId="wallet.account.holder.label" value={form.holderName} error={errors.holderName} onValue={type('holderName')} autoComplete="name" />
      <FormRow labelId="wallet.account.number.label" value={form.accountNumber} error={errors.accountNumber} onValue={type('accountNumber')} inputMode="numeric" />
      <FormRow labelId="wallet.account.ifsc.label" value={form.ifsc} error={errors.ifsc} onValue={type('ifsc')} autoCapitalize="characters" />
    </>
  );
}

/** A UPI account: its id and, if the bettor has it, its QR code image. */
function UpiFields({ addAccount, context, uploading, type }: { addAccount: AddAccountActor; context: AddAccountContext; uploading: boolean; type: TypeInto }) {
  const qrId = useId();
  const { form, errors } = context;
  return (
    <>
      <FormRow labelId="wallet.account.upi.label" value={form.upiId} error={errors.upiId} onValue={type('upiId')} autoCapitalize="none" />
      <div className="withdraw-field">
        <label className="withdraw-field__label" htmlFor={qrId}>
          <FormattedMessage id="wallet.account.qr.label" />
        </label>
        <input
          id={qrId}
          type="file"
          accept={acceptAttribute('qr-code')}
          disabled={uploading}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) addAccount.send({ type: 'qr.selected', file });
          }}
        />
        {form.qrCode !== '' && (
          <p className="withdraw-field__ok">
            <FormattedMessage id="wallet.account.qr.attached" />
          </p>
        )}
        {context.qrError && (
          <p className="withdraw-field__error" role="alert">
            <MessageText message={context.qrError} />
          </p>
        )}
        <p className="withdraw-field__hint">
          <FormattedMessage id="wallet.account.qrHint" />
        </p>
      </div>
    </>
  );
}
