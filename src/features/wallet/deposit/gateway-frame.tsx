import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatAmount } from '../../../ui/format.ts';
import type { DepositActor } from './use-deposit.ts';

/**
 * The payment gateway framed inside the product: the gateway's own page in an iframe
 * with a close button. The frame never reports the outcome: the deposit actor learns it from the
 * server and closes this when the payment is settled.
 */
export function GatewayFrame({ deposit, amount }: { deposit: DepositActor; amount: number }) {
  const intl = useIntl();
  const headingId = useId();
  const frame = useSelector(deposit, (snapshot) => snapshot.context.gatewayFrame);
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => closeButton.current?.focus(), []);
  if (!frame) return null;
  const loading = loadedUrl !== frame.url;
  return (
    <div className="modal-layer">
      <div className="modal-backdrop" aria-hidden="true" />
      <div className="modal gateway-frame" role="dialog" aria-modal="true" aria-labelledby={headingId}>
        <div className="gateway-frame__head">
          <h2 id={headingId} className="gateway-frame__title">
            <FormattedMessage id="wallet.gateway.title" values={{ amount: formatAmount(amount) }} />
          </h2>
          <button ref={closeButton} type="button" className="button button--small button--outline" onClick={() => deposit.send({ type: 'gateway.close' })}>
            <FormattedMessage id="wallet.gateway.close" />
          </button>
        </div>
        <div className="gateway-frame__body" aria-busy={loading}>
          {loading && (
            <div className="gateway-frame__loading" role="status">
              <div className="spinner" aria-hidden="true" />
              <FormattedMessage id="wallet.gateway.loading" />
            </div>
          )}
          <iframe
            className="gateway-frame__page"
            src={frame.url}
            title={intl.formatMessage({ id: 'wallet.gateway.frameLabel' })}
            allow="payment"
            referrerPolicy="strict-origin-when-cross-origin"
            onLoad={() => setLoadedUrl(frame.url)}
          />
        </div>
        <p className="gateway-frame__note">
          <FormattedMessage id="wallet.gateway.waiting" />
        </p>
      </div>
    </div>
  );
}
