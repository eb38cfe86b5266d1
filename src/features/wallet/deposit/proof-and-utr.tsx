import { useSelector } from '@xstate/react';
import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { UTR_MAX, WALLET_UTR_MAX } from '../../../../machines/shared/constants.ts';
import { validateProofField, validateUtr } from '../../../../machines/wallet/deposit-rules.ts';
import type { PaymentMethodKind } from '../../../../machines/wallet/payment-methods.ts';
import { acceptAttribute } from '../../../../machines/wallet/upload-rules.ts';
import { Icon } from '../../../ui/icons.tsx';
import { MessageText } from '../../../ui/message-text.tsx';
import type { DepositActor } from './use-deposit.ts';

/** Payment proof (upload with preview, the UTR being read) and the UTR field (spec §4 "UTR auto-read", §5). */
export function ProofAndUtr({ deposit, method }: { deposit: DepositActor; method: PaymentMethodKind }) {
  const intl = useIntl();
  const proofId = useId();
  const utrId = useId();
  const proof = useSelector(deposit, (snapshot) => snapshot.context.proof);
  const proofError = useSelector(deposit, (snapshot) => snapshot.context.proofError);
  const hasProofUrl = useSelector(deposit, (snapshot) => snapshot.context.proofUrl !== null);
  const utr = useSelector(deposit, (snapshot) => snapshot.context.utr);
  const submitAttempted = useSelector(deposit, (snapshot) => snapshot.context.submitAttempted);
  const uploading = useSelector(deposit, (snapshot) => snapshot.hasTag('uploading'));
  const readingUtr = useSelector(deposit, (snapshot) => snapshot.hasTag('readingUtr'));
  const preview = usePreview(proof);

  const proofMessage = proofError ?? (submitAttempted ? validateProofField(hasProofUrl) : undefined);
  const utrMessage = submitAttempted || utr !== '' ? validateUtr(utr, method) : undefined;
  return (
    <>
      <div className="proof">
        <label className="proof__label" htmlFor={proofId}>
          <FormattedMessage id="wallet.deposit.proof.label" />
        </label>
        {/* The native picker, transparent over a drawn one: it keeps its label, focus and keyboard,
            and the drawn one can say which screenshot is picked (the native one is emptied after
            each pick, so the same file picked again still counts, and would say none is). */}
        <div className="proof__picker">
          <input
            id={proofId}
            className="proof__input"
            type="file"
            accept={acceptAttribute('payment_method')}
            aria-invalid={proofMessage !== undefined}
            aria-describedby={proofMessage ? `${proofId}-error` : undefined}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) deposit.send({ type: 'proof.selected', file });
              // The same file picked again must still send an event.
              event.target.value = '';
            }}
          />
          <span className="proof__choose" aria-hidden="true">
            <Icon name="upload" />
            <FormattedMessage id={proof ? 'wallet.deposit.proof.change' : 'wallet.deposit.proof.choose'} />
          </span>
          <span className="proof__file-name" aria-live="polite">
            {proof ? proof.name : <FormattedMessage id="wallet.deposit.proof.none" />}
          </span>
        </div>
        {preview && <img className="proof__preview" src={preview} alt={intl.formatMessage({ id: 'wallet.deposit.proof.preview' })} />}
        {(uploading || readingUtr) && (
          <p className="proof__status" role="status">
            <span className="spinner spinner--small" aria-hidden="true" />
            <FormattedMessage id={readingUtr ? 'wallet.deposit.proof.reading' : 'wallet.deposit.proof.uploading'} />
          </p>
        )}
        {proofMessage && (
          <p id={`${proofId}-error`} className="field-error" role="alert">
            <MessageText message={proofMessage} />
          </p>
        )}
      </div>
      <div className="utr">
        <label className="proof__label" htmlFor={utrId}>
          <FormattedMessage id={method === 'wallet' ? 'wallet.deposit.utr.walletLabel' : 'wallet.deposit.utr.label'} />
        </label>
        <input
          id={utrId}
          className="utr__input"
          inputMode={method === 'wallet' ? 'text' : 'numeric'}
          autoComplete="off"
          maxLength={method === 'wallet' ? WALLET_UTR_MAX : UTR_MAX}
          value={utr}
          onChange={(event) => deposit.send({ type: 'utr.changed', text: event.target.value })}
          aria-invalid={utrMessage !== undefined}
          aria-describedby={utrMessage ? `${utrId}-error` : undefined}
        />
        {utrMessage && (
          <p id={`${utrId}-error`} className="field-error" role="alert">
            <MessageText message={utrMessage} />
          </p>
        )}
      </div>
    </>
  );
}

/** The picked image as a data address for its preview; nothing for files that are not images. */
function usePreview(proof: unknown): string | undefined {
  const [loaded, setLoaded] = useState<{ proof: unknown; url: string }>();
  useEffect(() => {
    if (!(proof instanceof File) || !proof.type.startsWith('image/')) return;
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') setLoaded({ proof, url: reader.result });
    };
    reader.readAsDataURL(proof);
    return () => reader.abort();
  }, [proof]);
  return loaded && loaded.proof === proof ? loaded.url : undefined;
}
