import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Message } from '../../../machines/shared/message.ts';
import { MessageText } from '../../ui/message-text.tsx';
import './account.css';

/** The bar under the header: 'This is Demo ID' or 'Playing with Welcome Bonus' (spec §1). */
export function AccountBar({ message }: { message: Message }) {
  return (
    <p className="account-bar" role="status">
      <MessageText message={message} />
    </p>
  );
}

/**
 * The push-notification prompt (spec §4), 3 s after load while signed in: a bar under the header
 * that moves the page down rather than covering it, so it never sits over a slip or a form.
 */
export function NotificationPrompt({ onAllow, onCancel }: { onAllow: () => void; onCancel: () => void }) {
  const headingId = useId();
  return (
    <section className="notification-prompt" role="region" aria-labelledby={headingId}>
      <h2 id={headingId} className="notification-prompt__title">
        <FormattedMessage id="account.notifications.title" />
      </h2>
      <p className="notification-prompt__text">
        <FormattedMessage id="account.notifications.text" />
      </p>
      <div className="notification-prompt__actions">
        <button type="button" className="button button--small button--outline" onClick={onCancel}>
          <FormattedMessage id="account.cancel" />
        </button>
        <button type="button" className="button button--small button--primary" onClick={onAllow}>
          <FormattedMessage id="account.notifications.allow" />
        </button>
      </div>
    </section>
  );
}

export interface OfferPoster {
  imageUrl?: string;
  title: string;
  href?: string;
}

/** The offer pop-up of business type 2 sites (spec §4), from the offer poster (poster_type 12). */
export function OfferPopup({ poster, onClose }: { poster: OfferPoster; onClose: () => void }) {
  const intl = useIntl();
  const headingId = useId();
  const image = poster.imageUrl && <img className="offer-popup__image" src={poster.imageUrl} alt={poster.title} />;
  return (
    <div className="modal-layer">
      <button type="button" className="modal-backdrop" tabIndex={-1} aria-label={intl.formatMessage({ id: 'auth.modal.close' })} onClick={onClose} />
      <div className="modal offer-popup" role="dialog" aria-modal="true" aria-labelledby={headingId}>
        <h2 id={headingId} className="offer-popup__title">
          {poster.title || <FormattedMessage id="account.offer.title" />}
        </h2>
        {image && (poster.href ? <a href={poster.href}>{image}</a> : image)}
        <button type="button" className="button button--primary button--block" onClick={onClose}>
          <FormattedMessage id="account.offer.close" />
        </button>
      </div>
    </div>
  );
}
